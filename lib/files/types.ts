import { fileTypeFromBuffer } from "file-type";
import type { FileKind } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { detectDocumentType } from "@/lib/knowledge/extract/detect";
import { type DocumentType, MAX_TEXT_BYTES } from "@/lib/knowledge/extract/types";
import { documentByteLimit } from "@/lib/knowledge/limits";

const MB = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 100 * MB;
/** file-type reads at most this many bytes from the start to recognise a format. */
export const SNIFF_BYTES = 4100;

export interface AcceptedType {
  kind: FileKind;
  mime: string;
  maxBytes: number;
}

// Keyed by file-type's extension, which is what it recognised in the bytes; the
// name the client gave is never consulted.
const ACCEPTED: Record<string, AcceptedType> = {
  png: { kind: "image", mime: "image/png", maxBytes: 20 * MB },
  jpg: { kind: "image", mime: "image/jpeg", maxBytes: 20 * MB },
  webp: { kind: "image", mime: "image/webp", maxBytes: 20 * MB },
  gif: { kind: "image", mime: "image/gif", maxBytes: 20 * MB },
  wav: { kind: "audio", mime: "audio/wav", maxBytes: 40 * MB },
  mp4: { kind: "video", mime: "video/mp4", maxBytes: 100 * MB },
  mkv: { kind: "video", mime: "video/x-matroska", maxBytes: 100 * MB },
  avi: { kind: "video", mime: "video/x-msvideo", maxBytes: 100 * MB },
  flv: { kind: "video", mime: "video/x-flv", maxBytes: 100 * MB },
  mpg: { kind: "video", mime: "video/mpeg", maxBytes: 100 * MB },
};

export const ACCEPTED_FORMATS =
  "PNG, JPEG, WEBP, GIF (non-animated), WAV, MP4, MKV, AVI, FLV or MPEG, or for the knowledge base a PDF, DOCX, HTML, Markdown or plain text document";

/** Names of the media formats: text sent under one is a failed picture or recording, refused as before, not a document. */
const MEDIA_NAME = /\.(?:png|jpe?g|webp|gif|wav|mp4|mkv|avi|flv|mpe?g)$/i;

export const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const DOCUMENT_MIME: Record<DocumentType, string> = {
  pdf: "application/pdf",
  docx: DOCX_MIME,
  html: "text/html",
  markdown: "text/markdown",
  text: "text/plain",
};

/** The accepted document type of a file's head, or undefined; PDF and DOCX up to KNOWLEDGE_MAX_DOCUMENT_MB, text types also at most MAX_TEXT_BYTES. */
async function detectDocument(head: Uint8Array, complete: boolean, fileName: string): Promise<AcceptedType | undefined> {
  let type: DocumentType;
  try {
    // A head cut mid-way may end inside a UTF-8 sequence: the strict decode would call it binary.
    type = await detectDocumentType(complete ? head : head.subarray(0, completeUtf8Length(head)), fileName);
  } catch (error) {
    // Binary data, another encoding, an unsupported signature: not a document, the common 415.
    if (error instanceof AppError) return undefined;
    throw error;
  }
  const limit = documentByteLimit();
  return { kind: "document", mime: DOCUMENT_MIME[type], maxBytes: type === "pdf" || type === "docx" ? limit : Math.min(limit, MAX_TEXT_BYTES) };
}

/** Whether a whole file file-type read as a ZIP is a DOCX. */
export async function isDocx(bytes: Uint8Array): Promise<boolean> {
  return (await fileTypeFromBuffer(bytes))?.ext === "docx";
}

/** The length of the head without a UTF-8 sequence its end cuts short (at most 3 bytes dropped). */
function completeUtf8Length(head: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, head.length); back++) {
    const byte = head[head.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back for the lead
    const needs = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needs > back ? head.length - back : head.length;
  }
  return head.length;
}

/**
 * The accepted type the first bytes of a file show, or undefined for any other. Documents are
 * looked for only when asked (an owner's upload; never a widget visitor's): `complete` says the
 * head is the whole file, `fileName` (the name given at GetPreUploadUrl) only tells Markdown
 * from plain text.
 */
export async function detectType(head: Uint8Array, documents?: { fileName: string; complete: boolean }): Promise<AcceptedType | undefined> {
  const found = await fileTypeFromBuffer(head);
  const media = found ? ACCEPTED[found.ext] : undefined;
  if (media || !documents) return media;
  // file-type may call a DOCX whose parts lie past the head a plain ZIP: the upload checks the whole file (isDocx).
  if (found?.ext === "zip") return { kind: "document", mime: DOCUMENT_MIME.docx, maxBytes: documentByteLimit() };
  if (found ? found.ext !== "pdf" && found.ext !== "docx" : MEDIA_NAME.test(documents.fileName)) return undefined;
  return detectDocument(head, documents.complete, documents.fileName);
}

/**
 * How many images (frames) a GIF holds, by walking its blocks: image descriptors
 * are counted and every sub-block chain skipped, so bytes inside image data or
 * comments that happen to equal 0x2C are never mistaken for a frame.
 */
export function gifFrameCount(bytes: Uint8Array): number {
  let at = 13;
  if (bytes.length < at) return 0;
  if (bytes[10]! & 0x80) at += 3 * 2 ** ((bytes[10]! & 7) + 1);
  const skipSubBlocks = () => {
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at]! + 1;
    at += 1;
  };
  let frames = 0;
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) break;
    if (block === 0x21) {
      at += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      frames += 1;
      const packed = bytes[at + 9] ?? 0;
      at += 10;
      if (packed & 0x80) at += 3 * 2 ** ((packed & 7) + 1);
      at += 1; // LZW minimum code size
      skipSubBlocks();
    } else {
      break; // not a block a GIF may hold: stop rather than guess
    }
  }
  return frames;
}
