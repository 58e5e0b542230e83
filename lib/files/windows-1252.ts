// Text in Windows-1252, as Excel and Notepad save it in Western Europe and the Americas.

// Windows-1252's characters at 0x80–0x9F (€, curly quotes, dashes, Š, Ž…); Latin-1 has control codes
// there, and Node's decoder for "windows-1252" reads Latin-1 (browsers read these). 0 marks the five unused bytes.
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022,
  0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

/** Windows-1252 bytes as text, in the browser and in Node alike (a sheet's CSV, a knowledge text file). */
export function windows1252(bytes: Uint8Array): string {
  let text = "";
  for (let start = 0; start < bytes.length; start += 8192) {
    const chunk = bytes.subarray(start, start + 8192);
    text += String.fromCharCode(...Array.from(chunk, (byte) => (byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] || byte : byte)));
  }
  return text;
}
