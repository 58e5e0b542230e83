import {
  acceptInviteInput,
  changePasswordInput,
  invitationRefInput,
  memberInviteInput,
  memberRefInput,
  memberRoleInput,
  sessionRefInput,
} from "@/lib/auth/schema";
import { emptyInput } from "@/lib/validation/fields";
import { z } from "zod";
import { examples as ex } from "./examples";
import * as reply from "./replies";

// The team and account entries of the contract (issue 23 §6): invitations, members and their
// roles, changing one's password and one's own sessions. Kept apart to keep contract.ts readable.

export const teamContract = {
  "User/AcceptInvite": {
    summary: "Join a workspace with the token of a mailed invitation: sets the password and the session cookie",
    description:
      "Creates the account in the inviting workspace with the invitation's role and signs it in. A bad, used, revoked or expired link is a 400 naming Token; an address that already has an account is a 409 (an account belongs to one workspace).",
    access: "public",
    body: acceptInviteInput,
    data: z.object({ UserID: z.string(), Email: z.string(), WorkspaceName: z.string(), Role: reply.ownerData.shape.Role }),
    errors: [409],
    example: {
      request: { Token: "cbi_…", Password: "a new long password" },
      data: { UserID: ex.userId, Email: "agent@harbor.test", WorkspaceName: "Harbor Realty", Role: "member" as const },
    },
  },
  "User/ChangePassword": {
    summary: "Change the signed-in user's password",
    description:
      "CurrentPassword must be the password now (a 400 naming it otherwise; failures count as failed sign-ins, 429 past five). NewPassword follows sign-up's rules. Every other session of the user ends; this one stays.",
    access: "owner",
    body: changePasswordInput,
    data: z.object({ SignedOutSessions: z.number().int().describe("the user's other sessions that ended") }),
    errors: [429],
    example: { request: { CurrentPassword: "correct horse battery", NewPassword: "a new long password" }, data: { SignedOutSessions: 2 } },
  },
  "User/SessionRevoke": {
    summary: "Sign out one of the signed-in user's own sessions",
    description: "Another user's session is a 404. Revoking the session the request was made with signs out: its cookie is cleared.",
    access: "owner",
    body: sessionRefInput,
    data: reply.revokedSessions,
    errors: [404],
    example: { request: { ID: ex.userSessions.data[0]!.ID }, data: { Count: 1, SignedOut: false } },
  },
  "User/SessionRevokeOthers": {
    summary: "Sign out every session of the signed-in user but this one",
    access: "owner",
    body: emptyInput,
    data: reply.revokedSessions,
    example: { request: {}, data: { Count: 2, SignedOut: false } },
  },
  "User/Sessions": {
    summary: "The signed-in user's open sessions, newest first",
    access: "owner",
    get: true,
    body: emptyInput,
    data: reply.userSessionItem.array(),
    example: ex.userSessions,
  },
  "Workspace/InviteList": {
    summary: "Invitations waiting to be accepted, newest first",
    access: "owner",
    ownersOnly: true,
    body: emptyInput,
    data: reply.invitationItem.array(),
    example: ex.invitations,
  },
  "Workspace/InviteRevoke": {
    summary: "Revoke a waiting invitation: its link stops working",
    access: "owner",
    ownersOnly: true,
    body: invitationRefInput,
    data: reply.countData,
    errors: [404],
    example: { request: { ID: ex.invitations.data[0]!.ID }, data: 1 },
  },
  "Workspace/MemberInvite": {
    summary: "Invite someone by e-mail to join the workspace as an owner or a member",
    description:
      "Queues a mail in the outbox with a link to /invite that works once, for 7 days (with no mail server set up, `Mailed` is false and the reply carries the link as `InviteUrl`, for the owner to pass on); inviting the same address again replaces its waiting invitation. The mail names the workspace and the inviter only as plain text, URLs defanged, and never in its subject. An inviter whose own address is not confirmed yet is a 403 with `Data.Unverified` (User/ResendVerification mails the link). A member of this workspace already is a 409. At most 50 invitations may wait at once, three mails per address and twenty per workspace in an hour, fifteen invitations per inviter and two per invited address (from any workspace) in a day (429). 503 until PUBLIC_URL is set when the server is reached by a name that is not its own.",
    access: "owner",
    ownersOnly: true,
    body: memberInviteInput,
    data: z.object({
      ID: z.string(),
      Email: z.string(),
      Role: reply.ownerData.shape.Role,
      Mailed: z.boolean().describe("false: no mail server is set up (SMTP_URL), so no mail goes out; pass InviteUrl on yourself"),
      InviteUrl: z.string().optional().describe("the invitation's link, given only when it could not be mailed"),
    }),
    errors: [403, 409, 429],
    example: {
      request: { Email: "agent@harbor.test", Role: "member" },
      data: { ID: ex.invitations.data[0]!.ID, Email: "agent@harbor.test", Role: "member" as const, Mailed: true },
    },
  },
  "Workspace/MemberRemove": {
    summary: "Remove a member: their account and sessions end",
    description:
      "Your own address is a 400 (another owner has to remove you); an address that is not a member of this workspace is a 404. Runs under a lock on the workspace's users: a caller who is no longer an owner by then (another owner demoted them at the same moment) is a 403.",
    access: "owner",
    ownersOnly: true,
    body: memberRefInput,
    data: reply.countData,
    errors: [404],
    example: { request: { Email: "agent@harbor.test" }, data: 1 },
  },
  "Workspace/MemberRole": {
    summary: "Make a member an owner, or an owner a member",
    description:
      "Not your own role (400), so a workspace always keeps an owner. Runs under a lock on the workspace's users: of two owners demoting each other at once, the second is no longer an owner then (403). `cli user role` sets any user's role.",
    access: "owner",
    ownersOnly: true,
    body: memberRoleInput,
    data: reply.countData,
    errors: [403, 404],
    example: { request: { Email: "agent@harbor.test", Role: "owner" }, data: 1 },
  },
} as const;
