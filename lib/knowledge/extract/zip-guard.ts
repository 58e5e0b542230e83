import { inflateRawSync } from "node:zlib";
import { invalidInput, tooLarge } from "@/lib/errors";

// A DOCX is a ZIP archive: a few kilobytes can unpack to gigabytes of XML. Before mammoth (and
// the JSZip under it) touches one, its central directory is read and its parts' declared sizes
// are held to caps; then every part mammoth will read (XML and relationships) is inflated here
// with zlib's own output limit set to its declared size, so a part that lies about its size is
// stopped at that size instead of filling memory. After that, what JSZip inflates is bounded.

/** Parts of one archive (a long report with images has a few hundred). */
export const MAX_ZIP_ENTRIES = 2_000;
/** All parts together, as declared: images are never inflated, but they count. */
export const MAX_ZIP_UNPACKED_BYTES = 200 * 1024 * 1024;
/** The XML parts mammoth reads, together: a 500-page report's document.xml is about 10 MB. */
export const MAX_ZIP_XML_BYTES = 48 * 1024 * 1024;
/** Past this size a part may not unpack to more than MAX_INFLATE_RATIO times its packed size (Apache POI's rule). */
const RATIO_FROM_BYTES = 100 * 1024;
export const MAX_INFLATE_RATIO = 100;

const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const EOCD_SIZE = 22;
const STORED = 0;
const DEFLATED = 8;

export interface ZipEntry {
  name: string;
  method: number;
  packedSize: number;
  size: number;
  localOffset: number;
}

const damaged = () => invalidInput("This DOCX could not be read (its archive is damaged)");

/** The archive's entries from its central directory, or invalidInput when there is none to read. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  // The end record sits in the last 22 bytes plus at most a 65,535-byte comment.
  for (let at = bytes.length - EOCD_SIZE; at >= Math.max(0, bytes.length - EOCD_SIZE - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw damaged();
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw tooLarge("This DOCX is a ZIP64 archive, which is not read: save it again from Word");
  if (count > MAX_ZIP_ENTRIES) throw tooLarge(`This DOCX holds ${count} parts, more than the ${MAX_ZIP_ENTRIES} read`);
  if (directoryOffset + directorySize > end) throw damaged();
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_ENTRY) throw damaged();
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > end) throw damaged();
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

/** The parts mammoth parses: XML and relationships (images and fonts are never unpacked). */
const isMarkup = (name: string) => /\.(?:xml|rels)$/i.test(name);

/**
 * Refuses (tooLarge) an archive whose parts exceed the caps or unpack out of proportion, and
 * checks by inflating them, stopping at their declared sizes, that its markup parts are no
 * larger than they say. invalidInput when the archive cannot be read.
 */
export function assertZipWithinLimits(bytes: Uint8Array): void {
  const entries = zipEntries(bytes);
  let unpacked = 0;
  let markup = 0;
  for (const entry of entries) {
    unpacked += entry.size;
    if (isMarkup(entry.name)) markup += entry.size;
    if (entry.size > RATIO_FROM_BYTES && entry.size > entry.packedSize * MAX_INFLATE_RATIO)
      throw tooLarge(`This DOCX unpacks to over ${MAX_INFLATE_RATIO} times its size (${entry.name}): it is not read`);
  }
  if (unpacked > MAX_ZIP_UNPACKED_BYTES) throw tooLarge(`This DOCX unpacks to more than ${MAX_ZIP_UNPACKED_BYTES / 1024 / 1024} MB: it is not read`);
  if (markup > MAX_ZIP_XML_BYTES) throw tooLarge(`This DOCX holds more than ${MAX_ZIP_XML_BYTES / 1024 / 1024} MB of text markup: it is not read`);
  for (const entry of entries) if (isMarkup(entry.name)) checkUnpackedSize(bytes, entry);
}

function checkUnpackedSize(bytes: Uint8Array, entry: ZipEntry) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_ENTRY) throw damaged();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const packed = bytes.subarray(start, start + entry.packedSize);
  if (packed.length !== entry.packedSize) throw damaged();
  if (entry.method === STORED) return;
  if (entry.method !== DEFLATED) throw invalidInput(`This DOCX uses a compression that is not read (${entry.name})`);
  try {
    // zlib stops as soon as the output would pass the declared size.
    inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.size) });
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE")
      throw tooLarge(`This DOCX's part ${entry.name} unpacks to more than it declares: it is not read`);
    throw damaged();
  }
}
