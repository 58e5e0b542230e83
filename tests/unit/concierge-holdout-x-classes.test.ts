import { describe, expect, it } from "vitest";
import { listingReply } from "@/lib/ai/concierge/answer-listing";
import { readContact } from "@/lib/ai/concierge/contact";
import { questionsOf, understand } from "@/lib/ai/concierge/parse";
import { phrasesFor } from "@/lib/ai/concierge/phrases";
import { listingQuestion } from "@/lib/ai/concierge/questions";
import { fold } from "@/lib/ai/concierge/text";
import { EMPTY_STATE } from "@/lib/ai/concierge/types";
import { checkVisitorMessage } from "@/lib/fair-housing/check";
import { conciergeListing } from "@/tests/fixtures/concierge-listing";

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

describe("a pet deposit is an amount written as a deposit", () => {
  const rental = (value: string) => conciergeListing({ saleType: "for_rent", price: 1_500, deposit: 1_500, extension: [{ Key: "Pets", value }] });
  const moveIn = { field: "moveIn" as const, withPets: true as const };
  it("a pet rent and a count of animals are none", () => {
    expect(listingReply(phrasesFor("English"), rental("Cats only (max 2), $35/month pet rent per cat"), moveIn).text).toContain("= $3,000");
  });
  it("an amount before 'pet deposit' is one", () => {
    expect(listingReply(phrasesFor("English"), rental("One dog under 30 lb with a $300 pet deposit"), moveIn).text).toContain("pet deposit $300 = $3,300");
  });
});

describe("an offer on a home, and features that only describe it", () => {
  it("asks the offer, not the view", () => {
    expect(parts("the condo w the lake view, can i make an offer?")).toEqual([{ beyond: "negotiation" }]);
    expect(parts("el piso con terraza, ¿puedo hacer una oferta?")).toEqual([{ beyond: "negotiation" }]);
  });
});

describe("told when a home comes out, with a way to reach them", () => {
  const focused = { ...EMPTY_STATE, results: [6], focus: [6] };
  it.each(["ok, soy Ana Ruiz, 655 12 34 56, avisadme cuando salga", "tell me when it is listed, jo@example.com"])("%s is a lead for that home", (text) =>
    expect(understand(text, focused, { cities: [] }).intent).toMatchObject({ kind: "lead", listing: { id: 6 } }),
  );
  it("an alert for homes like it stays an alert", () =>
    expect(understand("set up an alert for me: jo@example.com", focused, { cities: [] }).intent).toMatchObject({ kind: "alert" }));
});

describe("a count of one, with the best of them", () => {
  it.each([
    ["Spanish", { one: "casa", many: "casas", gender: "f", rest: " en venta" }, "Hay una sola casa en venta."],
    ["French", { one: "studio", many: "studios", gender: "m", rest: " à louer" }, "Il n'y a qu'un studio à louer."],
    ["English", { one: "condo", many: "condos", gender: "m", rest: " for sale" }, "There is only one condo for sale."],
  ] as const)("in %s", (language, subject, said) => expect(phrasesFor(language).counted(1, subject)).toBe(said));
});

describe("a question of the homes one name finds", () => {
  const islands = [
    {
      phrase: "sur l'île",
      listings: [
        { id: 11, address: "14 rue Kervégan", saleType: "for_sale", status: "Active", kind: "apartment" },
        { id: 13, address: "41 boulevard de la Prairie", saleType: "for_rent", status: "Active", kind: "apartment" },
      ],
    },
  ];
  it("is answered of each", () =>
    expect(understand("la visite groupée sur l'île c quand ?", EMPTY_STATE, { cities: [], named: islands }).intent).toEqual({
      kind: "compare",
      listings: [{ id: 11 }, { id: 13 }],
      question: { field: "tours" },
    }));
});
