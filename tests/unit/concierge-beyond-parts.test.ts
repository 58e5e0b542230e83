import { describe, expect, it } from "vitest";
import { composeAnswer } from "@/lib/ai/concierge/compose";
import { understand } from "@/lib/ai/concierge/parse";
import type { AnswerSettings } from "@/lib/ai/concierge/results";
import { EMPTY_STATE, type ConversationState } from "@/lib/ai/concierge/types";
import { nantesStudio } from "@/tests/fixtures/concierge-listing";

// A question no listing answers, asked of one home beside what its listing does hold ("how long has it been
// listed? think they'd drop the price?"): each part answered, the one beyond the data said honestly as unknown,
// never answered with another fact (the price for "how much could I rent it for").

const cities = ["Nantes", "Austin"];
const settings: AnswerSettings = { welcomeMessage: "", talkToHumanResponseMessage: "", cities };
const studio = nantesStudio({ daysOnMarket: 112, extension: [{ Key: "School district", value: "Nantes Centre" }] });
const focused: ConversationState = { ...EMPTY_STATE, focus: [studio.id], results: [studio.id] };
const read = (message: string, state = focused) => understand(message, state, { cities }).intent;

describe("a part beyond the data, beside a part the listing answers", () => {
  it.each([
    ["how long has it been listed? think they'd drop the price?", [{ field: "daysOnMarket" }, { beyond: "negotiation" }]],
    ["which school district is it in and is it a good school?", [{ extension: "school district" }, { beyond: "schoolQuality" }]],
    ["does it have a balcony? how much could i rent it for", [{ feature: "balcony" }, { beyond: "rentalIncome" }]],
    ["¿cuántos días lleva en venta? ¿por qué tanto tiempo?", [{ field: "daysOnMarket" }, { beyond: "why" }]],
    ["combien de jours est-il sur le marché ? pourquoi si longtemps ?", [{ field: "daysOnMarket" }, { beyond: "why" }]],
    ["le prix est négociable ? et il y a un parking ?", [{ beyond: "negotiation" }, { field: "parkingSpots" }]],
    ["think they would lower the rent? and is it furnished?", [{ beyond: "negotiation" }, { feature: "furnished" }]],
  ] as const)("%s", (message, questions) => {
    const intent = read(message);
    expect(intent.kind).toBe("listing");
    if (intent.kind !== "listing") return;
    expect([intent.question, ...(intent.also ?? [])]).toMatchObject(questions);
  });

  it("answers each part, the one beyond the data as not known, and never with the price", () => {
    const intent = read("how long has it been listed? think they'd drop the price?");
    const answer = composeAnswer({ intent, result: { kind: "listing", listing: studio }, language: "English", settings });
    expect(answer.text).toContain("112 days");
    expect(answer.text).toMatch(/lower price is not something the listing can tell me; an agent can ask for you/);
    expect(answer.text).not.toMatch(/listed at|€\/month/);
  });
});

describe("a question beyond the data, asked of the home just shown", () => {
  it.each([
    ["et combien de temps il faut pour aller à la plage à pied ?", "travelTime"],
    ["is the street noisy at night?", "noise"],
    ["¿es ruidoso el barrio los fines de semana?", "noise"],
  ])("%s", (message, topic) => expect(read(message)).toMatchObject({ kind: "listing", listing: { id: studio.id }, question: { beyond: topic } }));

  it("stays a search when it asks for homes", () => {
    expect(read("houses in Austin within walking distance of the beach").kind).toBe("search");
  });

  it("keeps 'depuis combien de temps' a question of days on the market, and 'why not?' an agreement", () => {
    expect(read("depuis combien de temps est-il sur le marché ?")).toMatchObject({ kind: "listing", question: { field: "daysOnMarket" } });
    expect(read("why not?")).not.toMatchObject({ question: { beyond: "why" } });
  });
});

describe("the price of a rental asked in French", () => {
  it("reads 'combien coûte la location' as the rent, not the address", () => {
    expect(read("combien coûte la location ?")).toMatchObject({ kind: "listing", question: { field: "price" } });
    expect(read("quelle est la location exacte ?")).toMatchObject({ kind: "listing", question: { field: "address" } });
  });
});

describe("a home named with nothing of it asked, beside a question beyond any listing", () => {
  it("is the honest no-answer, not the home's card", () => {
    const intent = understand("what are mortgage rates right now? thinking about NTE9", EMPTY_STATE, { cities }).intent;
    expect(intent).toEqual({ kind: "beyond" });
  });
});

describe("homes compared on what the message asks of them", () => {
  const compared: ConversationState = { ...EMPTY_STATE, focus: [1, 2], results: [1, 2] };
  it.each([
    ["which one is the better deal per sq ft?", "pricePerArea", undefined],
    ["laquelle a le meilleur prix au pied carré ?", "pricePerArea", undefined],
    ["which is cheaper per square foot?", "pricePerArea", undefined],
    ["what's the HOA of each?", "hoa", undefined],
    ["¿cuál es la diferencia de precio entre las dos? ¿y por m2?", "price", ["pricePerArea"]],
  ] as const)("%s", (message, aspect, aspects) => {
    const intent = read(message, compared);
    expect(intent).toMatchObject({ kind: "compare", listings: [{ id: 1 }, { id: 2 }], aspect });
    expect(intent.kind === "compare" ? intent.aspects : null).toEqual(aspects);
  });

  it("compares the few homes a search just listed on the field asked", () => {
    const listed: ConversationState = { ...EMPTY_STATE, criteria: { filters: { city: "Austin", kinds: ["condo"] } }, results: [1, 2], total: 2 };
    expect(read("which one is the better deal per sq ft?", listed)).toMatchObject({
      kind: "compare",
      listings: [{ id: 1 }, { id: 2 }],
      aspect: "pricePerArea",
    });
  });

  it("compares no price of a home for sale with a rent, per area or whole", () => {
    const sale = nantesStudio({ id: 1, saleType: "for_sale", price: 180_000, buildingArea: 48 });
    const rental = nantesStudio({ id: 2, saleType: "for_rent", price: 3_000, buildingArea: 150 });
    const intent = read("which one is the better deal per sq ft?", compared);
    const answer = composeAnswer({ intent, result: { kind: "compare", listings: [sale, rental], missing: [] }, language: "English", settings });
    expect(answer.text).not.toMatch(/cheaper for its size/);
    expect(answer.text).toContain("One is for sale and the other for rent, so their prices don't compare");
  });

  it("is no question of safety when a deal is a price", async () => {
    const { checkVisitorMessage } = await import("@/lib/fair-housing/check");
    expect(checkVisitorMessage("which one is the better deal per sq ft?")).toBeNull();
    expect(checkVisitorMessage("y a du deal dans le quartier ?")).toEqual({ kind: "safety" });
    expect(checkVisitorMessage("is it a good deal or is the area unsafe at night?")).toEqual({ kind: "safety" });
  });
});

// A guide, service or support animal is not a pet: the answer says so in the visitor's language and offers an agent to
// confirm it for the home, instead of listing homes that take pets (fair-housing sets V and W's look-alikes).
describe("a guide or service animal asked about", () => {
  it.each([
    ["Can I have my service dog at the Lakeshore apartments? The listing says no pets", "English", /not treated as a pet/],
    ["¿Aceptan perros? tengo perro guía porque soy ciega, el anuncio dice que no se admiten mascotas", "Spanish", /no suele considerarse una mascota/],
    [
      "j'ai un chien d'assistance, le règlement interdit les animaux, c'est un problème ?",
      "French",
      /n'est en général pas considéré comme un animal de compagnie/,
    ],
  ] as const)("%s", (message, language, said) => {
    for (const state of [EMPTY_STATE, focused]) {
      const intent = read(message, state);
      expect(intent).toEqual({ kind: "beyond", topic: "assistanceAnimal" });
      const answer = composeAnswer({ intent, result: { kind: "none" }, language, settings });
      expect(answer.text).toMatch(said);
      expect(answer.noAnswer).toBe(false);
    }
  });
});

// An offer's amount, a nightly rent, an investment's worth, short-term letting: no listing says; never a search for homes under
// the amount offered, nor a list of homes.
describe("questions beyond the data about money a home might make or take", () => {
  it.each([
    ["would they take 800k?", { kind: "listing", question: { beyond: "negotiation" } }],
    ["si je propose 850 000, le vendeur accepterait ?", { kind: "listing", question: { beyond: "negotiation" } }],
    ["what would it rent for per night?", { kind: "listing", question: { beyond: "rentalIncome" } }],
  ] as const)("%s (of the home in focus)", (message, expected) => expect(read(message)).toMatchObject(expected));
  it.each([
    "investor here. any place in Nantes I can legally airbnb?",
    "vale la pena invertir en Nantes? cuanto se valoriza al año",
    "est-ce un bon investissement à Nantes ?",
  ])("%s", (message) => expect(read(message, EMPTY_STATE)).toEqual({ kind: "beyond" }));
});

// Applying and qualifying (papers, guarantors, credit, eligibility, what a landlord may ask): no listing says; never a
// list of homes (fair-housing sets V to Y's look-alikes were answered with listing dumps).
describe("questions about applying and qualifying", () => {
  it.each([
    "Just moved to the US and have zero credit history here. What can I use instead to apply for an apartment?",
    "Tengo 19 años, ¿puedo firmar un contrato de arriendo solo o necesito aval?",
    "J'ai un trouble stabilisé, dois-je le mentionner dans mon dossier de location ?",
    "I'm 58 and my wife is 52, do we qualify to buy in a 55+ community?",
  ])("%s", (message) => expect(read(message, EMPTY_STATE)).toEqual({ kind: "beyond" }));
});

// "Does the house have a safe?" with no home named, shown or in focus: which home is asked back, in the visitor's language,
// rather than a list of every home with it; a home the words do find ("the house in Austin", "l'appart vue lac") is searched.
describe("a question about 'the <kind>' that names no home", () => {
  it.each([
    ["¿El departamento tiene caja fuerte empotrada? Trabajo desde casa", "Spanish", /¿De qué vivienda me hablas\?/],
    ["Y a-t-il un coffre-fort dans l'appartement ?", "French", /De quel logement parlez-vous \?/],
    ["how many bedrooms does the condo have?", "English", /Which home do you mean\?/],
  ] as const)("%s", (message, language, said) => {
    const intent = read(message, EMPTY_STATE);
    expect(intent).toEqual({ kind: "clarify" });
    expect(composeAnswer({ intent, result: { kind: "none" }, language, settings }).text).toMatch(said);
  });
  it.each(["does the house in Nantes have a pool?", "l'appart vue lac a un ascenseur ?", "the cheapest house in Nantes?", "houses with a pool?"])(
    "%s is searched",
    (message) => expect(read(message, EMPTY_STATE).kind).not.toBe("clarify"),
  );
  it("is a question of the home in focus when there is one", () => expect(read("does the house have a pool?").kind).toBe("listing"));
});
