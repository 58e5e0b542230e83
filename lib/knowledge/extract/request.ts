import { unsupportedType } from "@/lib/errors";
import { detectDocumentType } from "./detect";
import { extractDocument } from "./extract";
import type { DocumentType, ExtractedDocument } from "./types";
import { windows1252 } from "@/lib/files/windows-1252";

// What the reading worker is asked to read (lib/knowledge/extract-worker.ts): an uploaded
// document, whose type is sniffed from its bytes, or a fetched web page, typed by its
// Content-Type and decoded from its charset.

export type ExtractRequest =
  | { kind: "document"; bytes: Uint8Array; fileName: string }
  | { kind: "page"; bytes: Uint8Array; contentType: string; charset?: string };

const PAGE_TYPE: Record<string, DocumentType> = {
  "text/html": "html",
  "application/xhtml+xml": "html",
  "text/plain": "text",
  "text/markdown": "markdown",
  "text/x-markdown": "markdown",
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};

/** A text page's bytes as UTF-8: its declared charset, else UTF-8 when valid, else Windows-1252 (what browsers assume). */
/** The labels a page's charset gives Windows-1252 by (the WHATWG Encoding standard reads Latin-1 as it). */
const WINDOWS_1252_LABELS = new Set(["windows-1252", "cp1252", "x-cp1252", "iso-8859-1", "latin1", "l1", "us-ascii", "ascii"]);

function utf8Of(bytes: Uint8Array, charset: string | undefined): Uint8Array {
  const declared = charset?.trim().toLowerCase();
  // Node's decoder for these labels reads Latin-1, which has control codes where Windows-1252 has € and curly quotes.
  if (declared && WINDOWS_1252_LABELS.has(declared)) return new TextEncoder().encode(windows1252(bytes));
  if (declared && declared !== "utf-8" && declared !== "utf8") {
    try {
      return new TextEncoder().encode(new TextDecoder(declared).decode(bytes));
    } catch {
      // An unknown charset: read it as the bytes say.
    }
  }
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return bytes;
  } catch {
    return new TextEncoder().encode(windows1252(bytes));
  }
}

/** Reads the request in this thread: the worker's whole job, and the tests' way to call it directly. */
export async function runExtraction(request: ExtractRequest): Promise<ExtractedDocument> {
  if (request.kind === "document") return extractDocument(request.bytes, await detectDocumentType(request.bytes, request.fileName));
  const type = PAGE_TYPE[request.contentType];
  if (!type) throw unsupportedType(`The page is ${request.contentType}, not a page or document we can read`);
  return extractDocument(type === "pdf" || type === "docx" ? request.bytes : utf8Of(request.bytes, request.charset), type);
}
