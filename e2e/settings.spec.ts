import { expect, screenshot, test } from "./support";

const settingsOf = (page: import("@playwright/test").Page) => ({
  field: (label: string) => page.getByLabel(label, { exact: true }),
  section: (name: string) => page.getByRole("region", { name }),
  save: page.getByRole("button", { name: "Save", exact: true }),
});

test("an owner changes settings in several sections, saves, and sees them stored as the server normalised them", async ({ page, owner, api }) => {
  const id = await api<string>("/chat/Chatbot/Add", { Name: "Bayview Homes" });
  await page.goto(`/chatbots/${id}/settings`);
  const { field, section, save } = settingsOf(page);
  await expect(section("General").getByLabel("Chatbot ID", { exact: true })).toHaveValue(id);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await section("General").getByRole("button", { name: "Copy chatbot ID" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);
  await expect(page.getByText("All changes saved.")).toBeVisible();
  await expect(save).toBeDisabled();

  await section("General").getByLabel("Name", { exact: true }).fill("Bayview Realty");
  await field("Time zone").selectOption("America/New_York");
  await field("Bubble colour").fill("rgb(1, 2, 3)");
  await expect(field("Bubble colour picker")).toHaveValue("#010203");
  await field("Visitor message colour picker").fill("#ff8000");
  await expect(field("Visitor message colour")).toHaveValue("rgb(255,128,0)");
  await expect(page.getByTestId("preview-visitor-message")).toHaveCSS("background-color", "rgb(255, 128, 0)");
  await field("Temperature value").fill("75");
  await expect(field("Creativity (temperature)")).toHaveValue("75");
  await field("Answer language").selectOption("Spanish");
  await section("Appearance").getByRole("radio", { name: "Left" }).check();
  await field("Let visitors upload images").check();
  await field("Allowed domains").fill("https://www.Example.com/listings, *.example.org");
  await field("Monthly message limit").fill("500");
  await field("Daily leads to").fill("leads@bayview.test,boss@bayview.test");
  await expect(page.getByText("You have unsaved changes.")).toBeVisible();

  const edit = page.waitForRequest("**/chat/Chatbot/Edit");
  await save.click();
  // Only what changed goes to the server.
  expect(Object.keys((await edit).postDataJSON()).sort()).toEqual(
    [
      "AIResponseLanguage",
      "ChatBubbleAlign",
      "ChatBubbleColor",
      "Domains",
      "EmailForDailyLeads",
      "EnableUploadImage",
      "MessageLimit",
      "Name",
      "Temperature",
      "TimeZone",
      "UserMessageColor",
      "serialNumber",
    ].sort(),
  );
  await expect(page.getByText("Settings saved")).toBeVisible();
  // The form now shows what the server stored.
  await expect(field("Bubble colour")).toHaveValue("rgb(1,2,3)");
  await expect(field("Allowed domains")).toHaveValue("www.example.com\n*.example.org");
  await expect(field("Daily leads to")).toHaveValue("leads@bayview.test, boss@bayview.test");
  await expect(page.getByText("All changes saved.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bayview Realty");

  const stored = {
    Name: "Bayview Realty",
    TimeZone: "America/New_York",
    ChatBubbleColor: "rgb(1,2,3)",
    UserMessageColor: "rgb(255,128,0)",
    Temperature: 75,
    AIResponseLanguage: "Spanish",
    ChatBubbleAlign: 1,
    EnableUploadImage: true,
    Domains: "www.example.com\n*.example.org",
    MessageLimit: 500,
    EmailForDailyLeads: "leads@bayview.test, boss@bayview.test",
    RateLimitCount: 20,
    Model: "1",
  };
  expect(await api("/chat/Chatbot/Get", { serialNumber: id })).toMatchObject(stored);

  await page.reload();
  await expect(field("Temperature value")).toHaveValue("75");
  await expect(field("Time zone")).toHaveValue("America/New_York");
  await expect(field("Let visitors upload images")).toBeChecked();
  await expect(section("Appearance").getByRole("radio", { name: "Left" })).toBeChecked();
  await expect(field("Monthly message limit")).toHaveValue("500");
  await expect(field("Allowed domains")).toHaveValue("www.example.com\n*.example.org");
  await screenshot(page, "settings");

  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Chatbots" }).click();
  await expect(page.getByRole("heading", { name: "Bayview Realty" })).toBeVisible();
});

test("a value the schema refuses is shown beside its field, and nothing is saved", async ({ page, owner, api }) => {
  const id = await api<string>("/chat/Chatbot/Add", { Name: "Strict Homes" });
  await page.goto(`/chatbots/${id}/settings`);
  const { field, save } = settingsOf(page);
  await field("Bubble colour").fill("rgb(300,0,0)");
  await field("Temperature value").fill("150");
  await field("Hand-off e-mail").fill("agent@strict.test, not-an-address");
  let edits = 0;
  page.on("request", (request) => request.url().endsWith("/chat/Chatbot/Edit") && edits++);
  await save.click();

  await expect(field("Bubble colour")).toHaveAccessibleDescription(/Must be a colour: rgb\(r,g,b\) with each value from 0 to 255, or a hex colour/);
  await expect(field("Bubble colour")).toHaveAttribute("aria-invalid", "true");
  await expect(field("Creativity (temperature)")).toHaveAccessibleDescription(/Must be at most 100/);
  await expect(field("Hand-off e-mail")).toHaveAccessibleDescription(/Must be an e-mail address or a comma-separated list of them/);
  await expect(page.getByText("Not saved: check Creativity (temperature), Bubble colour, Hand-off e-mail")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Settings sections" });
  await expect(nav.getByRole("link", { name: /has errors/ })).toHaveText([/^AI/, /^Appearance/, /^Human handoff/]);
  expect(edits).toBe(0);
  expect(await api("/chat/Chatbot/Get", { serialNumber: id })).toMatchObject({ ChatBubbleColor: "rgb(37,99,235)", Temperature: 30, TalkToHumanEmail: "" });

  // Fixing the values clears the errors, and the fixed values save.
  await field("Bubble colour").fill("rgb(200,0,0)");
  await field("Temperature value").fill("100");
  await field("Hand-off e-mail").fill("agent@strict.test");
  await expect(field("Bubble colour")).not.toHaveAttribute("aria-invalid", "true");
  await save.click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  expect(await api("/chat/Chatbot/Get", { serialNumber: id })).toMatchObject({
    ChatBubbleColor: "rgb(200,0,0)",
    Temperature: 100,
    TalkToHumanEmail: "agent@strict.test",
  });
});

test("the model select shows which models this server can run, and keeps a saved one that it cannot", async ({ page, owner, api }) => {
  const id = await api<string>("/chat/Chatbot/Add", { Name: "Model Homes" });
  await page.goto(`/chatbots/${id}/settings`);
  const model = page.getByLabel("Model", { exact: true });
  await expect(model).toHaveValue("1");
  await expect(model.getByRole("option", { name: "casabot-concierge (built-in)" })).toBeEnabled();
  // The e2e server has no provider keys.
  await expect(model.getByRole("option", { name: "gpt-4o — not configured" })).toBeDisabled();
  await expect(model.getByRole("option", { name: "claude-sonnet-4 — not configured" })).toBeDisabled();

  await api("/chat/Chatbot/Edit", { serialNumber: id, Model: "gpt-4o" });
  await page.reload();
  await expect(model).toHaveValue("2");
  await expect(model.getByRole("option", { name: "gpt-4o — not configured" })).toBeEnabled();
  await expect(model.getByRole("option", { name: "gpt-4o-mini — not configured" })).toBeDisabled();
  await model.selectOption("1");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  expect(await api("/chat/Chatbot/Get", { serialNumber: id })).toMatchObject({ Model: "1" });
  await expect(model.getByRole("option", { name: "gpt-4o — not configured" })).toBeDisabled();
});
