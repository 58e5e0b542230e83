import { describe, expect, it } from "vitest";
import { luminance, rgbChannels, textOn } from "@/widget/shared/color";
import { splitLinks } from "@/widget/frame/linkify";
import { CUT_OFF_MESSAGE, parseStreamLine, readAnswerStream, WidgetApiError } from "@/widget/frame/stream";
import { encodeWav, resample } from "@/widget/frame/wav";

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

describe("widget text colour", () => {
  it("picks black or white with at least 4.5:1 contrast on any colour", () => {
    for (let r = 0; r <= 255; r += 17) {
      for (let g = 0; g <= 255; g += 17) {
        for (let b = 0; b <= 255; b += 17) {
          const background = luminance([r, g, b]);
          const text = textOn(`rgb(${r},${g},${b})`) === "#000000" ? 0 : 1;
          expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it("reads the server's rgb() form and nothing else", () => {
    expect(rgbChannels("rgb(37,99,235)")).toEqual([37, 99, 235]);
    expect(rgbChannels("rgb( 1 , 2 , 3 )")).toEqual([1, 2, 3]);
    expect(rgbChannels("red; background: url(x)")).toBeNull();
    expect(textOn("rgb(255,255,255)")).toBe("#000000");
    expect(textOn("rgb(15,23,42)")).toBe("#ffffff");
  });
});

describe("widget links", () => {
  it("turns http(s) URLs into links, leaving trailing punctuation and other schemes as text", () => {
    expect(splitLinks("See https://example.com/a?b=1. Or javascript:alert(1) (https://x.test/y)")).toEqual([
      { text: "See " },
      { url: "https://example.com/a?b=1" },
      { text: ". Or javascript:alert(1) (" },
      { url: "https://x.test/y" },
      { text: ")" },
    ]);
    expect(splitLinks("<script>alert(1)</script>")).toEqual([{ text: "<script>alert(1)</script>" }]);
  });
});

function streamOf(...chunks: (string | Uint8Array)[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

describe("widget answer stream", () => {
  it("hands over each content piece and ends with the final line, whatever the chunking", async () => {
    const bytes = new TextEncoder().encode(
      '{"content":"Hé"}\n\n: keep-alive\n{"content":" là"}\n{"QuestionID":1,"AnswerID":2,"Answer":"Hé là","TotalToken":9}\n',
    );
    // Split inside the é's two bytes and inside a line.
    const pieces: string[] = [];
    const result = await readAnswerStream(streamOf(bytes.slice(0, 13), bytes.slice(13, 40), bytes.slice(40)), (piece) => pieces.push(piece));
    expect(pieces).toEqual(["Hé", " là"]);
    expect(result).toEqual({ QuestionID: 1, AnswerID: 2, Answer: "Hé là", TotalToken: 9 });
  });

  it("takes a final line without a newline, and reports an error line or a cut-off stream", async () => {
    await expect(readAnswerStream(streamOf('{"Answer":"ok","AnswerID":1}'), () => {})).resolves.toMatchObject({ Answer: "ok" });
    const failed = readAnswerStream(streamOf('{"content":"a"}\n{"Success":false,"Code":502,"Message":"The model failed"}\n'), () => {});
    await expect(failed).rejects.toEqual(new WidgetApiError(502, "The model failed"));
    await expect(readAnswerStream(streamOf('{"content":"a"}\n'), () => {})).rejects.toThrow(CUT_OFF_MESSAGE);
    expect(parseStreamLine("data: {}")).toBeNull();
    expect(parseStreamLine("{not json")).toBeNull();
  });
});

describe("widget WAV encoder", () => {
  it("writes 16-bit PCM mono with a correct RIFF header", () => {
    const wav = new DataView(encodeWav(new Float32Array([0, 1, -1, 0.5, 2]), 16_000));
    const ascii = (offset: number) => String.fromCharCode(...[0, 1, 2, 3].map((i) => wav.getUint8(offset + i)));
    expect([ascii(0), ascii(8), ascii(12), ascii(36)]).toEqual(["RIFF", "WAVE", "fmt ", "data"]);
    expect(wav.getUint32(4, true)).toBe(36 + 10);
    expect([
      wav.getUint16(20, true),
      wav.getUint16(22, true),
      wav.getUint32(24, true),
      wav.getUint32(28, true),
      wav.getUint16(32, true),
      wav.getUint16(34, true),
    ]).toEqual([1, 1, 16_000, 32_000, 2, 16]);
    expect(wav.getUint32(40, true)).toBe(10);
    expect([0, 1, 2, 3, 4].map((i) => wav.getInt16(44 + i * 2, true))).toEqual([0, 32767, -32768, 16383, 32767]);
  });

  it("resamples by averaging", () => {
    expect(Array.from(resample(new Float32Array([0, 0.5, 1, 1, 0.25, 0.25]), 48_000, 16_000))).toEqual([0.5, 0.5]);
    expect(resample(new Float32Array(48_000), 48_000, 16_000)).toHaveLength(16_000);
  });
});
