import { describe, expect, it } from "vitest";
import { listingReply } from "@/lib/ai/concierge/answer-listing";
import { phrasesFor } from "@/lib/ai/concierge/phrases";
import { listingQuestion } from "@/lib/ai/concierge/questions";
import { fold } from "@/lib/ai/concierge/text";
import type { ConciergeListing, Language } from "@/lib/ai/concierge/types";
import { nantesStudio } from "@/tests/fixtures/concierge-listing";

// The deposit, by any of its names ("fianza", "garantie de loyer", "caution", "security deposit"):
// the owner's own fact first, then the listing's DepositFee, else honestly not listed.

const studio = nantesStudio({
  deposit: 640,
  description: "Studio meublé au cœur du Bouffay. Pas d'animaux.",
  extension: [{ Key: "Dépôt de garantie", value: "2 mois de loyer" }],
});

describe("a question naming the deposit", () => {
  it.each(["quelle est la garantie de loyer ?", "la garantie locative est de combien ?", "¿cuánto es la fianza?", "what's the security deposit?"])(
    "%s asks for the deposit",
    (text) => {
      expect(listingQuestion(fold(text))).toHaveProperty("extension");
    },
  );
});

describe("the deposit", () => {
  const ask = (language: Language, words: string, listing: ConciergeListing) => listingReply(phrasesFor(language), listing, { extension: words });
  it("is the owner's own fact first, then the DepositFee", () => {
    expect(ask("French", "caution", studio).text).toContain("2 mois de loyer");
    const bare = { ...studio, extension: [] };
    expect(ask("English", "security deposit", bare)).toMatchObject({ noAnswer: false });
    expect(ask("English", "security deposit", bare).text).toContain("€640");
    expect(ask("Spanish", "fianza", bare).text).toContain("640");
    expect(ask("French", "garantie de loyer", bare).text).toMatch(/dépôt de garantie de 640/);
  });

  it("is said not to be listed when neither states it", () => {
    expect(ask("English", "deposit", { ...studio, extension: [], deposit: null }).noAnswer).toBe(true);
  });
});
