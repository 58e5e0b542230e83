import { invalidInput, tooLarge } from "@/lib/errors";

// A ZIP archive's central directory (DOCX and XLSX files are ZIP archives), read before anything is
// unpacked, in the browser and on the server alike: the parts' names and declared sizes, for the
// caps that keep a few kilobytes from unpacking to gigabytes (lib/knowledge/extract/zip-guard.ts
// for documents, lib/listings/sheet/xlsx.ts for sheets).

/** Parts of one archive (a long report with images has a few hundred). */
export const MAX_ZIP_ENTRIES = 2_000;
/** All parts together, as declared: images are never inflated, but they count. */
export const MAX_ZIP_UNPACKED_BYTES = 200 * 1024 * 1024;

const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const EOCD_SIZE = 22;

export interface ZipEntry {
  name: string;
  method: number;
  packedSize: number;
  size: number;
  localOffset: number;
}

/** How the archive is named in messages, and the program that saves it again ("This DOCX", "Word"). */
export interface ZipKind {
  what: string;
  app: string;
}

export const DOCX: ZipKind = { what: "This DOCX", app: "Word" };

export const damagedZip = (kind: ZipKind) => invalidInput(`${kind.what} could not be read (its archive is damaged)`);

/** The archive's entries from its central directory, or invalidInput when there is none to read. */
export function zipEntries(bytes: Uint8Array, kind: ZipKind = DOCX): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  // The end record sits in the last 22 bytes plus at most a 65,535-byte comment.
  for (let at = bytes.length - EOCD_SIZE; at >= Math.max(0, bytes.length - EOCD_SIZE - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw damagedZip(kind);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw tooLarge(`${kind.what} is a ZIP64 archive, which is not read: save it again from ${kind.app}`);
  if (count > MAX_ZIP_ENTRIES) throw tooLarge(`${kind.what} holds ${count} parts, more than the ${MAX_ZIP_ENTRIES} read`);
  if (directoryOffset + directorySize > end) throw damagedZip(kind);
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_ENTRY) throw damagedZip(kind);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > end) throw damagedZip(kind);
    entries.push({
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      packedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
