import { inflateRawSync } from "node:zlib";
import { invalidInput, tooLarge } from "@/lib/errors";
import { DOCX, damagedZip, MAX_ZIP_UNPACKED_BYTES, type ZipEntry, type ZipKind, zipEntries } from "@/lib/files/zip-directory";

// A DOCX is a ZIP archive: a few kilobytes can unpack to gigabytes of XML. Before mammoth (and
// the JSZip under it) touches one, its central directory is read and its parts' declared sizes
// are held to caps; then every part mammoth will read (XML and relationships) is inflated here
// with zlib's own output limit set to its declared size, so a part that lies about its size is
// stopped at that size instead of filling memory. After that, what JSZip inflates is bounded.

export { MAX_ZIP_ENTRIES, MAX_ZIP_UNPACKED_BYTES, type ZipEntry, zipEntries } from "@/lib/files/zip-directory";

/** The XML parts mammoth reads, together: a 500-page report's document.xml is about 10 MB. */
export const MAX_ZIP_XML_BYTES = 48 * 1024 * 1024;
/** Past this size a part may not unpack to more than MAX_INFLATE_RATIO times its packed size (Apache POI's rule). */
const RATIO_FROM_BYTES = 100 * 1024;
export const MAX_INFLATE_RATIO = 100;

const LOCAL_ENTRY = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** The parts mammoth parses: XML and relationships (images and fonts are never unpacked). */
const isMarkup = (name: string) => /\.(?:xml|rels)$/i.test(name);

/**
 * Refuses (tooLarge) an archive whose parts exceed the caps or unpack out of proportion, and
 * checks by inflating them, stopping at their declared sizes, that its markup parts are no
 * larger than they say. invalidInput when the archive cannot be read.
 */
export function assertZipWithinLimits(bytes: Uint8Array, kind: ZipKind = DOCX): void {
  const entries = zipEntries(bytes, kind);
  let unpacked = 0;
  let markup = 0;
  for (const entry of entries) {
    unpacked += entry.size;
    if (isMarkup(entry.name)) markup += entry.size;
    if (entry.size > RATIO_FROM_BYTES && entry.size > entry.packedSize * MAX_INFLATE_RATIO)
      throw tooLarge(`${kind.what} unpacks to over ${MAX_INFLATE_RATIO} times its size (${entry.name}): it is not read`);
  }
  if (unpacked > MAX_ZIP_UNPACKED_BYTES) throw tooLarge(`${kind.what} unpacks to more than ${MAX_ZIP_UNPACKED_BYTES / 1024 / 1024} MB: it is not read`);
  if (markup > MAX_ZIP_XML_BYTES) throw tooLarge(`${kind.what} holds more than ${MAX_ZIP_XML_BYTES / 1024 / 1024} MB of text markup: it is not read`);
  for (const entry of entries) if (isMarkup(entry.name)) checkUnpackedSize(bytes, entry, kind);
}

function checkUnpackedSize(bytes: Uint8Array, entry: ZipEntry, kind: ZipKind) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_ENTRY) throw damagedZip(kind);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const packed = bytes.subarray(start, start + entry.packedSize);
  if (packed.length !== entry.packedSize) throw damagedZip(kind);
  if (entry.method === STORED) return;
  if (entry.method !== DEFLATED) throw invalidInput(`${kind.what} uses a compression that is not read (${entry.name})`);
  try {
    // zlib stops as soon as the output would pass the declared size.
    inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.size) });
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE")
      throw tooLarge(`${kind.what}'s part ${entry.name} unpacks to more than it declares: it is not read`);
    throw damagedZip(kind);
  }
}
