import type { EvalListing } from "../fixtures/types";
import { biggest, biggestLot, cheapest, type Criteria, fact, matching, mostBedrooms, oldestBuilt, others } from "./derive";
import { AGENT_WORDS, count, hides, merge, never, numberForms, oneOf, price, says, shows, STATUS_WORDS } from "./expect";
import { ABQ, ALL, allowing, built, CITIES, E, he, LYS, MKE, NO, SAV, SPK, VLC } from "./holdout-e-common";
import { ALL_STATUSES, questionSet } from "./set";
import type { Expectation, LanguageCode, Question } from "./types";

// Held-out set E: 96 questions (32 per language) on the `holdoute` fixture (Savannah, Spokane,
// Milwaukee, Albuquerque, València, Lyon), written blind: without reading the concierge, its
// word lists or the other question files. Every expectation is derived from the fixture.
// Ids are `he-<lang>-<category>-<n>`.

const F = "holdoute" as const;
const { find, city, exactly, best, unavailable } = he;

/** The pick of the listings matching `criteria` in a status other than available (none when there are none): what a status slip would name. */
const slip = (pick: (listings: readonly EvalListing[]) => EvalListing[], criteria: Criteria): EvalListing[] => {
  const gone = unavailable(criteria);
  return gone.length ? pick(gone) : [];
};

/** Every listing of the fixture priced in this currency, whatever its status. */
const inCurrency = (currency: string) => matching(ALL, { currency, statuses: ALL_STATUSES });
/** The listing named, with its price. */
const priced = (mls: string): Partial<Expectation> => merge(shows([E(mls)]), price(E(mls)));

/** A yes to "does it have …?": one of the words, and none of the ways of saying no. */
const yes = (lang: LanguageCode, feature: string[]): Partial<Expectation> => {
  const words: Record<LanguageCode, string[]> = {
    en: ["yes", "it does", "it has", "has a", "comes with", "includes", "one-car", "1-car", "one car", "two-car", "2-car"],
    es: ["sí", "si,", "si tiene", "tiene", "cuenta con", "dispone de", "incluye", "con garaje", "garaje cerrado"],
    fr: ["oui", "dispose", "comprend", "inclu"],
  };
  const no: Record<LanguageCode, string[]> = {
    en: feature.flatMap((f) => [`no ${f}`, `doesn't have a ${f}`, `does not have a ${f}`, `doesn't have ${f}`, `does not have ${f}`]),
    es: feature.flatMap((f) => [`no tiene ${f}`, `no tiene plaza de ${f}`, `sin ${f}`, `no cuenta con ${f}`, `no dispone de ${f}`, `no incluye ${f}`]),
    fr: feature.flatMap((f) => [`pas de ${f}`, `aucun ${f}`, `aucune ${f}`, `sans ${f}`]),
  };
  return merge(says(...words[lang]), never(...no[lang]));
};

// ───────────────────────────── English ─────────────────────────────

function english(): Question[] {
  const { add, chain, list } = questionSet("en");

  // search
  {
    const found = find({ city: SAV, kinds: ["house"], sale: "for_sale", beds: [3, 99] });
    add(F, "search", "hey! we're relocating for work and want to BUY a house in savannah, 3+ bedrooms. what do you have?", exactly(found, city(SAV)));
  }
  {
    const found = find({ city: MKE, sale: "for_rent" });
    add(F, "search", "my daughter starts at UWM in the fall, what do you have for rent in milwaukee?", exactly(found, city(MKE)));
  }
  {
    const found = find({ city: SPK, sale: "for_sale", price: [0, 600_000] });
    add(F, "search", "anything for sale in Spokane under 600k?", exactly(found, city(SPK)));
  }

  // features
  {
    const found = find({ city: ABQ, has: ["pool"] });
    add(F, "features", "we're moving to Albuquerque from Phoenix and the kids will riot without a pool lol. anything with a pool there? buy or rent", exactly(found, city(ABQ)));
  }
  {
    const found = find({ has: ["fireplace", "garage"] });
    add(F, "features", "Anything with both a fireplace and a garage? city doesn't matter", exactly(found, ALL));
  }

  // negation
  {
    const rentals = find({ sale: "for_rent" });
    const banned = rentals.filter((l) => l.lacks.includes("pets"));
    const allowed = rentals.filter((l) => l.has.includes("pets"));
    add(F, "negation", "I'm really allergic so I need a rental where pets are NOT allowed. what've you got?", merge(shows(banned), hides([...allowed, ...unavailable({ sale: "for_rent" })])));
  }
  {
    const found = find({ city: SPK, sale: "for_sale", lacks: ["basement"] });
    add(F, "negation", "spokane - something to buy with no basement please, our last one flooded twice", exactly(found, city(SPK)));
  }

  // status
  add(F, "status", "is SAV506 still available??", says(...STATUS_WORDS.pending));
  {
    const found = find({ city: ABQ, statuses: ["Sold"] });
    add(F, "status", "what's sold recently in albuquerque? trying to get a feel for comps", merge(exactly(found, city(ABQ)), says(...STATUS_WORDS.sold)));
  }

  // kinds
  add(F, "kinds", "got any land? we want to build", exactly(find({ kinds: ["land"] }), ALL));
  add(F, "kinds", "looking for a manufactured or mobile home, any city", exactly(find({ kinds: ["mobile_home"] }), ALL));

  // cities
  add(F, "cities", "which cities do you guys cover?", CITIES);
  add(F, "cities", "whats available in albequerque", exactly(find({ city: ABQ }), city(ABQ)));

  // superlatives
  {
    const houses = find({ kinds: ["house"], sale: "for_sale" });
    const farms = find({ kinds: ["farm"], sale: "for_sale" });
    // A farmhouse is a house to some readers: the biggest of either reading is right.
    const tied = [...biggest(houses), ...biggest([...houses, ...farms])];
    add(F, "superlatives", "what's the biggest house you have for sale, square footage wise?", best([...new Set(tied)], slip(biggest, { kinds: ["house"], sale: "for_sale" })));
  }
  {
    const found = built(find({ city: SAV }));
    add(F, "superlatives", "What's the oldest place you have in Savannah? I love historic stuff", best(oldestBuilt(found), slip((gone) => oldestBuilt(built(gone)), { city: SAV })));
  }

  // ranges
  {
    const found = find({ sale: "for_rent", beds: [2, 3], price: [1200, 2000], currency: "$" });
    add(F, "ranges", "2-3 bedroom rentals between $1,200 and $2,000 a month?", exactly(found, inCurrency("$")));
  }
  {
    const sqft: [number, number] = [1500, 2000];
    const found = find({ kinds: ["house"], sqft });
    // Readers who count a manufactured home or a townhome as a house may offer those too.
    const lenient = find({ kinds: ["mobile_home", "townhouse"], sqft });
    add(F, "ranges", "houses between 1,500 and 2,000 sq ft?", allowing(found, ALL, lenient));
  }

  // counts
  add(F, "counts", "how many places for rent do you have in Albuquerque?", count(find({ city: ABQ, sale: "for_rent" }).length, "en"));
  add(F, "counts", "How many listings do you have in Milwaukee?", count(find({ city: MKE }).length, "en"));

  // compare
  add(F, "compare", "compare SPK511 and MKE521 for me", priced("SPK511"), priced("MKE521"));
  {
    const [a, b] = [E("ABQ531"), E("SAV502")];
    const bigger = a.sqft >= b.sqft ? a : b;
    add(F, "compare", "which is bigger, ABQ531 or SAV502?", shows([bigger]), { mustContain: [numberForms(bigger.fields.BuildingArea ?? 0)] });
  }

  // facts
  add(F, "facts", "what are the HOA fees on the River Street condo?", shows([E("SAV502")]), { mustContain: [numberForms(E("SAV502").fields.HOAMonth!)] });
  {
    const water = fact(E("SPK512"), "Water");
    add(F, "facts", "SPK512 - is that on a well or city water?", says(water, "shared well", "shared"));
  }

  // followups
  {
    const houses = find({ city: ABQ, kinds: ["house"], sale: "for_sale" });
    const low = cheapest(houses);
    chain(F, "followups", [
      ["houses for sale in albuquerque?", exactly(houses, city(ABQ))],
      ["which one is cheapest", best(low, slip(cheapest, { city: ABQ, kinds: ["house"], sale: "for_sale" }))],
      ["does it have a garage?", low[0]!.has.includes("garage") ? yes("en", ["garage"]) : NO("en")],
    ]);
  }
  {
    const found = he.find({ city: SAV });
    const ordered = [...found].sort((a, b) => a.fields.DaysOnMarket - b.fields.DaysOnMarket || b.index - a.index);
    const first = ordered.slice(0, 3);
    chain(F, "followups", [
      ["what do you have in Savannah?", merge(shows(found), hides(unavailable({ city: SAV })))],
      ["ok show me more", merge(oneOf(ordered.slice(3)), hides(first))],
    ]);
  }
  {
    const condos = find({ kinds: ["condo"], sale: "for_sale" });
    const ordered = [...condos].sort((a, b) => a.fields.DaysOnMarket - b.fields.DaysOnMarket || b.index - a.index);
    chain(F, "followups", [
      ["any condos for sale?", exactly(condos, matching(ALL, { kinds: ["condo"], statuses: ALL_STATUSES }))],
      ["compare the first two", merge(priced(ordered[0]!.fields.MLSNumber), priced(ordered[1]!.fields.MLSNumber))],
    ]);
  }

  // smalltalk
  add(F, "smalltalk", "hi there! just browsing for now, thanks");
  add(F, "smalltalk", "can I talk to an actual person? like a real agent", says(...AGENT_WORDS));

  // offtopic
  add(F, "offtopic", "what's a good recipe for shrimp and grits?", hides(ALL));
  add(F, "offtopic", "who's gonna win the super bowl this year", hides(ALL));

  // nomatch
  add(F, "nomatch", "any houses with a pool in milwaukee?", NO("en"));
  add(F, "nomatch", "do you have anything in Charleston SC?", NO("en"), CITIES);

  return list;
}

// ───────────────────────────── Español ─────────────────────────────

function spanish(): Question[] {
  const { add, chain, list } = questionSet("es");

  // search
  {
    const found = find({ city: VLC, kinds: ["apartment"], sale: "for_sale", beds: [2, 99] });
    add(F, "search", "hola, busco piso para comprar en valencia, minimo 2 habitaciones", exactly(found, city(VLC)));
  }
  {
    const homes = find({ city: LYS, sale: "for_rent", kinds: ["apartment", "house", "condo", "townhouse"] });
    // The garage box is for rent too: offering it is not wrong, leaving it out neither.
    add(F, "search", "Qué tienen en alquiler en Lyon?", allowing(homes, city(LYS), find({ city: LYS, sale: "for_rent" })));
  }
  {
    const found = find({ city: ABQ, kinds: ["house"], sale: "for_sale", beds: [3, 99] });
    add(F, "search", "casas en venta en Albuquerque con 3 o mas recamaras", exactly(found, city(ABQ)));
  }

  // features
  add(F, "features", "algo con terraza en València, compra o alquiler me da igual", exactly(find({ city: VLC, has: ["terrace"] }), city(VLC)));
  add(F, "features", "quiero algo con piscina y garaje, en cualquier ciudad", exactly(find({ has: ["pool", "garage"] }), ALL));

  // negation
  {
    const found = find({ city: LYS, kinds: ["house", "townhouse", "multi_family", "farm", "land", "commercial", "mobile_home"] });
    // The garage box is not an apartment either, but hardly what a home buyer means by « algo ».
    add(F, "negation", "algo en Lyon que NO sea un apartamento?", allowing(found, city(LYS), find({ city: LYS, kinds: ["other"] })));
  }
  {
    const rentals = find({ city: MKE, sale: "for_rent" });
    const banned = rentals.filter((l) => l.lacks.includes("pets"));
    add(F, "negation", "alquiler en Milwaukee donde no se permitan mascotas, soy alérgico", exactly(banned, city(MKE)));
  }

  // status
  add(F, "status", "el VLC546 sigue disponible?", says(...STATUS_WORDS.pending));
  {
    const soon = find({ sale: "for_sale", statuses: ["ComingSoon", "PreOnMarket"] });
    add(F, "status", "¿Qué propiedades van a salir pronto a la venta?", exactly(soon, ALL));
  }

  // kinds
  add(F, "kinds", "busco una finca o rancho, algo de campo con terreno", exactly(find({ kinds: ["farm"] }), ALL));
  add(F, "kinds", "¿Hay dúplex o edificios enteros para invertir?", exactly(find({ kinds: ["multi_family"] }), ALL));

  // cities
  add(F, "cities", "¿en qué ciudades tienen propiedades?", CITIES);
  add(F, "cities", "tienen algo en Lyón?", exactly(find({ city: LYS }), city(LYS)));

  // superlatives
  {
    const found = find({ city: VLC, sale: "for_sale" });
    add(F, "superlatives", "cuál es lo más barato en venta en Valencia", best(cheapest(found), slip(cheapest, { city: VLC, sale: "for_sale" })));
  }
  add(F, "superlatives", "¿Cuál es la propiedad con el terreno más grande?", best(biggestLot(find()), slip(biggestLot, {})));

  // ranges
  {
    const found = find({ sale: "for_rent", price: [900, 1100], currency: "€" });
    add(F, "ranges", "alquiler entre 900 y 1.100 €/mes", exactly(found, inCurrency("€")));
  }
  {
    const found = find({ kinds: ["apartment"], sale: "for_sale", sqft: [80 * 10.7639, 100 * 10.7639] });
    add(F, "ranges", "pisos en venta de entre 80 y 100 m2", exactly(found, ALL));
  }

  // counts
  add(F, "counts", "¿cuántos anuncios tienen en Spokane?", count(find({ city: SPK }).length, "es"));
  add(F, "counts", "cuantas propiedades estan reservadas o bajo contrato?", count(find({ statuses: ["Pending"] }).length, "es"));

  // compare
  add(F, "compare", "compara VLC541 con LYS551", priced("VLC541"), priced("LYS551"));
  add(F, "compare", "diferencia entre ABQ531 y ABQ532? cual me conviene", priced("ABQ531"), priced("ABQ532"));

  // facts
  add(F, "facts", "¿Cuánto son los gastos de comunidad del piso de Ruzafa?", { mustContain: [numberForms(Number.parseInt(fact(E("VLC541"), "Gastos de comunidad"), 10))] });
  add(F, "facts", "qué certificado energético tiene el VLC544", says(fact(E("VLC544"), "Certificado energético")));

  // followups
  {
    const rentals = find({ city: ABQ, sale: "for_rent" });
    const low = cheapest(rentals);
    chain(F, "followups", [
      ["busco algo en alquiler en Albuquerque", exactly(rentals, city(ABQ))],
      ["¿y el más barato?", best(low, slip(cheapest, { city: ABQ, sale: "for_rent" }))],
      ["¿admite mascotas?", low[0]!.has.includes("pets") ? merge(says("sí", "si,", "si se", "sí se", "acepta", "admite", "permite", "bienvenid"), never("no se admiten", "no admite", "no acepta", "no se aceptan", "no se permiten", "no permite")) : NO("es")],
    ]);
  }
    chain(F, "followups", [
      ["¿Tienen algo en Spokane?", merge(shows(find({ city: SPK })), hides(unavailable({ city: SPK })))],
      ["¿y en Milwaukee?", merge(shows(find({ city: MKE })), hides([...unavailable({ city: MKE }), ...city(SPK)]))],
    ]);
  {
    const flats = find({ city: LYS, kinds: ["apartment"], sale: "for_sale" });
    const large = biggest(flats);
    chain(F, "followups", [
      ["Pisos en venta en Lyon", exactly(flats, city(LYS))],
      ["el más grande de esos", best(large, others(city(LYS), flats))],
      ["¿tiene garaje?", large[0]!.has.includes("garage") ? yes("es", ["garaje"]) : NO("es")],
    ]);
  }

  // smalltalk
  add(F, "smalltalk", "buenas! muchas gracias por la ayuda, muy amable");
  add(F, "smalltalk", "me pueden pasar con un agente de verdad? quiero visitar el ático", says(...AGENT_WORDS));

  // offtopic
  add(F, "offtopic", "oye, ¿qué tiempo va a hacer mañana en Valencia?", hides(ALL));
  add(F, "offtopic", "¿Me ayudas con la declaración de la renta?", hides(ALL));

  // nomatch
  add(F, "nomatch", "¿Tienen algo en Barcelona?", NO("es"), CITIES);
  add(F, "nomatch", "piso en alquiler en València con 3 habitaciones por menos de 800 euros", NO("es"));

  return list;
}

// ───────────────────────────── Français ─────────────────────────────

function french(): Question[] {
  const { add, chain, list } = questionSet("fr");

  // search
  add(F, "search", "bonjour, je cherche un appart à acheter à Lyon avec au moins 3 chambres", exactly(find({ city: LYS, kinds: ["apartment"], sale: "for_sale", beds: [3, 99] }), city(LYS)));
  {
    const houses = find({ city: SPK, kinds: ["house"], sale: "for_sale" });
    // A manufactured home and a farmhouse are houses to some readers.
    add(F, "search", "des maisons à vendre à Spokane ?", allowing(houses, city(SPK), find({ city: SPK, kinds: ["mobile_home", "farm"], sale: "for_sale" })));
  }
  {
    const found = find({ city: ABQ, sale: "for_sale", price: [0, 450_000] });
    // The rents are under the amount too, but the visitor is buying: neither asked nor wrong.
    add(F, "search", "qu'est-ce que vous avez à Albuquerque pour moins de 450 000 $ à l'achat ?", allowing(found, city(ABQ), find({ city: ABQ, sale: "for_rent" })));
  }

  // features
  add(F, "features", "un logement avec balcon ou terrasse à Lyon", exactly([...new Set([...find({ city: LYS, has: ["balcony"] }), ...find({ city: LYS, has: ["terrace"] })])], city(LYS)));
  add(F, "features", "je veux absolument une cheminée, peu importe la ville, pour acheter", exactly(find({ has: ["fireplace"], sale: "for_sale" }), ALL));

  // negation
  {
    const found = find({ city: ABQ, kinds: ["house", "land", "townhouse", "multi_family", "farm", "mobile_home", "commercial", "other"] });
    // A condo is an « appartement » in French: neither required nor forbidden.
    add(F, "negation", "À Albuquerque je veux éviter les appartements : vous avez quoi d'autre ?", allowing(found, city(ABQ), find({ city: ABQ, kinds: ["condo"] })));
  }
  add(F, "negation", "à acheter à Milwaukee, mais pas de sous-sol svp (trop d'humidité)", exactly(find({ city: MKE, sale: "for_sale", lacks: ["basement"] }), city(MKE)));

  // status
  add(F, "status", "Le LYS556 est toujours en vente ?", says(...STATUS_WORDS.sold));
  add(F, "status", "le SPK516 est dispo à la location ?", says(...STATUS_WORDS.offMarket, "plus disponible", "pas disponible", "indisponible", "n'est plus"));

  // kinds
  add(F, "kinds", "vous avez des terrains à bâtir ?", exactly(find({ kinds: ["land"] }), ALL));
  {
    const boxes = find({ kinds: ["other"], sale: "for_rent" });
    // Homes for rent with a garage are not what is asked, but not a slip either.
    add(F, "kinds", "je cherche juste un garage ou un box à louer pour ma voiture", allowing(boxes, ALL, find({ sale: "for_rent", has: ["garage"] })));
  }

  // cities
  add(F, "cities", "Vous couvrez quelles villes ?", CITIES);
  add(F, "cities", "vous avez des choses à Valence en Espagne ?", exactly(find({ city: VLC }), city(VLC)));

  // superlatives
  add(F, "superlatives", "quel est le bien avec le plus de chambres ?", best(mostBedrooms(find()), slip(mostBedrooms, {})));
  {
    const rentals = find({ city: LYS, sale: "for_rent" });
    const homes = find({ city: LYS, sale: "for_rent", kinds: ["apartment", "house", "condo", "townhouse"] });
    // The garage box is the cheapest rental; the cheapest home is the cheapest « logement ».
    add(F, "superlatives", "le logement le moins cher à louer à Lyon ?", best([...new Set([...cheapest(homes), ...cheapest(rentals)])], slip(cheapest, { city: LYS, sale: "for_rent" })));
  }

  // ranges
  {
    const found = find({ sale: "for_sale", price: [300_000, 400_000], currency: "€" });
    add(F, "ranges", "à acheter entre 300 000 et 400 000 €, qu'est-ce qu'il y a ?", exactly(found, inCurrency("€")));
  }
  {
    const found = find({ sale: "for_rent", beds: [1, 2], price: [0, 1100], currency: "€" });
    add(F, "ranges", "un T2 ou T3 à louer, budget max 1 100 € par mois", exactly(found, inCurrency("€")));
  }

  // counts
  add(F, "counts", "combien de biens à vendre à Savannah ?", count(find({ city: SAV, sale: "for_sale" }).length, "fr"));
  add(F, "counts", "combien de locations avez-vous aux États-Unis ?", count(find({ sale: "for_rent", currency: "$" }).length, "fr"));

  // compare
  add(F, "compare", "comparez LYS552 et VLC542 svp", priced("LYS552"), priced("VLC542"));
  {
    const [a, b] = [E("SAV501"), E("SPK511")];
    const larger = a.fields.LotArea >= b.fields.LotArea ? a : b;
    add(F, "compare", "entre le SAV501 et le SPK511, lequel a le plus grand terrain ?", shows([larger]), { mustContain: [numberForms(larger.fields.LotArea)] });
  }

  // facts
  add(F, "facts", "quel est le DPE du LYS551 ?", says(fact(E("LYS551"), "DPE")));
  add(F, "facts", "la taxe foncière du T4 de Monplaisir, c'est combien ?", { mustContain: [numberForms(Number.parseInt(fact(E("LYS552"), "Taxe foncière").replace(/\s/g, ""), 10))] });

  // followups
  {
    const found = find({ city: LYS });
    const ordered = [...found].sort((a, b) => a.fields.DaysOnMarket - b.fields.DaysOnMarket || b.index - a.index);
    chain(F, "followups", [
      ["tu as quoi à Lyon ?", merge(shows(found), hides(unavailable({ city: LYS })))],
      ["montre m'en d'autres", merge(oneOf(ordered.slice(3)), hides(ordered.slice(0, 3)))],
    ]);
  }
  {
    // A condo is an « appartement » in French: neither required nor forbidden (as in the negation above; fr.ts's "appartements à Charlotte" forbids it).
    const homes = find({ city: SAV, sale: "for_sale", kinds: ["house", "apartment"] });
    const condos = find({ city: SAV, sale: "for_sale", kinds: ["condo"] });
    const low = [...new Set([...cheapest(homes), ...cheapest([...homes, ...condos])])];
    chain(F, "followups", [
      ["des maisons ou des appartements à vendre à Savannah ?", allowing(homes, city(SAV), condos)],
      ["lequel est le moins cher ?", best(low, [...slip(cheapest, { city: SAV, sale: "for_sale", kinds: ["house", "apartment"] }), ...slip(cheapest, { city: SAV, sale: "for_sale", kinds: ["house", "condo", "apartment"] })])],
      ["il y a une place de parking ?", low[0]!.has.includes("parking") ? merge(says("oui", "une place", "1 place", "place attribuee", "place reservee"), never("pas de parking", "pas de place", "aucune place", "sans parking")) : NO("fr")],
    ]);
  }
  {
    const rentals = find({ city: MKE, sale: "for_rent" });
    const low = cheapest(rentals);
    chain(F, "followups", [
      ["combien de locations à Milwaukee ?", count(rentals.length, "fr")],
      ["et la moins chère ?", best(low, slip(cheapest, { city: MKE, sale: "for_rent" }))],
      ["les animaux sont acceptés ?", low[0]!.lacks.includes("pets") ? says("non", "pas d'animaux", "pas accept", "n'accepte pas", "interdit", "refus", "ne sont pas") : merge(says("oui", "accept", "bienvenu"), never("ne sont pas accept", "pas d'animaux", "non accept"))],
    ]);
  }

  // smalltalk
  add(F, "smalltalk", "salut, ça va ?");
  add(F, "smalltalk", "je préférerais parler à un conseiller, c'est possible ?", says(...AGENT_WORDS));

  // offtopic
  add(F, "offtopic", "c'est quoi la meilleure boulangerie de Lyon ?", hides(ALL));
  add(F, "offtopic", "tu peux m'aider à écrire une lettre de motivation ?", hides(ALL));

  // nomatch
  add(F, "nomatch", "une maison avec piscine à Lyon pour moins de 500 000 €", NO("fr"));
  add(F, "nomatch", "Vous avez quelque chose à Marseille ?", NO("fr"), CITIES);

  return list;
}

/** Ids `he-<lang>-<category>-<n>`: set E's own, apart from the other sets' and QUESTIONS'. */
const renamed = (questions: Question[]) => questions.map((question) => ({ ...question, id: question.id.replace(`${question.lang}-${F}-`, `he-${question.lang}-`) }));

export const HOLDOUT_E: readonly Question[] = [...renamed(english()), ...renamed(spanish()), ...renamed(french())];
