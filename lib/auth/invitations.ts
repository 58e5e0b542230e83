import { smtpConfigured } from "@/lib/mail/sender";
import { and, count, desc, eq, gt, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { invitations, users, workspaces } from "@/db/schema";
import { conflict, forbidden, invalidInput, notFound, rateLimited } from "@/lib/errors";
import type { HandlerContext } from "@/lib/context";
import { inertText } from "@/lib/mail/inert-text";
import { queueAccountMail, requireMailLinkOrigin } from "./account-mail";
import type { Owner } from "./sessions";
import { issueKey, parseKey, secretMatches } from "./keys";
import { assertInvitationAllowed, assertMailAllowed } from "./mail-throttle";
import { hashPassword } from "./passwords";
import type { acceptInviteInput, invitationRefInput, memberInviteInput } from "./schema";
import { createUserSession } from "./sessions";

/** An invitation link works this long. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Invitations one workspace may have waiting at once: enough for an agency, too few to spray mail. */
export const MAX_PENDING_INVITATIONS = 50;

const pending = () => and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, new Date()));

const ROLE_WORDS = { owner: "an owner", member: "a member" } as const;

/** Workspace names are anyone's words: kept out of the subject, and in the body only as inert text. */
const INVITE_SUBJECT = "You are invited to join a team on Casabot";

const inviteMail = (workspace: string, inviter: string, role: keyof typeof ROLE_WORDS, link: string) =>
  `${inertText(inviter)} invited you to join the workspace "${inertText(workspace)}" on Casabot as ${ROLE_WORDS[role]}.\nThe workspace's name is as its owner typed it: Casabot has not checked it.\n\nOpen this link within 7 days to choose your password:\n${link}\n\nIf you were not expecting this, ignore this mail: nothing happens without the link.\n`;

export const UNVERIFIED_INVITER = "Verify your e-mail address before inviting anyone: ask for a confirmation link, open it, then invite again.";

/** Only an inviter whose address is confirmed sends mail from us: sign-up alone proves no mailbox. */
async function assertInviterVerified(db: Database, userId: string) {
  const [row] = await db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row?.verifiedAt) throw forbidden(UNVERIFIED_INVITER, { Unverified: true });
}

/** The signed-in owner who calls a team endpoint (the contract lets only owner sessions in). */
function owner(principal: HandlerContext<unknown>["principal"]): Owner {
  if (principal.kind !== "owner") throw new Error("team endpoints take a signed-in owner");
  return principal;
}

/**
 * Mails an invitation to join the workspace. Inviting an address again replaces its waiting
 * invitation (a resend). Whether the address already has an account elsewhere is not told
 * here (anyone can sign up and invite, so that would tell strangers who has an account); the
 * invitee learns it when they open the link.
 */
export async function inviteMember({ db, principal, input, request }: HandlerContext<z.output<typeof memberInviteInput>>) {
  const inviter = owner(principal);
  // Without a mail server nothing is mailed (not even later: no mail waits in the outbox), so
  // there is no one's mail to protect: the owner passes the link on, confirmed address or not.
  const mailed = smtpConfigured();
  if (mailed) await assertInviterVerified(db, inviter.user.id);
  const origin = requireMailLinkOrigin(request);
  const key = issueKey("invite");
  const link = `${origin}/invite#token=${key.token}`;
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.Email), eq(users.workspaceId, inviter.workspace.id)))
    .limit(1);
  if (member) throw conflict(`${input.Email} is already a member of this workspace`);
  await db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(invitations.workspaceId, inviter.workspace.id), eq(invitations.email, input.Email), pending()));
    const [waiting] = await tx
      .select({ n: count() })
      .from(invitations)
      .where(and(eq(invitations.workspaceId, inviter.workspace.id), pending()));
    if ((waiting?.n ?? 0) >= MAX_PENDING_INVITATIONS) {
      throw rateLimited(`This workspace already has ${MAX_PENDING_INVITATIONS} invitations waiting: revoke some first`);
    }
    // Three mails per address and twenty per workspace in an hour, as for other mailed links; and
    // fifteen per inviter and two per invited address in a day.
    if (mailed) await assertMailAllowed(tx, { email: input.Email, client: `workspace:${inviter.workspace.id}` });
    await assertInvitationAllowed(tx, { inviterId: inviter.user.id, email: input.Email });
    await tx.insert(invitations).values({
      id: key.keyId,
      workspaceId: inviter.workspace.id,
      email: input.Email,
      role: input.Role,
      invitedBy: inviter.user.id,
      secretHash: key.hash,
      expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
    });
    if (mailed)
      await queueAccountMail(tx, {
        kind: "invitation",
        to: input.Email,
        subject: INVITE_SUBJECT,
        body: inviteMail(inviter.workspace.name, inviter.user.email, input.Role, link),
      });
  });
  return { ID: key.keyId, Email: input.Email, Role: input.Role, Mailed: mailed, ...(mailed ? {} : { InviteUrl: link }) };
}

/** The workspace's invitations still waiting, newest first. */
export async function listInvitations({ db, workspace }: HandlerContext<unknown>) {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      invitedBy: users.email,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.workspaceId, workspace.id), pending()))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map((row) => ({
    ID: row.id,
    Email: row.email,
    Role: row.role,
    InvitedBy: row.invitedBy ?? "",
    CreatedAt: row.createdAt.toISOString(),
    ExpiresAt: row.expiresAt.toISOString(),
  }));
}

/** Ends a waiting invitation: its link stops working. Another workspace's is simply not found. */
export async function revokeInvitation({ db, workspace, input }: HandlerContext<z.output<typeof invitationRefInput>>) {
  const [row] = await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(invitations.id, input.ID), eq(invitations.workspaceId, workspace.id), pending()))
    .returning({ id: invitations.id });
  if (!row) throw notFound("Invitation not found, or it was already accepted, revoked or expired");
  return 1;
}

const INVALID = "Token is not a valid invitation link, or it was used, revoked or has expired: ask the workspace's owner for a new one";

/** The invitation a token stands for, if it is still waiting. */
async function findInvitation(db: Database, token: string) {
  const parsed = parseKey("invite", token);
  if (!parsed) return null;
  const [row] = await db
    .select({
      id: invitations.id,
      secretHash: invitations.secretHash,
      email: invitations.email,
      role: invitations.role,
      workspaceId: invitations.workspaceId,
      workspaceName: workspaces.name,
    })
    .from(invitations)
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
    .where(and(eq(invitations.id, parsed.keyId), pending()))
    .limit(1);
  return row && secretMatches(parsed.secret, row.secretHash) ? row : null;
}

/**
 * The invitee sets their password: the account is created in the workspace with the role, the
 * link is spent, and they are signed in. A user belongs to one workspace: an address that
 * already has an account is refused, and the invitation stays for the owner to revoke.
 */
export async function acceptInvitation({ db, input, userAgent }: { db: Database; input: z.output<typeof acceptInviteInput>; userAgent: string }) {
  const found = await findInvitation(db, input.Token);
  if (!found) throw invalidInput(INVALID);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, found.email)).limit(1);
  if (existing) {
    throw conflict(
      `${found.email} already has a Casabot account, and an account belongs to one workspace: sign in with it, or ask for an invitation to another address`,
    );
  }
  const passwordHash = await hashPassword(input.Password);
  const userId = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(invitations.id, found.id), pending()))
      .returning({ id: invitations.id });
    if (!spent) return null;
    const [user] = await tx
      .insert(users)
      .values({ workspaceId: found.workspaceId, email: found.email, passwordHash, role: found.role })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) throw conflict(`${found.email} already has a Casabot account`);
    return user.id;
  });
  if (!userId) throw invalidInput(INVALID);
  const session = await createUserSession(db, userId, userAgent);
  return { data: { UserID: userId, Email: found.email, WorkspaceName: found.workspaceName, Role: found.role }, session };
}
