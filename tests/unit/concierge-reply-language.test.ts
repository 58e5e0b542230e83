import { describe, expect, it } from "vitest";
import { understand } from "@/lib/ai/concierge/parse";
import { EMPTY_STATE, type Language } from "@/lib/ai/concierge/types";

// The visitor's language from a short message of a city, a kind and a feature or two: the city's
// name (or its nickname) and words every language uses for a home ("condo", "villa", "loft") say
// nothing; a feature's word of one language ("pool", "piscina", "ascenseur") and English "w/" do.

const cities = ["Tampa", "San Antonio", "Málaga", "Nice", "New Orleans"];
const language = (message: string): Language => understand(message, EMPTY_STATE, { cities }).visitorLanguage;

describe("the language of a short message", () => {
  it.each([
    ["tampa condo w/ pool + dock?", "English"],
    ["san antonio villa, pool, big yard", "English"],
    ["nola loft w/balcony", "English"],
    ["condo balcony fireplace tampa", "English"],
    ["duplex w/o hoa in tampa", "English"],
    // A listing's shorthand is English: an n-gram detector reads "2 bed condo" as Spanish.
    ["2 bed condo tampa", "English"],
    ["1 bath condo", "English"],
    ["condo 3 bed san antonio", "English"],
    ["villa málaga piscina", "Spanish"],
    ["loft con ascensor málaga", "Spanish"],
    ["condo málaga terraza y garaje", "Spanish"],
    ["villa nice piscine", "French"],
    ["loft nice ascenseur cave", "French"],
    ["condo à nice avec terrasse", "French"],
  ] as const)("%s is %s", (message, expected) => {
    expect(language(message)).toBe(expected);
  });

  it("takes no grammar word away with a city's nickname of several words", () => {
    // "San Diego CA" and "La Nouvelle-Orléans" hold "ca" and "la", which a French visitor writes too.
    expect(understand("salut ! ça va ?", EMPTY_STATE, { cities: ["San Diego", "New Orleans"] }).visitorLanguage).toBe("French");
    expect(understand("nola condo w/ pool", EMPTY_STATE, { cities: ["New Orleans"] }).visitorLanguage).toBe("English");
  });
});

describe("a message that leaves a contact and says enough besides", () => {
  // A name and a number keep the conversation's language; a whole question beside them is read for its own.
  const english = { ...EMPTY_STATE, language: "English" as const };
  it("is read in its own language", () => {
    const read = (text: string) => understand(text, english, { cities: ["San Diego"] }).visitorLanguage;
    expect(read("la maison avec vue sur la baie à San Diego, elle coûte combien ? on peut la visiter samedi à 10h ? marie@example.com")).toBe("French");
    expect(read("¿la casa con vista a la bahía cuánto cuesta? ¿podemos verla el sábado a las 10? marie@example.com")).toBe("Spanish");
    expect(read("Mon GSM : 919 555 0131. Thomas Peeters")).toBe("English");
  });
});
