import mammoth from "mammoth";
import { getDocumentProxy, getMeta } from "unpdf";
import { invalidInput, tooLarge } from "@/lib/errors";
import { decodeText } from "./detect";
import { extractHtml } from "./html";
import { parseBoundedHtml } from "./html-guard";
import { walkHtml } from "./html-walk";
import { extractMarkdown } from "./markdown";
import { cleanLine, SectionBuilder } from "./text";
import { type DocumentType, type ExtractedDocument, MAX_DOCUMENT_BYTES, MAX_PDF_PAGE_CHARS, MAX_PDF_PAGES, MAX_TEXT_BYTES, MAX_TEXT_CHARS } from "./types";
import { assertZipWithinLimits } from "./zip-guard";

/**
 * The text of a document of a type `detectDocumentType` gave, in sections under their heading
 * paths, cleaned (NFC, no control characters, whitespace normalised). At most MAX_TEXT_CHARS
 * are kept (`truncated` then says so). Throws `tooLarge` past the byte caps, `invalidInput`
 * when the file is damaged or cannot be read (an encrypted PDF, a DOCX that is not one).
 */
export async function extractDocument(bytes: Uint8Array, type: DocumentType): Promise<ExtractedDocument> {
  const cap = type === "pdf" || type === "docx" ? MAX_DOCUMENT_BYTES : MAX_TEXT_BYTES;
  if (bytes.length > cap) throw tooLarge(`This document is larger than ${cap / 1024 / 1024} MB`);
  const builder = new SectionBuilder(MAX_TEXT_CHARS);
  let title: string | undefined;
  switch (type) {
    case "pdf":
      title = await extractPdf(bytes, builder);
      break;
    case "docx":
      await extractDocx(bytes, builder);
      break;
    case "html": {
      const page = extractHtml(textOf(bytes), MAX_TEXT_CHARS);
      return { title: page.title, sections: page.builder.sections, truncated: page.builder.truncated };
    }
    case "markdown":
      extractMarkdown(textOf(bytes), builder);
      break;
    case "text":
      builder.add([], textOf(bytes));
      break;
  }
  return { ...(title ? { title } : {}), sections: builder.sections, truncated: builder.truncated };
}

function textOf(bytes: Uint8Array): string {
  const text = decodeText(bytes);
  if (text === undefined) throw invalidInput("This document is not valid UTF-8 text");
  return text;
}

/**
 * One section per page, read one page at a time and each page's text as a stream, stopping
 * as soon as the document passes MAX_TEXT_CHARS or a page passes MAX_PDF_PAGE_CHARS, far more
 * than paper holds: such a page is built to overload a reader (many pages sharing one huge
 * content stream), so the document is read up to it and marked truncated. The title from the
 * PDF's metadata when it has one.
 */
async function extractPdf(bytes: Uint8Array, out: SectionBuilder): Promise<string | undefined> {
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes)).catch(() => {
    throw invalidInput("This PDF could not be read (damaged or encrypted)");
  });
  try {
    if (pdf.numPages > MAX_PDF_PAGES) throw tooLarge(`PDFs may have at most ${MAX_PDF_PAGES} pages`);
    const { info } = await getMeta(pdf).catch(() => ({ info: {} as Record<string, unknown> }));
    for (let number = 1; number <= pdf.numPages && !out.truncated; number++) {
      const text = await pageText(await pdf.getPage(number));
      out.add([], text.slice(0, MAX_PDF_PAGE_CHARS), number);
      if (text.length > MAX_PDF_PAGE_CHARS) out.truncated = true;
    }
    return typeof info.Title === "string" ? cleanLine(info.Title) || undefined : undefined;
  } finally {
    await pdf.destroy();
  }
}

interface PdfPage {
  streamTextContent(): ReadableStream<{ items: ({ str?: string; hasEOL?: boolean } | object)[] }>;
}

/** A page's text as pdf.js reads it; the reading is cancelled once it passes MAX_PDF_PAGE_CHARS. */
async function pageText(page: PdfPage): Promise<string> {
  const reader = page.streamTextContent().getReader();
  let text = "";
  try {
    while (text.length <= MAX_PDF_PAGE_CHARS) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const item of value.items) {
        if ("str" in item && typeof item.str === "string") text += item.str + (item.hasEOL ? "\n" : "");
        if (text.length > MAX_PDF_PAGE_CHARS) break;
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return text;
}

/** Through mammoth's HTML, which keeps Word's heading styles as h1-h6, lists and tables. */
async function extractDocx(bytes: Uint8Array, out: SectionBuilder): Promise<void> {
  assertZipWithinLimits(bytes);
  let html: string;
  try {
    // Images would come back inlined as base64: drop them, only text is wanted.
    const dropImage = mammoth.images.imgElement(async () => ({ src: "" }));
    ({ value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }, { convertImage: dropImage, externalFileAccess: false }));
  } catch {
    throw invalidInput("This DOCX could not be read");
  }
  walkHtml(parseBoundedHtml(`<!doctype html><html><body>${html}</body></html>`).document.body, out);
}
