import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, screenshot, test } from "./support";

// Issue 40 as an agent meets it: an Austin MLS export and a Valencia sheet saved by Excel in Spain,
// each imported with no manual mapping. The preview says what the chatbot will know before anything
// is written, and the tester then answers a rent, a lot size and a euro price from what was stored.

const sheet = (name: string) => readFileSync(`tests/fixtures/sheets/${name}`);

/**
 * Asks once the tester is ready for a question: while an answer streams, Stop stands in Send's place
 * and Enter sends nothing, so a question typed then was lost.
 */
async function ask(page: Page, question: string, nth: number) {
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
  await page.getByLabel("Message", { exact: true }).fill(question);
  await page.getByLabel("Message", { exact: true }).press("Enter");
  return page.getByRole("list", { name: "Messages" }).getByRole("listitem", { name: "Chatbot" }).nth(nth);
}

for (const width of [1280, 375]) {
  test(`an MLS export and a Spanish sheet import as they are, and the tester answers from them (${width} px)`, async ({ page, owner, api, consoleGuard }) => {
    test.slow();
    // The sheets' photo links are on hosts that do not exist here: the listing cards cannot load them.
    consoleGuard.allow(
      /^console error at https:\/\/(?:photos\.example-mls\.com|fotos\.example\.es)\/\S+: Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/,
    );
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const austin = await api<string>("/chat/Chatbot/Add", { Name: "Bluebonnet Realty", timeZone: "America/Chicago" });
    await page.goto(`/chatbots/${austin}/listings/import`);
    await page.getByLabel("Sheet file", { exact: true }).setInputFiles({ name: "austin-mls.csv", mimeType: "text/csv", buffer: sheet("austin-mls.csv") });
    await expect(page.getByText(/^austin-mls\.csv: 6 rows, 20 columns \(CSV, comma separated, UTF-8\)\.$/)).toBeVisible();
    await expect(page.getByLabel("Imported as: Photo URL", { exact: true })).toHaveValue("Images");
    await expect(page.getByLabel("Imported as: Baths Half", { exact: true })).toHaveValue("HalfBaths");
    const preview = page.getByRole("region", { name: "What the chatbot will know" });
    await expect(preview).toContainText("6 of 6 rows will import.");
    await expect(preview.getByRole("listitem").filter({ hasText: "Row 2:" })).toContainText("lot 7,405 sq ft (0.17 acres in the sheet)");
    await expect(preview.getByRole("listitem").filter({ hasText: "Row 3:" })).toContainText(
      "condominium for rent at 1801 S Lakeshore Blvd #214, Austin at $2,650 a month",
    );
    await expect(preview.getByRole("listitem").filter({ hasText: "lot areas converted" })).toContainText("5 rows (2, 4–7)");
    await expect(preview.getByRole("listitem").filter({ hasText: "half baths added" })).toContainText("3 rows (2, 4–5)");
    await screenshot(page, `sheets-austin-preview-${width}`);
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Import 6 rows" }).click();
    await expect(page.getByRole("heading", { name: "Import finished" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("list", { name: "Import summary" }).getByRole("listitem")).toHaveText(["6 created", "0 updated", "0 failed"]);

    await page.goto(`/chatbots/${austin}/chat`);
    await expect(await ask(page, "what's the rent for the condo at 1801 S Lakeshore Blvd?", 1)).toContainText("$2,650");
    await expect(await ask(page, "how big is the lot at 2207 Bluebonnet Ln?", 2)).toContainText("7,405 sq ft");
    await screenshot(page, `sheets-austin-tester-${width}`);

    // The Spanish sheet: semicolons, Windows-1252, euros and Sí/No, for a chatbot in Madrid's time zone.
    const valencia = await api<string>("/chat/Chatbot/Add", { Name: "Pisos Ruzafa", timeZone: "Europe/Madrid" });
    await page.goto(`/chatbots/${valencia}/listings/import`);
    await page.getByLabel("Sheet file", { exact: true }).setInputFiles({ name: "valencia.csv", mimeType: "text/csv", buffer: sheet("valencia-win1252.csv") });
    await expect(page.getByText(/^valencia\.csv: 4 rows, 12 columns \(CSV, semicolon separated, Windows-1252/)).toBeVisible();
    await expect(page.getByLabel("Imported as: Terraza", { exact: true })).toHaveValue("ExtensionColumn");
    await expect(preview).toContainText("Decimal mark: read from the cells");
    await expect(preview.getByRole("listitem").filter({ hasText: "Row 2:" })).toContainText("piso for sale in Ruzafa, Valencia at 245,000 €");
    await expect(preview.getByRole("listitem").filter({ hasText: "Row 3:" })).toContainText("1,150 € a month");
    await screenshot(page, `sheets-valencia-preview-${width}`);
    await page.getByRole("button", { name: "Import 4 rows" }).click();
    await expect(page.getByRole("list", { name: "Import summary" }).getByRole("listitem")).toHaveText(["4 created", "0 updated", "0 failed"], {
      timeout: 30_000,
    });
    await page.goto(`/chatbots/${valencia}/chat`);
    await expect(await ask(page, "pisos en venta en Valencia por menos de 300.000 €", 1)).toContainText("245.000 €");
    await screenshot(page, `sheets-valencia-tester-${width}`);
  });
}
