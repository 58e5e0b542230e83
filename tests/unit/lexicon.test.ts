import { describe, expect, it } from "vitest";
import { z } from "zod";
import { KIND_FILES, type KindsFile, kindOfType, kindPhrases, parseKindsFile, vocabularyHash } from "@/db/lexicon";
import { FEATURES, featureNear, readFeatureFiles } from "@/lib/ai/concierge/features";
import { KINDS, REGIONAL_KINDS } from "@/lib/ai/concierge/kinds";

// The kinds of property as data (lexicon/kinds.*.json): what the files must hold, and the rule
// that classifies an owner's PropertyType with them (the database's casabot_property_kind is the
// same rule over the same phrases: tests/db/kind-vocabulary.test.ts).

const withWord = (file: KindsFile, kind: keyof KindsFile["kinds"], word: string): KindsFile => ({
  ...file,
  kinds: { ...file.kinds, [kind]: { ...file.kinds[kind], stored: [...file.kinds[kind].stored, word] } },
});

describe("the kind lexicon", () => {
  it("holds one file per language, each naming every kind in its language", () => {
    expect(KIND_FILES.map((file) => file.language).sort()).toEqual(["English", "French", "Spanish"]);
    const french = KIND_FILES.find((file) => file.language === "French")!;
    expect(french.kinds.land.names).toEqual(["terrain", "terrains"]);
  });

  it("refuses a file whose phrase is four words long, whose * is not at the end of one word, or that names another kind", () => {
    const english = KIND_FILES.find((file) => file.language === "English")!;
    expect(() => parseKindsFile(withWord(english, "house", "big old family house"))).toThrow(/at most three words/);
    expect(() => parseKindsFile(withWord(english, "house", "mobile home*"))).toThrow(/a \* ends a single word/);
    expect(() => parseKindsFile({ ...english, kinds: { ...english.kinds, castle: english.kinds.house } })).toThrow(z.ZodError);
    expect(parseKindsFile(withWord(english, "house", "manor")).kinds.house.stored).toContain("manor");
  });

  it("classifies owners' spellings: plurals, glued words, prefixes and words apart", () => {
    const cases: [string, string][] = [
      ["Casas adosadas", "townhouse"],
      ["Bureaux", "commercial"],
      ["Microstudio", "apartment"],
      ["Minidepartamentos", "apartment"],
      ["Prefabricated home", "mobile_home"],
      ["Maisons en rangées", "townhouse"],
      ["Co-op", "condo"],
      ["Triple-decker", "multi_family"],
      ["Houseboat", "other"],
      ["", "other"],
    ];
    for (const [type, kind] of cases) expect(kindOfType(type), type).toBe(kind);
  });

  it("lets a longer phrase hold the words inside it, and otherwise takes the first kind in order", () => {
    expect(kindOfType("Mobile home")).toBe("mobile_home");
    expect(kindOfType("Duplex apartment")).toBe("apartment");
    expect(kindOfType("Duplex")).toBe("multi_family");
    expect(kindOfType("Apartment building")).toBe("multi_family");
    expect(kindOfType("Casa en condominio")).toBe("townhouse");
    expect(kindOfType("Condo/Townhouse")).toBe("townhouse");
    expect(kindOfType("Cape Cod condo")).toBe("condo");
    expect(kindOfType("Single family home on a farm")).toBe("farm");
    expect(kindOfType("Detached house with a granny flat")).toBe("apartment");
  });

  it("classifies every word visitors use for a kind, regional ones too, as that kind", () => {
    for (const { kind, words } of KINDS) for (const word of words) expect(kindOfType(word), word).toBe(kind);
    for (const [kind, words] of REGIONAL_KINDS) for (const word of words) expect(kindOfType(word), word).toBe(kind);
    expect(REGIONAL_KINDS.flatMap(([, words]) => words)).toContain("triple decker");
  });

  it("changes its hash with any word, and keeps it for the same data", () => {
    const english = KIND_FILES.find((file) => file.language === "English")!;
    const others = KIND_FILES.filter((file) => file !== english);
    expect(vocabularyHash(kindPhrases([english, ...others]))).toBe(vocabularyHash(kindPhrases(KIND_FILES)));
    const changed = kindPhrases([withWord(english, "house", "houseboat"), ...others]);
    expect(vocabularyHash(changed)).not.toBe(vocabularyHash(kindPhrases(KIND_FILES)));
    expect(kindOfType("Houseboat", changed)).toBe("house");
  });
});

describe("the feature lexicon", () => {
  const files = async () => ({
    en: (await import("@/lexicon/features.en.json")).default,
    es: (await import("@/lexicon/features.es.json")).default,
    fr: (await import("@/lexicon/features.fr.json")).default,
  });

  it("gives every feature words in the three languages, the first being how it is shown", () => {
    const pool = FEATURES.find((feature) => feature.id === "pool")!;
    expect([pool.words.en[0], pool.words.es[0], pool.words.fr[0]]).toEqual(["pool", "piscina", "piscine"]);
    expect(featureNear("lake_view")?.fr.of).toContain("lac");
    expect(FEATURES.every((feature) => feature.words.en.length && feature.words.es.length && feature.words.fr.length)).toBe(true);
  });

  it("refuses files whose features differ in id or order, a view of no feature, or a feature without words", async () => {
    const { en, es, fr } = await files();
    expect(readFeatureFiles({ en, es, fr }).fr.language).toBe("French");
    const [first, second, ...rest] = Object.entries(es.features);
    const reordered = { ...es, features: Object.fromEntries([second!, first!, ...rest]) };
    expect(() => readFeatureFiles({ en, es: reordered, fr })).toThrow(/not English's, in the same order/);
    expect(() => readFeatureFiles({ en, es, fr: { ...fr, views: { ...fr.views, of: { ...fr.views.of, castle_view: ["chateau"] } } } })).toThrow(
      /view of no feature: castle_view/,
    );
    expect(() => readFeatureFiles({ en: { ...en, features: { ...en.features, pool: [] } }, es, fr })).toThrow(z.ZodError);
  });
});
