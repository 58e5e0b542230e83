import { biggest, cheapest, defaultOrder, mostBedrooms, newestBuilt, newestListed, priciest } from "./derive";
import { AGENT_WORDS, count, merge, numberForms, oneOf, price, says, shows, STATUS_WORDS } from "./expect";
import { ANC, CHA, CITIES, H, hh, NO, NO_LISTINGS, PVD, SRQ, SXB, ZGZ } from "./holdout-h-common";
import { ALL_STATUSES, questionSet } from "./set";
import type { Question } from "./types";

// Held-out set H: 96 questions (32 per language) on the fixture `holdouth`, written blind (without
// reading the concierge), as buyers type them. Ids `hh-…`. Every expectation is derived from the
// fixture (derive.ts) under design.md's rules: available = Active, ComingSoon, PreOnMarket unless
// the question asks otherwise; default order days on market asc, then id desc.

const F = "holdouth" as const;
const { find, city, exactly, best, unavailable } = hh;
const notKind = (listings: ReturnType<typeof find>, ...kinds: string[]) => listings.filter((listing) => !kinds.includes(listing.kind));
const allOf = (criteria: Parameters<typeof find>[0]) => find({ ...criteria, statuses: ALL_STATUSES });

// ---------------------------------------------------------------- English
function english(): Question[] {
  const { add, chain, list } = questionSet("en");

  // search
  add(F, "search", "hi, were looking for a house to buy in providence, what have you got?", exactly(find({ city: PVD, kinds: ["house"], sale: "for_sale" }), notKind(city(PVD), "multi_family")));
  add(F, "search", "any rentals in chatanooga??", exactly(find({ city: CHA, sale: "for_rent" }), city(CHA)));
  add(F, "search", "2 bed condo anchorage", exactly(find({ city: ANC, kinds: ["condo"], beds: [2, 2] }), city(ANC)));

  // features
  add(F, "features", "Need something in Sarasota with a pool for the kids. We're buying, not renting.", exactly(find({ city: SRQ, sale: "for_sale", has: ["pool"] }), city(SRQ)));
  add(F, "features", "which places in providence have central air? summers here are brutal", exactly(find({ city: PVD, has: ["ac"] }), city(PVD)));

  // negation
  add(F, "negation", "anchorage rentals but NOT furnished pls, we have all our own stuff", exactly(find({ city: ANC, sale: "for_rent", lacks: ["furnished"] }), city(ANC)));
  add(F, "negation", "chattanooga, to buy: anything that isn't a mobile home or raw land?", exactly(notKind(find({ city: CHA, sale: "for_sale" }), "mobile_home", "land"), city(CHA)));

  // status
  add(F, "status", "is PVD507 still available or did somebody grab it", says(...STATUS_WORDS.pending));
  add(F, "status", "what happened to the townhouse on Lakewood Ranch Blvd (SRQ534)? can't find it on zillow anymore", says(...STATUS_WORDS.offMarket, "withdrawn", "taken off"));

  // kinds
  add(F, "kinds", "got any multi-family or duplexes? trying to house hack", exactly(find({ kinds: ["multi_family"] }), allOf({ kinds: ["multi_family"] })));
  add(F, "kinds", "manufactured homes for sale anywhere?", exactly(find({ kinds: ["mobile_home"], sale: "for_sale" }), allOf({ kinds: ["mobile_home"] })));

  // cities
  add(F, "cities", "which cities do you guys have listings in?", CITIES);
  add(F, "cities", "do u have stuff in Knoxville or just chattanooga", NO("en"), CITIES);

  // superlatives
  const srqSale = find({ city: SRQ, sale: "for_sale" });
  add(F, "superlatives", "cheapest thing for sale in sarasota", best(cheapest(srqSale), [...unavailable({ city: SRQ }), ...find({ city: SRQ, sale: "for_rent" })]));
  add(F, "superlatives", "biggest house in anchorage? rent or buy doesnt matter", best(biggest(find({ city: ANC, kinds: ["house"] })), unavailable({ city: ANC })));
  add(F, "superlatives", "whats the newest construction you have in Chattanooga", best(newestBuilt(find({ city: CHA })), unavailable({ city: CHA })));

  // ranges
  add(F, "ranges", "anything to buy in anchorage under $500k?", exactly(find({ city: ANC, sale: "for_sale", price: [0, 500000] }), city(ANC)));
  const rentBand = find({ sale: "for_rent", kinds: ["apartment", "condo"], price: [1500, 2000], currency: "$" });
  add(F, "ranges", "apartment or condo for rent, $1500-2000/mo, any city is fine", exactly(rentBand, allOf({ sale: "for_rent" })));

  // counts
  add(F, "counts", "how many listings do you have in Providence right now?", count(find({ city: PVD }).length, "en"));
  add(F, "counts", "how many rentals in sarasota", count(find({ city: SRQ, sale: "for_rent" }).length, "en"));

  // compare
  add(F, "compare", "compare CHA511 and ANC521 for me", shows([H("CHA511"), H("ANC521")]), price(H("CHA511")), price(H("ANC521")));
  add(F, "compare", "which one is bigger, SRQ531 or SRQ536?", oneOf(biggest([H("SRQ531"), H("SRQ536")])), { mustContain: [numberForms(biggest([H("SRQ531"), H("SRQ536")])[0]!.sqft)] });

  // facts
  add(F, "facts", "what are the condo fees on PVD502?", says("410"));
  add(F, "facts", "is the signal mountain house (1204 taft hwy) on septic or city sewer?", says("septic"));

  // followups
  const ancRent = find({ city: ANC, sale: "for_rent" });
  chain(F, "followups", [
    ["show me rentals in anchorage", exactly(ancRent, city(ANC))],
    ["which of those is the cheapest?", best(cheapest(ancRent), ancRent)],
  ]);
  chain(F, "followups", [
    ["sarasota homes for sale", exactly(srqSale, city(SRQ))],
    ["does the first one have solar?", merge(oneOf(defaultOrder(srqSale).slice(0, 1)), says("solar"))],
  ]);
  const pvd = defaultOrder(find({ city: PVD }));
  chain(F, "followups", [
    ["what do you have in providence", shows(pvd)],
    ["show me more", oneOf(pvd.slice(3))],
  ]);

  // smalltalk
  add(F, "smalltalk", "hey! hows it going", NO_LISTINGS);
  add(F, "smalltalk", "can i talk to a real person? want to set up a showing for the farm CHA513", says(...AGENT_WORDS));

  // offtopic
  add(F, "offtopic", "whats a good pizza place near federal hill lol", NO_LISTINGS);

  // nomatch
  add(F, "nomatch", "looking for a 5 bedroom with a pool in providence", NO("en"));
  add(F, "nomatch", "3br house under 200k in sarasota?", NO("en"));

  return list;
}

// ---------------------------------------------------------------- Spanish
function spanish(): Question[] {
  const { add, chain, list } = questionSet("es");

  // search
  add(F, "search", "busco piso en zaragoza para comprar, de 3 habitaciones", exactly(find({ city: ZGZ, sale: "for_sale", kinds: ["apartment"], beds: [3, 99] }), city(ZGZ)));
  add(F, "search", "pisos de alquiler en Saragossa", exactly(find({ city: ZGZ, sale: "for_rent" }), city(ZGZ)));
  add(F, "search", "q tienen en Estrasburgo para comprar?", exactly(find({ city: SXB, sale: "for_sale" }), city(SXB)));

  // features
  add(F, "features", "algo con terraza y aire acondicionado en zaragoza", exactly(find({ city: ZGZ, has: ["terrace", "ac"] }), city(ZGZ)));
  add(F, "features", "busco alquiler donde acepten mascotas, tengo un perro. La ciudad me da igual", exactly(find({ sale: "for_rent", has: ["pets"] }), allOf({ sale: "for_rent" })));

  // negation
  add(F, "negation", "en Zaragoza, algo para comprar que no sea un piso", exactly(notKind(find({ city: ZGZ, sale: "for_sale" }), "apartment"), city(ZGZ)));
  add(F, "negation", "anchorage, alquiler, sin muebles porfa", exactly(find({ city: ANC, sale: "for_rent", lacks: ["furnished"] }), city(ANC)));

  // status
  add(F, "status", "la casa de Valdespartera (ZGZ547) sigue disponible?", says(...STATUS_WORDS.pending));
  add(F, "status", "el PVD506 ya se vendio?", says(...STATUS_WORDS.sold));

  // kinds
  add(F, "kinds", "tienen fincas rústicas o granjas?", exactly(find({ kinds: ["farm"] }), allOf({ kinds: ["farm"] })));
  add(F, "kinds", "terrenos o solares en venta??", exactly(find({ kinds: ["land"], sale: "for_sale" }), allOf({ kinds: ["land"] })));

  // cities
  add(F, "cities", "en qué ciudades trabajan?", CITIES);
  add(F, "cities", "tienen algo en Sevilla?", NO("es"), CITIES);

  // superlatives
  add(F, "superlatives", "el piso más barato en venta en Zaragoza", best(cheapest(find({ city: ZGZ, sale: "for_sale", kinds: ["apartment"] })), [...find({ city: ZGZ, sale: "for_rent" }), ...unavailable({ city: ZGZ })]));
  add(F, "superlatives", "cual es el alquiler mas caro en sarasota", best(priciest(find({ city: SRQ, sale: "for_rent" })), find({ city: SRQ, sale: "for_sale" })));
  add(F, "superlatives", "la vivienda con más dormitorios en Zaragoza?", best(mostBedrooms(find({ city: ZGZ })), unavailable({ city: ZGZ })));

  // ranges
  add(F, "ranges", "alquiler entre 500 y 800 €/mes", exactly(find({ sale: "for_rent", currency: "€", price: [500, 800] }), allOf({ sale: "for_rent", currency: "€" })));
  add(F, "ranges", "algo para comprar por menos de 300.000 € en Zaragoza", exactly(find({ city: ZGZ, sale: "for_sale", price: [0, 300000] }), city(ZGZ)));

  // counts
  add(F, "counts", "cuantos pisos en alquiler hay en Zaragoza", count(find({ city: ZGZ, sale: "for_rent" }).length, "es"));
  add(F, "counts", "cuántas propiedades disponibles tienen en Chattanooga en total?", count(find({ city: CHA }).length, "es"));

  // compare
  add(F, "compare", "qué diferencia hay entre ZGZ541 y ZGZ542?", shows([H("ZGZ541"), H("ZGZ542")]), price(H("ZGZ541")), price(H("ZGZ542")));
  const zBig = biggest([H("ZGZ543"), H("ZGZ546")]);
  add(F, "compare", "cual es mas grande, el ZGZ543 o la ZGZ546?", oneOf(zBig), { mustContain: [numberForms(zBig[0]!.fields.BuildingArea ?? 0)] });

  // facts
  add(F, "facts", "cuánto son los gastos de comunidad del ático del Actur?", says("120"));
  add(F, "facts", "ZGZ544 cuanto piden de fianza", says("dos mensualidades", "2 mensualidades", "dos meses", "2 meses"));

  // followups
  chain(F, "followups", [
    ["casas en venta en providence", exactly(find({ city: PVD, kinds: ["house"], sale: "for_sale" }), notKind(city(PVD), "multi_family"))],
    ["y tiene garaje?", says("no")],
  ]);
  const sxbRent = find({ city: SXB, sale: "for_rent" });
  chain(F, "followups", [
    ["alquileres en estrasburgo", exactly(sxbRent, city(SXB))],
    ["el más barato de esos", best(cheapest(sxbRent), sxbRent)],
  ]);
  const ancSale = defaultOrder(find({ city: ANC, sale: "for_sale" }));
  chain(F, "followups", [
    ["qué tienen en anchorage?", shows(find({ city: ANC }))],
    ["solo las que están en venta", exactly(ancSale, city(ANC))],
    ["compara las dos primeras", shows(ancSale.slice(0, 2))],
  ]);

  // smalltalk
  add(F, "smalltalk", "hola buenas!", NO_LISTINGS);
  add(F, "smalltalk", "quiero hablar con un agente de verdad, no con un bot", says(...AGENT_WORDS));

  // offtopic
  add(F, "offtopic", "oye, ¿quién ganó ayer el partido del Real Zaragoza?", NO_LISTINGS);

  // nomatch
  add(F, "nomatch", "alquiler en zaragoza sin amueblar", NO("es"));
  add(F, "nomatch", "chalet con piscina en Strasbourg por menos de 300.000€", NO("es"));

  return list;
}

// ---------------------------------------------------------------- French
function french(): Question[] {
  const { add, chain, list } = questionSet("fr");

  // search
  add(F, "search", "je cherche un appart à louer à Strasbourg", exactly(find({ city: SXB, sale: "for_rent", kinds: ["apartment"] }), city(SXB)));
  add(F, "search", "des maisons a vendre a strasbourg ?", exactly(find({ city: SXB, sale: "for_sale", kinds: ["house"] }), notKind(city(SXB), "townhouse")));
  add(F, "search", "qu'avez-vous à Saragosse ?", exactly(find({ city: ZGZ }), city(ZGZ)));

  // features
  add(F, "features", "à Strasbourg, un appartement avec ascenseur svp (genoux fragiles)", exactly(find({ city: SXB, kinds: ["apartment"], has: ["elevator"] }), city(SXB)));
  add(F, "features", "y a-t-il des biens avec vue sur la mer ?", exactly(find({ has: ["sea_view"] }), find()));

  // negation
  add(F, "negation", "Strasbourg, une location qui n'est PAS meublée", exactly(find({ city: SXB, sale: "for_rent", lacks: ["furnished"] }), city(SXB)));
  add(F, "negation", "Anchorage : quelque chose à acheter mais pas un condo", exactly(notKind(find({ city: ANC, sale: "for_sale" }), "condo"), city(ANC)));

  // status
  add(F, "status", "le SXB556 est-il toujours dispo ?", says(...STATUS_WORDS.sold));
  add(F, "status", "et le terrain SXB555, il est déjà en vente ?", says(...STATUS_WORDS.comingSoon, "prochainement"));

  // kinds
  add(F, "kinds", "vous avez des mobil-homes ?", exactly(find({ kinds: ["mobile_home"] }), allOf({ kinds: ["mobile_home"] })));
  add(F, "kinds", "des maisons de ville à vendre ?", exactly(find({ kinds: ["townhouse"], sale: "for_sale" }), allOf({ kinds: ["townhouse"] })));

  // cities
  add(F, "cities", "vous couvrez quelles villes ?", CITIES);
  add(F, "cities", "Vous avez quelque chose à Lyon ?", NO("fr"), CITIES);

  // superlatives
  add(F, "superlatives", "quel est le bien le moins cher à acheter à Strasbourg, terrain compris ?", best(cheapest(find({ city: SXB, sale: "for_sale" })), [...find({ city: SXB, sale: "for_rent" }), ...unavailable({ city: SXB })]));
  add(F, "superlatives", "la plus grande surface habitable à Saragosse ?", best(biggest(find({ city: ZGZ })), unavailable({ city: ZGZ })));
  add(F, "superlatives", "l'annonce la plus récemment publiée à Sarasota", best(newestListed(find({ city: SRQ })), unavailable({ city: SRQ })));

  // ranges
  add(F, "ranges", "moins de 400 000 € à Strasbourg, en achat", exactly(find({ city: SXB, sale: "for_sale", price: [0, 400000] }), city(SXB)));
  add(F, "ranges", "une location entre 1 500 $ et 2 000 $ par mois aux États-Unis", exactly(find({ sale: "for_rent", currency: "$", price: [1500, 2000] }), allOf({ sale: "for_rent", currency: "$" })));

  // counts
  add(F, "counts", "combien d'annonces à Strasbourg ?", count(find({ city: SXB }).length, "fr"));
  add(F, "counts", "combien de terrains à vendre en tout ?", count(find({ kinds: ["land"], sale: "for_sale" }).length, "fr"));

  // compare
  add(F, "compare", "comparez SXB551 et SXB552", shows([H("SXB551"), H("SXB552")]), price(H("SXB551")), price(H("SXB552")));
  const lowerFees = [H("PVD502"), H("ANC522")].sort((a, b) => (a.fields.HOAMonth ?? 0) - (b.fields.HOAMonth ?? 0))[0]!;
  add(F, "compare", "entre PVD502 et ANC522, lequel a les charges de copro les plus basses ?", oneOf([lowerFees]), says(...numberForms(lowerFees.fields.HOAMonth ?? 0)));

  // facts
  add(F, "facts", "quel est le DPE du SXB552 ?", says("E"));
  add(F, "facts", "c'est combien le dépôt de garantie pour l'appart de la Krutenau ?", says(...numberForms(1640)));

  // followups
  const zRent = find({ city: ZGZ, sale: "for_rent" });
  chain(F, "followups", [
    ["des locations à Zaragoza ?", exactly(zRent, city(ZGZ))],
    ["lequel accepte les animaux ?", best(find({ city: ZGZ, sale: "for_rent", has: ["pets"] }), zRent)],
  ]);
  const srqSale = find({ city: SRQ, sale: "for_sale" });
  chain(F, "followups", [
    ["je cherche à acheter à Sarasota", exactly(srqSale, city(SRQ))],
    ["le plus grand ?", best(biggest(srqSale), srqSale)],
  ]);
  const cha = defaultOrder(find({ city: CHA }));
  chain(F, "followups", [
    ["montrez-moi les biens à Chattanooga", shows(cha)],
    ["et d'autres ?", oneOf(cha.slice(3))],
  ]);

  // smalltalk
  add(F, "smalltalk", "bonjour ! vous êtes un robot ?", NO_LISTINGS);
  add(F, "smalltalk", "je voudrais parler à un conseiller, un humain de préférence", says(...AGENT_WORDS));

  // offtopic
  add(F, "offtopic", "c'est où la meilleure flammekueche de Strasbourg ?", NO_LISTINGS);

  // nomatch
  add(F, "nomatch", "une maison avec piscine à Strasbourg", NO("fr"));
  add(F, "nomatch", "un T3 à louer à Anchorage pour moins de 1000 $", NO("fr"));

  return list;
}

/** Set H, ids `hh-…`. */
export const HOLDOUT_H: readonly Question[] = [...english(), ...spanish(), ...french()].map((question) => ({ ...question, id: `hh-${question.id}` }));
