import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/knowledge/extract";
import { MAX_HTML_DEPTH, MAX_HTML_ELEMENTS, measureHtml } from "@/lib/knowledge/extract/html-guard";
import { assertZipWithinLimits, MAX_ZIP_ENTRIES, zipEntries } from "@/lib/knowledge/extract/zip-guard";
import { deepHtml, deflatedZip, docxBomb, docxLyingSizes, manyElementsHtml } from "../fixtures/hostile-documents";
import { makeDocx } from "../fixtures/knowledge-documents";

// The caps that hold before any reader works (lib/knowledge/extract/zip-guard.ts, html-guard.ts):
// a DOCX's archive read from its central directory, its markup parts inflated only up to the
// size they declare; HTML measured by the tokenizer linkedom builds its tree with.

const text = (value: string) => new TextEncoder().encode(value);

describe("the DOCX archive guard", () => {
  it("reads a real DOCX's parts and lets it through", async () => {
    const docx = await makeDocx();
    expect(zipEntries(docx).map((entry) => entry.name)).toContain("word/document.xml");
    expect(() => assertZipWithinLimits(docx)).not.toThrow();
  });

  it("refuses a zip bomb by its ratio before inflating anything", () => {
    expect(() => assertZipWithinLimits(docxBomb(8))).toThrow(/unpacks to over 100 times its size \(word\/document\.xml\)/);
  });

  it("stops inflating a part at the size it declares", () => {
    expect(() => assertZipWithinLimits(docxLyingSizes(4))).toThrow(/word\/document\.xml unpacks to more than it declares/);
  });

  it("refuses more parts than it reads, and archives with no directory", () => {
    const parts = Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, index) => ({ name: `p${index}.txt`, data: Buffer.from("x") }));
    expect(() => assertZipWithinLimits(deflatedZip(parts))).toThrow(new RegExp(`${MAX_ZIP_ENTRIES + 1} parts`));
    expect(() => assertZipWithinLimits(text("PK not a zip at all"))).toThrow(/archive is damaged/);
  });

  it("gives extractDocument the refusal, as tooLarge", async () => {
    await expect(extractDocument(docxBomb(8), "docx")).rejects.toMatchObject({ kind: "tooLarge" });
  });
});

describe("the HTML guard", () => {
  it("counts elements and nesting as the tree would have them, stopping past a cap", () => {
    expect(measureHtml("<html><body><div><p>a</p><p>b<br></p></div></body></html>")).toEqual({ elements: 6, depth: 5 });
    // Paragraphs close each other, as in a browser: siblings, not a nest.
    expect(measureHtml("<body><p>a<p>b<p>c</body>").depth).toBe(2);
    expect(measureHtml(deepHtml(10_000)).depth).toBe(MAX_HTML_DEPTH + 1);
    expect(measureHtml(manyElementsHtml(200_000)).elements).toBe(MAX_HTML_ELEMENTS + 1);
  });

  it("refuses pages past the caps with a reason, and reads one just within them", async () => {
    await expect(extractDocument(text(manyElementsHtml(MAX_HTML_ELEMENTS)), "html")).rejects.toThrow(/more than 50,000 elements/);
    await expect(extractDocument(text(deepHtml(MAX_HTML_DEPTH + 10)), "html")).rejects.toThrow(/more than 256 deep/);
    const within = await extractDocument(text(deepHtml(MAX_HTML_DEPTH - 5)), "html");
    expect(within.sections.map((section) => section.text).join(" ")).toContain("deep text");
  });
});
