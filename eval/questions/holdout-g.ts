import type { EvalListing } from "../fixtures/types";
import { biggest, biggestLot, cheapest, defaultOrder, mostBedrooms } from "./derive";
import { AGENT_WORDS, count, merge, never, numberForms, oneOf, price, says, shows, STATUS_WORDS } from "./expect";
import { ALL, CITIES, exact, G, HNL, hg, HOMES, LIM, MAD, NO, NONE, NTE, RIC, TUL } from "./holdout-g-common";
import { ALL_STATUSES, questionSet } from "./set";
import type { Expectation, LanguageCode, Question } from "./types";

// Held-out set G (`npm run eval -- --holdout g`): 96 questions, 32 per language, on the fixture
// `holdoutg` (Richmond, Tulsa, Madison, Honolulu, Lima, Nantes), written blind, as buyers type.
// Every expectation is derived from the fixture; where a question reads two ways, both are accepted.

const F = "holdoutg" as const;
const { find, city, best, unavailable } = hg;

/** A count that may be read two ways (available only, or every status). */
const countAny = (ns: number[], lang: LanguageCode): Partial<Expectation> => ({ mustContain: [ns.flatMap((n) => count(n, lang).mustContain![0]!)] });
/** Both listings are named, with their prices. */
const both = (a: EvalListing, b: EvalListing) => merge(shows([a, b]), price(a), price(b));
const sale = "for_sale" as const;
const rent = "for_rent" as const;

// ---------------------------------------------------------------- English
const en = questionSet("en");
{
  const { add, chain } = en;
  // search
  add(F, "search", "hi, looking for a house to buy in tulsa, 3 bedrooms at least", exact(find({ city: TUL, kinds: ["house"], sale, beds: [3, 99] }), city(TUL), [G("TUL513"), G("TUL514")]));
  add(F, "search", "anything for rent in Richmond VA?", exact(find({ city: RIC, sale: rent }), city(RIC)));
  add(F, "search", "any condos in madision? we're relocating for work", exact(find({ city: MAD, kinds: ["condo"] }), city(MAD)));
  // features
  add(F, "features", "I need a place in Honolulu with a pool, buying or renting doesn't matter", exact(find({ city: HNL, has: ["pool"] }), city(HNL)));
  add(F, "features", "which homes in richmond have hardwood floors", exact(find({ city: RIC, has: ["hardwood"] }), city(RIC)));
  // negation
  add(F, "negation", "rentals in honolulu that are NOT furnished, we have our own stuff", exact(find({ city: HNL, sale: rent, lacks: ["furnished"] }), city(HNL)));
  add(F, "negation", "houses for sale in tulsa w/o a pool pls, don't want the upkeep", exact(find({ city: TUL, kinds: ["house"], sale, lacks: ["pool"] }), city(TUL), [G("TUL513"), G("TUL514")]));
  // status
  add(F, "status", "is RIC505 still available?", says(...STATUS_WORDS.pending));
  add(F, "status", "what sold recently in Honolulu? trying to get a feel for prices", exact(find({ city: HNL, statuses: ["Sold"] }), city(HNL)));
  // kinds
  add(F, "kinds", "do you have any land or lots in Richmond? want to build", exact(find({ city: RIC, kinds: ["land"] }), city(RIC)));
  add(F, "kinds", "looking for a mobile home / manufactured home, any city is fine", exact(find({ kinds: ["mobile_home"] }), ALL));
  // cities
  add(F, "cities", "what cities do you cover?", CITIES);
  add(F, "cities", "got anything in Boston?", NO("en"), CITIES);
  // superlatives
  add(F, "superlatives", "whats the cheapest home for sale in Lima? land doesn't count", best(cheapest(find({ city: LIM, sale, kinds: ["house", "apartment", "townhouse", "condo"] })), [G("LIM545"), G("LIM546"), G("LIM547")]));
  add(F, "superlatives", "which listing in Madison has the most square footage?", best(biggest(find({ city: MAD })), unavailable({ city: MAD })));
  // ranges
  add(F, "ranges", "houses between 250k and 600k in Tulsa", exact(find({ city: TUL, kinds: ["house"], sale, price: [250000, 600000] }), city(TUL)));
  add(F, "ranges", "something to buy in Nantes for less than 350 000 €?", exact(find({ city: NTE, sale, price: [0, 350000] }), city(NTE)));
  // counts
  add(F, "counts", "how many listings do you have in Honolulu", countAny([find({ city: HNL }).length, city(HNL).length], "en"));
  add(F, "counts", "how many apartments for rent in lima?", count(find({ city: LIM, kinds: ["apartment"], sale: rent }).length, "en"));
  // compare
  add(F, "compare", "compare TUL511 and TUL512 for me", both(G("TUL511"), G("TUL512")));
  add(F, "compare", "RIC501 vs RIC503 - which one's bigger and which is cheaper?", both(G("RIC501"), G("RIC503")));
  // facts
  add(F, "facts", "what are the HOA dues on the Riverside condo TUL517?", says(...numberForms(310)));
  add(F, "facts", "Is HNL531 fee simple or leasehold?", says("fee simple"));
  // followups
  {
    const houses = find({ city: TUL, kinds: ["house"], sale });
    chain(F, "followups", [
      ["show me houses for sale in Tulsa", exact(houses, city(TUL), [G("TUL513"), G("TUL514")])],
      ["which one is the cheapest?", merge(oneOf([...cheapest(houses), G("TUL513")]), { mustNotContain: ["TUL516"] })],
    ]);
    const big = find({ city: RIC, sale, beds: [3, 99] });
    // The first in the default order has a garage (and the other one has none): "yes".
    if (!defaultOrder(big)[0]!.has.includes("garage")) throw new Error("hg-en-followups-2: the first listing has no garage");
    chain(F, "followups", [
      ["Richmond, 3+ bedrooms, buying", exact(big, city(RIC))],
      ["does the first one have a garage?", merge(says("yes", "two-car", "2-car", "two car"), never("no garage", "doesn't have a garage", "does not have a garage"))],
    ]);
    const lima = find({ city: LIM });
    chain(F, "followups", [
      ["what do you have in Lima?", exact(lima, city(LIM))],
      ["show me more", merge(oneOf(defaultOrder(lima).slice(3)), { mustNotContain: ["LIM545"] })],
    ]);
  }
  // smalltalk
  add(F, "smalltalk", "hey there! hows it goin", NONE);
  add(F, "smalltalk", "can I talk to a real person? an agent maybe", says(...AGENT_WORDS));
  // offtopic
  add(F, "offtopic", "what's the weather like in honolulu this week?", HOMES);
  add(F, "offtopic", "write me a python script that sorts a list", NONE, HOMES);
  // nomatch
  add(F, "nomatch", "5 bedroom house with a pool in Madison under 400k", NO("en"), { mustNotContain: unavailable({ city: MAD }).map((l) => l.fields.MLSNumber) });
  add(F, "nomatch", "need a 3 bed condo in Tulsa with a garage, under 250k", NO("en"), { mustNotContain: unavailable({ city: TUL }).map((l) => l.fields.MLSNumber) });
}

// ---------------------------------------------------------------- Spanish
const es = questionSet("es");
{
  const { add, chain } = es;
  // search
  add(F, "search", "busco depa en alquiler en miraflores, lima", exact([G("LIM547")], city(LIM), [G("LIM542")]));
  add(F, "search", "casas en venta en Madison", exact(find({ city: MAD, kinds: ["house"], sale }), city(MAD), [G("MAD526")]));
  add(F, "search", "quiero comprar un departamento en Nantes, Francia", exact(find({ city: NTE, kinds: ["apartment"], sale }), city(NTE)));
  // features
  add(F, "features", "departamentos con piscina y gimnasio en Lima", exact(find({ city: LIM, kinds: ["apartment"], has: ["pool", "gym"] }), city(LIM)));
  add(F, "features", "algo en Richmond que acepte mascotas? tengo 2 perros", exact(find({ city: RIC, has: ["pets"] }), city(RIC)));
  // negation
  add(F, "negation", "casas en venta en Honolulú sin aire acondicionado", exact(find({ city: HNL, kinds: ["house"], sale, lacks: ["ac"] }), city(HNL)));
  add(F, "negation", "busco alquiler en lima en un edificio sin ascensor, me dan miedo los ascensores jaja", exact(find({ city: LIM, sale: rent, lacks: ["elevator"] }), city(LIM)));
  // status
  add(F, "status", "la HNL535 sigue disponible?", says(...STATUS_WORDS.offMarket));
  add(F, "status", "qué propiedades salen próximamente en Madison?", exact(find({ city: MAD, statuses: ["ComingSoon", "PreOnMarket"] }), city(MAD)));
  // kinds
  add(F, "kinds", "tienen terrenos en venta?", exact(find({ kinds: ["land"] }), ALL));
  add(F, "kinds", "busco un rancho o una granja con tierra para caballos", exact(find({ kinds: ["farm"] }), ALL));
  // cities
  add(F, "cities", "en qué ciudades tienen propiedades?", CITIES);
  add(F, "cities", "tienen algo en Arequipa?", NO("es"), CITIES);
  // superlatives
  add(F, "superlatives", "cuál es el alquiler más barato en Honolulu", best(cheapest(find({ city: HNL, sale: rent })), city(HNL).filter((l) => l.fields.SaleType === sale || !find({ city: HNL }).includes(l))));
  add(F, "superlatives", "qué propiedad tiene más dormitorios en Richmond?", best(mostBedrooms(find({ city: RIC })), unavailable({ city: RIC })));
  // ranges
  add(F, "ranges", "depas en venta en Lima entre S/ 1.000.000 y 1.500.000", exact(find({ city: LIM, kinds: ["apartment"], sale, price: [1000000, 1500000] }), city(LIM), [G("LIM544")]));
  add(F, "ranges", "alquiler en Nantes entre 500 y 1.000 €/mes", exact(find({ city: NTE, sale: rent, price: [500, 1000] }), city(NTE)));
  // counts
  add(F, "counts", "cuántas propiedades tienen en venta en Tulsa?", countAny([find({ city: TUL, sale }).length, find({ city: TUL, sale, statuses: ALL_STATUSES }).length], "es"));
  add(F, "counts", "cuantas casas con piscina hay en tulsa", count(find({ city: TUL, kinds: ["house"], has: ["pool"] }).length, "es"));
  // compare
  add(F, "compare", "compara LIM541 y LIM544 por favor", both(G("LIM541"), G("LIM544")));
  add(F, "compare", "qué diferencia hay entre MAD521 y MAD522?", both(G("MAD521"), G("MAD522")));
  // facts
  add(F, "facts", "cuánto es el mantenimiento del LIM541?", says(...numberForms(650)));
  add(F, "facts", "qué zonificación tiene el terreno LIM546?", says("RDM", "densidad media"));
  // followups
  {
    const casas = find({ city: LIM, kinds: ["house", "townhouse"], sale });
    chain(F, "followups", [
      ["casas en venta en Lima", exact(find({ city: LIM, kinds: ["house"], sale }), city(LIM), [G("LIM544")])],
      ["la más barata?", merge(oneOf([...cheapest(casas), ...cheapest(find({ city: LIM, kinds: ["house"], sale }))]), { mustNotContain: ["LIM545", "LIM546", "LIM547"] })],
    ]);
    chain(F, "followups", [
      ["qué tienen en Honolulu para comprar?", exact(find({ city: HNL, sale }), city(HNL))],
      ["y de esos cuál tiene vista al mar?", best(find({ city: HNL, sale, has: ["sea_view"] }), [G("HNL533"), G("HNL536")])],
    ]);
    const apts = find({ city: NTE, kinds: ["apartment"] });
    chain(F, "followups", [
      ["apartamentos en Nantes", exact(apts, city(NTE))],
      ["compara los dos primeros", shows(defaultOrder(apts).slice(0, 2))],
    ]);
  }
  // smalltalk
  add(F, "smalltalk", "muchas gracias, muy amable!", NONE);
  add(F, "smalltalk", "quiero hablar con un asesor humano por favor", says(...AGENT_WORDS));
  // offtopic
  add(F, "offtopic", "me recomiendas un buen restaurante de ceviche en Lima?", HOMES);
  add(F, "offtopic", "quién ganó el mundial de 2022?", NONE, HOMES);
  // nomatch
  add(F, "nomatch", "casa con piscina en Nantes", NO("es"), { mustNotContain: unavailable({ city: NTE }).map((l) => l.fields.MLSNumber) });
  add(F, "nomatch", "departamento en Richmond por menos de 1000 dólares al mes", NO("es"), { mustNotContain: unavailable({ city: RIC }).map((l) => l.fields.MLSNumber) });
}

// ---------------------------------------------------------------- French
const fr = questionSet("fr");
{
  const { add, chain } = fr;
  // search
  add(F, "search", "je cherche une maison à acheter à Nantes", exact(find({ city: NTE, kinds: ["house"], sale }), city(NTE)));
  add(F, "search", "appart à louer a lima au pérou", exact(find({ city: LIM, kinds: ["apartment"], sale: rent }), city(LIM)));
  add(F, "search", "qu'est-ce que vous avez à Honolulu ?", exact(find({ city: HNL }), city(HNL)));
  // features
  add(F, "features", "un logement avec garage à Tulsa", exact(find({ city: TUL, has: ["garage"] }), city(TUL)));
  add(F, "features", "des biens avec cheminée à Nantes ou à Lima ?", exact(find({ city: NTE, has: ["fireplace"] }).concat(find({ city: LIM, has: ["fireplace"] })), [...city(NTE), ...city(LIM)]));
  // negation
  add(F, "negation", "appartements à Nantes sans ascenseur", exact(find({ city: NTE, kinds: ["apartment"], lacks: ["elevator"] }), city(NTE)));
  add(F, "negation", "location à Madison où les animaux ne sont pas acceptés (je suis allergique)", exact(find({ city: MAD, sale: rent, lacks: ["pets"] }), city(MAD)));
  // status
  add(F, "status", "Le NTE554 est-il encore en vente ?", says(...STATUS_WORDS.pending, "compromis"));
  add(F, "status", "qu'est-ce qui a été vendu à Nantes ?", exact(find({ city: NTE, statuses: ["Sold"] }), city(NTE)));
  // kinds
  add(F, "kinds", "vous avez des immeubles de rapport ou des plurifamiliaux ?", exact(find({ kinds: ["multi_family"] }), ALL));
  add(F, "kinds", "des maisons de ville / townhouses à vendre ?", exact(find({ kinds: ["townhouse"], sale }), ALL));
  // cities
  add(F, "cities", "Dans quelles villes êtes-vous présents ?", CITIES);
  add(F, "cities", "vous avez quelque chose à Rennes ?", NO("fr"), CITIES);
  // superlatives
  // « terrain » is both a lot and a plot of land: either reading's biggest is right.
  add(F, "superlatives", "quel est le plus grand terrain que vous avez ?", best([...biggestLot(find()), ...biggestLot(find({ kinds: ["land"] }))]));
  add(F, "superlatives", "l'appartement le moins cher à l'achat à Nantes", best(cheapest(find({ city: NTE, kinds: ["apartment"], sale })), [G("NTE555"), G("NTE553")]));
  // ranges
  add(F, "ranges", "à Lima, plus de 100 m² habitables", exact(find({ city: LIM, sqft: [100 * 10.7639, Infinity] }), city(LIM)));
  add(F, "ranges", "location entre 1 000 et 1 500 € par mois à Nantes", exact(find({ city: NTE, sale: rent, price: [1000, 1500] }), city(NTE)));
  // counts
  add(F, "counts", "combien de biens avez-vous à Richmond en Virginie ?", countAny([find({ city: RIC }).length, city(RIC).length], "fr"));
  add(F, "counts", "combien d'appartements à louer à Nantes ?", count(find({ city: NTE, kinds: ["apartment"], sale: rent }).length, "fr"));
  // compare
  add(F, "compare", "comparez NTE551 et NTE552 svp", both(G("NTE551"), G("NTE552")));
  add(F, "compare", "entre HNL531 et HNL534, lequel a vue sur la mer ?", says("HNL531", G("HNL531").fields.Address!));
  // facts
  add(F, "facts", "quelles sont les charges de copropriété du NTE551 ?", says(...numberForms(150)));
  add(F, "facts", "quel est le dépôt de garantie pour le NTE557 ?", says(...numberForms(1240)));
  // followups
  {
    chain(F, "followups", [
      ["qu'avez-vous à louer à Honolulu ?", exact(find({ city: HNL, sale: rent }), city(HNL))],
      ["laquelle est meublée ?", best(find({ city: HNL, sale: rent, has: ["furnished"] }))],
    ]);
    chain(F, "followups", [
      ["des appartements à Lima ?", exact(find({ city: LIM, kinds: ["apartment"] }), city(LIM))],
      ["seulement ceux avec vue sur la mer", exact(find({ city: LIM, kinds: ["apartment"], has: ["sea_view"] }), city(LIM))],
    ]);
    const forSale = find({ city: MAD, sale });
    if (!cheapest(forSale).every((l) => l.has.includes("garage"))) throw new Error("hg-fr-followups-3: the cheapest has no garage");
    chain(F, "followups", [
      ["biens à vendre à Madison", exact(forSale, city(MAD))],
      ["le moins cher de ceux-là", best(cheapest(forSale), unavailable({ city: MAD }))],
      ["il a un garage ?", merge(says("oui"), never("pas de garage", "n'a pas de garage", "aucun garage"))],
    ]);
  }
  // smalltalk
  add(F, "smalltalk", "bonjour ! vous êtes un robot ?", NONE);
  add(F, "smalltalk", "je voudrais parler à un conseiller, c'est possible ?", says(...AGENT_WORDS));
  // offtopic
  add(F, "offtopic", "tu peux m'aider pour ma déclaration d'impôts ?", NONE, HOMES);
  add(F, "offtopic", "c'est quoi la meilleure recette de crêpes", NONE, HOMES);
  // nomatch
  add(F, "nomatch", "une ferme à Nantes ?", NO("fr"), { mustNotContain: unavailable({ city: NTE }).map((l) => l.fields.MLSNumber) });
  add(F, "nomatch", "maison avec piscine à Madison, budget 400 000 $", NO("fr"), { mustNotContain: unavailable({ city: MAD }).map((l) => l.fields.MLSNumber) });
}

/** Set G, ids `hg-…`. */
export const HOLDOUT_G: readonly Question[] = [...en.list, ...es.list, ...fr.list].map((question) => ({ ...question, id: `hg-${question.id.replace(`-${F}`, "")}` }));
