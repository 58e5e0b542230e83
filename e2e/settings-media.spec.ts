import { tinyPng, wav } from "../tests/api/bytes";
import { expect, screenshot, test } from "./support";

test("an owner uploads a profile picture, sees it, saves it, and can remove it again", async ({ page, owner, api, consoleGuard }) => {
  // The text file posing as a PNG is refused by the upload on purpose.
  consoleGuard.allowRefused("/api/uploads", 415);
  const id = await api<string>("/chat/Chatbot/Add", { Name: "Picture Homes" });
  await page.goto(`/chatbots/${id}/settings`);
  const picture = page.getByRole("group", { name: "Profile picture" });
  await expect(picture.getByText("No image")).toBeVisible();

  await picture.getByLabel("Upload image").setInputFiles({ name: "agent.png", mimeType: "image/png", buffer: tinyPng() });
  const shown = picture.getByRole("img", { name: "Current profile picture" });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page.getByText("You have unsaved changes.")).toBeVisible();
  // Uploaded, but not yet the setting: that takes Save.
  expect(await api("/chat/Chatbot/Get", { serialNumber: id })).toMatchObject({ ChatProfilePicture: "" });

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  const { ChatProfilePicture } = await api<{ ChatProfilePicture: string }>("/chat/Chatbot/Get", { serialNumber: id });
  expect(ChatProfilePicture).toMatch(/^\d+$/);
  expect(await api("/chat/User/GetFile", { fileId: ChatProfilePicture })).toMatchObject({ Kind: "image", Mime: "image/png", Status: "ready" });

  await page.reload();
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute("src", new RegExp(`/api/files/${ChatProfilePicture}/`));

  // A file that is no image at all is refused by the upload, and the setting keeps its picture.
  await picture.getByLabel("Upload image").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some text") });
  await expect(picture.getByRole("alert")).toHaveText(/The file is not a supported type/);
  await expect(page.getByText("Profile picture: The file is not a supported type")).toBeVisible();
  await expect(shown).toBeVisible();
  await expect(page.getByText("All changes saved.")).toBeVisible();

  await picture.getByRole("button", { name: "Remove profile picture" }).click();
  await expect(picture.getByText("No image")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  expect(await api("/chat/Chatbot/Get", { serialNumber: id })).toMatchObject({ ChatProfilePicture: "" });
});

test("a file the server will not take as a chat icon is shown as that field's error when saving", async ({ page, owner, api, consoleGuard }) => {
  consoleGuard.allowRefused("/chat/Chatbot/Edit", 400);
  const id = await api<string>("/chat/Chatbot/Add", { Name: "Icon Homes" });
  await page.goto(`/chatbots/${id}/settings`);
  const icon = page.getByRole("group", { name: "Chat icon" });
  // A WAV uploads (the chat takes audio), but only an image can be the icon: a rule of the server's.
  await icon.getByLabel("Upload image").setInputFiles({ name: "chime.wav", mimeType: "audio/wav", buffer: wav() });
  await expect(icon.getByText("Not an image")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();

  await expect(icon.getByRole("alert")).toHaveText("Must be an image file ID of this workspace");
  await expect(icon.getByLabel("Upload image")).toHaveAttribute("aria-invalid", "true");
  // The toast names the setting as the page does, not by its API name.
  await expect(page.getByText("Chat icon must be an image file ID of this workspace")).toBeVisible();
  await expect(page.getByText(/ChatIcon/)).toHaveCount(0);
  await expect(page.getByText("You have unsaved changes.")).toBeVisible();
  expect(await api("/chat/Chatbot/Get", { serialNumber: id })).toMatchObject({ ChatIcon: "" });
});

test("unsaved changes are guarded: dismissing stays on the page, accepting leaves; Discard restores", async ({ page, owner, api }) => {
  const id = await api<string>("/chat/Chatbot/Add", { Name: "Guarded Homes" });
  await page.goto(`/chatbots/${id}/settings`);
  const name = page.getByRole("region", { name: "General" }).getByLabel("Name", { exact: true });
  const toChatbots = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Chatbots" });
  await name.fill("Renamed Homes");
  await page.getByRole("button", { name: "Discard changes" }).click();
  await expect(name).toHaveValue("Guarded Homes");
  await expect(page.getByText("All changes saved.")).toBeVisible();

  await name.fill("Renamed Homes");
  // The app asks in a dialog of its own; the browser's confirm() never shows.
  const browserPrompts: string[] = [];
  page.on("dialog", (dialog) => {
    browserPrompts.push(dialog.message());
    void dialog.dismiss();
  });
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await toChatbots.click();
  await expect(leave).toContainText("You have unsaved changes on this page. If you leave now, they are lost.");
  await leave.getByRole("button", { name: "Stay on this page" }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/chatbots/${id}/settings$`));
  await expect(name).toHaveValue("Renamed Homes");

  // Escape is Stay too.
  await toChatbots.click();
  await expect(leave).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/chatbots/${id}/settings$`));

  await toChatbots.click();
  await leave.getByRole("button", { name: "Leave and lose changes" }).click();
  await expect(page).toHaveURL(/\/chatbots$/);
  expect(browserPrompts).toEqual([]);
  expect(await api("/chat/Chatbot/Get", { serialNumber: id })).toMatchObject({ Name: "Guarded Homes" });
});

test("the settings page works at 375 px wide", async ({ page, owner, api }) => {
  const id = await api<string>("/chat/Chatbot/Add", { Name: "Narrow Screen Realty With A Long Name" });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/chatbots/${id}/settings`);
  await expect(page.getByRole("heading", { name: "Human handoff" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByLabel("Bubble colour", { exact: true }).fill("rgb(20,120,60)");
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeInViewport();
  await screenshot(page, "settings-375");
});
