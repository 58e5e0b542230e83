import type { Page } from "@playwright/test";
import { mailingServer } from "./mailing-server";
import { chatCall, expect, expectAccessible, newAccount, screenshot, test } from "./support";

// Team and account (issue 23 §6) as an owner and the agent they invite go through them,
// reading the real invitation mail: a server of this file's own with an SMTP server, its
// outbox sent through /api/cron when a mail is awaited.

test.describe.configure({ mode: "serial" });

const mailing = mailingServer("team");

/** The invitation link of the newest mail to `email`, once the outbox was sent. */
const invitationLink = (email: string) => mailing.linkFromMail(email, /(http\S+\/invite#token=\S+)/);
/** The confirmation link of the newest mail to `email`. */
const confirmationLink = (email: string) => mailing.linkFromMail(email, /(http\S+\/verify-email#token=\S+)/);

/** The page fits its width (nothing scrolls sideways) and axe finds nothing against WCAG 2.1 AA in it. */
async function expectFitsAndAccessible(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // A toast fading in is measured half-transparent: scanned once the toasts have gone.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page, page.url());
}

for (const width of [1280, 375]) {
  test(`an owner invites an agent, who joins as a member and sees no keys or deletes; the owner removes them (${width} px)`, async ({
    page,
    browser,
    consoleGuard,
  }) => {
    test.slow();
    const base = mailing.baseUrl();
    const owner = newAccount("team");
    const agent = newAccount("agent");
    await page.setViewportSize({ width, height: 900 });
    await chatCall(page.request, base, `${base}/chat/User/SignUp`, { Email: owner.email, Password: owner.password, WorkspaceName: owner.workspaceName });
    await chatCall(page.request, base, `${base}/chat/User/SignIn`, { Email: owner.email, Password: owner.password });
    await chatCall(page.request, base, `${base}/chat/Chatbot/Add`, { Name: "Harbor Homes" });

    await page.goto(`${base}/workspace`);
    const members = page.getByRole("list", { name: "Members" });
    await expect(members.getByRole("listitem")).toHaveCount(1);
    await expect(members).toContainText(`${owner.email}OwnerYou`);

    // Not yet: a signed-up owner mails no one until their own address is confirmed; the link is asked for here.
    consoleGuard.allowRefused("/chat/Workspace/MemberInvite", 403);
    await page.getByLabel("E-mail address").fill(agent.email);
    await page.getByRole("button", { name: "Send invitation" }).click();
    const unconfirmed = page.getByRole("main").getByRole("alert").filter({ hasText: "Verify your e-mail address before inviting anyone" });
    await expect(unconfirmed).toBeVisible();
    await unconfirmed.getByRole("button", { name: "Mail me a confirmation link" }).click();
    await expect(unconfirmed).toContainText("we have sent it a new link");
    await expectFitsAndAccessible(page);
    await screenshot(page, `team-unconfirmed-${width}`);
    await page.goto(await confirmationLink(owner.email));
    await page.getByRole("button", { name: "Confirm my address" }).click();
    await expect(page.getByRole("heading", { name: "Address confirmed" })).toBeVisible();

    await page.goto(`${base}/workspace`);
    await page.getByLabel("E-mail address").fill(agent.email);
    await page.getByLabel("Role").selectOption("Member");
    await page.getByRole("button", { name: "Send invitation" }).click();
    const waiting = page.getByRole("list", { name: "Invitations waiting" });
    await expect(waiting.getByRole("listitem")).toHaveCount(1);
    await expect(waiting).toContainText(agent.email);
    await expect(waiting).toContainText("Member");
    await expectFitsAndAccessible(page);
    await screenshot(page, `team-invite-${width}`);

    // An invitation sent to a mistyped address is taken back: its link stops working.
    const typo = `typo-${agent.email}`;
    await page.getByLabel("E-mail address").fill(typo);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(waiting.getByRole("listitem")).toHaveCount(2);
    await waiting.getByRole("button", { name: `Revoke the invitation to ${typo}` }).click();
    await page
      .getByRole("dialog", { name: `Revoke the invitation to ${typo}?` })
      .getByRole("button", { name: "Revoke invitation" })
      .click();
    await expect(waiting.getByRole("listitem")).toHaveCount(1);
    await expect(waiting).not.toContainText(typo);

    // The agent opens the mailed link in a browser of their own.
    const agentContext = await browser.newContext({ viewport: { width, height: 900 } });
    consoleGuard.watch(agentContext);
    const agentPage = await agentContext.newPage();
    await agentPage.goto(await invitationLink(agent.email));
    await expect(agentPage.getByRole("heading", { name: "Join your team on Casabot" })).toBeVisible();
    await agentPage.getByLabel("Password").fill(agent.password);
    await expectFitsAndAccessible(agentPage);
    await screenshot(agentPage, `team-accept-${width}`);
    await agentPage.getByRole("button", { name: "Join the workspace" }).click();
    await expect(agentPage).toHaveURL(`${base}/chatbots`, { timeout: 30_000 });
    await expect(agentPage.getByText("Harbor Homes").first()).toBeVisible();
    // A member deletes nothing: no Delete on the chatbot.
    await expect(agentPage.getByRole("button", { name: "Delete Harbor Homes" })).toHaveCount(0);

    await agentPage.goto(`${base}/workspace`);
    const seenByAgent = agentPage.getByRole("list", { name: "Members" });
    await expect(seenByAgent.getByRole("listitem")).toHaveCount(2);
    await expect(seenByAgent.getByRole("listitem").filter({ hasText: agent.email })).toContainText("MemberYou");
    await expect(agentPage.getByRole("heading", { name: "API keys" })).toHaveCount(0);
    await expect(agentPage.getByRole("heading", { name: "Session key" })).toHaveCount(0);
    await expect(agentPage.getByRole("button", { name: "Send invitation" })).toHaveCount(0);
    await expect(agentPage.getByRole("button", { name: /^Remove / })).toHaveCount(0);
    await expectFitsAndAccessible(agentPage);
    await screenshot(agentPage, `team-member-view-${width}`);

    // The owner sees the agent join, and removes them: the agent is signed out at once.
    await page.reload();
    await expect(members.getByRole("listitem")).toHaveCount(2);
    await expect(page.getByRole("list", { name: "Invitations waiting" })).toHaveCount(0);
    await members.getByRole("button", { name: `Remove ${agent.email}` }).click();
    const dialog = page.getByRole("dialog", { name: `Remove ${agent.email}?` });
    await expect(dialog).toBeVisible();
    await expectFitsAndAccessible(page);
    await screenshot(page, `team-remove-${width}`);
    await dialog.getByRole("button", { name: "Remove member" }).click();
    await expect(members.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByText(`Removed ${agent.email}`)).toBeVisible();

    await agentPage.goto(`${base}/workspace`);
    await expect(agentPage).toHaveURL(/\/login(\?|$)/);
    await agentContext.close();
  });

  test(`an owner changes the password and signs out other sessions (${width} px)`, async ({ page, browser }) => {
    test.slow();
    const base = mailing.baseUrl();
    const owner = newAccount("account");
    await page.setViewportSize({ width, height: 900 });
    await chatCall(page.request, base, `${base}/chat/User/SignUp`, { Email: owner.email, Password: owner.password, WorkspaceName: owner.workspaceName });
    await chatCall(page.request, base, `${base}/chat/User/SignIn`, { Email: owner.email, Password: owner.password });
    // Signed in on another device too.
    const elsewhere = await browser.newContext();
    const signInElsewhere = (password: string) => chatCall(elsewhere.request, base, `${base}/chat/User/SignIn`, { Email: owner.email, Password: password });
    await signInElsewhere(owner.password);
    const stillSignedIn = async () => (await elsewhere.request.get(`${base}/chat/User/Me`)).status();

    await page.goto(`${base}/account`);
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    const sessions = page.getByRole("list", { name: "Active sessions" });
    await expect(sessions.getByRole("listitem")).toHaveCount(2);
    await expect(sessions.getByRole("listitem").filter({ hasText: "This device" })).toContainText("Chrome");
    await expectFitsAndAccessible(page);
    await screenshot(page, `account-${width}`);

    // A too-short new password is refused beside its field, before anything is sent.
    await page.getByLabel("Current password").fill(owner.password);
    await page.getByLabel("New password").fill("short");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Must be at least 8 characters long")).toBeVisible();
    await page.getByLabel("New password").fill("a brand new password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed. One other device was signed out.")).toBeVisible();
    await expect(sessions.getByRole("listitem")).toHaveCount(1);
    expect(await stillSignedIn()).toBe(401);

    // Two more devices: one signed out by its own button, then the rest at once.
    await signInElsewhere("a brand new password");
    await signInElsewhere("a brand new password");
    await page.reload();
    await expect(sessions.getByRole("listitem")).toHaveCount(3);
    await sessions
      .getByRole("listitem")
      .filter({ hasNotText: "This device" })
      .first()
      .getByRole("button", { name: /^Sign out / })
      .click();
    await expect(page.getByText("Signed out that device")).toBeVisible();
    await expect(sessions.getByRole("listitem")).toHaveCount(2);
    await page.getByRole("button", { name: "Sign out other sessions" }).click();
    await expect(page.getByText("Signed out 1 other device")).toBeVisible();
    await expect(sessions.getByRole("listitem")).toHaveCount(1);
    expect(await stillSignedIn()).toBe(401);
    await screenshot(page, `account-signed-out-others-${width}`);

    // Signing out this device ends this session too.
    await sessions.getByRole("button", { name: "Sign out this device" }).click();
    await expect(page).toHaveURL(`${base}/login`);
    await page.goto(`${base}/account`);
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await elsewhere.close();
  });
}
