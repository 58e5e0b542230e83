import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import expected from "../fixtures/sheets/expected.json";
import { deflatedZip } from "../fixtures/hostile-documents";
import { frenchWorkbook } from "../fixtures/sheets/french-xlsx";
import { call, newChatbot, ok } from "./helpers";

// Chatbot/RealEstateImport over HTTP: the real-shaped sheets of tests/fixtures/sheets imported by a
// script as the import page imports them, every stored field read back with RealEstateGet.

const importSheet = (input: object) => call("/chat/Chatbot/RealEstateImport", input);
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/sheets/${name}`));

/** Each listing as RealEstateGet gives it, in the input shape of Create, without the fields the server adds. */
async function stored(bot: string, mlsNumbers: readonly string[]) {
  return Promise.all(
    mlsNumbers.map(async (mls) => {
      const { ID, CreatedAt, UpdatedAt, FeedKey, ...fields } = await ok("/chat/Chatbot/RealEstateGet", { SerialNumber: bot, Key: mls, KeyType: "MLSNumber" });
      // A sheet's listing is the chatbot's own: no MLS feed owns it.
      expect(FeedKey).toBe("");
      return fields;
    }),
  );
}

/** A listing as the unit test expects it parsed, with the absent optional fields as RealEstateGet shows them (null). */
function asStored(listing: Record<string, unknown>, keys: readonly string[]) {
  return Object.fromEntries(
    keys.map((key) => [key, listing[key] ?? (key === "Url" ? "" : key === "Description" || /^(Location|Address|City|State|ZIP)$/.test(key) ? "" : null)]),
  );
}

describe("Chatbot/RealEstateImport", () => {
  it("imports an MLS export sent as CSV text, and every stored field is what the sheet says", async () => {
    const bot = await newChatbot(undefined, { timeZone: "America/Chicago" });
    const reply = await ok("/chat/Chatbot/RealEstateImport", { SerialNumber: bot, Csv: readFileSync("tests/fixtures/sheets/austin-mls.csv", "utf8") });
    expect({ Created: reply.Created, Failed: reply.Failed, Updated: reply.Updated }).toEqual({ Created: 6, Failed: 0, Updated: 0 });
    expect(reply.Columns).toContainEqual({ Column: "Photo URL", ImportedAs: "Images" });
    expect(reply.Columns).toContainEqual({ Column: "Baths Half", ImportedAs: "HalfBaths" });
    expect(reply.Warnings).toContainEqual({ Field: "LotArea", Kind: "converted", Column: "Lot Size (Acres)", Value: "", Rows: [2, 4, 5, 6, 7], Count: 5 });
    expect(reply.Preview).toHaveLength(3);
    const rows = await stored(
      bot,
      expected["austin-mls.csv"].map((listing) => listing.MLSNumber),
    );
    const keys = Object.keys(rows[0]!).filter((key) => key !== "complianceFlags");
    expect(rows.map((row) => asStored(row, keys))).toEqual(expected["austin-mls.csv"].map((listing) => asStored(listing, keys)));
  });

  it("imports a Windows-1252 Spanish CSV and a French workbook sent as their bytes", async () => {
    const madrid = await newChatbot(undefined, { timeZone: "Europe/Madrid" });
    const spanish = await ok("/chat/Chatbot/RealEstateImport", {
      SerialNumber: madrid,
      Content: base64(fixture("valencia-win1252.csv")),
      FileName: "valencia.csv",
    });
    expect([spanish.Format, spanish.Encoding, spanish.Delimiter, spanish.Decimal, spanish.Created]).toEqual(["csv", "windows-1252", ";", ",", 4]);
    const [piso] = await stored(madrid, ["VAL-101"]);
    expect(piso).toMatchObject({ SalePrice: 245000, CurrencySymbol: "€", BuildingArea: 98.5, AreaUnit: "Square Meters", ParkingSpots: 1 });
    expect(piso!.ExtensionColumn).toEqual([{ Key: "Terraza", value: "No" }]);

    const paris = await newChatbot(undefined, { timeZone: "Europe/Paris" });
    const french = await ok("/chat/Chatbot/RealEstateImport", { SerialNumber: paris, Content: base64(await frenchWorkbook()), FileName: "lyon.xlsx" });
    expect([french.Format, french.Sheet, french.Sheets, french.Created]).toEqual(["xlsx", "Annonces", ["Notes", "Annonces"], 3]);
    const [studio] = await stored(paris, ["LY-302"]);
    expect(studio).toMatchObject({ SaleType: "for_rent", RentPrice: 690, HOAMonth: 40, CurrencySymbol: "€", BuildingArea: 24, ZIP: "69007" });
  });

  it("writes nothing on a dry run, and says what each row would become", async () => {
    const bot = await newChatbot(undefined, { timeZone: "America/Toronto" });
    const reply = await ok("/chat/Chatbot/RealEstateImport", { SerialNumber: bot, Content: base64(fixture("quebec-bom.tsv")), DryRun: true });
    expect([reply.Ready, reply.Created]).toEqual([3, 0]);
    expect(reply.Rows.map((row: { Result: string }) => row.Result)).toEqual(["ready", "ready", "ready"]);
    expect(reply.Preview[1]).toBe("2-bed appartement 4½ for rent in Verdun, Montréal at C$1,895 a month, 1 bath, 820 sq ft");
    expect((await ok("/chat/Chatbot/RealEstateList", { SerialNumber: bot })).VirtualCount).toBe(0);
  });

  it("takes a mapping and defaults, updates existing listings with the sheet's columns only, and lists the rows it refused", async () => {
    const bot = await newChatbot(undefined, { timeZone: "America/Chicago" });
    const csv = ["Ref,Kind,Asking,Beds,Baths,Notes", "M-1,House,$300000,3,2,corner lot", "M-2,House,$2500/mo,2,1,", "M-3,House,€200000,2,1,"].join("\n");
    const first = await ok("/chat/Chatbot/RealEstateImport", {
      SerialNumber: bot,
      Csv: csv,
      Mapping: { Notes: "ExtensionColumn", Kind: "PropertyType" },
      Defaults: { SaleType: "for_sale", YearBuilt: "1990" },
    });
    expect([first.Created, first.Failed]).toEqual([3, 0]);
    const [house] = await stored(bot, ["M-1"]);
    expect(house).toMatchObject({ YearBuilt: 1990, SalePrice: 300000, ExtensionColumn: [{ Key: "Notes", value: "corner lot" }] });
    // A sale type column that says for sale beside a monthly price is refused, not guessed.
    const second = await ok("/chat/Chatbot/RealEstateImport", {
      SerialNumber: bot,
      Csv: ["Ref,Sale type,Asking,Beds", "M-1,For sale,$310000,4", "M-2,For sale,$2500/mo,2"].join("\n"),
      Defaults: { PropertyType: "House", Bathrooms: "1" },
      UpdateExisting: true,
    });
    expect([second.Updated, second.Failed]).toEqual([1, 1]);
    expect(second.Rows[1]).toEqual({
      Row: 3,
      MLSNumber: "M-2",
      Result: "failed",
      Reason: "Not imported: the price is a rent (a month) but “Sale type” says for sale",
    });
    const [updated] = await stored(bot, ["M-1"]);
    expect(updated).toMatchObject({ SalePrice: 310000, Bedrooms: 4, YearBuilt: 1990, ExtensionColumn: [{ Key: "Notes", value: "corner lot" }] });
  });

  it("refuses what it cannot read with an envelope error naming the field, and writes nothing", async () => {
    const bot = await newChatbot();
    const refused = async (input: object, status = 400) => {
      const reply = await importSheet({ SerialNumber: bot, ...input });
      expect(reply.status).toBe(status);
      return reply.body.Message as string;
    };
    expect(await refused({})).toMatch(/^Csv /);
    expect(await refused({ Csv: "a,b\n1,2", Content: "YQ==" })).toMatch(/^Csv /);
    expect(await refused({ Csv: "MLS Beds Price\nA-1 3 100" })).toMatch(/^Csv: Only one column was found/);
    expect(await refused({ Content: base64(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1])) })).toMatch(/^Content: This is an old Excel file/);
    expect(await refused({ Content: "not base64!" })).toMatch(/^Content must be the file's bytes in base64/);
    // A workbook whose sheet XML lies about its size is refused before exceljs unpacks it, as a DOCX is.
    const lying = deflatedZip([
      { name: "xl/workbook.xml", data: Buffer.from("<workbook/>") },
      { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(2 * 1024 * 1024, "a"), declaredSize: 1024 },
    ]);
    expect(await refused({ Content: base64(lying), FileName: "lying.xlsx" })).toBe(
      "Content: This Excel file's part xl/worksheets/sheet1.xml unpacks to more than it declares: it is not read",
    );
    expect(await refused({ Csv: "MLS,Beds\nA-1,3", Mapping: { Baths: "Bathrooms" } })).toMatch(/^Mapping: the sheet has no column “Baths”/);
    expect(await refused({ Csv: "Beds,Price\n3,100" })).toBe(
      "Mapping: no column or default gives PropertyType, Bathrooms, MLSNumber: map a column to it, or send it in Defaults",
    );
    expect(await refused({ Csv: `MLS,Type,Beds,Baths\n${Array.from({ length: 1001 }, (_, i) => `B-${i},Condo,2,1`).join("\n")}` }, 413)).toMatch(
      /at most 1000/,
    );
    expect((await ok("/chat/Chatbot/RealEstateList", { SerialNumber: bot })).VirtualCount).toBe(0);
  });

  it("never imports into another workspace's chatbot", async () => {
    const reply = await importSheet({ SerialNumber: "f".repeat(32), Csv: "MLS,Beds\nA-1,3" });
    expect(reply.status).toBe(404);
  });
});
