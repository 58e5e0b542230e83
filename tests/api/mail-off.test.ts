import { describe, expect, it } from "vitest";
import { asOwner, call, ok, signUp } from "./helpers";

// Issue 40 §6: a server with no mail server (SMTP_URL unset, as these suites' servers run) is
// honest about it. An invitation is never said to be sent: the owner gets the link to pass on
// (no mail is queued: lib/auth/invitations.ts), and the invitee joins through it.

describe("with no mail server", () => {
  it("an invitation gives its link to the owner, queues no mail, and the link lets the invitee join", async () => {
    const owner = await signUp("No Mail Realty");
    const invited = `agent-${process.pid}-${Date.now()}@example.test`;
    const reply = await ok("/chat/Workspace/MemberInvite", { Email: invited, Role: "member" }, asOwner(owner));
    expect(reply).toMatchObject({ Email: invited, Role: "member", Mailed: false });
    expect(reply.InviteUrl).toMatch(/\/invite#token=cbi_\S+$/);
    expect(await ok("/chat/Workspace/MailStatus", {}, asOwner(owner))).toMatchObject({ SmtpConfigured: false });
    const waiting = await ok<{ Email: string }[]>("/chat/Workspace/InviteList", {}, asOwner(owner));
    expect(waiting.map((invitation) => invitation.Email)).toEqual([invited]);

    const token = new URL(reply.InviteUrl).hash.replace("#token=", "");
    const joined = await call(
      "/chat/User/AcceptInvite",
      { Token: token, Password: "a-long-enough-password-1" },
      { headers: { origin: new URL(reply.InviteUrl).origin } },
    );
    expect(joined.status).toBe(200);
    const members = await ok<{ Email: string; Role: string }[]>("/chat/Workspace/MemberList", {}, asOwner(owner));
    expect(members.map((member) => [member.Email, member.Role])).toContainEqual([invited, "member"]);
  });

  it("leaves a new chatbot's lead and handoff addresses empty, and Get started without the mail step", async () => {
    const owner = await signUp("Quiet Realty");
    const bot = await ok<string>("/chat/Chatbot/Add", { Name: "Quiet Realty" }, asOwner(owner));
    expect(await ok("/chat/Chatbot/Get", { serialNumber: bot }, asOwner(owner))).toMatchObject({ TalkToHumanEmail: "", EmailForDailyLeads: "" });
    const steps = await ok("/chat/Chatbot/Onboarding", { serialNumber: bot }, asOwner(owner));
    expect(steps).not.toHaveProperty("Alerts");
    expect(steps.Total).toBe(4);
  });
});
