import { expect, listingBody, screenshot, test } from "./support";

// Issue 42: a visitor asks to see a home and leaves a contact; the owner sees a hot lead with its
// showing request in the inbox and confirms one of the times offered.

test("the owner sees a hot lead with its showing request and confirms a time", async ({ page, owner, api }) => {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Showing Realty", timeZone: "America/Chicago" });
  await api("/chat/Chatbot/Edit", { serialNumber: bot, TalkToHumanEmail: "agent@example.test" });
  await api("/chat/Chatbot/RealEstateCreate", listingBody(bot, { MLSNumber: "SHOW-1", City: "Austin", Address: "1204 Alameda Dr", Bedrooms: 3 }));
  const { SessionID } = await api<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot });
  const asked = await api<{ content?: string }>("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "can I see 1204 Alameda Dr saturday afternoon?" });
  void asked;
  await api("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "I'm Ana Ruiz, ana.ruiz@example.com" });
  const showings = await api<{ List: { ShowingID: number; Proposed: { Text: string }[] }[] }>("/chat/Workspace/ShowingList", { serialNumber: bot });
  expect(showings.List).toHaveLength(1);
  const offered = showings.List[0]!.Proposed[0]!.Text;
  expect(offered).toMatch(/^Saturday, \w+ \d+, 12:00 PM – 5:00 PM$/);

  await page.goto("/leads?score=hot");
  await expect(page.getByLabel("Score")).toHaveValue("hot");
  const ana = page.getByRole("list", { name: "Leads" }).getByRole("listitem").filter({ hasText: "ana.ruiz@example.com" });
  await expect(ana.getByRole("heading", { level: 3 })).toContainText("Hot");
  await expect(ana).toContainText("Why: asked to see a home");
  await expect(ana).toContainText("Showing requested");
  await expect(ana.getByRole("list", { name: "Times offered" })).toContainText(offered);
  await screenshot(page, "showing-request-hot-lead");

  await ana.getByLabel("Note to the visitor").fill("I'll meet you at the porch");
  await ana.getByRole("button", { name: "Confirm this time" }).click();
  await expect(page.getByText("Showing confirmed. The visitor was e-mailed.")).toBeVisible();
  await expect(ana).toContainText(`Confirmed for: ${offered.split(",").slice(0, 2).join(",")}`);
  await expect(ana).toContainText("Showing confirmed");
  await screenshot(page, "showing-confirmed");

  // The visitor's confirmation waits in the outbox with its invitation (no mail server in this run).
  const mail = await api<{ List: { To: string; Subject: string }[] }>("/chat/Chatbot/MailList", { serialNumber: bot });
  expect(mail.List.map((item) => [item.To, item.Subject])).toContainEqual(["ana.ruiz@example.com", "Your visit is confirmed: 1204 Alameda Dr, Austin"]);
  void owner;
});
