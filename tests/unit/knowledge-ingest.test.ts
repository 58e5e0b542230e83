import { describe, expect, it } from "vitest";
import { detectType, SNIFF_BYTES } from "@/lib/files/types";
import { parseQaCsv } from "@/lib/knowledge/import";
import { addKnowledgeInput } from "@/lib/knowledge/schema";
import { makeDocx, makePdf, PNG_HEAD } from "../fixtures/knowledge-documents";

// The pure parts of ingestion: what an upload's head is taken for, the CSV of Knowledge/Import,
// and Add's one-kind-of-source rule.

const text = (value: string) => new TextEncoder().encode(value);
const owner = (fileName: string, complete = true) => ({ fileName, complete });

describe("an upload's type", () => {
  it("takes documents from owners only: PDF and DOCX by their bytes, text types by their content", async () => {
    const pdf = await makePdf([["Hello"]]);
    expect(await detectType(pdf.subarray(0, SNIFF_BYTES), owner("a.bin", false))).toMatchObject({ kind: "document", mime: "application/pdf" });
    expect(await detectType(pdf.subarray(0, SNIFF_BYTES))).toBeUndefined();
    const docx = await makeDocx();
    expect((await detectType(docx.subarray(0, SNIFF_BYTES), owner("a", false)))?.kind).toBe("document");
    expect(await detectType(text("# Title\n\n- one\n- two\n"), owner("notes"))).toMatchObject({ mime: "text/markdown" });
    expect(await detectType(text("Plain words here."), owner("notes.md"))).toMatchObject({ mime: "text/markdown" });
    expect(await detectType(text("Plain words here."), owner("notes.txt"))).toMatchObject({ mime: "text/plain" });
    expect(await detectType(text("<!doctype html><p>Hi</p>"), owner("x.txt"))).toMatchObject({ mime: "text/html" });
    expect(await detectType(PNG_HEAD, owner("x.md"))).toMatchObject({ kind: "image" });
  });

  it("holds documents to KNOWLEDGE_MAX_DOCUMENT_MB, and text ones to 5 MB too", async () => {
    const pdf = (await makePdf([["Hello"]])).subarray(0, SNIFF_BYTES);
    expect((await detectType(pdf, owner("a.pdf", false)))?.maxBytes).toBe(20 * 1024 * 1024);
    expect((await detectType(text("Plain words."), owner("a.txt")))?.maxBytes).toBe(5 * 1024 * 1024);
    process.env.KNOWLEDGE_MAX_DOCUMENT_MB = "1";
    try {
      expect((await detectType(pdf, owner("a.pdf", false)))?.maxBytes).toBe(1024 * 1024);
      expect((await detectType(text("Plain words."), owner("a.txt")))?.maxBytes).toBe(1024 * 1024);
    } finally {
      delete process.env.KNOWLEDGE_MAX_DOCUMENT_MB;
    }
  });

  it("refuses text sent under a picture's name, binary bytes, and reads a head cut inside a character", async () => {
    expect(await detectType(text("just words"), owner("photo.png"))).toBeUndefined();
    expect(await detectType(new Uint8Array(100).fill(2), owner("data.txt"))).toBeUndefined();
    // "é" is two bytes: a head that ends after the first of them is still text.
    const head = text(`${"é".repeat(SNIFF_BYTES)}`).subarray(0, SNIFF_BYTES - 1);
    expect(head.length % 2).toBe(1);
    expect(await detectType(head, owner("long.txt", false))).toMatchObject({ mime: "text/plain" });
    expect(await detectType(head, owner("long.txt", true))).toBeUndefined();
  });
});

describe("Knowledge/Import's CSV", () => {
  it("reads headers in any case and order, splits phrasings on |, and numbers rows as in the file", () => {
    const { pairs, errors } = parseQaCsv('\uFEFFalternativequestions,ANSWER,Question\n"Pets?|Dogs?",Yes.,Do you allow pets?\n,,Empty answer?\n\n');
    expect(pairs).toEqual([{ question: "Do you allow pets?", alternatives: ["Pets?", "Dogs?"], answer: "Yes." }]);
    expect(errors).toEqual([{ Row: 3, Message: "Answer must not be empty" }]);
  });

  it("names Csv when the header lacks a column or there are too many rows", () => {
    expect(() => parseQaCsv("Question,Reply\nA,B\n")).toThrow(/Csv's header row must name the columns Question and Answer/);
    expect(() => parseQaCsv(`Question,Answer\n${"a,b\n".repeat(1001)}`)).toThrow(/Csv must have at most 1000 rows/);
  });
});

describe("Knowledge/Add's body", () => {
  const parse = (body: Record<string, unknown>) => addKnowledgeInput.safeParse({ SerialNumber: "cb1", ...body });
  it("takes exactly one kind of source", () => {
    expect(parse({ Question: "Q?", Answer: "A." }).success).toBe(true);
    expect(parse({ FileID: 12 }).data).toMatchObject({ FileID: "12" });
    expect(parse({ Url: "https://example.com/", Crawl: "true", MaxPages: "5" }).data).toMatchObject({ Crawl: true, MaxPages: 5 });
    expect(parse({ Url: null, FileID: "", Question: "Q?", Answer: "A." }).success).toBe(true);
    expect(parse({}).success).toBe(false);
    expect(parse({ FileID: "1", Url: "https://example.com/" }).error?.issues[0]?.message).toContain("not FileID and Url together");
  });
});
