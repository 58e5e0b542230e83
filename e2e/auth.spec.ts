import { expect, newAccount, screenshot, test } from "./support";

test("a new owner signs up, lands on the chatbots page, signs out and signs in again", async ({ page }) => {
  const account = newAccount("signup");
  await page.goto("/");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
  await screenshot(page, "signup");
  await page.getByLabel("Agency or workspace name").fill(account.workspaceName);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();

  // Sign-up signs nobody in (its reply must not differ for a taken address): the page then
  // signs in with the same credentials, so two password hashes stand between click and page.
  await expect(page).toHaveURL(/\/chatbots$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Chatbots" })).toBeVisible();
  await expect(page.getByText("No chatbots yet")).toBeVisible();
  await expect(page.getByRole("banner")).toContainText(account.workspaceName);
  const cookie = (await page.context().cookies()).find((c) => c.name === "casabot_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).find((c) => c.name === "casabot_session")).toBeUndefined();
  await page.goto("/chatbots");
  await expect(page).toHaveURL(/\/login\?next=%2Fchatbots$/);

  await page.getByLabel("E-mail").fill(account.email.toUpperCase());
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/chatbots$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Chatbots" })).toBeVisible();
});

test("a wrong password is refused with a message and no session", async ({ page, baseURL, consoleGuard }) => {
  consoleGuard.allowRefused("/chat/User/SignIn", 401);
  const account = newAccount("wrongpw");
  await page.request.post("/chat/User/SignUp", {
    headers: { origin: baseURL! },
    data: { Email: account.email, Password: account.password, WorkspaceName: account.workspaceName },
  });
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("E-mail or password is incorrect");
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).find((c) => c.name === "casabot_session")).toBeUndefined();
  await screenshot(page, "login-wrong-password");
});

test("the sign-in form checks its fields before asking the server", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill("not-an-email");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Must be a valid e-mail address")).toBeVisible();
  await expect(page.getByText("Must not be empty")).toBeVisible();
});

test("a signed-out visitor is sent to sign in, and comes back to the page asked for", async ({ page, owner, api }) => {
  const id = await api<string>("/chat/Chatbot/Add", { Name: "Return trip" });
  await page.context().clearCookies();
  await page.goto(`/chatbots/${id}/settings`);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fchatbots%2F${id}%2Fsettings$`));
  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/chatbots/${id}/settings$`), { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Return trip" })).toBeVisible();
});

test("the sign-in page never sends anyone to another site after signing in", async ({ page, owner }) => {
  await page.context().clearCookies();
  await page.goto("/login?next=//evil.example/steal");
  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/chatbots$/, { timeout: 30_000 });
});
