import { deflateSync } from "node:zlib";

// Real file bytes, built here so every test shows what it sends.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** Signature, IHDR and IDAT of a 1×1 RGB PNG: what comes before the end of a valid image. */
export function pngHead(): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const idat = deflateSync(Buffer.from([0, 200, 30, 30]));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk("IHDR", ihdr), pngChunk("IDAT", idat)]);
}

/** A valid 1×1 red PNG. */
export function tinyPng(): Buffer {
  return Buffer.concat([pngHead(), pngChunk("IEND", Buffer.alloc(0))]);
}

/** A 1×1 GIF89a with the given number of frames (more than one makes it animated). */
export function gif(frames: number): Buffer {
  const header = Buffer.concat([Buffer.from("GIF89a", "ascii"), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), Buffer.from([255, 0, 0, 0, 0, 255])]);
  const frame = Buffer.from([
    0x21,
    0xf9,
    4,
    0,
    10,
    0,
    0,
    0, // graphic control extension: 0.1 s per frame
    0x2c,
    0,
    0,
    0,
    0,
    1,
    0,
    1,
    0,
    0, // image descriptor, no local colour table
    2,
    2,
    0x44,
    0x01,
    0, // LZW code size, one data sub-block, terminator
  ]);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame), Buffer.from([0x3b])]);
}

/** A WAV header (PCM, mono, 8 kHz, 16-bit) followed by `samples` samples of a quiet ramp. */
export function wav(samples = 800, declared = samples): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + declared * 2, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(declared * 2, 40);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE((i % 200) - 100, i * 2);
  return Buffer.concat([header, data]);
}

/** An MP4's leading `ftyp` box, then an empty `mdat`. */
export function mp4(): Buffer {
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(32, 0);
  ftyp.write("ftypisom", 4, "ascii");
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write("isomiso2avc1mp41", 16, "ascii");
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(8, 0);
  mdat.write("mdat", 4, "ascii");
  return Buffer.concat([ftyp, mdat]);
}

/** A body of `head` followed by zeros up to `total` bytes, sent in 1 MB chunks and never held whole. */
export function streamedBody(head: Buffer, total: number): ReadableStream<Uint8Array> {
  const chunk = 1024 * 1024;
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunk, total - sent);
      const piece = Buffer.alloc(size);
      if (sent === 0) head.copy(piece, 0, 0, Math.min(head.length, size));
      sent += size;
      controller.enqueue(piece);
    },
  });
}
