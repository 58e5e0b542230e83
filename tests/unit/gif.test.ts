import { describe, expect, it } from "vitest";
import { gifFrameCount } from "@/lib/files/types";
import { gif } from "../api/bytes";

describe("gifFrameCount", () => {
  it("counts the image descriptors of one- and two-frame GIFs", () => {
    expect(gifFrameCount(gif(1))).toBe(1);
    expect(gifFrameCount(gif(2))).toBe(2);
    expect(gifFrameCount(gif(5))).toBe(5);
  });

  it("is not fooled by 0x2C bytes inside a comment block", () => {
    const one = gif(1);
    // A comment extension full of ',' (0x2C) between the header and the frame.
    const comment = Buffer.from([0x21, 0xfe, 4, 0x2c, 0x2c, 0x2c, 0x2c, 0]);
    const withComment = Buffer.concat([one.subarray(0, 19), comment, one.subarray(19)]);
    expect(gifFrameCount(withComment)).toBe(1);
  });
});
