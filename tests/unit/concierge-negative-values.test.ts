import { describe, expect, it } from "vitest";
import { mentionsFeature } from "@/lib/ai/concierge/listing-facts";
import { isNegativeValue } from "@/lib/ai/concierge/negative-values";
import { NEGATIVE_VALUES, NOT_NEGATIVE_VALUES } from "@/tests/fixtures/negative-values";

// Values and phrases that say a feature is absent or forbidden, in the three languages, the
// same way migration 0011's casabot_negative_value reads them for the search.

const facts = (description: string, extension: { Key: string; value: string }[] = []) => ({ description, extension, parkingSpots: 0 });

describe("isNegativeValue", () => {
  it.each([...NEGATIVE_VALUES, "not permitted here"])("%s says no", (value) => expect(isNegativeValue(value)).toBe(true));
  it.each(NOT_NEGATIVE_VALUES)("%s does not", (value) => expect(isNegativeValue(value)).toBe(false));
});

describe("mentionsFeature with negative pairs and forbidding words", () => {
  it.each([
    [[{ Key: "Pets", value: "Not permitted" }], "pet_friendly", "no"],
    [[{ Key: "Mascotas", value: "No se admiten" }], "pet_friendly", "no"],
    [[{ Key: "Animaux", value: "Interdits" }], "pet_friendly", "no"],
    [[{ Key: "Mascotas", value: "Ninguna" }], "pet_friendly", "no"],
    [[{ Key: "Pets", value: "Cats only" }], "pet_friendly", "yes"],
    [[{ Key: "Piscine", value: "Oui" }], "pool", "yes"],
    [[{ Key: "Pool", value: "" }], "pool", "unknown"],
  ] as const)("%j → %s: %s", (extension, id, expected) => {
    expect(mentionsFeature(facts("", [...extension]), id)).toBe(expected);
  });

  it.each([
    ["Quiet unit; dogs are not allowed.", "pet_friendly", "no"],
    ["Piso con balcón, mascotas no permitidas.", "pet_friendly", "no"],
    ["Appartement, animaux interdits.", "pet_friendly", "no"],
    ["Cats welcome, dogs allowed.", "pet_friendly", "yes"],
    ["Ático luminoso. No se aceptan perros.", "pet_friendly", "no"],
    ["Condo that doesn't allow pets.", "pet_friendly", "no"],
    ["Prohibidas las mascotas.", "pet_friendly", "no"],
    ["Studio; les chiens ne sont pas acceptés.", "pet_friendly", "no"],
    ["Maison, n'accepte pas les animaux.", "pet_friendly", "no"],
  ] as const)("%s → %s: %s", (description, id, expected) => {
    expect(mentionsFeature(facts(description), id)).toBe(expected);
  });
});

describe("feature names", () => {
  it("names every feature of features.ts in each language as it reads after with/con/avec", async () => {
    const { FEATURES } = await import("@/lib/ai/concierge/features");
    const { hasOwnName } = await import("@/lib/ai/concierge/feature-names");
    expect(FEATURES.filter(({ id }) => !hasOwnName(id)).map(({ id }) => id)).toEqual([]);
  });
});
