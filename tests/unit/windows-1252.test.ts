import { describe, expect, it } from "vitest";
import { windows1252 } from "@/lib/files/windows-1252";
import { runExtraction } from "@/lib/knowledge/extract/request";

// Node's TextDecoder("windows-1252") reads Latin-1: the euro sign and curly quotes (0x80, 0x93, 0x94)
// came out as control codes. Both readers of Windows-1252 text now share one table.

const bytes = (text: string) => new Uint8Array([...text].map((char) => ({ "€": 0x80, "“": 0x93, "”": 0x94, é: 0xe9 })[char] ?? char.charCodeAt(0)));

describe("Windows-1252 text", () => {
  it("reads the euro sign, curly quotes and accents", () => {
    expect(windows1252(bytes("Loyer : 850 € “charges comprises”, réf. é"))).toBe("Loyer : 850 € “charges comprises”, réf. é");
  });

  it("is how a knowledge page in Windows-1252 is read, declared or not", async () => {
    const page = bytes("<html><body><p>Le loyer est de 850 € “charges comprises”.</p></body></html>");
    for (const charset of ["windows-1252", "iso-8859-1", undefined]) {
      const read = await runExtraction({ kind: "page", bytes: page, contentType: "text/html", ...(charset ? { charset } : {}) });
      expect(read.sections.map((section) => section.text).join(" "), String(charset)).toContain("850 € “charges comprises”");
    }
  });
});
