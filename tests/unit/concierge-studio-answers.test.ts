import { describe, expect, it } from "vitest";
import { composeAnswer } from "@/lib/ai/concierge/compose";
import type { AnswerSettings } from "@/lib/ai/concierge/results";
import type { Intent } from "@/lib/ai/concierge/types";
import { nantesStudio } from "@/tests/fixtures/concierge-listing";

// A search for no bedroom asks for studios: the answer names them by their noun in each
// language, never "0 bedrooms", "0 habitaciones" or "0 chambres".

const cities = ["Nantes"];
const settings: AnswerSettings = { welcomeMessage: "", talkToHumanResponseMessage: "", cities };
const studio = nantesStudio();

describe("a search for studios", () => {
  it.each([
    ["English", "I found one studio for rent in Nantes:"],
    ["Spanish", "Encontré un estudio en alquiler en Nantes:"],
    ["French", "J'ai trouvé un studio à louer à Nantes :"],
  ] as const)("is said with the noun in %s", (language, first) => {
    const intent: Intent = { kind: "search", filters: { city: "Nantes", saleType: "for_rent", bedrooms: { min: 0, max: 0 } }, limit: 3 };
    const text = composeAnswer({ intent, result: { kind: "search", total: 1, listings: [studio] }, language, settings }).text;
    expect(text.split("\n")[0]).toBe(first);
    expect(text).not.toMatch(/ 0 (?:bedroom|habitaci|chambre)/);
  });

  it("says no separate bedroom of a house", () => {
    const intent: Intent = { kind: "search", filters: { city: "Nantes", kinds: ["house"], bedrooms: { max: 0 } }, limit: 3 };
    const text = composeAnswer({ intent, result: { kind: "search", total: 0, listings: [], cities }, language: "English", settings }).text;
    expect(text).toContain("houses in Nantes with no separate bedroom");
  });

  it("compares a studio's bedrooms by its noun", () => {
    const flat = { ...studio, id: 10, mlsNumber: "NTE10", address: "8 rue Kervégan", bedrooms: 2 };
    const intent: Intent = { kind: "compare", listings: [{ id: 9 }, { id: 10 }], aspect: "bedrooms" };
    const text = composeAnswer({ intent, result: { kind: "compare", listings: [studio, flat], missing: [] }, language: "English", settings }).text;
    expect(text).toContain("2 bd vs studio");
    expect(text).not.toMatch(/(?:^|[^\d])0 bd/);
  });
});
