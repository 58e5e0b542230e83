import { expect, screenshot, test } from "./support";

// Issue 40 §6: on a server with no mail server (these specs' server), an invitation is never said to
// be sent: the owner gets its link to pass on, and the invitee joins through it.

test("an invitation without mail gives its link to copy, and the invitee joins through it", async ({ page, owner, browser, baseURL, consoleGuard }) => {
  const invited = `agent-${Date.now()}@e2e.test`;
  await page.goto("/workspace");
  await page.getByLabel("E-mail address").fill(invited);
  await page.getByRole("button", { name: "Send invitation" }).click();
  const panel = page.getByRole("status").filter({ hasText: "E-mail is not set up, so no mail was sent" });
  await expect(panel).toBeVisible();
  const link = await panel.getByLabel(`Invitation link for ${invited}`).inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/invite#token=cbi_\\S+$`));
  await expect(page.getByText(`Invitation sent to ${invited}`)).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Invitations waiting" })).toContainText(invited);
  await screenshot(page, "mail-off-invitation");

  // The invitee, in a browser of their own.
  const context = await browser.newContext();
  consoleGuard.watch(context);
  const invitee = await context.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole("heading", { name: "Join your team on Casabot" })).toBeVisible();
  await invitee.getByLabel("Password").fill("a-long-enough-password-1");
  await invitee.getByRole("button", { name: "Join the workspace" }).click();
  await expect(invitee).toHaveURL(/\/chatbots$/, { timeout: 30_000 });
  await context.close();
  await page.reload();
  await expect(page.getByRole("list", { name: "Members" })).toContainText(invited);
  expect(owner.email).not.toBe(invited);
});
