import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { expect, listingBody, screenshot, test, expectNoSideScroll } from "./support";

// Issue 23: the leads inbox, for the whole workspace and per chatbot.

type Api = <T = unknown>(path: string, body?: object) => Promise<T>;

async function botWithLeads(api: Api, name: string) {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: name });
  await api("/chat/Chatbot/Edit", { serialNumber: bot, TalkToHumanEmail: "agent@example.test" });
  await api("/chat/Chatbot/RealEstateCreate", listingBody(bot, { MLSNumber: "LEAD-1", City: "Austin", Address: "12 Oak St", Bedrooms: 3 }));
  const session = async () => (await api<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot })).SessionID;
  const browsing = await session();
  await api("/chat/Chat/ClientAsk", { sessionID: browsing, content: "Any homes in Austin?" });
  await api("/chat/Chat/ClientAsk", { sessionID: browsing, content: "I'm Sam Rivera, reach me at sam.rivera@example.com" });
  const handoff = await session();
  await api("/chat/Chat/ClientAsk", { sessionID: handoff, content: "I'd like to talk to an agent" });
  await api("/chat/Chat/ClientAsk", { sessionID: handoff, content: "I'm Lee, 512-555-0142" });
  return { bot, browsing };
}

for (const width of [1280, 375]) {
  test(`the leads inbox shows who, the listing and the conversation, sets status and notes, and exports CSV (${width} px)`, async ({ page, owner, api }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const { bot, browsing } = await botWithLeads(api, `Inbox Realty ${width}`);
    await page.goto("/chatbots");
    // No SMTP server on this one: the dashboard says that nobody is notified.
    await expect(page.getByRole("status").filter({ hasText: "E-mail is not set up" })).toBeVisible();
    // With no mail, new leads still reach the owner: a count beside Leads in the navigation.
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Leads" })).toHaveText(/^Leads\s*3 new$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Leads" }).click();
    await expect(page).toHaveURL(/\/leads$/);
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    // The handoff's mail and each lead's alert to the hand-off address (issue 42: told at once).
    await expect(page.getByRole("status").filter({ hasText: "E-mail is not set up" })).toContainText("3 mails wait to be sent.");

    const leads = page.getByRole("list", { name: "Leads" }).getByRole("listitem");
    await expect(leads).toHaveCount(3);
    const sam = leads.filter({ hasText: "sam.rivera@example.com" });
    await expect(sam.getByRole("heading")).toHaveText(/Sam Rivera\s*Lead/);
    await expect(sam.getByRole("link", { name: "sam.rivera@example.com" })).toHaveAttribute("href", "mailto:sam.rivera@example.com");
    await expect(sam.getByRole("link", { name: /LEAD-1 · 12 Oak St · Austin/ })).toHaveAttribute("href", new RegExp(`^/chatbots/${bot}/listings/\\d+$`));
    await expect(sam.getByRole("link", { name: "Open conversation with Sam Rivera" })).toHaveAttribute(
      "href",
      `/chatbots/${bot}/conversations?session=${browsing}`,
    );
    await expect(leads.filter({ hasText: "I'm Lee" }).getByRole("link", { name: "512-555-0142" })).toHaveAttribute("href", "tel:5125550142");
    await expect(leads.filter({ hasText: "Wants an agent" })).toContainText("I'd like to talk to an agent");
    await expectNoSideScroll(page);
    await screenshot(page, `leads-inbox-${width}`);

    // The inbox reloads after a status change; notes typed before that reload lands are kept. The
    // reload is held until they are typed, so the test does not depend on which comes first.
    const statuses = page.getByRole("navigation", { name: "Lead status" });
    let releaseReload!: () => void;
    const reloadHeld = new Promise<void>((resolve) => (releaseReload = resolve));
    await page.route("**/chat/Workspace/LeadInbox", async (route) => {
      await reloadHeld;
      await route.continue();
    });
    await sam.getByLabel("Status of Sam Rivera").selectOption("contacted");
    await expect(page.getByText("Marked contacted")).toBeVisible();
    await sam.getByLabel("Notes").fill("Called; viewing Saturday 10 am");
    releaseReload();
    await expect(statuses.getByRole("link", { name: "Contacted 1" })).toBeVisible();
    await page.unroute("**/chat/Workspace/LeadInbox");
    await expect(sam.getByLabel("Notes")).toHaveValue("Called; viewing Saturday 10 am");
    await sam.getByRole("button", { name: "Save notes for Sam Rivera" }).click();
    await expect(page.getByText("Notes saved")).toBeVisible();

    await expect(statuses.getByRole("link", { name: "Contacted 1" })).toBeVisible();
    await statuses.getByRole("link", { name: "Contacted 1" }).click();
    await expect(page).toHaveURL(/\?status=contacted$/);
    await expect(leads).toHaveCount(1);
    await expect(leads.first().getByLabel("Notes")).toHaveValue("Called; viewing Saturday 10 am");

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("leads-contacted.csv");
    const { data } = Papa.parse<Record<string, string>>((await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, ""), { header: true });
    expect(data).toEqual([
      expect.objectContaining({
        Status: "contacted",
        Name: "Sam Rivera",
        Email: "sam.rivera@example.com",
        "Listing MLS": "LEAD-1",
        Notes: "Called; viewing Saturday 10 am",
      }),
    ]);

    // The chatbot's own Leads tab holds its leads only.
    await page.goto(`/chatbots/${bot}/leads`);
    await expect(page.getByRole("list", { name: "Leads" }).getByRole("listitem")).toHaveCount(3);
    // The chatbot's Leads section is the current one: its tab (wide), or the section button that names it (phone).
    const sections = page.getByRole("navigation", { name: "Chatbot", exact: true });
    if (width === 375) await expect(sections.getByRole("button", { name: "Chatbot sections, now: Leads" })).toBeVisible();
    else await expect(sections.getByRole("link", { name: "Leads", exact: true })).toHaveAttribute("aria-current", "page");
    void owner;
  });
}
