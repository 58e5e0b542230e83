import { expect, listingBody, screenshot, test } from "./support";

// Issue 43 in the browser: a visitor's alert saved in a conversation shows on the leads page as a saved
// search waiting for confirmation; the confirmation page the mail links to shows the search and confirms
// only with its button; the lead then says it is on. (The mails themselves go over real SMTP in
// tests/api/alerts.test.ts; here the link is read from the chatbot's Mail page data.)

test("a visitor's saved search shows on the lead, is confirmed on its page, and the lead says it is on", async ({ page, owner, api }) => {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Alert Realty" });
  await api("/chat/Chatbot/RealEstateCreate", listingBody(bot, { MLSNumber: "ALERT-1", City: "Austin", Address: "12 Oak St", Bedrooms: 3 }));
  const { SessionID } = await api<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot });
  await api("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "3 bedroom homes in Austin under 600k" });
  await api("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "let me know when something like this comes up" });
  await api("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "jo.alerts@example.com" });

  await page.goto(`/chatbots/${bot}/leads`);
  const lead = page.getByRole("list", { name: "Leads" }).getByRole("listitem").filter({ hasText: "jo.alerts@example.com" });
  await expect(lead.getByText("Saved searches (mailed alerts)")).toBeVisible();
  const saved = lead.getByRole("listitem").filter({ hasText: /homes? for sale in Austin with 3\+? bedrooms/i });
  await expect(saved).toContainText("waiting for the visitor to confirm");
  await screenshot(page, "alert-lead-pending");

  const mails = await api<{ List: { Kind: string; To: string; Body: string }[] }>("/chat/Chatbot/MailList", { serialNumber: bot });
  const confirmation = mails.List.find((mail) => mail.Kind === "alert-confirm" && mail.To === "jo.alerts@example.com");
  const link = /(http\S+\/alerts\/confirm\?token=[\w-]+)/.exec(confirmation?.Body ?? "")?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Confirm your home alert" })).toBeVisible();
  await expect(page.getByText(/Austin/)).toBeVisible();
  await screenshot(page, "alert-confirm-page");
  await page.getByRole("button", { name: "Confirm the alert" }).click();
  await expect(page.getByText(/Your alert is on/)).toBeVisible();

  await page.goto(`/chatbots/${bot}/leads`);
  await expect(saved).toContainText("· on");
  void owner;
});
