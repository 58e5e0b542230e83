import { mailingServer } from "./mailing-server";
import { expect, newAccount, screenshot, test } from "./support";

// Address confirmation and forgot password as an owner goes through them, reading the real
// mails: a server of this file's own with REQUIRE_EMAIL_VERIFICATION=1 and an SMTP server,
// its outbox sent through /api/cron when a mail is awaited.

test.describe.configure({ mode: "serial" });

const mailing = mailingServer("account", { REQUIRE_EMAIL_VERIFICATION: "1" });

/** The link of the newest mail to `email` with this subject, once the outbox was sent. */
const linkFromMail = (email: string, subject: string) => mailing.linkFromMail(email, /(http\S+#token=\S+)/, (sent) => sent === subject);

test("a new owner confirms the mailed link before signing in, then forgets the password and chooses a new one", async ({ page, browser, consoleGuard }) => {
  test.slow();
  // Refused on purpose below: the sign-in before the address is confirmed, and the spent link.
  consoleGuard.allowRefused("/chat/User/SignIn", 403);
  consoleGuard.allowRefused("/chat/User/ResetPassword", 400);
  const base = mailing.baseUrl();
  const account = newAccount("account");

  await page.goto(`${base}/signup`);
  await page.getByLabel("Agency or workspace name").fill(account.workspaceName);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your mail" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(account.email);
  await screenshot(page, "signup-check-mail");

  // Not yet: the address is unconfirmed. A new link can be asked for from here.
  await page.goto(`${base}/login`);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText("Confirm your e-mail address first");
  await alert.getByRole("button", { name: "Send a new link" }).click();
  await expect(alert).toContainText("we have sent it a new link");
  await screenshot(page, "login-unverified");

  await page.goto(await linkFromMail(account.email, "Confirm your Casabot account"));
  await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
  await screenshot(page, "verify-email");
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page.getByRole("heading", { name: "Address confirmed" })).toBeVisible();

  // Signed in elsewhere too: that session must end with the reset.
  const elsewhere = await browser.newContext();
  consoleGuard.watch(elsewhere);
  const other = await elsewhere.newPage();
  await other.goto(`${base}/login`);
  await other.getByLabel("E-mail").fill(account.email);
  await other.getByLabel("Password").fill(account.password);
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other).toHaveURL(`${base}/chatbots`, { timeout: 30_000 });

  await page.goto(`${base}/login`);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(`${base}/forgot-password`);
  await screenshot(page, "forgot-password");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses this address");
  await screenshot(page, "forgot-password-sent");

  const resetLink = await linkFromMail(account.email, "Choose a new Casabot password");
  await page.goto(resetLink);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await screenshot(page, "reset-password");
  await page.getByLabel("New password").fill("short");
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page.getByText("Must be at least 8 characters long")).toBeVisible();
  await page.getByLabel("New password").fill("a brand new password");
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page).toHaveURL(`${base}/login?notice=password-reset`);
  await expect(page.getByRole("status")).toContainText("Your new password is set");
  await screenshot(page, "login-after-reset");

  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill("a brand new password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${base}/chatbots`, { timeout: 30_000 });

  await other.reload();
  await expect(other).toHaveURL(/\/login(\?|$)/);
  await elsewhere.close();

  // The link is spent.
  await page.goto(resetLink);
  await page.getByLabel("New password").fill("the attacker's password");
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Token is not a valid reset link");
});

test("the reset page without a link says so and sends nothing", async ({ page }) => {
  await page.goto(`${mailing.baseUrl()}/reset-password`);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("needs the link from the mail");
  await expect(page.getByRole("button", { name: "Set the new password" })).toBeDisabled();
});
