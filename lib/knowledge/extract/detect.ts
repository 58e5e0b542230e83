import { fileTypeFromBuffer } from "file-type";
import { tooLarge, unsupportedType } from "@/lib/errors";
import { type DocumentType, MAX_DOCUMENT_BYTES, MAX_TEXT_BYTES } from "./types";

export const ACCEPTED_DOCUMENTS = "PDF, DOCX, HTML, Markdown or plain text";

const utf8 = new TextDecoder("utf-8", { fatal: true });
/** How much of a text file is looked at to tell HTML and Markdown from plain text. */
const SNIFF_CHARS = 4096;
// Anchored, bounded patterns over the sniffed head only.
const HTML_START = /^\s{0,1000}(?:<!--[\s\S]{0,2000}?-->\s{0,1000})?<(?:!doctype html|html|head|body)[\s>]/i;
const HTML_TAGS = /<(?:p|div|h[1-6]|ul|ol|table|article|section|a\s)[\s>]/gi;
const MARKDOWN_LINE = /^ {0,3}(?:#{1,6} \S|```|[-*+] \S|\d{1,9}\. \S|> \S)/gm;
const MARKDOWN_LINK = /\[[^\]\n]{1,200}\]\([^)\s]{1,500}\)/;
// Controls other than tab, line feed, form feed, carriage return and escape: a stray one is
// cleaned away, but a NUL or more than one in a hundred characters means binary data.
const CONTROLS = /[\u0000-\u0008\u000E-\u001A\u001C-\u001F]/g;

const EXTENSIONS: Record<string, DocumentType> = { md: "markdown", markdown: "markdown", txt: "text", text: "text", htm: "html", html: "html" };

/**
 * The type of a document, from its bytes: PDF and DOCX by their signatures (file-type), text
 * types by a strict UTF-8 decode and a look at the content. The filename's extension only
 * settles Markdown versus plain text versus HTML for bytes that are already valid text.
 * Throws `tooLarge` past the caps and `unsupportedType` for anything else (images, other
 * archives, binary data, other encodings).
 */
export async function detectDocumentType(bytes: Uint8Array, filename?: string): Promise<DocumentType> {
  if (bytes.length > MAX_DOCUMENT_BYTES) throw tooLarge(`Documents may be at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`);
  const found = await fileTypeFromBuffer(bytes);
  if (found?.ext === "pdf" || found?.ext === "docx") return found.ext;
  if (found) throw unsupportedType(`This file is ${found.ext.toUpperCase()}; documents may be ${ACCEPTED_DOCUMENTS}`);
  const text = decodeText(bytes);
  if (text === undefined || looksBinary(text.slice(0, SNIFF_CHARS)))
    throw unsupportedType(`This file is not a document we can read; documents may be ${ACCEPTED_DOCUMENTS}`);
  if (bytes.length > MAX_TEXT_BYTES) throw tooLarge(`Text documents may be at most ${MAX_TEXT_BYTES / 1024 / 1024} MB`);
  return sniffText(text.slice(0, SNIFF_CHARS), extensionOf(filename));
}

/** UTF-8 text without its byte order mark, or undefined when the bytes are not text. */
export function decodeText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return undefined;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text;
}

function looksBinary(head: string): boolean {
  return head.includes("\u0000") || (head.match(CONTROLS)?.length ?? 0) * 100 > head.length;
}

function sniffText(head: string, extension: DocumentType | undefined): DocumentType {
  if (HTML_START.test(head)) return "html";
  if (extension) return extension;
  if ((head.match(HTML_TAGS)?.length ?? 0) >= 2) return "html";
  if ((head.match(MARKDOWN_LINE)?.length ?? 0) >= 2 || MARKDOWN_LINK.test(head)) return "markdown";
  return "text";
}

function extensionOf(filename: string | undefined): DocumentType | undefined {
  const dot = filename?.lastIndexOf(".") ?? -1;
  return dot < 0 ? undefined : EXTENSIONS[filename!.slice(dot + 1).toLowerCase()];
}
