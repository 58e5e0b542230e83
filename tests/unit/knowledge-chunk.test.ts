import { describe, expect, it } from "vitest";
import { isAppError } from "@/lib/errors";
import { chunkSections, chunkText, detectLanguage, type Section } from "@/lib/knowledge/extract";

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** A deterministic text of paragraphs of sentences of words of varied lengths. */
function prose(paragraphs: number, seed = 7): string {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  const word = () =>
    "abcdefghijklmnopqrstuvwxyzáéñç"
      .slice(0, 1 + (next() % 12))
      .split("")
      .reverse()
      .join("");
  return Array.from({ length: paragraphs }, () =>
    Array.from({ length: 1 + (next() % 6) }, () => `${Array.from({ length: 3 + (next() % 15) }, word).join(" ")}.`).join(" "),
  ).join("\n\n");
}

describe("chunkSections", () => {
  const sections: Section[] = [
    { headings: ["Guide", "Fees"], text: prose(40, 1) },
    { headings: ["Guide", "Hours"], text: prose(25, 2), page: 3 },
    { headings: [], text: "   " },
  ];

  for (const maxChars of [40, 120, 500, 2000]) {
    it(`keeps every chunk within ${maxChars} characters, whole words, headings carried, all text kept`, () => {
      const chunks = chunkSections(sections, { maxChars });
      for (const chunk of chunks) {
        expect(chunk.content.length).toBeLessThanOrEqual(maxChars);
        expect(chunk.content.trim()).toBe(chunk.content);
        expect(chunk.content).not.toBe("");
      }
      for (const [index, section] of sections.entries()) {
        const own = chunks.filter((chunk) => chunk.headings.join("/") === section.headings.join("/"));
        // Every chunk is a slice of its section, and together, in order, they hold all its words.
        for (const chunk of own) expect(section.text).toContain(chunk.content);
        expect(own.flatMap((chunk) => words(chunk.content))).toEqual(words(section.text));
        if (index === 1) expect(own.every((chunk) => chunk.page === 3)).toBe(true);
      }
    });
  }

  it("prefers a paragraph break, then a sentence end, to a break between words", () => {
    const paragraphs = chunkText(`${"alpha beta. ".repeat(6).trim()}\n\n${"gamma delta ".repeat(6).trim()}`, 100);
    expect(paragraphs[0]).toBe("alpha beta. ".repeat(6).trim());
    const sentences = chunkText(`${"one two three. ".repeat(4)}four five six seven eight nine ten eleven twelve`, 70);
    expect(sentences[0]!.endsWith(".")).toBe(true);
    const plain = chunkText("word ".repeat(50), 23);
    expect(plain.every((chunk) => /^(word ?)+$/.test(chunk) && chunk.length <= 23)).toBe(true);
  });

  it("cuts only a word longer than a chunk, and never inside a surrogate pair", () => {
    const url = `https://example.com/${"x".repeat(100)}`;
    const chunks = chunkText(`see ${url} now`, 30);
    expect(chunks.every((chunk) => chunk.length <= 30)).toBe(true);
    expect(chunks.join("")).toBe(`see${url}now`);
    const emoji = chunkText("🏠".repeat(40), 25);
    expect(emoji.join("")).toBe("🏠".repeat(40));
    expect(emoji.every((chunk) => chunk.length <= 25 && !/[\uD800-\uDBFF]$/.test(chunk))).toBe(true);
  });

  it("starts each chunk with whole words from the previous one's end when asked for overlap", () => {
    const text = prose(30, 3);
    const chunks = chunkText(text, 200, 50);
    expect(chunks.length).toBeGreaterThan(3);
    for (const [index, chunk] of chunks.entries()) {
      expect(chunk.length).toBeLessThanOrEqual(200);
      expect(text).toContain(chunk);
      if (index === 0) continue;
      const firstWord = words(chunk)[0]!;
      expect(words(chunks[index - 1]!)).toContain(firstWord);
    }
    const plain = chunkText(text, 200);
    expect(chunks.length).toBeGreaterThan(plain.length);
  });

  it("refuses a chunk size too small, or an overlap over a quarter of it", () => {
    const refused = (run: () => unknown) => {
      try {
        run();
        return false;
      } catch (error) {
        return isAppError(error, "invalidInput");
      }
    };
    expect(refused(() => chunkSections([], { maxChars: 5 }))).toBe(true);
    expect(refused(() => chunkSections([], { maxChars: 100, overlap: 26 }))).toBe(true);
    expect(refused(() => chunkSections([], { maxChars: 100.5 }))).toBe(true);
    expect(chunkSections([], { maxChars: 100, overlap: 25 })).toEqual([]);
  });

  // No clock here: a quadratic step on a megabyte would take minutes and hit the test's timeout.
  it("chunks a megabyte of prose, of one endless word, or of punctuation, each chunk within its limit and nothing lost", () => {
    for (const text of [prose(8000, 5).slice(0, 1_000_000), "x".repeat(1_000_000), `${"a.".repeat(250_000)} ${")".repeat(250_000)} `]) {
      const chunks = chunkText(text, 1000, 200);
      expect(chunks.every((chunk) => chunk.length <= 1000)).toBe(true);
      // Every character but whitespace is kept (overlap repeats some).
      const letters = (value: string) => value.replace(/\s+/g, "").length;
      expect(letters(chunks.join(""))).toBeGreaterThanOrEqual(letters(text));
    }
  });
});

describe("detectLanguage", () => {
  it("tells English, Spanish and French, and calls the rest or too little 'other'", () => {
    expect(detectLanguage("Our commission is two and a half percent of the sale price, paid at closing by the seller.")).toBe("en");
    expect(detectLanguage("Nuestra comisión es del dos y medio por ciento del precio de venta, pagada al cierre por el vendedor.")).toBe("es");
    expect(detectLanguage("Notre commission est de deux et demi pour cent du prix de vente, payée à la signature par le vendeur.")).toBe("fr");
    expect(detectLanguage("Unsere Provision beträgt zweieinhalb Prozent des Kaufpreises und wird beim Abschluss vom Verkäufer bezahlt.")).toBe("other");
    expect(detectLanguage("TX-1001 ok")).toBe("other");
    expect(detectLanguage("")).toBe("other");
  });
});
