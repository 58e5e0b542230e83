import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { createListingInput } from "@/lib/listings/schema";
import { columnKind, linkKind, yesNo } from "@/lib/listings/sheet/cells";
import { sheetLocale } from "@/lib/listings/sheet/locale";
import { type Assumption, listingFromRecord, missingFields, planSheet } from "@/lib/listings/sheet/plan";
import { listingSentence } from "@/lib/listings/sheet/preview";
import { decodeText, detectDelimiter, readSheet, SheetError } from "@/lib/listings/sheet/read";
import { convertArea, monthly, normalNumber, readAmount, sheetDecimalMark } from "@/lib/listings/sheet/units";
import { zipEntries } from "@/lib/files/zip-directory";
import expected from "../fixtures/sheets/expected.json";
import { frenchWorkbook } from "../fixtures/sheets/french-xlsx";

const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/sheets/${name}`));

/** A sheet imported with the plan it suggests, untouched: each row's listing as Create would store it, and what was assumed. */
async function importUntouched(bytes: Uint8Array, name: string, timeZone: string) {
  const sheet = await readSheet(bytes, name);
  const { plan, confidence } = planSheet(sheet, sheetLocale(timeZone));
  const rows = sheet.records.map((record) => {
    const { input, assumptions, problem } = listingFromRecord(record.values, plan);
    const { SerialNumber: _, ...listing } = createListingInput.parse({ SerialNumber: "0".repeat(32), ...input });
    return { listing, assumptions, problem };
  });
  return { sheet, plan, confidence, rows };
}

const conversions = (assumptions: readonly Assumption[]) => assumptions.filter((assumption) => assumption.kind === "converted");

describe("real-shaped sheets import with no wrong fact and no manual mapping", () => {
  it("an Austin MLS export: acres, rents per month, half baths, photo and tour links, Pending and Sold, land", async () => {
    const { sheet, plan, rows } = await importUntouched(fixture("austin-mls.csv"), "austin-mls.csv", "America/Chicago");
    expect([sheet.format, sheet.encoding, sheet.delimiter]).toEqual(["csv", "utf-8", ","]);
    expect(missingFields(plan)).toEqual([]);
    // "Photo URL" holds photos, not the listing's page; the sub type is the property type, the class tells the sale type.
    expect(plan.columns.Url).toBe("");
    expect(plan.lists).toEqual({ Images: ["Photo URL"], Tours: ["Virtual Tour URL"], ExtensionColumn: [] });
    expect([plan.columns.PropertyType, plan.kindColumn, plan.halfBathColumn]).toEqual(["Property Sub Type", "Property Type", "Baths Half"]);
    expect(rows.map((row) => row.problem)).toEqual(rows.map(() => undefined));
    expect(rows.map((row) => row.listing)).toEqual(expected["austin-mls.csv"]);
    expect(conversions(rows[0]!.assumptions)).toEqual([
      { field: "Bathrooms", kind: "converted", value: "2.5", column: "Baths Half", from: "2 full + 1 half" },
      { field: "LotArea", kind: "converted", value: "7405", column: "Lot Size (Acres)", from: "0.17 acres" },
    ]);
    // The land lot: no building, so its area is not known (null), not 0.
    expect(rows[4]!.listing).toMatchObject({ PropertyType: "Unimproved Land", BuildingArea: null, LotArea: 108900 });
  });

  it("a Spanish CSV as Excel saves it in Spain: semicolons, Windows-1252, euros, Sí/No, decimal commas", async () => {
    const { sheet, plan, rows } = await importUntouched(fixture("valencia-win1252.csv"), "valencia.csv", "Europe/Madrid");
    expect([sheet.format, sheet.encoding, sheet.delimiter]).toEqual(["csv", "windows-1252", ";"]);
    expect(sheet.headers).toContain("Operación");
    expect(plan.decimal).toBe(",");
    expect(missingFields(plan)).toEqual([]);
    expect(plan.lists.ExtensionColumn).toEqual(["Terraza"]);
    expect(rows.map((row) => row.listing)).toEqual(expected["valencia-win1252.csv"]);
    // The currency is read from the cells, never assumed.
    expect(rows.flatMap((row) => row.assumptions).filter((assumption) => assumption.field === "CurrencySymbol")).toEqual([]);
  });

  it("a Quebec sheet saved as UTF-8 with a byte-order mark, tab separated: $ is the Canadian dollar, rents par mois", async () => {
    const { sheet, plan, rows } = await importUntouched(fixture("quebec-bom.tsv"), "quebec.tsv", "America/Toronto");
    expect([sheet.format, sheet.encoding, sheet.delimiter]).toEqual(["csv", "utf-8", "\t"]);
    expect(sheet.headers[0]).toBe("N° MLS");
    expect(missingFields(plan)).toEqual([]);
    expect(rows.map((row) => row.listing)).toEqual(expected["quebec-bom.tsv"]);
  });

  it("a French workbook (.xlsx): typed numbers with units and currency in their formats, a tour hyperlink, two photo columns", async () => {
    const { sheet, plan, rows } = await importUntouched(await frenchWorkbook(), "lyon.xlsx", "Europe/Paris");
    expect([sheet.format, sheet.sheet, sheet.sheets]).toEqual(["xlsx", "Annonces", ["Notes", "Annonces"]]);
    expect(sheet.records[0]!.values).toMatchObject({ "Surface habitable": "64.5 m²", Prix: "420000 €", "Code postal": "69003", "Disponible le": "2027-01-15" });
    expect(missingFields(plan)).toEqual([]);
    expect(plan.lists).toEqual({ Images: ["Photo 1", "Photo 2"], Tours: ["Visite virtuelle"], ExtensionColumn: ["Ascenseur"] });
    expect(rows.map((row) => row.listing)).toEqual(expected["lyon.xlsx"]);
  });

  it("says in a sentence what the chatbot will know, with what was converted beside it", async () => {
    const { rows } = await importUntouched(fixture("austin-mls.csv"), "austin-mls.csv", "America/Chicago");
    expect(listingSentence(rows[1]!.listing, rows[1]!.assumptions)).toBe(
      "2-bed condominium for rent at 1801 S Lakeshore Blvd #214, Austin at $2,650 a month, 2 baths, 1,040 sq ft, 1 parking, 1 photo",
    );
    expect(listingSentence(rows[0]!.listing, rows[0]!.assumptions)).toContain("lot 7,405 sq ft (0.17 acres in the sheet)");
    expect(listingSentence(rows[4]!.listing, rows[4]!.assumptions)).toMatch(/^unimproved land for sale .* at \$189,000, lot 108,900 sq ft/);
  });
});

describe("a row that cannot be read one way is not imported", () => {
  const sheet = (lines: string[]) => readSheet(new TextEncoder().encode(lines.join("\n")), "rows.csv");
  it("a rent on a row whose sale type says for sale, and prices in two currencies", async () => {
    const read = await sheet(["MLS,Sale type,Price,HOA", "A-1,For sale,$2500/mo,", "A-2,For sale,€300000,$200", "A-3,For rent,$2500/mo,$50"]);
    const { plan } = planSheet(read, sheetLocale("America/Chicago"));
    const [rentOnSale, twoCurrencies, fine] = read.records.map((record) => listingFromRecord(record.values, plan));
    expect(rentOnSale!.problem).toBe("the price is a rent (a month) but “Sale type” says for sale");
    expect(twoCurrencies!.problem).toBe("its prices are in more than one currency ($, €)");
    expect(fine!.problem).toBeUndefined();
    expect(fine!.input).toMatchObject({ SaleType: "for_rent", RentPrice: "2500", HOAMonth: "50", CurrencySymbol: "$" });
  });

  it("converts weekly and yearly rents to monthly ones and says so", async () => {
    const read = await sheet(["MLS,Type,Price", "W-1,Flat,£650 per week", "Y-1,Office,$36000/yr"]);
    const { plan } = planSheet(read, sheetLocale("Europe/London"));
    const [weekly, yearly] = read.records.map((record) => listingFromRecord(record.values, plan));
    expect(weekly!.input).toMatchObject({ SaleType: "for_rent", RentPrice: "2816.67", CurrencySymbol: "£" });
    expect(conversions(weekly!.assumptions)).toEqual([]);
    expect(weekly!.assumptions).toContainEqual({ field: "RentPrice", kind: "routed", value: "2816.67", column: "Price", from: "£650 per week (a week)" });
    expect(yearly!.input).toMatchObject({ RentPrice: "3000", CurrencySymbol: "$" });
  });
});

describe("reading sheets as they are saved", () => {
  it("tells the encoding: a byte-order mark, valid UTF-8, else Windows-1252 (€ and curly quotes included)", () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toEqual({ text: "A", encoding: "utf-8" });
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x41, 0x00]))).toEqual({ text: "A", encoding: "utf-16le" });
    expect(decodeText(new TextEncoder().encode("Año €"))).toEqual({ text: "Año €", encoding: "utf-8" });
    expect(decodeText(new Uint8Array([0x41, 0xf1, 0x6f, 0x20, 0x80, 0x20, 0x93, 0x78, 0x94]))).toEqual({ text: "Año € “x”", encoding: "windows-1252" });
  });

  it("finds the delimiter: comma, semicolon, tab or vertical bar, quotes respected", () => {
    expect(detectDelimiter("a,b,c\n1,2,3")).toBe(",");
    expect(detectDelimiter("Precio;Baños\n245.000,50 €;2,5")).toBe(";");
    expect(detectDelimiter("a\tb\n1\t2")).toBe("\t");
    expect(detectDelimiter("a|b|c\n1|2|3")).toBe("|");
    expect(detectDelimiter('"Price, USD";Beds\n"1,000";3')).toBe(";");
    expect(detectDelimiter("just one column\nvalue")).toBeUndefined();
  });

  it("says in plain words why a file cannot be read", async () => {
    const refused = async (bytes: Uint8Array, name = "x.csv") => {
      const error = await readSheet(bytes, name).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SheetError);
      return (error as Error).message;
    };
    expect(await refused(new Uint8Array())).toBe("The file is empty.");
    expect(await refused(new TextEncoder().encode("MLS Beds Price\nA-1 3 100"))).toMatch(/^Only one column was found/);
    expect(await refused(new TextEncoder().encode("MLS,Beds\n\n"))).toBe("The sheet has a header line but no rows under it.");
    expect(await refused(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]), "old.xls")).toMatch(/old Excel file \(\.xls\)/);
    expect(await refused(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), "broken.xlsx")).toBe("This Excel file could not be read (its archive is damaged).");
    expect(await refused(new TextEncoder().encode("x"), "listings.numbers")).toMatch(/Only CSV and Excel/);
  });

  it("refuses a workbook whose zip directory declares far more than a sheet unpacks to, before unpacking it", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("A").addRow(["MLS"]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(zipEntries(bytes).map((entry) => entry.name)).toContain("xl/workbook.xml");
    // Declare 300 MB unpacked for the first entry of the central directory.
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let offset = 0;
    while (view.getUint32(offset, true) !== 0x02014b50) offset++;
    view.setUint32(offset + 24, 300 * 1024 * 1024, true);
    await expect(readSheet(bytes, "bomb.xlsx")).rejects.toThrow(/unpacks to far more/);
  });

  it("reads another sheet of a workbook by its name, and names the sheets when asked for one it lacks", async () => {
    const bytes = await frenchWorkbook();
    await expect(readSheet(bytes, "lyon.xlsx", { sheet: "Ventes" })).rejects.toThrow("The workbook has no sheet named “Ventes”. Its sheets: Notes, Annonces.");
    await expect(readSheet(bytes, "lyon.xlsx", { sheet: "Notes" })).rejects.toThrow("The sheet has a header line but no rows under it.");
  });
});

describe("numbers, units, currencies and periods as people type them", () => {
  it.each([
    ["$2,650/mo", undefined, { number: "2650", currency: "$", period: "month" }],
    ["245.000 €", undefined, { number: "245000", currency: "€" }],
    ["1150 €/mes", ",", { number: "1150", currency: "€", period: "month" }],
    ["1 895 $ par mois", ",", { number: "1895", currency: "$", period: "month" }],
    ["C$ 2 400 / month", undefined, { number: "2400", currency: "C$", period: "month" }],
    ["MX$18,500 al mes", undefined, { number: "18500", currency: "MX$", period: "month" }],
    ["£650 pw", undefined, { number: "650", currency: "£", period: "week" }],
    ["0.17 ac", undefined, { number: "0.17", unit: "acre" }],
    ["1,5 ha", ",", { number: "1.5", unit: "hectare" }],
    ["1.850 m²", ",", { number: "1850", unit: "m2" }],
    ["120m2", undefined, { number: "120", unit: "m2" }],
    ["1,912 sq ft", ".", { number: "1912", unit: "sqft" }],
    ["98,5", ",", { number: "98.5" }],
    ["2 car garage", undefined, { number: "2" }],
  ] as const)("%s", (cell, decimal, amount) => {
    expect(readAmount(cell, decimal)).toEqual(amount);
  });

  it("reads no amount where there are two numbers or none", () => {
    expect(readAmount("3/2")).toBeUndefined();
    expect(readAmount("2-3 beds")).toBeUndefined();
    expect(readAmount("Sí")).toBeUndefined();
    expect(readAmount("x".repeat(500))).toBeUndefined();
  });

  it("groups thousands only where the marks can mean nothing else, or the sheet's decimal mark says so", () => {
    expect(normalNumber("1,850")).toBe("1850");
    expect(normalNumber("1,850", ",")).toBe("1.850");
    expect(normalNumber("12.500")).toBe("12500");
    expect(normalNumber("12.500", ".")).toBe("12.500");
    expect(normalNumber("1.250.000")).toBe("1250000");
    expect(normalNumber("1.250,50")).toBe("1250.50");
    expect(normalNumber("1,250.50")).toBe("1250.50");
    expect(normalNumber("1.2.3")).toBeUndefined();
  });

  it("tells a sheet's decimal mark from the cells that can be read only one way", () => {
    expect(sheetDecimalMark(["2,5", "98,5", "245.000 €", "3"])).toBe(",");
    expect(sheetDecimalMark(["2.5", "1,850", "0.17"])).toBe(".");
    expect(sheetDecimalMark(["1,850", "12.500", "3"])).toBeUndefined();
    expect(sheetDecimalMark(["2026-01-15", "555-1234", "+34 600 12 34", "2.5"])).toBe(".");
  });

  it("converts areas into the listing's unit and rents into months", () => {
    expect(convertArea(0.17, "acre", "sqft")).toBe(7405);
    expect(convertArea(1, "hectare", "m2")).toBe(10000);
    expect(convertArea(1000, "sqft", "m2")).toBe(93);
    expect(convertArea(0.5, "m2", "sqft")).toBe(5.38);
    expect(monthly(650, "week")).toBe(2816.67);
    expect(monthly(36000, "year")).toBe(3000);
  });
});

describe("columns judged by their cells", () => {
  it("tells photos, tours, pages and yes/no answers apart", () => {
    expect(linkKind("https://photos.example-mls.com/1/a.JPG")).toBe("image");
    expect(linkKind("https://ap.rdcpix.com/abc/def-w1024")).toBe("image");
    expect(linkKind("https://my.matterport.com/show/?m=abc")).toBe("tour");
    expect(linkKind("https://youtu.be/x8kzQ1v4mJc")).toBe("tour");
    expect(linkKind("https://www.zillow.com/view-3d-home/123")).toBe("tour");
    expect(linkKind("https://agency.example.com/listing/42")).toBe("web");
    expect(linkKind("javascript:alert(1)")).toBeUndefined();
    expect(columnKind(["https://a.test/1.jpg", "https://a.test/2.png https://a.test/3.webp", ""])).toBe("image");
    expect(columnKind(["Sí", "No", "sí", "✓"])).toBe("yesno");
    expect(columnKind(["3", "4", "2"])).toBe("other");
    expect(columnKind(["", " "])).toBe("empty");
    expect([yesNo("Oui"), yesNo("NON"), yesNo("Y"), yesNo("✔"), yesNo("maybe")]).toEqual([true, false, true, true, undefined]);
  });
});
