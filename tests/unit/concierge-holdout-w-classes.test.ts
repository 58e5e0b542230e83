import { describe, expect, it } from "vitest";
import { listingReply } from "@/lib/ai/concierge/answer-listing";
import { questionsOf, understand } from "@/lib/ai/concierge/parse";
import { phrasesFor } from "@/lib/ai/concierge/phrases";
import { listingQuestion } from "@/lib/ai/concierge/questions";
import { fold } from "@/lib/ai/concierge/text";
import { readState } from "@/lib/ai/concierge/state";
import { whenShownPairs } from "@/lib/ai/concierge/status";
import { EMPTY_STATE } from "@/lib/ai/concierge/types";
import { checkVisitorMessage } from "@/lib/fair-housing/check";
import { conciergeListing } from "@/tests/fixtures/concierge-listing";

// The classes blind set W (Bend, Málaga, Montpellier) found, each as a behaviour over words the set never used.

const ask = (text: string) => listingQuestion(fold(text));
const parts = (text: string) => questionsOf(fold(text));

describe("a number of rooms given names the home; it asks nothing", () => {
  it.each([
    ["what's the hoa on the 4 bedroom by the park?", { field: "hoa" }],
    ["la casa de 2 baños, ¿cuánto es el ibi?", { extension: "ibi" }],
    ["le 3 ch. près du tram, il est de quelle année ?", { field: "yearBuilt" }],
  ])("%s asks the other fact", (text, expected) => expect(ask(text)).toMatchObject(expected));
  it.each(["is it really 4 bedrooms?", "¿de verdad son 3 dormitorios?", "how many bedrooms?"])("%s asks the rooms", (text) =>
    expect(ask(text)).toMatchObject({ field: expect.stringMatching(/^bed/) }),
  );
  it("skips a part that only gives the rooms", () => {
    expect(parts("the 2 bed on elm, year built?")).toEqual({ question: { field: "yearBuilt" } });
  });
});

describe("a plot's bare noun names the home", () => {
  it.each([
    ["asking price for the creek lot?", "price"],
    ["¿cuánto piden por el terreno de la loma?", "price"],
    ["le terrain du coteau, il a combien de jours sur le marché ?", "daysOnMarket"],
    ["how big is the lot?", "lotArea"],
    ["how many acres is that land?", "lotArea"],
  ])("%s asks %s", (text, field) => expect(ask(text)).toMatchObject({ field }));
  it("asks a size once, in the unit a part names", () => {
    expect(parts("the hillside lot, how many hectares is it?")).toEqual({ question: { field: "lotArea", unit: "metric" } });
  });
});

describe("parts of a long message are read when the whole names no question", () => {
  it("finds the fact asked before a story", () => {
    const text = "c'est quoi la taxe foncière de la maison ? ma sœur m'a dit que dans le coin c'était énorme et on hésite encore beaucoup";
    expect(parts(text).question).toMatchObject({ extension: expect.stringContaining("taxe fonciere") });
  });
});

describe("a raised budget, said in the visitor's words", () => {
  it.each([
    ["et si je monte a 2000 ?", 2000],
    ["y si subo a 950?", 950],
    ["what if I stretch to 700k", 700_000],
  ])("%s is a new ceiling", (text, max) => expect(understand(text, EMPTY_STATE, { cities: [] }).intent).toMatchObject({ filters: { price: { max } } }));
});

describe("air conditioning, as Spanish speakers say it", () => {
  it("¿el dúplex tiene aire? asks it of the home in view", () =>
    expect(understand("¿el dúplex tiene aire?", { ...EMPTY_STATE, focus: [3], results: [3] }, { cities: [] }).intent).toMatchObject({
      question: { feature: "air_conditioning" },
    }));
  it("busco algo con aire searches for it", () =>
    expect(understand("busco algo con aire", EMPTY_STATE, { cities: [] }).intent).toMatchObject({
      kind: "search",
      filters: { features: ["air_conditioning"] },
    }));
  it("leaves the open air alone", () => {
    expect(understand("piscina al aire libre", EMPTY_STATE, { cities: [] }).intent).not.toMatchObject({ filters: { features: ["air_conditioning"] } });
  });
});

describe("a fact no aspect orders, asked of each home compared", () => {
  const compared = { ...EMPTY_STATE, focus: [4, 9], results: [4, 9] };
  it.each([
    ["and the water heater of each?", "water heater"],
    ["et le DPE des deux ?", "dpe"],
    ["¿y el IBI de cada una?", "ibi"],
  ])("%s asks it of both", (text, extension) =>
    expect(understand(text, compared, { cities: [] }).intent).toEqual({
      kind: "compare",
      listings: [{ id: 4 }, { id: 9 }],
      question: { extension },
    }),
  );
});

describe("a building of the chatbot's own whose name holds a group's word", () => {
  const text = "on aimerait visiter le T3 de la résidence les protestants jeudi";
  it("is a place when the listing's own address writes it as a name", () => {
    expect(checkVisitorMessage(text, [{ phrase: "résidence les protestants", names: ["Résidence Les Protestants, 4 rue Haute"] }])).toBeNull();
  });
  it("is read as people when nothing writes it as a name", () => {
    expect(checkVisitorMessage(text, ["résidence les protestants"])).not.toBeNull();
  });
  it("still declines a steer beside the name", () => {
    const steer = "un quartier avec surtout des protestants, près de la résidence les protestants";
    expect(checkVisitorMessage(steer, [{ phrase: "résidence les protestants", names: ["Résidence Les Protestants, 4 rue Haute"] }])).not.toBeNull();
  });
});

describe("works and a lower price, asked of one home, are beyond its listing", () => {
  it.each([
    ["what would it cost to finish the basement, and would they come down 20k?", ["works", "negotiation"]],
    ["¿cuánto costaría reformar la cocina?", ["works"]],
    ["combien coûteraient les travaux de la salle de bain ?", ["works"]],
  ])("%s", (text, topics) => {
    const asked = parts(text);
    expect([asked.question, ...(asked.also ?? [])].map((one) => one && "beyond" in one && one.beyond)).toEqual(topics);
  });
  it("answers in the visitor's language that the listing cannot say", () => {
    const listing = conciergeListing();
    expect(listingReply(phrasesFor("Spanish"), listing, { beyond: "works" }).text).toMatch(/^El anuncio de 9 Birch Ln, Tulsa no dice cuánto costaría/);
    expect(listingReply(phrasesFor("French"), listing, { beyond: "works" }).noAnswer).toBe(true);
  });
});

describe("how a feature is, when the owner's words do not say", () => {
  const listing = conciergeListing({ extension: [{ Key: "Garage", value: "Two cars, alley access" }] });
  it("quotes the owner's words and says the way asked is not stated", () => {
    const asked = ask("is the garage heated?");
    expect(asked).toMatchObject({ feature: "garage", how: "heated" });
    const reply = listingReply(phrasesFor("English"), listing, asked!);
    expect(reply.text).toContain("Two cars, alley access");
    expect(reply.text).toContain("doesn't say whether it is heated");
  });
  it("says nothing more when the owner's words say it", () => {
    const heated = conciergeListing({ extension: [{ Key: "Garage", value: "Heated two-car garage" }] });
    expect(listingReply(phrasesFor("English"), heated, ask("is the garage heated?")!).text).not.toContain("doesn't say");
    const covered = conciergeListing({ extension: [{ Key: "Stationnement", value: "Place couverte en sous-sol" }] });
    expect(listingReply(phrasesFor("French"), covered, ask("le parking est couvert ?")!).text).not.toContain("ne précise pas");
  });
});

describe("one home recalled by what it has, with facts asked of it", () => {
  it("asks the facts of the one the words find", () => {
    expect(understand("there was one with a sauna, what year was it built?", EMPTY_STATE, { cities: [] }).intent).toMatchObject({
      kind: "search",
      filters: { features: ["sauna"] },
      question: { field: "yearBuilt" },
    });
    expect(understand("había una con bodega, ¿de qué año es?", EMPTY_STATE, { cities: [] }).intent).toMatchObject({
      kind: "search",
      question: { field: "yearBuilt" },
    });
  });
  it("leaves a plain search a search", () => {
    expect(understand("any homes with a wine cellar?", EMPTY_STATE, { cities: [] }).intent).not.toHaveProperty("question");
  });
});

describe("talk of the weather is no search", () => {
  it.each(["uf que calor hace hoy en Sevilla", "il fait chaud aujourd'hui à Nice hein", "so hot today in Phoenix lol"])("%s", (text) =>
    expect(understand(text, EMPTY_STATE, { cities: ["Sevilla", "Nice", "Phoenix"] }).intent).toEqual({ kind: "offtopic" }),
  );
});

describe("a count, and which homes it is made of", () => {
  const read = (text: string) => understand(text, EMPTY_STATE, { cities: ["Nantes"] }).intent;
  it.each([
    "how many houses for sale in Nantes, and which ones?",
    "¿cuántos pisos en alquiler hay en Nantes y cuáles son?",
    "combien de maisons à vendre à Nantes et lesquelles ?",
  ])("%s lists them with the count", (text) => expect(read(text)).toMatchObject({ kind: "search", counted: true, limit: 5 }));
  it("a count alone stays a count", () => expect(read("how many houses for sale in Nantes?")).toMatchObject({ kind: "count" }));
});

describe("homes one name finds, told apart by the kind named before the sale type", () => {
  const span = {
    phrase: "de Triana",
    listings: [
      { id: 1, address: "Calle Pureza 3", saleType: "for_rent", status: "Active", kind: "other" },
      { id: 2, address: "Calle Betis 8", saleType: "for_sale", status: "Active", kind: "apartment" },
    ],
  };
  it("the flat, though the message's money words read as a rent", () => {
    expect(understand("el piso de Triana, ¿cuánto paga de comunidad al mes?", EMPTY_STATE, { cities: ["Sevilla"], named: [span] }).intent).toMatchObject({
      kind: "listing",
      listing: { id: 2 },
    });
  });
});

describe("the best of a superlative, with facts asked of it", () => {
  const read = (text: string) => understand(text, EMPTY_STATE, { cities: ["Tucson"] }).intent;
  it.each([
    ["what's the biggest house in Tucson? what year was it built?", { field: "yearBuilt" }],
    ["la casa más barata de Tucson, ¿tiene piscina?", { feature: "pool" }],
    ["le bien le moins cher à Tucson, la taxe foncière c'est combien ?", { extension: expect.stringContaining("taxe fonciere") }],
  ])("%s asks it of the one found", (text, question) => expect(read(text)).toMatchObject({ kind: "search", limit: 1, question }));
  it("keeps the kind as said: the cheapest condo is a condo, not an apartment a named home's kind would allow", () => {
    expect(read("the cheapest condo in Tucson, does it allow pets?")).toMatchObject({ filters: { kinds: ["condo"] }, limit: 1 });
  });
  it("asks nothing the search itself says", () => {
    expect(read("the cheapest 2-bedroom condo in Tucson")).not.toHaveProperty("question");
    expect(read("the one on the market the longest")).not.toHaveProperty("question");
  });
  it.each(["which one has been sitting the longest?", "¿cuál lleva más tiempo sin venderse?", "lequel est en vente depuis le plus longtemps ?"])(
    "%s sorts by days on the market",
    (text) => expect(read(text)).toMatchObject({ sort: { field: "daysOnMarket", direction: "desc" } }),
  );
});

describe("a search that also asks what no listing says", () => {
  const read = (text: string) => understand(text, EMPTY_STATE, { cities: ["Tucson"] }).intent;
  it.each([
    "2 bed condos in Tucson under 300k, and would sellers go lower?",
    "casas en Tucson con piscina, ¿y cómo están los tipos de interés?",
    "des maisons à Tucson, et c'est combien en dollars canadiens ?",
  ])("%s: the homes, and that the rest is beyond the data", (text) => expect(read(text)).toMatchObject({ kind: "search", beyondToo: true }));
  it("a plain search says nothing of it", () => expect(read("2 bed condos in Tucson under 300k")).not.toHaveProperty("beyondToo"));
});

describe("the question asked of one home, asked again of another", () => {
  const asked = { ...EMPTY_STATE, results: [3, 8], focus: [3], asked: [{ field: "hoa" as const }, { extension: "property taxes" }] };
  const other = [{ phrase: "Oak Ridge", listings: [{ id: 8, address: "12 Oak Ridge", saleType: "for_sale", status: "Active", kind: "house" }] }];
  it.each(["and the one at Oak Ridge?", "¿y la casa de Oak Ridge?", "et celle d'Oak Ridge ?"])("%s asks it again", (text) =>
    expect(understand(text, asked, { cities: [], named: other }).intent).toEqual({
      kind: "listing",
      listing: { id: 8 },
      question: { field: "hoa" },
      also: [{ extension: "property taxes" }],
    }),
  );
  it("a new question of the other home is that question", () => {
    expect(understand("and how old is Oak Ridge?", asked, { cities: [], named: other }).intent).toMatchObject({ question: { field: "yearBuilt" } });
  });
  it("keeps only questions of the concierge's own shapes in the stored state", () => {
    const state = readState({ results: [], focus: [], asked: [{ field: "price" }, { feature: "pool", how: "heated" }, { nonsense: 1 }, "x"] });
    expect(state.asked).toEqual([{ field: "price" }, { feature: "pool", how: "heated" }]);
  });
});

describe("when a home coming soon can be seen, by keys written with hyphens", () => {
  it("finds the on-market date", () => {
    expect(
      whenShownPairs([
        { Key: "Roof", value: "2019" },
        { Key: "On-Market Date", value: "March 3" },
      ]).map((pair) => pair.Key),
    ).toEqual(["On-Market Date"]);
  });
});

describe("a stored state with more questions kept than it holds", () => {
  it("keeps the rest of the state and the first questions", () => {
    const state = readState({ results: [4], focus: [4], asked: [1, 2, 3, 4, 5].map((n) => ({ extension: `fact ${n}` })) });
    expect(state.focus).toEqual([4]);
    expect(state.asked).toHaveLength(4);
  });
});
