import { SQFT_PER_M2 } from "../fixtures/types";
import { biggest, biggestLot, cheapest, defaultOrder, fact, mostBedrooms, newestBuilt, others } from "./derive";
import { AGENT_WORDS, count, hides, merge, numberForms, oneOf, price, SHOWN, STATUS_WORDS, says, shows } from "./expect";
import { ALL, BIO, both, BRU, CHS, CITIES, exactlyOr, F, hf, HOMES, LOU, NO, OMA, SEA, union, without } from "./holdout-f-common";
import { questionSet } from "./set";
import type { Criteria } from "./derive";
import type { Expectation, LanguageCode, Question } from "./types";

// Held-out set F: 96 questions (32 per language) on the `holdoutf` fixture, written blind (no
// reading of the concierge), as buyers type them. Every expectation is derived from the fixture.

const { find, city, exactly, best, unavailable } = hf;
const FX = "holdoutf" as const;

/** A search with no answer: the visitor is told so, and no listing of the universe is offered. */
function none(criteria: Criteria, lang: LanguageCode, universe = city(criteria.city ?? "")): Expectation {
  if (find(criteria).length) throw new Error(`none(): ${JSON.stringify(criteria)} has matches`);
  return merge(NO(lang), hides(universe));
}

/** The first number in a fact's text ("110 €/mes" → 110, "2 140 €" → 2140). */
const amount = (text: string) => Number((/\d[\d .,]*/.exec(text)?.[0] ?? "").replace(/[ .,]/g, ""));

/** Off-topic: no listing offered (but those of a city the visitor named), and the chat is steered back to homes. */
const offTopic = (lang: LanguageCode, named?: string) => merge(hides(named ? others(ALL, find({ city: named })) : ALL), says(...HOMES[lang]));

// ---------------------------------------------------------------- English
const en = questionSet("en");
{
  const { add, chain } = en;
  add(FX, "search", "hey! looking to buy a house in seatle, 3+ bedrooms",
    exactlyOr(find({ city: SEA, kinds: ["house"], sale: "for_sale", beds: [3, 99] }), city(SEA), find({ city: SEA, kinds: ["townhouse"], sale: "for_sale", beds: [3, 99] })));
  add(FX, "search", "Anything for rent in Louisville under $2k a month?", exactly(find({ city: LOU, sale: "for_rent", price: [0, 2000] }), city(LOU)));
  add(FX, "search", "moving to charleston sc with my dog in august, need a rental that takes pets", exactly(find({ city: CHS, sale: "for_rent", has: ["pets"] }), city(CHS)));

  add(FX, "features", "any homes w/ a pool in omaha??", exactly(find({ city: OMA, has: ["pool"] }), city(OMA)));
  add(FX, "features", "Looking for something in Seattle that has an EV charger or solar panels", exactly(union(find({ city: SEA, has: ["ev"] }), find({ city: SEA, has: ["solar"] })), city(SEA)));

  add(FX, "negation", "Louisville rentals that don't allow pets - my neighbor's dogs at my current place drive me nuts", without({ city: LOU, sale: "for_rent" }, "pets", city(LOU)));
  add(FX, "negation", "omaha, buying, no basement please (had a flood in my last one)", without({ city: OMA, sale: "for_sale" }, "basement", city(OMA)));

  add(FX, "status", "is SEA505 still available?", says(...STATUS_WORDS.pending));
  add(FX, "status", "which charleston listings are under contract rn", exactly(find({ city: CHS, statuses: ["Pending"] }), city(CHS)));

  add(FX, "kinds", "do you have any mobile homes / manufactured homes anywhere?", merge(shows(find({ kinds: ["mobile_home"] })), hides(unavailable({ kinds: ["mobile_home"] }))));
  add(FX, "kinds", "Show me land for sale in Louisville KY", exactly(find({ city: LOU, kinds: ["land"], sale: "for_sale" }), city(LOU)));

  add(FX, "cities", "What cities do you cover?", CITIES);
  add(FX, "cities", "do u have anything in portland maine", merge(CITIES, NO("en")));

  add(FX, "superlatives", "cheapest place to buy in Charleston?", best(cheapest(find({ city: CHS, sale: "for_sale" })), unavailable({ city: CHS, sale: "for_sale" })));
  add(FX, "superlatives", "which louisville listing has the biggest lot", best(biggestLot(find({ city: LOU })), unavailable({ city: LOU })));

  add(FX, "ranges", "seattle homes for sale between 400k and 900k", exactly(find({ city: SEA, sale: "for_sale", price: [400_000, 900_000] }), city(SEA)));
  add(FX, "ranges", "3-4 bedroom rentals in omaha under 2200/mo", exactly(find({ city: OMA, sale: "for_rent", beds: [3, 4], price: [0, 2200] }), city(OMA)));

  add(FX, "counts", "how many listings are currently available in Bilbao?", count(find({ city: BIO }).length, "en"));
  add(FX, "counts", "How many rentals do you have available right now, all cities combined?", count(find({ sale: "for_rent" }).length, "en"));

  add(FX, "compare", "compare SEA501 and SEA503 for me", both(F("SEA501"), F("SEA503")));
  {
    const pair = [F("LOU511"), F("LOU513")];
    const bigger = biggest(pair);
    add(FX, "compare", "which is bigger, LOU511 or LOU513?", merge(shows(pair), oneOf(bigger), says(...bigger.flatMap((l) => numberForms(l.fields.BuildingArea ?? 0)))));
  }

  add(FX, "facts", "what are the HOA dues on SEA502?", says(...numberForms(F("SEA502").fields.HOAMonth ?? 0)));
  add(FX, "facts", "is CHS531 in a flood zone?", says(fact(F("CHS531"), "Flood Zone")));

  {
    const twoBed = find({ city: OMA, sale: "for_rent", beds: [2, 2] });
    if (twoBed.length !== 1 || !twoBed[0]!.has.includes("pets")) throw new Error("en followup: expected one pet-friendly 2-bed rental in Omaha");
    chain(FX, "followups", [
      ["2 bed rentals in Omaha", exactly(twoBed, city(OMA))],
      ["does it allow pets?", says("yes", "welcome", "allowed", "allows", "pet-friendly", "pet friendly", "cats and dogs")],
    ]);
  }
  {
    const forSale = find({ city: LOU, sale: "for_sale" });
    const low = cheapest(forSale);
    chain(FX, "followups", [
      ["What do you have for sale in Louisville?", exactly(forSale, city(LOU))],
      ["which of those is the cheapest?", best(low, unavailable({ city: LOU, sale: "for_sale" }))],
      ["how big is the lot?", says(...low.flatMap((l) => numberForms(l.fields.LotArea)), "0.5 acre", "half an acre", "half-acre", "half acre", "1/2 acre")],
    ]);
  }
  {
    const forSale = find({ city: SEA, sale: "for_sale" });
    chain(FX, "followups", [
      ["Show me Seattle listings", merge(shows(find({ city: SEA })), hides(unavailable({ city: SEA })))],
      ["only the ones for sale", exactly(forSale, city(SEA))],
      ["which one has the most bedrooms?", best(mostBedrooms(forSale), unavailable({ city: SEA }))],
    ]);
  }

  add(FX, "smalltalk", "hi there! just browsing for now 🙂", says("hi", "hello", "welcome", "glad", "happy", "help"));
  add(FX, "smalltalk", "can i talk to a real person? like an actual agent", says(...AGENT_WORDS));

  add(FX, "offtopic", "whats the weather gonna be like in seattle this weekend", offTopic("en", SEA));
  add(FX, "offtopic", "can you help me write a cover letter for a job application", offTopic("en"));

  add(FX, "nomatch", "5 bedroom condo in seattle under 300k", none({ city: SEA, kinds: ["condo"], beds: [5, 99], price: [0, 300_000] }, "en"));
  add(FX, "nomatch", "apartment for rent in Omaha with a pool", none({ city: OMA, kinds: ["apartment"], sale: "for_rent", has: ["pool"] }, "en"));
}

// ---------------------------------------------------------------- Spanish
const es = questionSet("es");
{
  const { add, chain } = es;
  add(FX, "search", "busco piso en bilbao para comprar, minimo 2 habitaciones", exactly(find({ city: BIO, kinds: ["apartment"], sale: "for_sale", beds: [2, 99] }), city(BIO)));
  add(FX, "search", "alquileres en Bruselas?", exactly(find({ city: BRU, sale: "for_rent" }), city(BRU)));
  add(FX, "search", "Hola, me mudo a Seattle por trabajo y busco algo de alquiler, máximo 2500 dólares al mes", exactly(find({ city: SEA, sale: "for_rent", price: [0, 2500] }), city(SEA)));

  add(FX, "features", "bilbao con terraza o balcon", exactly(union(find({ city: BIO, has: ["terrace"] }), find({ city: BIO, has: ["balcony"] })), city(BIO)));
  add(FX, "features", "¿hay algo con piscina en Charleston?", exactly(find({ city: CHS, has: ["pool"] }), city(CHS)));

  add(FX, "negation", "pisos en bilbao sin ascensor", without({ city: BIO, kinds: ["apartment"] }, "elevator", city(BIO)));
  add(FX, "negation", "alquileres en Bruselas donde no se permitan animales, soy alérgica", without({ city: BRU, sale: "for_rent" }, "pets", city(BRU)));

  add(FX, "status", "¿el BIO544 sigue a la venta?", says(...STATUS_WORDS.sold));
  add(FX, "status", "¿qué sale próximamente en Bilbao?", exactlyOr(find({ city: BIO, statuses: ["ComingSoon"] }), city(BIO), find({ city: BIO, statuses: ["PreOnMarket"] })));

  add(FX, "kinds", "¿tenéis algún caserío o finca rústica?", merge(shows(find({ kinds: ["farm"] })), hides(unavailable({ kinds: ["farm"] }))));
  add(FX, "kinds", "busco un adosado, me da igual la ciudad", merge(shows(find({ kinds: ["townhouse"] })), hides(unavailable({ kinds: ["townhouse"] }))));

  add(FX, "cities", "¿en qué ciudades trabajan?", CITIES);
  add(FX, "cities", "¿Tienen algo en Valencia o Barcelona?", merge(CITIES, NO("es")));

  add(FX, "superlatives", "lo mas barato a la venta en Bilbao", best(cheapest(find({ city: BIO, sale: "for_sale" })), unavailable({ city: BIO, sale: "for_sale" })));
  add(FX, "superlatives", "¿Cuál es la construcción más nueva que tienen en Louisville?", best(newestBuilt(find({ city: LOU })), unavailable({ city: LOU })));

  add(FX, "ranges", "entre 1.000 y 1.500 €/mes en Bruselas", exactly(find({ city: BRU, sale: "for_rent", price: [1000, 1500] }), city(BRU)));
  add(FX, "ranges", "pisos en Bilbao de entre 80 y 120 m2", exactly(find({ city: BIO, kinds: ["apartment"], sqft: [80 * SQFT_PER_M2 - 0.5, 120 * SQFT_PER_M2 + 0.5] }), city(BIO)));

  add(FX, "counts", "¿cuántas propiedades en alquiler tienen en Charleston?", count(find({ city: CHS, sale: "for_rent" }).length, "es"));
  {
    // "casas disponibles": every available house, or only those for sale; either count is right.
    const counts = [find({ city: OMA, kinds: ["house"] }).length, find({ city: OMA, kinds: ["house"], sale: "for_sale" }).length];
    add(FX, "counts", "cuantas casas hay disponibles en Omaha", says(...counts.flatMap((n) => count(n, "es").mustContain![0]!)));
  }

  add(FX, "compare", "compara BIO541 con BIO546", both(F("BIO541"), F("BIO546")));
  {
    const low = cheapest([F("BRU552"), F("BRU557")]);
    add(FX, "compare", "¿Qué sale más barato, el BRU552 o el BRU557?", merge(oneOf(low), says(...low.flatMap((l) => price(l).mustContain![0]!))));
  }

  add(FX, "facts", "¿cuánto son los gastos de comunidad del BIO541?", says(...numberForms(amount(fact(F("BIO541"), "Gastos de comunidad")))));
  add(FX, "facts", "y el IBI del adosado de Artxanda (BIO543)?", says(...numberForms(amount(fact(F("BIO543"), "IBI")))));

  {
    const rentals = find({ city: BIO, sale: "for_rent", kinds: ["apartment"] });
    if (!rentals.every((l) => l.lacks.includes("pets"))) throw new Error("es followup: expected Bilbao rentals that say no pets");
    chain(FX, "followups", [
      ["pisos de alquiler en Bilbao", exactly(rentals, city(BIO))],
      ["¿y se admiten mascotas?", says("no")],
    ]);
  }
  {
    const forSale = find({ city: CHS, sale: "for_sale" });
    const low = cheapest(forSale);
    if (!low.every((l) => l.has.includes("pool"))) throw new Error("es followup: expected the cheapest Charleston sale to have a pool");
    chain(FX, "followups", [
      ["¿qué tienen en venta en Charleston?", exactly(forSale, city(CHS))],
      ["¿y la más barata de esas?", best(low, unavailable({ city: CHS, sale: "for_sale" }))],
      ["¿tiene piscina?", says("si", "tiene piscina", "cuenta con piscina")],
    ]);
  }
  {
    const seattle = defaultOrder(find({ city: SEA }));
    chain(FX, "followups", [
      ["¿Qué tienen en Seattle?", merge(shows(seattle), hides(unavailable({ city: SEA })))],
      ["muéstrame más", merge(oneOf(seattle.slice(SHOWN)), hides(unavailable({ city: SEA })))],
    ]);
  }

  add(FX, "smalltalk", "buenas! que tal?", says("hola", "buenas", "bien", "ayudar", "encantad", "gusto"));
  add(FX, "smalltalk", "quiero hablar con un agente de verdad, no con un bot", says(...AGENT_WORDS));

  add(FX, "offtopic", "¿me recomiendas un buen sitio de pintxos en Bilbao?", offTopic("es", BIO));
  add(FX, "offtopic", "a cuánto está el dólar hoy?", offTopic("es"));

  add(FX, "nomatch", "un chalet con piscina en Bilbao por menos de 200.000 €", none({ city: BIO, has: ["pool"], price: [0, 200_000] }, "es"));
  add(FX, "nomatch", "apartamento en alquiler de 3 habitaciones en Charleston", none({ city: CHS, sale: "for_rent", kinds: ["apartment"], beds: [3, 99] }, "es"));
}

// ---------------------------------------------------------------- French
const fr = questionSet("fr");
{
  const { add, chain } = fr;
  add(FX, "search", "appartement meublé à louer à Bruxelles", exactly(find({ city: BRU, sale: "for_rent", kinds: ["apartment"], has: ["furnished"] }), city(BRU)));
  add(FX, "search", "maisons à vendre a bruxelles", exactlyOr(find({ city: BRU, sale: "for_sale", kinds: ["house"] }), city(BRU), find({ city: BRU, sale: "for_sale", kinds: ["townhouse"] })));
  add(FX, "search", "Bonjour, on cherche à acheter à Seattle, budget 1 million de dollars max, au moins 3 chambres", exactly(find({ city: SEA, sale: "for_sale", price: [0, 1_000_000], beds: [3, 99] }), city(SEA)));

  add(FX, "features", "Bruxelles avec jardin", exactly(find({ city: BRU, has: ["garden"] }), city(BRU)));
  add(FX, "features", "un logement avec la clim à Louisville", exactly(find({ city: LOU, has: ["ac"] }), city(LOU)));

  add(FX, "negation", "à Bruxelles, pas d'ascenseur svp, j'ai le vertige", without({ city: BRU }, "elevator", city(BRU)));
  add(FX, "negation", "Charleston, à vendre, sans piscine", without({ city: CHS, sale: "for_sale" }, "pool", city(CHS)));

  add(FX, "status", "le BRU558 est toujours dispo ?", says(...STATUS_WORDS.offMarket, "retire de la vente", "plus disponible", "plus en vente", "indisponible"));
  add(FX, "status", "Qu'est-ce qui a été vendu récemment à Omaha ?", exactly(find({ city: OMA, statuses: ["Sold"] }), city(OMA)));

  add(FX, "kinds", "vous avez des immeubles de rapport ?", merge(shows(find({ kinds: ["multi_family"] })), hides(unavailable({ kinds: ["multi_family"] }))));
  add(FX, "kinds", "des terrains à bâtir à Bilbao ?", exactly(find({ city: BIO, kinds: ["land"] }), city(BIO)));

  add(FX, "cities", "Vous couvrez quelles villes ?", CITIES);
  add(FX, "cities", "Vous avez quelque chose à Lyon ?", merge(CITIES, NO("fr")));

  add(FX, "superlatives", "la plus grande maison à Omaha", best(biggest(find({ city: OMA, kinds: ["house"] })), unavailable({ city: OMA })));
  add(FX, "superlatives", "le logement le plus récent à Charleston (année de construction)", best(newestBuilt(find({ city: CHS })), unavailable({ city: CHS })));

  add(FX, "ranges", "Bruxelles, à vendre, moins de 800 000 €", exactly(find({ city: BRU, sale: "for_sale", price: [0, 800_000] }), city(BRU)));
  add(FX, "ranges", "a louisville entre 250k et 500k", exactly(find({ city: LOU, price: [250_000, 500_000] }), city(LOU)));

  add(FX, "counts", "combien de biens à louer à Bruxelles ?", count(find({ city: BRU, sale: "for_rent" }).length, "fr"));
  add(FX, "counts", "Combien d'annonces en tout à Seattle, y compris vendues et sous contrat ?", count(city(SEA).length, "fr"));

  add(FX, "compare", "compare BRU551 et BRU553", both(F("BRU551"), F("BRU553")));
  {
    const most = mostBedrooms([F("OMA521"), F("OMA524")]);
    add(FX, "compare", "Entre OMA521 et OMA524, lequel a le plus de chambres ?", merge(oneOf(most), count(most[0]!.fields.Bedrooms, "fr")));
  }

  add(FX, "facts", "c'est quoi le revenu cadastral du BRU551 ?", says(...numberForms(amount(fact(F("BRU551"), "Revenu cadastral")))));
  add(FX, "facts", "les charges du BRU552 c'est combien par mois ?", says(...numberForms(amount(fact(F("BRU552"), "Charges")))));

  chain(FX, "followups", [
    ["qu'avez-vous à Bruxelles ?", merge(shows(find({ city: BRU })), hides(unavailable({ city: BRU })))],
    ["et le moins cher à louer ?", best(cheapest(find({ city: BRU, sale: "for_rent" })), unavailable({ city: BRU }))],
  ]);
  chain(FX, "followups", [
    ["montrez-moi les maisons à Louisville", exactlyOr(find({ city: LOU, kinds: ["house"] }), city(LOU), find({ city: LOU, kinds: ["townhouse", "farm"] }))],
    ["laquelle est à louer ?", merge(shows(find({ city: LOU, kinds: ["house"], sale: "for_rent" })), hides(unavailable({ city: LOU })))],
  ]);
  {
    const forSale = find({ city: SEA, sale: "for_sale" });
    chain(FX, "followups", [
      ["je cherche à Seattle, à acheter", exactly(forSale, city(SEA))],
      ["compare les deux premiers", shows(defaultOrder(forSale).slice(0, 2))],
    ]);
  }

  add(FX, "smalltalk", "merci beaucoup, bonne soirée !", says("merci", "bonne", "plaisir", "hesitez", "revoir"));
  add(FX, "smalltalk", "je voudrais parler à un conseiller, un vrai humain", says(...AGENT_WORDS));

  add(FX, "offtopic", "tu peux me donner une recette de gaufres ?", offTopic("fr"));
  add(FX, "offtopic", "qui a gagné le match hier soir ?", offTopic("fr"));

  add(FX, "nomatch", "une maison avec piscine à Bruxelles", none({ city: BRU, has: ["pool"] }, "fr"));
  add(FX, "nomatch", "studio à vendre à Bilbao sous 100 000 €", none({ city: BIO, sale: "for_sale", price: [0, 100_000] }, "fr"));
}

/** Set F: ids `hf-<lang>-<category>-<n>`. */
export const HOLDOUT_F: readonly Question[] = [...en.list, ...es.list, ...fr.list].map((question) => ({ ...question, id: `hf-${question.id.replace(`-${FX}`, "")}` }));
