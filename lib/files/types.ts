import { fileTypeFromBuffer } from "file-type";
import type { FileKind } from "@/db/schema";

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

export const ACCEPTED_FORMATS = "PNG, JPEG, WEBP, GIF, WAV, MP4, MKV, AVI, FLV or MPEG";

/** The accepted type the first bytes of a file show, or undefined for any other. */
export async function detectType(head: Uint8Array): Promise<AcceptedType | undefined> {
  const found = await fileTypeFromBuffer(head);
  return found ? ACCEPTED[found.ext] : undefined;
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
