import type { Page } from "@playwright/test";
import { expect, signUpOwner, test } from "./support";

// An owner who uses no mouse: every step by Tab, typing, Enter and Space, with a visible
// focus ring on each control reached.

async function tabTo(page: Page, name: RegExp | string, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    const label = await focused.evaluate(
      (element) => element.getAttribute("aria-label") ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? "",
    );
    if (typeof name === "string" ? label.trim() === name : name.test(label.trim())) {
      const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline, `focus ring on ${label.trim()}`).not.toBe("none");
      return focused;
    }
  }
  throw new Error(`Tab never reached ${name}`);
}

test("an owner signs in, creates a chatbot and asks it a question with the keyboard alone", async ({ page, browser, baseURL }) => {
  const setup = await browser.newPage();
  const account = await signUpOwner(setup, baseURL!);
  await setup.close();

  await page.goto("/login");
  await tabTo(page, "E-mail");
  await page.keyboard.type(account.email);
  await tabTo(page, "Password");
  await page.keyboard.type(account.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/chatbots$/, { timeout: 30_000 });

  await tabTo(page, "New chatbot");
  await page.keyboard.press("Enter");
  await tabTo(page, "Name");
  await page.keyboard.type("Keyboard Realty");
  await tabTo(page, "Create");
  await page.keyboard.press("Enter");
  // A new chatbot opens on its checklist.
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByRole("heading", { level: 1, name: "Keyboard Realty" })).toBeVisible();

  await tabTo(page, "Chat tester");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/chat$/);
  await tabTo(page, "Message");
  await page.keyboard.type("Any homes for sale?");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("list", { name: "Messages" }).getByRole("listitem", { name: "Chatbot" }).nth(1).locator("time")).toBeVisible();
});
