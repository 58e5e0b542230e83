import { type EvalListing, type EvalStatus, SQFT_PER_M2 } from "../fixtures/types";
import { biggest, biggestLot, cheapest, type Criteria, defaultOrder, extreme, matching, mostBedrooms, newestBuilt, newestListed, oldestBuilt, priciest } from "./derive";
import { AGENT_WORDS, CONTACT_WORDS, count, hides, merge, numberForms, price, says, shows, STATUS_WORDS } from "./expect";
import { questionSet } from "./set";
import { ALL, BOD, BOG, CITIES, H, ho, MSP, NO, PDX, RAL, SD } from "./holdout-common";
import type { Expectation, LanguageCode, Question } from "./types";

// Held-out questions on the held-out fixture, in two disjoint sets (A and B), written as home
// buyers type them and never to fit the parser: slang, typos, no accents, follow-ups, a city
// asked about in another language. `npm run eval -- --holdout a|b|ab` asks them instead of
// QUESTIONS; they are in neither QUESTIONS nor the CI subset. Every expectation is derived
// from the fixture under the same rules as the other questions (derive.ts, eval/README.md).

export type HoldoutSet = "a" | "b";

/** Off topic: said to be unanswered, in the visitor's language, and no listing offered. */
const OFF: Partial<Expectation> = merge({ noAnswer: true }, hides(ALL));
const HANDOFF = says(...AGENT_WORDS, ...CONTACT_WORDS);
/** A question with an answer (small talk, a known status or fact) is not recorded as unanswered. */
const ANSWERED: Partial<Expectation> = { noAnswer: false };

/** "With parking": a stated parking place, a garage, or parking spots in the fields. */
const parked = (listing: EvalListing) => listing.fields.ParkingSpots > 0 || listing.has.includes("parking") || listing.has.includes("garage");
const mostBaths = (listings: readonly EvalListing[]) => extreme(listings, (l) => l.fields.Bathrooms, "max");
const mostParking = (listings: readonly EvalListing[]) => extreme(listings, (l) => l.fields.ParkingSpots, "max");
const m2 = (n: number) => n * SQFT_PER_M2;
/** The right listings are shown and no other listing of the whole chatbot is. */
const only = (found: EvalListing[]) => ho.exactly(found, ALL);
/** Right listings shown, no other listing of the city, except `spared` (kinds a reader may fairly take either way). */
const exactlyIn = (found: EvalListing[], city: string, spared: EvalListing[] = []) =>
  merge(shows(found), hides(ho.city(city).filter((listing) => !found.includes(listing) && !spared.includes(listing))));
const named = (...listings: EvalListing[]) => shows(listings);
/** A comparison names the listings compared and no other. */
const compared = (...listings: EvalListing[]) => merge(shows(listings), hides(ALL.filter((listing) => !listings.includes(listing))));
const num = (n: number) => ({ mustContain: [numberForms(n)] });
const statusOf = (criteria: Criteria, status: EvalStatus) => matching(ALL, { ...criteria, statuses: [status] });

/** A question set with ids prefixed by the set's letter, so they never collide with QUESTIONS. */
function holdoutSet(prefix: "ha" | "hb", lang: LanguageCode) {
  const set = questionSet(lang);
  const none = { language: lang };
  return {
    add: set.add,
    chain: set.chain,
    none,
    done: (): Question[] => set.list.map((question) => ({ ...question, id: `${prefix}-${question.id}` })),
  };
}

// ─────────────────────────────────────────── Set A ───────────────────────────────────────────

function setAEnglish(): Question[] {
  const { add, chain, none, done } = holdoutSet("ha", "en");
  // search
  add("holdout", "search", "hey, what do you have for sale in Raleigh right now?", ho.exactly(ho.find({ city: RAL, sale: "for_sale" }), ho.city(RAL)));
  add("holdout", "search", "need a 2br rental in san diego, ideally w/ in-unit laundry", ho.exactly(ho.find({ city: SD, sale: "for_rent", beds: [2, 99], has: ["laundry"] }), ho.city(SD)));
  add("holdout", "search", "Hi! We're relocating to Minneapolis in the fall and want to buy. Need at least 3 bedrooms, max $600k. What have you got?", ho.exactly(ho.find({ city: MSP, sale: "for_sale", beds: [3, 99], price: [0, 600_000] }), ho.city(MSP)));
  // features
  add("holdout", "features", "any homes with a fireplace in minneapolis??", ho.exactly(ho.find({ city: MSP, has: ["fireplace"] }), ho.city(MSP)));
  add("holdout", "features", "which san diego listings have a pool", ho.exactly(ho.find({ city: SD, has: ["pool"] }), ho.city(SD)));
  add("holdout", "features", "I work remotely and have a big dog, so I'd like a rental with a yard that allows pets - in Raleigh if possible", ho.exactly(ho.find({ city: RAL, sale: "for_rent", has: ["garden", "pets"] }), ho.city(RAL)));
  // negation
  add("holdout", "negation", "portland rentals that aren't furnished", ho.exactly(ho.find({ city: PDX, sale: "for_rent", lacks: ["furnished"] }), ho.city(PDX)));
  add("holdout", "negation", "homes for sale in San Diego without a pool please", ho.exactly(ho.find({ city: SD, sale: "for_sale", lacks: ["pool"] }), ho.city(SD)));
  // status
  add("holdout", "status", "is 1620 NE Alberta St still available?", says(...STATUS_WORDS.pending), ANSWERED);
  add("holdout", "status", "show me what sold recently in Minneapolis", ho.exactly(statusOf({ city: MSP }, "Sold"), ho.city(MSP)));
  // kinds
  add("holdout", "kinds", "do you have any land or lots for sale in raleigh? want to build", ho.exactly(ho.find({ city: RAL, kinds: ["land"] }), ho.city(RAL)));
  add("holdout", "kinds", "looking for a duplex / multifamily in portland as an investment", ho.exactly(ho.find({ city: PDX, kinds: ["multi_family"] }), ho.city(PDX)));
  // cities
  add("holdout", "cities", "which cities do you have listings in?", CITIES, none);
  add("holdout", "cities", "anything in minneapolois?", only(ho.find({ city: MSP })));
  // superlatives
  add("holdout", "superlatives", "cheapest place to buy in portland?", ho.best(cheapest(ho.find({ city: PDX, sale: "for_sale" })), ho.unavailable({ city: PDX })));
  add("holdout", "superlatives", "which raleigh house has the biggest lot", ho.best(biggestLot(ho.find({ city: RAL, kinds: ["house"] })), [H("RAL414"), H("RAL416")]));
  // ranges
  add("holdout", "ranges", "3+ bedrooms between 500k and 700k in minneapolis", ho.exactly(ho.find({ city: MSP, beds: [3, 99], price: [500_000, 700_000] }), ho.city(MSP)));
  add("holdout", "ranges", "something between 1,000 and 1,500 square feet in Raleigh", ho.exactly(ho.find({ city: RAL, sqft: [1000, 1500] }), ho.city(RAL)));
  // counts
  add("holdout", "counts", "how many homes for rent do you have in minneapolis?", count(ho.find({ city: MSP, sale: "for_rent" }).length, "en"));
  add("holdout", "counts", "how many properties are available in Bogota?", count(ho.find({ city: BOG }).length, "en"));
  // compare
  add("holdout", "compare", "compare 2415 SE Belmont St and 5521 N Williams Ave", compared(H("PDX401"), H("PDX403")), price(H("PDX401")), price(H("PDX403")));
  add("holdout", "compare", "which is bigger, RAL411 or MSP421?", compared(H("RAL411"), H("MSP421")), num(2640), num(2250));
  // facts
  add("holdout", "facts", "what school district is 10150 Scripps Ranch Blvd in?", says("Poway Unified"), ANSWERED);
  add("holdout", "facts", "whats the HOA on 1200 Nicollet Mall #2304", num(780), ANSWERED);
  // followups
  chain("holdout", "followups", [
    ["show me houses for sale in Minneapolis", ho.exactly(ho.find({ city: MSP, kinds: ["house"], sale: "for_sale" }), ho.city(MSP))],
    ["which one has solar?", named(H("MSP426"))],
  ]);
  chain("holdout", "followups", [
    ["rentals in san diego?", ho.exactly(ho.find({ city: SD, sale: "for_rent" }), ho.city(SD))],
    ["and in portland?", ho.exactly(ho.find({ city: PDX, sale: "for_rent" }), ho.city(PDX))],
  ]);
  // smalltalk
  add("holdout", "smalltalk", "hi there!", none, ANSWERED);
  add("holdout", "smalltalk", "can I talk to a real person please", HANDOFF, ANSWERED);
  // offtopic
  add("holdout", "offtopic", "what's a good sushi place near downtown san diego?", OFF);
  add("holdout", "offtopic", "can you help me with my math homework", OFF);
  // nomatch
  add("holdout", "nomatch", "5 bedroom condo in raleigh with a pool", NO("en"));
  add("holdout", "nomatch", "do you have anything in Seattle?", NO("en"), CITIES, hides(ALL));
  return done();
}

function setASpanish(): Question[] {
  const { add, chain, none, done } = holdoutSet("ha", "es");
  // search
  add("holdout", "search", "Qué apartamentos tienen en arriendo en Bogotá?", ho.exactly(ho.find({ city: BOG, kinds: ["apartment"], sale: "for_rent" }), ho.city(BOG)));
  add("holdout", "search", "busco casa para comprar en san diego, minimo 3 recamaras", exactlyIn(ho.find({ city: SD, kinds: ["house"], sale: "for_sale", beds: [3, 99] }), SD));
  add("holdout", "search", "Hola, buenas. Me mudo a Bogotá por trabajo el mes que viene y busco un apartamento en arriendo, amoblado si puede ser. Qué opciones hay?", ho.exactly(ho.find({ city: BOG, kinds: ["apartment"], sale: "for_rent", has: ["furnished"] }), ho.city(BOG)));
  // features
  add("holdout", "features", "depas con balcon en bogota", ho.exactly(ho.find({ city: BOG, kinds: ["apartment"], has: ["balcony"] }), ho.city(BOG)));
  add("holdout", "features", "casas con chimenea en Bogota", ho.exactly(ho.find({ city: BOG, kinds: ["house"], has: ["fireplace"] }), ho.city(BOG)));
  // negation
  add("holdout", "negation", "pisos en venta en Bordeaux sin ascensor", ho.exactly(ho.find({ city: BOD, kinds: ["apartment"], sale: "for_sale", lacks: ["elevator"] }), ho.city(BOD)));
  add("holdout", "negation", "una casa en Bogotá que no tenga piscina", ho.exactly(ho.find({ city: BOG, kinds: ["house"], lacks: ["pool"] }), ho.city(BOG)));
  // status
  add("holdout", "status", "el apartamento de la Transversal 21 # 100-15 sigue disponible?", says(...STATUS_WORDS.pending), ANSWERED);
  add("holdout", "status", "cuales ya se vendieron en Bordeaux?", ho.exactly(statusOf({ city: BOD }, "Sold"), ho.city(BOD)));
  // kinds
  add("holdout", "kinds", "tienen lotes en venta en bogota?", ho.exactly(ho.find({ city: BOG, kinds: ["land"] }), ho.city(BOG)));
  add("holdout", "kinds", "hay casas moviles o prefabricadas en San Diego?", ho.exactly(ho.find({ city: SD, kinds: ["mobile_home"] }), ho.city(SD)));
  // cities
  add("holdout", "cities", "en qué ciudades tienen propiedades?", CITIES, none);
  add("holdout", "cities", "tienen algo en Burdeos?", only(ho.find({ city: BOD })));
  // superlatives
  add("holdout", "superlatives", "cual es el apartamento mas barato en venta en bogota?", ho.best(cheapest(ho.find({ city: BOG, kinds: ["apartment"], sale: "for_sale" })), ho.unavailable({ city: BOG, kinds: ["apartment"] })));
  add("holdout", "superlatives", "la casa más grande de Raleigh", ho.best(biggest(ho.find({ city: RAL, kinds: ["house"] })), ho.unavailable({ city: RAL })));
  // ranges
  add("holdout", "ranges", "algo en alquiler en Bordeaux entre 600 y 1000 euros", ho.exactly(ho.find({ city: BOD, sale: "for_rent", price: [600, 1000] }), ho.city(BOD)));
  add("holdout", "ranges", "apartamentos en Bogotá de más de 100 metros cuadrados", ho.exactly(ho.find({ city: BOG, kinds: ["apartment"], sqft: [m2(100), Infinity] }), ho.city(BOG)));
  add("holdout", "ranges", "Somos una familia de 5 y buscamos casa para comprar en Bogotá con 4 habitaciones o más, hasta 2.000 millones", ho.exactly(ho.find({ city: BOG, kinds: ["house"], sale: "for_sale", beds: [4, 99], price: [0, 2_000_000_000] }), ho.city(BOG)));
  // counts
  add("holdout", "counts", "cuántas casas hay en venta en Minneapolis?", count(ho.find({ city: MSP, kinds: ["house"], sale: "for_sale" }).length, "es"));
  add("holdout", "counts", "cuantos inmuebles tienen en renta en San Diego", count(ho.find({ city: SD, sale: "for_rent" }).length, "es"));
  // compare
  add("holdout", "compare", "compara Carrera 11 # 93-45 Apto 502 con Calle 127 # 15-20 Casa 8", compared(H("BOG441"), H("BOG443")), price(H("BOG441")), price(H("BOG443")));
  add("holdout", "compare", "cuál tiene más habitaciones, BOD457 o BOD452?", compared(H("BOD457"), H("BOD452")));
  // facts
  add("holdout", "facts", "cuánto es la administración del apartamento en Carrera 11 # 93-45?", num(1_100_000), ANSWERED);
  add("holdout", "facts", "qué estrato es la casa de la Calle 127 # 15-20?", says("5"), ANSWERED);
  // followups
  chain("holdout", "followups", [
    ["casas en arriendo en bogota", ho.exactly(ho.find({ city: BOG, kinds: ["house"], sale: "for_rent" }), ho.city(BOG))],
    ["y en venta?", ho.exactly(ho.find({ city: BOG, kinds: ["house"], sale: "for_sale" }), ho.city(BOG))],
  ]);
  chain("holdout", "followups", [
    ["qué tienen en San Diego?", ho.exactly(ho.find({ city: SD }), ho.city(SD))],
    ["y con piscina?", ho.exactly(ho.find({ city: SD, has: ["pool"] }), ho.city(SD))],
  ]);
  // smalltalk
  add("holdout", "smalltalk", "buenas tardes!", none, ANSWERED);
  add("holdout", "smalltalk", "gracias, muy amable", none, ANSWERED);
  // offtopic
  add("holdout", "offtopic", "me recomiendas un buen abogado de divorcios?", OFF);
  add("holdout", "offtopic", "quién ganó el partido de fútbol ayer?", OFF);
  // nomatch
  add("holdout", "nomatch", "busco una casa con piscina en Bogota", NO("es"), hides(ho.find({ city: BOG, kinds: ["house"] }).filter((l) => l.has.includes("pool"))));
  add("holdout", "nomatch", "tienen apartamentos en Medellín?", NO("es"), CITIES, hides(ALL));
  return done();
}

function setAFrench(): Question[] {
  const { add, chain, none, done } = holdoutSet("ha", "fr");
  // search
  add("holdout", "search", "je cherche un appart à louer à Bordeaux", ho.exactly(ho.find({ city: BOD, kinds: ["apartment"], sale: "for_rent" }), ho.city(BOD)));
  add("holdout", "search", "quelles maisons sont à vendre à Minneapolis ?", ho.exactly(ho.find({ city: MSP, kinds: ["house"], sale: "for_sale" }), ho.city(MSP)));
  add("holdout", "search", "Bonjour, nous sommes un couple avec un enfant et nous cherchons à acheter un appartement à Bordeaux avec au moins 2 chambres, budget 400 000 € maximum. Vous avez quelque chose ?", ho.exactly(ho.find({ city: BOD, kinds: ["apartment"], sale: "for_sale", beds: [2, 99], price: [0, 400_000] }), ho.city(BOD)));
  // features
  add("holdout", "features", "un logement avec terrasse à Bordeaux ?", ho.exactly(ho.find({ city: BOD, has: ["terrace"] }), ho.city(BOD)));
  add("holdout", "features", "je veux du parquet, pas de moquette, à Bordeaux", ho.exactly(ho.find({ city: BOD, has: ["hardwood"] }), ho.city(BOD)));
  add("holdout", "features", "je suis étudiant, je cherche un petit logement meublé à louer à Bordeaux pour la rentrée", ho.exactly(ho.find({ city: BOD, sale: "for_rent", has: ["furnished"] }), ho.city(BOD)));
  // negation
  add("holdout", "negation", "appart a Bordeaux sans parking", ho.exactly(ho.find({ city: BOD, kinds: ["apartment"] }).filter((l) => !parked(l)), ho.city(BOD)));
  add("holdout", "negation", "maison à San Diego sans piscine", exactlyIn(ho.find({ city: SD, kinds: ["house"], lacks: ["pool"] }), SD));
  // status
  add("holdout", "status", "le 25 avenue Thiers est-il encore à vendre ?", says(...STATUS_WORDS.pending), ANSWERED);
  add("holdout", "status", "est-ce que le MSP425 est déjà vendu ?", says(...STATUS_WORDS.sold), ANSWERED);
  // kinds
  add("holdout", "kinds", "vous avez des condos à vendre à Raleigh ?", ho.exactly(ho.find({ city: RAL, kinds: ["condo"], sale: "for_sale" }), ho.city(RAL)));
  add("holdout", "kinds", "des terrains à bâtir à Bogota ?", ho.exactly(ho.find({ city: BOG, kinds: ["land"] }), ho.city(BOG)));
  // cities
  add("holdout", "cities", "vous couvrez quelles villes ?", CITIES, none);
  add("holdout", "cities", "quoi de dispo à San Diégo ?", only(ho.find({ city: SD })));
  // superlatives
  add("holdout", "superlatives", "quel est le logement le moins cher à louer à Bordeaux ?", ho.best(cheapest(ho.find({ city: BOD, sale: "for_rent" })), ho.unavailable({ city: BOD })));
  add("holdout", "superlatives", "la construction la plus récente à Minneapolis ?", ho.best(newestBuilt(ho.find({ city: MSP })), ho.unavailable({ city: MSP })));
  // ranges
  add("holdout", "ranges", "appartements à vendre entre 300 000 et 500 000 € à Bordeaux", ho.exactly(ho.find({ city: BOD, kinds: ["apartment"], sale: "for_sale", price: [300_000, 500_000] }), ho.city(BOD)));
  add("holdout", "ranges", "maisons de plus de 2000 pieds carrés à Raleigh", exactlyIn(ho.find({ city: RAL, kinds: ["house"], sqft: [2000, Infinity] }), RAL));
  // counts
  add("holdout", "counts", "combien d'annonces à louer à Bogota ?", count(ho.find({ city: BOG, sale: "for_rent" }).length, "fr"));
  add("holdout", "counts", "combien de maisons avec garage à San Diego ?", count(ho.find({ city: SD, kinds: ["house"], has: ["garage"] }).length, "fr"));
  // compare
  add("holdout", "compare", "compare le 14 rue Notre-Dame et le 48 rue du Jardin Public", compared(H("BOD451"), H("BOD457")), price(H("BOD451")), price(H("BOD457")));
  add("holdout", "compare", "lequel est le moins cher entre PDX401 et RAL411 ?", compared(H("PDX401"), H("RAL411")), price(H("PDX401")), price(H("RAL411")));
  // facts
  add("holdout", "facts", "quel est le DPE du 37 rue Kléber ?", says("C"), ANSWERED);
  add("holdout", "facts", "c'est combien les charges pour le T2 au 102 quai des Chartrons ?", num(60), ANSWERED);
  // followups
  chain("holdout", "followups", [
    ["des maisons à vendre à Raleigh ?", ho.exactly(ho.find({ city: RAL, kinds: ["house"], sale: "for_sale" }), ho.city(RAL))],
    ["et à louer ?", ho.exactly(ho.find({ city: RAL, kinds: ["house"], sale: "for_rent" }), ho.city(RAL))],
  ]);
  chain("holdout", "followups", [
    ["appartements à Bordeaux", ho.exactly(ho.find({ city: BOD, kinds: ["apartment"] }), ho.city(BOD))],
    ["lesquels ont un ascenseur ?", ho.exactly(ho.find({ city: BOD, kinds: ["apartment"], has: ["elevator"] }), ho.city(BOD))],
  ]);
  // smalltalk
  add("holdout", "smalltalk", "bonjour, vous êtes un robot ?", none, ANSWERED);
  add("holdout", "smalltalk", "merci beaucoup, bonne journée", none, ANSWERED);
  // offtopic
  add("holdout", "offtopic", "tu peux me donner une recette de crêpes ?", OFF);
  add("holdout", "offtopic", "quel temps fera-t-il à Bordeaux demain ?", OFF);
  // nomatch
  add("holdout", "nomatch", "un château avec 10 chambres à Bordeaux", NO("fr"));
  add("holdout", "nomatch", "des appartements à Lyon ?", NO("fr"), CITIES, hides(ALL));
  return done();
}

// ─────────────────────────────────────────── Set B ───────────────────────────────────────────

function setBEnglish(): Question[] {
  const { add, chain, none, done } = holdoutSet("hb", "en");
  // search
  add("holdout", "search", "townhomes for rent in minneapolis", ho.exactly(ho.find({ city: MSP, kinds: ["townhouse"], sale: "for_rent" }), ho.city(MSP)));
  add("holdout", "search", "looking to buy in bogota, 3 bedrooms or more", ho.exactly(ho.find({ city: BOG, sale: "for_sale", beds: [3, 99] }), ho.city(BOG)));
  add("holdout", "search", "hello! retiring to San Diego next year, looking for something affordable to buy, ideally under 300k. anything?", ho.exactly(ho.find({ city: SD, sale: "for_sale", price: [0, 300_000] }), ho.city(SD)));
  // features
  add("holdout", "features", "which listings in Minneapolis have a basement?", ho.exactly(ho.find({ city: MSP, has: ["basement"] }), ho.city(MSP)));
  add("holdout", "features", "pet-friendly rentals in Minneapolis", ho.exactly(ho.find({ city: MSP, sale: "for_rent", has: ["pets"] }), ho.city(MSP)));
  // negation
  add("holdout", "negation", "raleigh rentals that are not apartments", ho.exactly(ho.find({ city: RAL, sale: "for_rent", kinds: ["house", "condo", "townhouse", "multi_family", "mobile_home", "farm", "other"] }), ho.city(RAL)));
  add("holdout", "negation", "Minneapolis rentals where pets are not allowed", ho.exactly(ho.find({ city: MSP, sale: "for_rent", lacks: ["pets"] }), ho.city(MSP)));
  // status
  add("holdout", "status", "is 6021 Old Stage Rd still for sale?", says(...STATUS_WORDS.offMarket, "no longer on the market", "no longer available", "not available"), ANSWERED);
  add("holdout", "status", "anything under contract in San Diego?", ho.exactly(statusOf({ city: SD }, "Pending"), ho.city(SD)));
  // kinds
  add("holdout", "kinds", "any manufactured homes for sale?", only(ho.find({ kinds: ["mobile_home"], sale: "for_sale" })));
  add("holdout", "kinds", "townhouses in raleigh", ho.exactly(ho.find({ city: RAL, kinds: ["townhouse"] }), ho.city(RAL)));
  // cities
  add("holdout", "cities", "do you cover Bordeaux?", only(ho.find({ city: BOD })));
  add("holdout", "cities", "homes in Raliegh", only(ho.find({ city: RAL })));
  // superlatives
  add("holdout", "superlatives", "which home in San Diego has the most bedrooms?", ho.best(mostBedrooms(ho.find({ city: SD })), ho.unavailable({ city: SD })));
  add("holdout", "superlatives", "newest listing in portland?", ho.best(newestListed(ho.find({ city: PDX })), ho.unavailable({ city: PDX })));
  // ranges
  add("holdout", "ranges", "houses in san diego under 1.5M", exactlyIn(ho.find({ city: SD, kinds: ["house"], price: [0, 1_500_000] }), SD, [H("SAN435")]));
  add("holdout", "ranges", "2-3 bed places for sale in portland under $700k", ho.exactly(ho.find({ city: PDX, sale: "for_sale", beds: [2, 3], price: [0, 700_000] }), ho.city(PDX)));
  add("holdout", "ranges", "We're a family of four moving to Portland. Looking to buy a place with 3+ bedrooms for no more than 650,000 dollars.", ho.exactly(ho.find({ city: PDX, sale: "for_sale", beds: [3, 99], price: [0, 650_000] }), ho.city(PDX)));
  // counts
  add("holdout", "counts", "how many listings are pending in Bordeaux?", count(statusOf({ city: BOD }, "Pending").length, "en"));
  add("holdout", "counts", "how many condos do you have?", count(ho.find({ kinds: ["condo"] }).length, "en"));
  // compare
  add("holdout", "compare", "compare the condo at 210 Fayetteville St #1805 with the one at 1200 Nicollet Mall #2304", compared(H("RAL412"), H("MSP422")), price(H("RAL412")), price(H("MSP422")));
  add("holdout", "compare", "SAN431 vs SAN433 - which one has more land?", compared(H("SAN431"), H("SAN433")), num(10_400));
  // facts
  add("holdout", "facts", "what's the pet policy at 1030 NW Johnson St #407?", says("cat", "cats"), ANSWERED);
  add("holdout", "facts", "does 4417 Lake Boone Trl have a basement?", { noAnswer: true });
  // followups
  chain("holdout", "followups", [
    ["houses for sale in minneapolis", ho.exactly(ho.find({ city: MSP, kinds: ["house"], sale: "for_sale" }), ho.city(MSP))],
    ["and the cheapest of those?", ho.best(cheapest(ho.find({ city: MSP, kinds: ["house"], sale: "for_sale" })), ho.unavailable({ city: MSP }))],
  ]);
  chain("holdout", "followups", [
    ["what do you have in Bogota?", ho.exactly(ho.find({ city: BOG }), ho.city(BOG))],
    ["tell me more about the second one", named(...defaultOrder(ho.find({ city: BOG })).slice(1, 2))],
  ]);
  // smalltalk
  add("holdout", "smalltalk", "who am I talking to?", none, ANSWERED);
  add("holdout", "smalltalk", "thanks, that's helpful!", none, ANSWERED);
  // offtopic
  add("holdout", "offtopic", "what's the capital of Australia?", OFF);
  add("holdout", "offtopic", "can you recommend a moving company in Portland?", OFF);
  // nomatch
  add("holdout", "nomatch", "3 bedroom apartment for rent in bordeaux under 800 euros", NO("en"));
  add("holdout", "nomatch", "any beachfront homes in minneapolis?", NO("en"));
  return done();
}

function setBSpanish(): Question[] {
  const { add, chain, none, done } = holdoutSet("hb", "es");
  // search
  add("holdout", "search", "busco piso en alquiler en Minneapolis", ho.exactly(ho.find({ city: MSP, kinds: ["apartment"], sale: "for_rent" }), ho.city(MSP)));
  add("holdout", "search", "que tienen en venta en Portland?", ho.exactly(ho.find({ city: PDX, sale: "for_sale" }), ho.city(PDX)));
  add("holdout", "search", "Qué tal? Me interesa comprar algo en Raleigh para invertir, no más de 500 mil dólares", ho.exactly(ho.find({ city: RAL, sale: "for_sale", price: [0, 500_000] }), ho.city(RAL)));
  // features
  add("holdout", "features", "algo con aire acondicionado en Minneapolis", ho.exactly(ho.find({ city: MSP, has: ["ac"] }), ho.city(MSP)));
  add("holdout", "features", "depas amoblados en arriendo", only(ho.find({ kinds: ["apartment"], sale: "for_rent", has: ["furnished"] })));
  add("holdout", "features", "Hola! Trabajo desde casa y necesito una casa en venta en San Diego con oficina, y si tiene piscina mejor", exactlyIn(ho.find({ city: SD, kinds: ["house"], sale: "for_sale", has: ["office"] }), SD));
  // negation
  add("holdout", "negation", "condos en venta sin piscina", only(ho.find({ kinds: ["condo"], sale: "for_sale", lacks: ["pool"] })));
  add("holdout", "negation", "en Bogotá, algo en arriendo que no sea apartamento", ho.exactly(ho.find({ city: BOG, sale: "for_rent", kinds: ["house", "condo", "townhouse", "multi_family", "mobile_home", "farm", "other"] }), ho.city(BOG)));
  // status
  add("holdout", "status", "la casa de 25 avenue Thiers ya esta vendida?", says(...STATUS_WORDS.pending), ANSWERED);
  add("holdout", "status", "hay algo que salga próximamente en Bordeaux?", shows(statusOf({ city: BOD }, "ComingSoon")), hides(ho.city(BOD).filter((l) => l.fields.Status !== "ComingSoon" && l.fields.Status !== "PreOnMarket")));
  // kinds
  add("holdout", "kinds", "tienen duplex en venta?", only(ho.find({ kinds: ["multi_family"], sale: "for_sale" })));
  add("holdout", "kinds", "casas adosadas en Raleigh", ho.exactly(ho.find({ city: RAL, kinds: ["townhouse"] }), ho.city(RAL)));
  // cities
  add("holdout", "cities", "tienen algo en San Diego?", only(ho.find({ city: SD })));
  add("holdout", "cities", "propiedades en Mineapolis", only(ho.find({ city: MSP })));
  // superlatives
  add("holdout", "superlatives", "cuál tiene más baños en Bogotá?", ho.best(mostBaths(ho.find({ city: BOG })), ho.unavailable({ city: BOG })));
  add("holdout", "superlatives", "la vivienda más antigua de Bordeaux", ho.best(oldestBuilt(ho.find({ city: BOD })), ho.unavailable({ city: BOD })));
  // ranges
  add("holdout", "ranges", "propiedades entre 400 mil y 700 mil dólares en Raleigh", ho.exactly(ho.find({ city: RAL, price: [400_000, 700_000] }), ho.city(RAL)));
  add("holdout", "ranges", "arriendos en Bogotá por menos de 6 millones", ho.exactly(ho.find({ city: BOG, sale: "for_rent", price: [0, 6_000_000] }), ho.city(BOG)));
  // counts
  add("holdout", "counts", "cuántos apartamentos hay en Bordeaux?", count(ho.find({ city: BOD, kinds: ["apartment"] }).length, "es"));
  add("holdout", "counts", "cuantas propiedades tienen con piscina?", count(ho.find({ has: ["pool"] }).length, "es"));
  // compare
  add("holdout", "compare", "compara MSP422 y RAL412", compared(H("MSP422"), H("RAL412")), price(H("MSP422")), price(H("RAL412")));
  add("holdout", "compare", "cuál es más nuevo, el de Calle 72 # 5-83 o el de Carrera 11 # 93-45?", compared(H("BOG442"), H("BOG441")), num(2015), num(2012));
  // facts
  add("holdout", "facts", "qué calefacción tiene la casa del 3144 Humboldt Ave S?", says("boiler"), ANSWERED);
  add("holdout", "facts", "cuánto piden de depósito por el apartamento de la Calle 72 # 5-83?", says("un mes", "1 mes"), ANSWERED);
  // followups
  chain("holdout", "followups", [
    ["apartamentos en venta en Bogotá", ho.exactly(ho.find({ city: BOG, kinds: ["apartment"], sale: "for_sale" }), ho.city(BOG))],
    ["y en arriendo?", ho.exactly(ho.find({ city: BOG, kinds: ["apartment"], sale: "for_rent" }), ho.city(BOG))],
  ]);
  chain("holdout", "followups", [
    ["propiedades en venta en San Diego", ho.exactly(ho.find({ city: SD, sale: "for_sale" }), ho.city(SD))],
    ["cuál es la más grande?", ho.best(biggest(ho.find({ city: SD, sale: "for_sale" })), ho.unavailable({ city: SD }))],
  ]);
  // smalltalk
  add("holdout", "smalltalk", "hola! como estas?", none, ANSWERED);
  add("holdout", "smalltalk", "quiero hablar con un agente", HANDOFF, ANSWERED);
  // offtopic
  add("holdout", "offtopic", "cuál es la capital de Francia?", OFF);
  add("holdout", "offtopic", "escríbeme un poema sobre el mar", OFF);
  // nomatch
  add("holdout", "nomatch", "busco casa con 6 habitaciones en Portland", NO("es"));
  add("holdout", "nomatch", "tienen algo en Buenos Aires?", NO("es"), CITIES, hides(ALL));
  return done();
}

function setBFrench(): Question[] {
  const { add, chain, none, done } = holdoutSet("hb", "fr");
  // search
  add("holdout", "search", "je cherche à acheter à San Diego", ho.exactly(ho.find({ city: SD, sale: "for_sale" }), ho.city(SD)));
  add("holdout", "search", "un logement à louer à Raleigh ?", ho.exactly(ho.find({ city: RAL, sale: "for_rent" }), ho.city(RAL)));
  add("holdout", "search", "Bonjour ! Je fais un stage à Minneapolis cet été et je cherche un logement à louer, 1 chambre suffit, pas plus de 1 600 $ par mois", ho.exactly(ho.find({ city: MSP, sale: "for_rent", beds: [1, 99], price: [0, 1600] }), ho.city(MSP)));
  // features
  add("holdout", "features", "maisons avec jardin à Bogota ?", ho.exactly(ho.find({ city: BOG, kinds: ["house"], has: ["garden"] }), ho.city(BOG)));
  add("holdout", "features", "un appart avec vue à Bordeaux", ho.exactly(ho.find({ city: BOD, kinds: ["apartment"], has: ["view"] }), ho.city(BOD)));
  add("holdout", "features", "Nous avons un chien, on cherche une location à San Diego où les animaux sont acceptés", ho.exactly(ho.find({ city: SD, sale: "for_rent", has: ["pets"] }), ho.city(SD)));
  // negation
  add("holdout", "negation", "logements à Portland sans garage", ho.exactly(ho.find({ city: PDX, lacks: ["garage"] }), ho.city(PDX)));
  add("holdout", "negation", "à Bordeaux, à vendre mais pas un appartement", ho.exactly(ho.find({ city: BOD, sale: "for_sale", kinds: ["house", "condo", "townhouse", "multi_family", "mobile_home", "land", "farm", "other"] }), ho.city(BOD)));
  // status
  add("holdout", "status", "l'appart au 1325 Pacific Hwy #1204 est encore dispo ?", says(...STATUS_WORDS.pending), ANSWERED);
  add("holdout", "status", "qu'est-ce qui a été vendu à Portland ?", ho.exactly(statusOf({ city: PDX }, "Sold"), ho.city(PDX)));
  // kinds
  add("holdout", "kinds", "des maisons de ville à louer à Minneapolis ?", ho.exactly(ho.find({ city: MSP, kinds: ["townhouse"], sale: "for_rent" }), ho.city(MSP)));
  add("holdout", "kinds", "vous avez un studio à louer ?", only(ho.find({ kinds: ["apartment"], sale: "for_rent", beds: [0, 0] })));
  // cities
  add("holdout", "cities", "vous avez quelque chose à Bogotá ?", only(ho.find({ city: BOG })));
  add("holdout", "cities", "des logements à Mineapolis", only(ho.find({ city: MSP })));
  // superlatives
  add("holdout", "superlatives", "quelle est la plus grande maison à vendre à Portland ?", ho.best(biggest(ho.find({ city: PDX, kinds: ["house"], sale: "for_sale" })), ho.unavailable({ city: PDX })));
  add("holdout", "superlatives", "le logement avec le plus de places de parking à Bogota ?", ho.best(mostParking(ho.find({ city: BOG })), ho.unavailable({ city: BOG })));
  // ranges
  add("holdout", "ranges", "à louer à San Diego pour moins de 3500 $ par mois", ho.exactly(ho.find({ city: SD, sale: "for_rent", price: [0, 3500] }), ho.city(SD)));
  add("holdout", "ranges", "appartements de 40 à 80 m² à Bordeaux", ho.exactly(ho.find({ city: BOD, kinds: ["apartment"], sqft: [m2(40), m2(80)] }), ho.city(BOD)));
  // counts
  add("holdout", "counts", "combien de logements à vendre à Portland ?", count(ho.find({ city: PDX, sale: "for_sale" }).length, "fr"));
  add("holdout", "counts", "combien de maisons disponibles à Bogota ?", count(ho.find({ city: BOG, kinds: ["house"] }).length, "fr"));
  // compare
  add("holdout", "compare", "compare 3415 6th Ave #5 et 2901 Lyndale Ave S #3", compared(H("SAN432"), H("MSP423")), price(H("SAN432")), price(H("MSP423")));
  add("holdout", "compare", "entre BOD451 et BOD453, lequel est le plus grand ?", compared(H("BOD451"), H("BOD453")), num(68), num(42));
  // facts
  add("holdout", "facts", "le 37 rue Kléber, c'est exposé comment ?", says("sud"), ANSWERED);
  add("holdout", "facts", "quelle est la taxe foncière au 14 rue Notre-Dame ?", num(1150), ANSWERED);
  // followups
  chain("holdout", "followups", [
    ["des logements à louer à Portland ?", ho.exactly(ho.find({ city: PDX, sale: "for_rent" }), ho.city(PDX))],
    ["lequel accepte les animaux ?", named(...ho.find({ city: PDX, sale: "for_rent", has: ["pets"] }))],
  ]);
  chain("holdout", "followups", [
    ["maisons à vendre à San Diego", exactlyIn(ho.find({ city: SD, kinds: ["house"], sale: "for_sale" }), SD, [H("SAN435")])],
    ["et la plus chère ?", ho.best(priciest(ho.find({ city: SD, kinds: ["house"], sale: "for_sale" })), ho.unavailable({ city: SD }))],
  ]);
  // smalltalk
  add("holdout", "smalltalk", "salut ! ça va ?", none, ANSWERED);
  add("holdout", "smalltalk", "je peux parler à un agent ?", HANDOFF, ANSWERED);
  // offtopic
  add("holdout", "offtopic", "c'est quoi le meilleur restaurant de Bordeaux ?", OFF);
  add("holdout", "offtopic", "aide-moi à écrire une lettre de motivation", OFF);
  // nomatch
  add("holdout", "nomatch", "un appartement 3 chambres à louer à Bordeaux", NO("fr"));
  add("holdout", "nomatch", "vous avez des maisons à Nice ?", NO("fr"), CITIES, hides(ALL));
  return done();
}

export const HOLDOUT_A: readonly Question[] = [...setAEnglish(), ...setASpanish(), ...setAFrench()];
export const HOLDOUT_B: readonly Question[] = [...setBEnglish(), ...setBSpanish(), ...setBFrench()];
export const HOLDOUT_SETS: Record<HoldoutSet, readonly Question[]> = { a: HOLDOUT_A, b: HOLDOUT_B };
