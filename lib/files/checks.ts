import { tooLarge, unsupportedType } from "@/lib/errors";
import { ACCEPTED_FORMATS, type AcceptedType, DOCX_MIME, detectType, gifFrameCount, isDocx } from "./types";
import type { VisitorUploadPolicy } from "./visitor";

/**
 * The checks every upload passes, whether its bytes come through our own URL (local disk) or
 * straight into an object store (a direct upload, checked afterwards): the same rules, the same
 * refusals.
 */

const MB = 1024 * 1024;

export const fileTooLarge = (limit: number) => tooLarge(`The file is larger than ${limit / MB} MB, the limit for its type`);
export const unsupportedFile = () => unsupportedType(`The file is not a supported type: send ${ACCEPTED_FORMATS}`);

/**
 * The accepted type of a file's first bytes and the most bytes it may have, or the refusal.
 * Documents are for the knowledge base, which only the workspace's own callers fill: a widget
 * visitor's upload (`visitor` set) never looks for them. `complete` says the head is the whole file.
 */
export async function acceptType(
  head: Uint8Array,
  file: { fileName: string; complete: boolean; visitor: VisitorUploadPolicy | null },
): Promise<{ type: AcceptedType; maxBytes: number }> {
  const { visitor } = file;
  const type = await detectType(head, visitor ? undefined : { fileName: file.fileName, complete: file.complete });
  if (!type) throw visitor ? visitor.unsupported() : unsupportedFile();
  return { type, maxBytes: visitor ? Math.min(type.maxBytes, visitor.limitFor(type.kind)) : type.maxBytes };
}

/** The checks that need the whole file, read only for the types that have one (both at most 20 MB). */
export async function checkWholeFile(type: AcceptedType, readAll: () => Promise<Uint8Array>): Promise<void> {
  if (type.mime === "image/gif" && gifFrameCount(await readAll()) > 1) {
    throw unsupportedType("Animated GIFs are not accepted: send a GIF with one frame");
  }
  if (type.mime === DOCX_MIME && !(await isDocx(await readAll()))) throw unsupportedFile();
}
