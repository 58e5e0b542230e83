import { describe, expect, it } from "vitest";
import { readContact } from "@/lib/ai/concierge/contact";
import { questionsOf, understand } from "@/lib/ai/concierge/parse";
import { listingQuestion } from "@/lib/ai/concierge/questions";
import { fold } from "@/lib/ai/concierge/text";
import { EMPTY_STATE } from "@/lib/ai/concierge/types";
import { checkVisitorMessage } from "@/lib/fair-housing/check";

// The classes blind set X (Missoula, Gijón, Nantes) found, each as a behaviour over words the set never used.

const ask = (text: string) => listingQuestion(fold(text));
const parts = (text: string) => {
  const asked = questionsOf(fold(text));
  return [asked.question, ...(asked.also ?? [])];
};

describe("the language a visitor writes in is nobody's origin", () => {
  it.each([
    "sorry my spanish is bad, can you say in english how many bathrooms?",
    "mi francés no es muy bueno, ¿me lo dices en español?",
    "désolé, mon anglais n'est pas terrible, en français svp : combien de chambres ?",
    "can you answer in French please?",
  ])("%s is answered", (text) => expect(checkVisitorMessage(text)).toBeNull());
  it.each(["homes away from french people, in english please", "un quartier sans espagnols, en français svp", "zona sin franceses, en español por favor"])(
    "%s is still declined",
    (text) => expect(checkVisitorMessage(text)).not.toBeNull(),
  );
});

describe("phones written in pairs, as Spain and France write them", () => {
  it.each([
    ["apuntame, soy Lucía Gómez, 655 12 34 56", "655 12 34 56"],
    ["rappelez-moi au 07 81 22 45 10 merci", "07 81 22 45 10"],
    ["Pablo, +34 612 44 90 12", "+34 612 44 90 12"],
  ])("%s leaves %s", (text, phone) => expect(readContact(text, fold(text))?.phone).toBe(phone));
  it("a price in thousands is no phone", () => expect(readContact("hasta 450 000 €", fold("hasta 450 000 €"))).toBeUndefined());
});

describe("short ways of asking what is stored", () => {
  it.each([
    ["is the bungalow still avail?", { field: "status" }],
    ["le duplex c combien ?", { field: "price" }],
    ["¿a cuántos pies cuadrados equivale?", { field: "area", unit: "imperial" }],
    ["la parcelle fait combien d'ares ?", { field: "lotArea" }],
    ["¿tiene tour virtual?", { field: "tours" }],
  ])("%s", (text, expected) => expect(ask(text)).toMatchObject(expected));
  it.each(["¿admiten a mi perrete?", "mon toutou est accepté ?"])("%s asks about dogs", (text) =>
    expect(ask(text)).toMatchObject({ feature: "pet_friendly", species: "dog" }),
  );
  it("asks the status and the price, each", () => {
    expect(parts("il est tjrs dispo le T2 ? c combien")).toEqual([{ field: "status" }, { field: "price" }]);
  });
});

describe("what no listing says, in the visitor's words", () => {
  it.each([
    ["¿cuánto costaría cambiar el baño?", "works"],
    ["combien couterait de remplacer les fenêtres ?", "works"],
    ["¿qué tal están los coles de la zona?", "schoolQuality"],
    ["c'est calme la nuit dans le quartier ?", "noise"],
    ["¿hay mucho botellón por ahí?", "noise"],
  ])("%s is %s", (text, beyond) => expect(parts(text)).toContainEqual({ beyond }));
});

describe("the same question asked again of a home named by its street", () => {
  const asked = { ...EMPTY_STATE, results: [2], focus: [2], asked: [{ feature: "pet_friendly" }] };
  const costa = [{ phrase: "Costa", listings: [{ id: 5, address: "Avenida de la Costa 12", saleType: "for_rent", status: "Active", kind: "apartment" }] }];
  it("y en la de la avenida de la Costa?", () =>
    expect(understand("y en la de la avenida de la Costa?", asked, { cities: [], named: costa }).intent).toEqual({
      kind: "listing",
      listing: { id: 5 },
      question: { feature: "pet_friendly" },
    }));
});

describe("a postal code followed by a comma", () => {
  it("is still where the homes are", () => {
    expect(understand("anything in 44300, with a garden?", EMPTY_STATE, { cities: [] }).intent).toMatchObject({ filters: { postalCode: "44300" } });
    expect(understand("budget 44,300 a year", EMPTY_STATE, { cities: [] }).intent).not.toMatchObject({ filters: { postalCode: "44300" } });
  });
});
