import { SQFT_PER_M2, type EvalListing } from "../fixtures/types";
import { biggest, biggestLot, cheapest, fact, newestBuilt, newestListed, others } from "./derive";
import { AGENT_WORDS, count, hides, merge, numberForms, oneOf, says, STATUS_WORDS } from "./expect";
import {
  ALL, answersFeature, ASH, cities, CITIES, compared, countOf, D, factNumber, firstOf, GVA, hd, loose, NO, NOL, nextPage, notLand,
  onlyLand, PIT, SEV, TUC,
} from "./holdout-d-common";
import { ALL_STATUSES, questionSet } from "./set";
import type { Question } from "./types";

// Held-out set D (`npm run eval -- --holdout d`): 96 questions, 32 per language, on the
// holdoutd fixture (Pittsburgh, New Orleans, Tucson, Asheville, Sevilla, Genève), written
// blind — without reading the concierge, its word lists or the other question files — as
// buyers type: typos, slang, missing accents, cities in another language, mixed units and
// currencies, follow-ups. Every expectation is derived from the fixture; where a question
// allows two readings, both are accepted (`loose`, tied lists, `countOf`).

const F = "holdoutd" as const;

const inCities = (listings: EvalListing[], ...names: string[]) => listings.filter((listing) => names.includes(listing.fields.City ?? ""));
const FLATS = ["apartment", "condo"] as const;
const none = (listings: EvalListing[], what: string) => {
  if (listings.length) throw new Error(`${what}: expected no match, found ${listings.map((l) => l.fields.MLSNumber).join(", ")}`);
};
const single = (listings: EvalListing[], what: string): EvalListing => {
  if (listings.length !== 1) throw new Error(`${what}: expected one listing, found ${listings.length}`);
  return listings[0]!;
};
const union = (...lists: EvalListing[][]) => [...new Set(lists.flat())];

function english(): Question[] {
  const { add, chain, list } = questionSet("en");

  // search
  add(F, "search", "hey! me and my wife are moving to pittsburg for her job, whats available there?", hd.exactly(hd.find({ city: PIT }), hd.city(PIT)));
  add(F, "search", "need a rental in geneva, at least 70 m2. what do you have?", hd.exactly(hd.find({ city: GVA, sale: "for_rent", sqft: [70 * SQFT_PER_M2, Infinity] }), hd.city(GVA)));

  // features
  add(F, "features", "Need a place in Asheville with a garage, we've got 2 cars and way too much ski gear lol", hd.exactly(hd.find({ city: ASH, has: ["garage"] }), hd.city(ASH)));
  add(F, "features", "new orleans condo w/ balcony + pool?", hd.exactly(hd.find({ city: NOL, kinds: ["condo"], has: ["balcony", "pool"] }), hd.city(NOL)));

  // negation
  const tucNoPool = hd.find({ city: TUC, lacks: ["pool"] });
  add(F, "negation", "anything in Tucson WITHOUT a pool? we have two toddlers and i dont want to worry", loose(notLand(tucNoPool), onlyLand(tucNoPool), hd.city(TUC)));
  add(F, "negation", "geneva apartment to rent but NOT furnished, we're shipping our own furniture", hd.exactly(hd.find({ city: GVA, kinds: [...FLATS], sale: "for_rent", lacks: ["furnished"] }), hd.city(GVA)));

  // status
  add(F, "status", "is NOL516 still available?", says(...STATUS_WORDS.pending));
  add(F, "status", "what has sold in Pittsburgh lately? trying to get a feel for comps", hd.exactly(hd.find({ city: PIT, statuses: ["Sold"] }), hd.city(PIT)));

  // kinds
  const mobile = hd.find({ kinds: ["mobile_home"] });
  add(F, "kinds", "do u have any mobile homes or manufactured homes? budget is tight", hd.exactly(mobile, cities(...mobile.map((l) => l.fields.City))));
  add(F, "kinds", "looking for a duplex or triplex to house hack, nola or pittsburgh", hd.exactly(inCities(hd.find({ kinds: ["multi_family"] }), NOL, PIT), cities(NOL, PIT)));

  // cities
  add(F, "cities", "which cities do you guys cover?", CITIES);
  add(F, "cities", "do you have anything in Seville, Spain?", hd.exactly(hd.find({ city: SEV }), hd.city(SEV)));

  // superlatives
  add(F, "superlatives", "cheapest house for sale in Pittsburgh?", hd.best(cheapest(hd.find({ city: PIT, kinds: ["house"], sale: "for_sale" })), hd.unavailable({ city: PIT, kinds: ["house"] })));
  add(F, "superlatives", "which tucson listing has the most land?", hd.best(biggestLot(hd.find({ city: TUC })), hd.unavailable({ city: TUC })));

  // ranges
  const nolUnder = (kinds: EvalListing["kind"][]) => hd.find({ city: NOL, kinds, sale: "for_sale", price: [0, 450_000] });
  // A double shotgun is a "house" to many buyers and a multi-family to the listing: either way.
  add(F, "ranges", "any houses for sale in new orleans under 450k?", loose(nolUnder(["house"]), nolUnder(["multi_family"]), hd.city(NOL)));
  add(F, "ranges", "looking to rent in tucson or asheville, somewhere between $1,200 and $2,000 a month", hd.exactly(inCities(hd.find({ sale: "for_rent", price: [1200, 2000] }), TUC, ASH), cities(TUC, ASH)));

  // counts
  add(F, "counts", "how many homes for sale do you have in New Orleans?", count(hd.find({ city: NOL, sale: "for_sale" }).length, "en"));
  add(F, "counts", "how many 3+ bedroom places are for sale in pittsburgh", count(hd.find({ city: PIT, sale: "for_sale", beds: [3, 99] }).length, "en"));

  // compare
  add(F, "compare", "compare PIT501 and NOL511 for me", compared(D("PIT501"), D("NOL511")));
  const ashSale = hd.find({ city: ASH, sale: "for_sale" });
  const [ash1, ash2] = firstOf(ashSale, 2);
  chain(F, "compare", [
    ["show me homes for sale in Asheville", hd.exactly(ashSale, hd.city(ASH))],
    ["compare the first two", merge(compared(ash1!, ash2!), hides(others(ashSale, [ash1!, ash2!])))],
  ]);

  // facts
  add(F, "facts", "what are the condo fees on PIT502? also are pets ok there", factNumber(fact(D("PIT502"), "Condo Fee")));
  const zone = fact(D("NOL511"), "Flood Zone");
  add(F, "facts", "what flood zone is 3018 Dauphine St in?", says(`zone ${zone}`, `zone: ${zone}`, `zone is ${zone}`, `${zone} zone`, `zone "${zone}"`));

  // followups
  const pitSale = hd.find({ city: PIT, sale: "for_sale" });
  chain(F, "followups", [
    ["homes for sale in pittsburgh pa", hd.exactly(pitSale, hd.city(PIT))],
    ["which is the cheapest of those?", hd.best(cheapest(pitSale), hd.unavailable({ city: PIT, sale: "for_sale" }))],
  ]);
  const nolYard = hd.find({ city: NOL, has: ["garden"] });
  chain(F, "followups", [
    ["anything in New Orleans with a yard?", hd.exactly(nolYard, hd.city(NOL))],
    ["does the first one have central air?", answersFeature(firstOf(nolYard, 1)[0]!, "ac", "en")],
  ]);
  const nolBalcony = single(hd.find({ city: NOL, has: ["balcony"] }), "NOLA balcony");
  chain(F, "followups", [
    ["anything in NOLA with a balcony?", hd.exactly([nolBalcony], hd.city(NOL))],
    ["does it have parking?", answersFeature(nolBalcony, "parking", "en")],
  ]);
  const tuc = hd.find({ city: TUC });
  chain(F, "followups", [
    ["What's in Tucson?", hd.exactly(tuc, hd.city(TUC))],
    ["show me more", merge(nextPage(tuc), hides(hd.unavailable({ city: TUC })))],
  ]);

  // smalltalk
  add(F, "smalltalk", "hi!! first time buyer here, kinda nervous about all this lol");
  add(F, "smalltalk", "can I talk to a real person? like an actual agent", says(...AGENT_WORDS));

  // offtopic
  add(F, "offtopic", "what's the weather like in tucson in july? is it really that bad", hides(ALL));
  add(F, "offtopic", "can you help me write a cover letter for a nursing job", hides(ALL));

  // nomatch
  add(F, "nomatch", "anything in Santa Fe NM?", NO("en"), CITIES);
  none(hd.find({ city: ASH, sale: "for_rent", beds: [3, 99], price: [0, 1500] }), "3 bed rental in Asheville under $1500");
  add(F, "nomatch", "3 bedroom rental in Asheville under $1500?", NO("en"));

  return list;
}

function spanish(): Question[] {
  const { add, chain, list } = questionSet("es");

  // search
  add(F, "search", "hola, busco piso en sevilla para comprar", hd.exactly(hd.find({ city: SEV, kinds: [...FLATS], sale: "for_sale" }), hd.city(SEV)));
  add(F, "search", "que tienen en nueva orleans?", hd.exactly(hd.find({ city: NOL }), hd.city(NOL)));

  // features
  add(F, "features", "Busco algo en Sevilla con piscina y cochera", hd.exactly(hd.find({ city: SEV, has: ["pool", "garage"] }), hd.city(SEV)));
  // A lake view is a view; the villa's view is of the Salève, not the lake: it may be offered or not.
  const gvaViews = hd.find({ city: GVA, has: ["view"] });
  const lakeViews = gvaViews.filter((l) => /vue[^.]*\blac\b/i.test(l.fields.Description ?? ""));
  add(F, "features", "en ginebra hay algo con vista al lago??", loose(lakeViews, others(gvaViews, lakeViews), hd.city(GVA)));

  // negation
  add(F, "negation", "alquiler en Sevilla que no esté amueblado porfa", hd.exactly(hd.find({ city: SEV, sale: "for_rent", lacks: ["furnished"] }), hd.city(SEV)));
  // "Departamento" is an apartment; in Latin American use a condo too.
  add(F, "negation", "departamentos en Tucson donde NO acepten mascotas, soy muy alérgica", loose(hd.find({ city: TUC, kinds: ["apartment"], lacks: ["pets"] }), hd.find({ city: TUC, kinds: ["condo"], lacks: ["pets"] }), hd.city(TUC)));

  // status
  add(F, "status", "la ASH536 sigue a la venta?", says(...STATUS_WORDS.sold));
  add(F, "status", "el TUC524 está disponible?", says(...STATUS_WORDS.offMarket, "no esta en el mercado", "no esta disponible", "ya no esta"));

  // kinds
  const land = hd.find({ kinds: ["land"] });
  add(F, "kinds", "tienen terrenos? quiero construir mi casa", hd.exactly(land, union(hd.find({ kinds: ["land"], statuses: ALL_STATUSES }), cities(...land.map((l) => l.fields.City)))));
  add(F, "kinds", "¿hay fincas o granjas a la venta?", hd.exactly(hd.find({ kinds: ["farm"], sale: "for_sale" }), hd.find({ kinds: ["farm"], statuses: ALL_STATUSES })));

  // cities
  add(F, "cities", "tienen algo en Ginebra, Suiza?", hd.exactly(hd.find({ city: GVA }), hd.city(GVA)));
  add(F, "cities", "¿en qué ciudades trabajan?", CITIES);

  // superlatives
  add(F, "superlatives", "¿cuál es el piso más barato en venta en Sevilla?", hd.best(cheapest(hd.find({ city: SEV, kinds: [...FLATS], sale: "for_sale" })), hd.unavailable({ city: SEV, kinds: [...FLATS], sale: "for_sale" })));
  // A farmhouse may count as a "casa": the biggest either way.
  add(F, "superlatives", "la casa más grande que tengan en Asheville", hd.best(union(biggest(hd.find({ city: ASH, kinds: ["house"] })), biggest(hd.find({ city: ASH, kinds: ["house", "farm"] }))), hd.unavailable({ city: ASH })));

  // ranges
  add(F, "ranges", "alquiler en Sevilla entre 1.000 y 1.500 €/mes", hd.exactly(hd.find({ city: SEV, sale: "for_rent", price: [1000, 1500] }), hd.city(SEV)));
  const tucCheap = hd.find({ city: TUC, sale: "for_sale", price: [0, 300_000] });
  add(F, "ranges", "algo en venta en Tucson por menos de 300 mil dolares?", loose(notLand(tucCheap), onlyLand(tucCheap), hd.city(TUC)));

  // counts
  add(F, "counts", "¿cuántos alquileres tienen en Nueva Orleans?", count(hd.find({ city: NOL, sale: "for_rent" }).length, "es"));
  add(F, "counts", "cuantas propiedades hay en venta en sevilla", count(hd.find({ city: SEV, sale: "for_sale" }).length, "es"));

  // compare
  add(F, "compare", "compara SEV541 con SEV542", compared(D("SEV541"), D("SEV542")));
  const gvaRent = hd.find({ city: GVA, kinds: [...FLATS], sale: "for_rent" });
  const [g1, g2] = firstOf(gvaRent, 2);
  chain(F, "compare", [
    ["pisos en alquiler en Ginebra?", hd.exactly(gvaRent, hd.city(GVA))],
    ["compara los dos primeros", merge(compared(g1!, g2!), hides(others(gvaRent, [g1!, g2!])))],
  ]);

  // facts
  add(F, "facts", "¿cuánto es el IBI del SEV541?", factNumber(fact(D("SEV541"), "IBI")));
  const ibarra = single(hd.listings.filter((l) => l.fields.Address?.includes("Conde de Ibarra")), "Conde de Ibarra");
  add(F, "facts", "¿de qué año es la casa de la calle Conde de Ibarra?", says(...numberForms(ibarra.fields.YearBuilt ?? 0)));

  // followups
  const tucRent = hd.find({ city: TUC, sale: "for_rent" });
  chain(F, "followups", [
    ["busco algo para alquilar en Tucson", hd.exactly(tucRent, hd.city(TUC))],
    ["¿cuál es el más barato?", hd.best(cheapest(tucRent), hd.unavailable({ city: TUC, sale: "for_rent" }))],
  ]);
  const sevGarden = single(hd.find({ city: SEV, has: ["garden"] }), "Sevilla garden");
  chain(F, "followups", [
    ["¿hay algo en Sevilla con jardín?", hd.exactly([sevGarden], hd.city(SEV))],
    ["¿y admiten mascotas?", answersFeature(sevGarden, "pets", "es")],
  ]);
  const sev = hd.find({ city: SEV });
  chain(F, "followups", [
    ["qué hay en Sevilla", hd.exactly(sev, hd.city(SEV))],
    ["muéstrame más", merge(nextPage(sev), hides(hd.unavailable({ city: SEV })))],
  ]);
  const villa = single(hd.find({ city: GVA, kinds: ["house"] }), "Genève villa");
  chain(F, "followups", [
    ["¿tienen alguna villa en Ginebra?", hd.exactly([villa], hd.city(GVA))],
    ["¿tiene piscina?", answersFeature(villa, "pool", "es")],
  ]);

  // smalltalk
  add(F, "smalltalk", "gracias, muy amable!!");
  add(F, "smalltalk", "prefiero hablar con un asesor de verdad, me pueden llamar?", says(...AGENT_WORDS));

  // offtopic
  add(F, "offtopic", "cuál es la capital de Australia?", hides(ALL));
  add(F, "offtopic", "me recomiendas un buen sitio para comer en Triana?", hides(ALL));

  // nomatch
  add(F, "nomatch", "tienen algo en Barcelona?", NO("es"), CITIES);
  none(hd.find({ city: PIT, has: ["pool"], statuses: ALL_STATUSES }), "Pittsburgh pool");
  add(F, "nomatch", "busco casa con piscina en Pittsburgh", NO("es"));

  return list;
}

function french(): Question[] {
  const { add, chain, list } = questionSet("fr");

  // search
  add(F, "search", "je cherche un appart à louer à Genève", hd.exactly(hd.find({ city: GVA, kinds: [...FLATS], sale: "for_rent" }), hd.city(GVA)));
  add(F, "search", "quoi de dispo à la Nouvelle-Orléans ?", hd.exactly(hd.find({ city: NOL }), hd.city(NOL)));

  // features
  add(F, "features", "à Tucson, un logement avec piscine svp", hd.exactly(hd.find({ city: TUC, has: ["pool"] }), hd.city(TUC)));
  add(F, "features", "Genève, avec une place de parc", hd.exactly(hd.find({ city: GVA, has: ["parking"] }), hd.city(GVA)));

  // negation
  add(F, "negation", "location à la Nouvelle Orléans qui ne soit pas meublée", hd.exactly(hd.find({ city: NOL, sale: "for_rent", lacks: ["furnished"] }), hd.city(NOL)));
  add(F, "negation", "Je veux acheter à Séville mais surtout pas un appartement", hd.exactly(hd.find({ city: SEV, sale: "for_sale" }).filter((l) => !(FLATS as readonly string[]).includes(l.kind)), hd.city(SEV)));

  // status
  add(F, "status", "est-ce que GVA555 est encore en vente ?", says(...STATUS_WORDS.sold));
  add(F, "status", "la maison NOL515, elle est dispo quand ?", says(...STATUS_WORDS.comingSoon));

  // kinds
  add(F, "kinds", "vous avez des maisons de ville à Tucson ?", hd.exactly(hd.find({ city: TUC, kinds: ["townhouse"] }), hd.city(TUC)));
  const studios = hd.find({ sale: "for_rent", beds: [0, 0] });
  add(F, "kinds", "avez-vous des studios à louer ?", hd.exactly(studios, union(hd.find({ sale: "for_rent", beds: [0, 0], statuses: ALL_STATUSES }), cities(...studios.map((l) => l.fields.City)))));

  // cities
  add(F, "cities", "Vous couvrez quelles villes ?", CITIES);
  add(F, "cities", "des biens à Séville ?", hd.exactly(hd.find({ city: SEV }), hd.city(SEV)));

  // superlatives
  // "Le plus récent": the newest built or the newest listed, either reading.
  const gva = hd.find({ city: GVA });
  add(F, "superlatives", "quel est le bien le plus récent à Genève ?", hd.best(union(newestBuilt(gva), newestListed(gva)), hd.unavailable({ city: GVA })));
  add(F, "superlatives", "le moins cher à vendre à la Nouvelle-Orléans ?", hd.best(cheapest(hd.find({ city: NOL, sale: "for_sale" })), hd.unavailable({ city: NOL, sale: "for_sale" })));

  // ranges
  add(F, "ranges", "à Genève, un loyer entre 2000 et 3000 CHF", hd.exactly(hd.find({ city: GVA, sale: "for_rent", price: [2000, 3000] }), hd.city(GVA)));
  add(F, "ranges", "budget moins de 400 000 $ à Pittsburgh, pour acheter", hd.exactly(hd.find({ city: PIT, sale: "for_sale", price: [0, 400_000] }), hd.city(PIT)));

  // counts
  add(F, "counts", "combien de biens à louer à Tucson ?", count(hd.find({ city: TUC, sale: "for_rent" }).length, "fr"));
  // A farm (farmhouse) may or may not count as a "maison".
  add(F, "counts", "combien de maisons à vendre à Asheville ?", countOf([hd.find({ city: ASH, kinds: ["house"], sale: "for_sale" }).length, hd.find({ city: ASH, kinds: ["house", "farm"], sale: "for_sale" }).length], "fr"));

  // compare
  add(F, "compare", "compare TUC521 et ASH531", compared(D("TUC521"), D("ASH531")));
  const sevFlats = hd.find({ city: SEV, kinds: [...FLATS], sale: "for_sale" });
  if (sevFlats.length !== 2) throw new Error("Séville flats for sale: expected two");
  chain(F, "compare", [
    ["des appartements à vendre à Séville ?", hd.exactly(sevFlats, hd.city(SEV))],
    ["compare les deux", compared(sevFlats[0]!, sevFlats[1]!)],
  ]);

  // facts
  add(F, "facts", "quelles sont les charges pour l'appart GVA551 ?", factNumber(fact(D("GVA551"), "Charges")));
  const plainpalais = single(hd.find({ city: GVA, sale: "for_rent", beds: [0, 0] }).filter((l) => l.fields.Description?.includes("Plainpalais")), "Plainpalais studio");
  const deposit = fact(plainpalais, "Garantie de loyer");
  const months = Number(deposit.match(/\d+/)![0]);
  add(F, "facts", "c'est combien la garantie de loyer pour le studio de Plainpalais ?", says(deposit, `${["zero", "un", "deux", "trois"][months]} mois`, ...numberForms(months * (plainpalais.fields.RentPrice ?? 0))));

  // followups
  const ash = hd.find({ city: ASH });
  chain(F, "followups", [
    ["qu'avez-vous à Asheville ?", hd.exactly(ash, hd.city(ASH))],
    ["montrez-m'en plus", merge(nextPage(ash), hides(hd.unavailable({ city: ASH })))],
  ]);
  const pitHouses = hd.find({ city: PIT, kinds: ["house"], sale: "for_sale" });
  const cheapestHouse = cheapest(pitHouses);
  chain(F, "followups", [
    ["des maisons à vendre à Pittsburgh ?", hd.exactly(pitHouses, hd.city(PIT))],
    ["la moins chère a un garage ?", merge(oneOf(cheapestHouse), answersFeature(cheapestHouse[0]!, "garage", "fr"))],
  ]);
  const pitRent = single(hd.find({ city: PIT, sale: "for_rent" }), "Pittsburgh rental");
  chain(F, "followups", [
    ["je cherche à louer à Pittsburgh", hd.exactly([pitRent], hd.city(PIT))],
    ["et les animaux sont acceptés ?", answersFeature(pitRent, "pets", "fr")],
  ]);
  // "Le plus grand" of a list holding land: the most living area or the biggest lot.
  const tucSale = hd.find({ city: TUC, sale: "for_sale" });
  chain(F, "followups", [
    ["montre-moi les biens à vendre à Tucson", hd.exactly(tucSale, hd.city(TUC))],
    ["lequel est le plus grand ?", hd.best(union(biggest(tucSale), biggestLot(tucSale)), hd.unavailable({ city: TUC, sale: "for_sale" }))],
  ]);

  // smalltalk
  add(F, "smalltalk", "bonjour ! vous êtes un robot ou une vraie personne ?", says("assistant", "robot", "virtuel", "bot", "IA", "intelligence", "automat", "concierge", "programme"));
  add(F, "smalltalk", "je voudrais parler à un agent immobilier, un vrai", says(...AGENT_WORDS));

  // offtopic
  add(F, "offtopic", "tu connais une bonne recette de ratatouille ?", hides(ALL));
  add(F, "offtopic", "quel temps fait-il à Genève demain ?", hides(ALL));

  // nomatch
  add(F, "nomatch", "vous avez quelque chose à Lyon ?", NO("fr"), CITIES);
  none(hd.find({ city: ASH, has: ["pool"], statuses: ALL_STATUSES }), "Asheville pool");
  add(F, "nomatch", "une maison avec piscine à Asheville ?", NO("fr"));

  return list;
}

/** Set D, ids `hd-<lang>-<category>-<n>`. */
export const HOLDOUT_D: readonly Question[] = [...english(), ...spanish(), ...french()].map((question) => ({ ...question, id: `hd-${question.id.replace(`-${F}-`, "-")}` }));
