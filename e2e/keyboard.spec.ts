import type { Page } from "@playwright/test";
import { expect, signUpOwner, test } from "./support";

// An owner who uses no mouse: every step by Tab, typing, Enter and Space, with a visible
// focus ring on each control reached.

// The label of what has focus, or undefined when nothing in the page has it (focus on the
// body, or gone past the last control to the browser's own bar).
function focusedLabel(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return undefined;
    return (element.getAttribute("aria-label") ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? "").trim();
  });
}

/** Waits until the page's React tree has hydrated (app/providers.tsx marks it). */
const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toBeAttached();

// Reaches the control by Tab; one that already has focus (a form that puts the cursor in its
// first field) counts as reached.
async function tabTo(page: Page, name: RegExp | string, limit = 60) {
  for (let i = 0; i <= limit; i++) {
    if (i > 0) await page.keyboard.press("Tab");
    const label = await focusedLabel(page);
    if (label !== undefined && (typeof name === "string" ? label === name : name.test(label))) {
      const outline = await page.evaluate(() => (document.activeElement ? getComputedStyle(document.activeElement).outlineStyle : ""));
      expect(outline, `focus ring on ${label}`).not.toBe("none");
      return;
    }
  }
  throw new Error(`Tab never reached ${name}`);
}

test("an owner signs in, creates a chatbot and asks it a question with the keyboard alone", async ({ page, browser, baseURL }) => {
  const setup = await browser.newPage();
  const account = await signUpOwner(setup, baseURL!);
  await setup.close();

  await page.goto("/login");
  await hydrated(page);
  await tabTo(page, "E-mail");
  await page.keyboard.type(account.email);
  await tabTo(page, "Password");
  await page.keyboard.type(account.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/chatbots$/, { timeout: 30_000 });
  // A key pressed on the server-rendered page before React has hydrated it does nothing (CI at 5aecc63: Enter on
  // "New chatbot" opened no form).
  await hydrated(page);

  await tabTo(page, "New chatbot");
  await page.keyboard.press("Enter");
  // The form opens with the cursor in its Name field.
  await expect(page.getByRole("textbox", { name: "Name" })).toBeFocused();
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
