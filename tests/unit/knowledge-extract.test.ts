import { describe, expect, it } from "vitest";
import { isAppError } from "@/lib/errors";
import { detectDocumentType, extractDocument, MAX_DOCUMENT_BYTES, MAX_TEXT_BYTES, MAX_TEXT_CHARS } from "@/lib/knowledge/extract";
import { cleanText } from "@/lib/knowledge/extract/text";
import { makeDocx, makePdf, makeZip, NEWS_PAGE, PNG_HEAD, THIN_PAGE } from "@/tests/fixtures/knowledge-documents";

const bytes = (text: string) => new TextEncoder().encode(text);
const kindOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: unknown) =>
      isAppError(error, "unsupportedType")
        ? "unsupportedType"
        : isAppError(error, "tooLarge")
          ? "tooLarge"
          : isAppError(error, "invalidInput")
            ? "invalidInput"
            : String(error),
  );

const MARKDOWN = `# Buying guide

Welcome to our guide.

## Fees

### Buyers

Buyers pay no commission.

\`\`\`
# not a heading inside a fence
\`\`\`

## Rentals ##

We manage rentals, maintenance included.

# Contact

Write to us.
`;

describe("detectDocumentType", () => {
  it("recognises PDF and DOCX from their bytes, whatever the name says", async () => {
    expect(await detectDocumentType(await makePdf([["Hello"]]), "notes.txt")).toBe("pdf");
    expect(await detectDocumentType(await makeDocx(), "scan.pdf")).toBe("docx");
  });

  it("tells HTML, Markdown and text apart by content, the extension settling text files", async () => {
    expect(await detectDocumentType(bytes(NEWS_PAGE))).toBe("html");
    expect(await detectDocumentType(bytes(`\uFEFF  <!-- saved page -->\n<html><body><p>x</p></body></html>`))).toBe("html");
    expect(await detectDocumentType(bytes(MARKDOWN))).toBe("markdown");
    expect(await detectDocumentType(bytes("See [our fees](https://example.com/fees) page."))).toBe("markdown");
    expect(await detectDocumentType(bytes("Plain words about fees.\nAnd another line."))).toBe("text");
    expect(await detectDocumentType(bytes("Plain words about fees."), "faq.md")).toBe("markdown");
    expect(await detectDocumentType(bytes(MARKDOWN), "notes.txt")).toBe("text");
    expect(await detectDocumentType(bytes("<p>a</p><div>b</div>"))).toBe("html");
    expect(await detectDocumentType(bytes("Ñandú y café, façade et naïve."))).toBe("text");
    expect(await detectDocumentType(bytes(`A stray bell\u0007 in ${"long text ".repeat(20)}`))).toBe("text");
  });

  it("refuses images, random bytes, other encodings and a ZIP that is not a DOCX", async () => {
    expect(await kindOf(detectDocumentType(PNG_HEAD, "photo.txt"))).toBe("unsupportedType");
    const random = new Uint8Array(4096).map((_, index) => (index * 7919 + 13) % 256);
    expect(await kindOf(detectDocumentType(random))).toBe("unsupportedType");
    expect(await kindOf(detectDocumentType(new Uint8Array([0x63, 0x61, 0x66, 0xe9])))).toBe("unsupportedType"); // Latin-1 "café"
    expect(await kindOf(detectDocumentType(bytes("text\u0000with a NUL")))).toBe("unsupportedType");
    expect(await kindOf(detectDocumentType(bytes("\u0001\u0002\u0003 mostly controls")))).toBe("unsupportedType");
    expect(await kindOf(detectDocumentType(makeZip({ "hello.txt": "hello" }), "fake.docx"))).toBe("unsupportedType");
  });

  it("refuses documents past the size caps", async () => {
    expect(await kindOf(detectDocumentType(new Uint8Array(MAX_DOCUMENT_BYTES + 1)))).toBe("tooLarge");
    expect(await kindOf(detectDocumentType(bytes("a ".repeat(MAX_TEXT_BYTES / 2 + 1))))).toBe("tooLarge");
    expect(await kindOf(extractDocument(bytes("a ".repeat(MAX_TEXT_BYTES / 2 + 1)), "text"))).toBe("tooLarge");
  });
});

describe("extractDocument", () => {
  it("reads a PDF page by page, with the title from its metadata", async () => {
    const pdf = await makePdf(
      [
        ["Our fees", "Commission is 2.5 percent."],
        ["Office hours", "Monday to Friday."],
      ],
      "Agency guide",
    );
    const document = await extractDocument(pdf, "pdf");
    expect(document.title).toBe("Agency guide");
    expect(document.sections).toHaveLength(2);
    expect(document.sections[0]).toMatchObject({ headings: [], page: 1 });
    expect(document.sections[0]!.text).toContain("Commission is 2.5 percent.");
    expect(document.sections[1]).toMatchObject({ page: 2 });
    expect(document.sections[1]!.text).toContain("Monday to Friday.");
    expect((await extractDocument(await makePdf([["x y z"]]), "pdf")).title).toBeUndefined();
  });

  it("refuses a damaged PDF or DOCX as invalid input", async () => {
    expect(await kindOf(extractDocument(bytes("%PDF-1.7 broken"), "pdf"))).toBe("invalidInput");
    expect(await kindOf(extractDocument(makeZip({ "a.txt": "a" }), "docx"))).toBe("invalidInput");
  });

  it("reads a DOCX under its heading path, with its list and table", async () => {
    const { sections } = await extractDocument(await makeDocx(), "docx");
    const under = (...headings: string[]) => sections.find((section) => section.headings.join(" > ") === headings.join(" > "))?.text;
    expect(under("Agency handbook")).toBe("We help buyers and sellers across Texas.");
    const fees = under("Agency handbook", "Fees");
    expect(fees).toContain("Our commission is 2.5% of the sale price, paid at closing.");
    expect(fees).toContain("- No fee for the first consultation");
    expect(fees).toContain("Service | Fee\n\nListing | 2.5%");
    expect(under("Agency handbook", "Fees", "Buyers")).toBe("First-time buyers get a free guide.");
    expect(under("Agency handbook", "Office hours")).toBe("Monday to Friday, 9 to 6.");
  });

  it("reads an HTML page's main content and title, leaving out navigation, scripts and footers", async () => {
    const document = await extractDocument(bytes(NEWS_PAGE), "html");
    expect(document.title).toMatch(/Closing in Texas/);
    const all = document.sections.map((section) => section.text).join("\n");
    expect(all).toContain("The title company runs the closing");
    expect(all).toContain("the buyer receives the keys");
    for (const noise of ["Contact us today", "newsletter", "All rights reserved", "trackVisitor", "color:red"]) expect(all).not.toContain(noise);
    const closingDay = document.sections.find((section) => section.headings.at(-1) === "On closing day");
    expect(closingDay?.text).toMatch(/^Buyer and seller sign/);
  });

  it("falls back to the body without its furniture when Readability finds nothing", async () => {
    const document = await extractDocument(bytes(THIN_PAGE), "html");
    expect(document.title).toBe("Hours");
    expect(document.sections.map((section) => section.text)).toEqual(["Open Monday to Friday."]);
  });

  it("splits Markdown at its # headings, nested, ignoring fenced code", async () => {
    const { sections } = await extractDocument(bytes(MARKDOWN), "markdown");
    expect(sections.map((section) => section.headings)).toEqual([
      ["Buying guide"],
      ["Buying guide", "Fees", "Buyers"],
      ["Buying guide", "Rentals"],
      ["Contact"],
    ]);
    expect(sections[1]!.text).toContain("# not a heading inside a fence");
    expect(sections[2]!.text).toBe("We manage rentals, maintenance included.");
  });

  it("reads plain text as one section, cleaned: NFC, no controls, whitespace normalised", async () => {
    const decomposed = "Cafe\u0301   y\tpiñata\r\n\r\n\r\n\r\nSegundo\u0007 párrafo.\u200B ";
    const { sections, truncated } = await extractDocument(bytes(decomposed), "text");
    expect(sections).toEqual([{ headings: [], text: "Café y piñata\n\nSegundo párrafo." }]);
    expect(truncated).toBe(false);
    expect(cleanText("  a \n  b  ")).toBe("a\nb");
  });

  it("keeps at most MAX_TEXT_CHARS, cut at a word, and says so", async () => {
    const long = "word ".repeat(MAX_TEXT_CHARS / 5 + 1000);
    const document = await extractDocument(bytes(long), "text");
    expect(document.truncated).toBe(true);
    expect(document.sections[0]!.text.length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
    expect(document.sections[0]!.text.endsWith("word")).toBe(true);
  });
});
