import { AVAILABLE, type EvalListing } from "../fixtures/types";
import { biggest, biggestLot, cheapest, defaultOrder, extreme, fact, mostBedrooms, newestBuilt, others, priceOf } from "./derive";
import { AGENT_WORDS, count, hides, merge, oneOf, says, shows, STATUS_WORDS } from "./expect";
import { ALL, acres, allOf, amount, around, BOU, BTV, CITIES, cities, countOf, exact, GRX, HFX, hi, I, LSN, NO, NO_LISTINGS, notKind, priceIs, ratio, SAF, UNANSWERED } from "./holdout-i-common";
import { questionSet } from "./set";
import type { Question } from "./types";

// Held-out set I: 105 questions (35 per language, 7 per category) on the fixture `holdouti`,
// written blind (without reading the concierge, its tests or the other question sets), as
// visitors type them on a phone: typos, no accents, shorthand, homes named by their street,
// building, neighbourhood, ZIP or a phrase of their description, two questions in one message,
// stories with the request buried in them, follow-ups (one switching language mid-conversation
// per language pair), derived facts (price per sq ft or m², fees per year, lot in acres), budgets
// "at most" and "around", and questions the data cannot answer (noAnswer). Ids `hi-…`. Every
// expectation is derived from the fixture (derive.ts) under design.md's rules: available =
// Active, ComingSoon, PreOnMarket unless the question asks otherwise; default order days on
// market asc, then id desc.

const F = "holdouti" as const;
const { find, city, best, unavailable } = hi;

/** The available listings of a ZIP. */
const zip = (code: string) => find().filter((listing) => listing.fields.ZIP === code);
/** The one(s) with the most parking spots. */
const mostParking = (listings: EvalListing[]) => extreme(listings, (listing) => listing.fields.ParkingSpots ?? 0, "max");
/** Price per unit of living area in the listing's own unit. */
const perArea = (listing: EvalListing) => priceOf(listing) / (listing.fields.BuildingArea ?? 1);
/** A yearly tax stated in a fact ("$11,205 (FY25)"), as a number. */
const taxOf = (listing: EvalListing, key: string) => Number(fact(listing, key).replace(/\(.*\)/, "").replace(/[^0-9]/g, ""));
/** Pre-market in any of the three languages: "not yet listed", "coming soon". */
const PRE_MARKET = [
  ...STATUS_WORDS.comingSoon,
  "pre-market",
  "premarket",
  "not yet",
  "not listed yet",
  "pre-mercado",
  "premercado",
  "antes de salir",
  "antes de publicar",
  "todavia no",
  "aun no",
  "sin publicar",
  "avant-premiere",
  "pas encore",
];

// ---------------------------------------------------------------- English
function english(): Question[] {
  const { add, chain, list } = questionSet("en");

  // search
  add(F, "search", "hi! looking to buy a house in boulder, 3+ bedrooms. what do u have?", exact(find({ city: BOU, kinds: ["house"], sale: "for_sale", beds: [3, 99] }), city(BOU)));
  add(F, "search", "whats available in 80304?", exact(zip("80304"), ALL));
  add(F, "search", "Hi there. So my wife and I are relocating from Toronto in August, she starts at Dal and I work remote. Two kids (7 and 10) and a very lazy golden retriever named Biscuit. We've rented forever and honestly we're done with landlords, we want to own something this time, ideally an older place with some character, we don't mind doing a bit of work on it. Walkable would be great since we'd like to stay a one-car family. Anyway, what houses do you have for sale in Halifax right now?", exact(find({ city: HFX, kinds: ["house"], sale: "for_sale" }), city(HFX), find({ city: HFX, kinds: ["farm"] })));

  // features
  const evBuys = find({ has: ["ev"], sale: "for_sale" }).filter((listing) => [BOU, SAF].includes(listing.fields.City ?? ""));
  add(F, "features", "we need an EV charger, buying in boulder or santa fe", exact(evBuys, cities(BOU, SAF)));
  add(F, "features", "anything w a fireplace in santa fe? rent or buy, dont care", exact(find({ city: SAF, has: ["fireplace"] }), city(SAF)));

  // negation
  add(F, "negation", "boulder, buying, but no condos and no trailers pls", exact(notKind(find({ city: BOU, sale: "for_sale" }), "condo", "mobile_home"), city(BOU)));
  add(F, "negation", "burlington home to buy WITHOUT a garage, we dont even own a car", exact(find({ city: BTV, sale: "for_sale", lacks: ["garage"] }), city(BTV)));

  // status
  add(F, "status", "is the trailer in vista village still available?", says(...STATUS_WORDS.pending));
  add(F, "status", "did that sunshine canyon lot ever sell?", says(...STATUS_WORDS.sold));

  // kinds
  add(F, "kinds", "got any retail or commercial space for lease? opening a coffee shop", exact(find({ kinds: ["commercial"] }), allOf({ kinds: ["commercial"] })));
  add(F, "kinds", "any duplexes or triplexes? trying to house hack", exact(find({ kinds: ["multi_family"] }), allOf({ kinds: ["multi_family"] })));

  // cities
  add(F, "cities", "which cities do u cover", CITIES);
  add(F, "cities", "anything in denver? or only boulder", NO("en"), CITIES);

  // superlatives
  const bouRent = find({ city: BOU, sale: "for_rent" });
  add(F, "superlatives", "cheapest rental in boulder?", best(cheapest(bouRent), [...find({ city: BOU, sale: "for_sale" }), ...unavailable({ city: BOU })]));
  add(F, "superlatives", "biggest lot youve got in santa fe", best(biggestLot(find({ city: SAF })), unavailable({ city: SAF })));

  // ranges
  add(F, "ranges", "house in boulder for at most 1.1 mil?", exact(find({ city: BOU, kinds: ["house"], sale: "for_sale", price: [0, 1100000] }), city(BOU)));
  const rent2k = around(find({ sale: "for_rent" }), 2000);
  add(F, "ranges", "rentals around 2k a month? any city", shows(rent2k.core), hides([...rent2k.far, ...allOf({ sale: "for_rent" }).filter((listing) => !AVAILABLE.includes(listing.fields.Status))]));

  // counts
  add(F, "counts", "how many burlington listings do u have", count(find({ city: BTV }).length, "en"));
  const rentals = find({ sale: "for_rent" });
  add(F, "counts", "how many rentals do you have in total, all cities?", countOf("en", rentals.length, notKind(rentals, "commercial", "other").length));

  // compare
  const inglis = [I("HFX611"), I("HFX612")];
  add(F, "compare", "which of the two on inglis st has more parking?", oneOf(mostParking(inglis)), count(mostParking(inglis)[0]!.fields.ParkingSpots ?? 0, "en"));
  const [mapleton, tableMesa] = [I("BOU601"), I("BOU605")];
  add(F, "compare", "mapleton hill victorian vs the table mesa ranch - which is bigger and by how much?", shows([mapleton, tableMesa]), amount(Math.abs(mapleton.sqft - tableMesa.sqft)));
  const pearl = [I("BOU602"), I("BOU603")];
  add(F, "compare", "u have 2 listings on pearl st right? which one's bigger", oneOf(biggest(pearl)), amount(biggest(pearl)[0]!.sqft));

  // facts
  const rosebank = I("HFX612");
  add(F, "facts", "whats the condo fee at the rosebank? and are pets ok there", amount(rosebank.fields.HOAMonth ?? 0), says("pet", "pets", "dog", "dogs"));
  const acequia = I("SAF631");
  add(F, "facts", "how much is the adobe on acequia madre and how big is the lot?", priceIs(acequia), says(...amount(acequia.fields.LotArea ?? 0).mustContain![0]!, ...acres(acequia.fields.LotArea ?? 0)));
  add(F, "facts", "table mesa ranch, what does that work out to per sq ft?", ratio(perArea(tableMesa)));

  // followups
  const safRent = find({ city: SAF, sale: "for_rent" });
  chain(F, "followups", [
    ["anything for rent in santa fe?", exact(safRent, city(SAF))],
    ["is it furnished? and do they take cats", merge(says("furnished"), says("cat", "cats", "pet", "pets"))],
  ]);
  const btvCondo = find({ city: BTV, kinds: ["condo"], sale: "for_sale" });
  const btvHoa = btvCondo[0]!.fields.HOAMonth ?? 0;
  chain(F, "followups", [
    ["condos for sale in burlington?", exact(btvCondo, city(BTV))],
    ["hoa fees on that one?", amount(btvHoa)],
    ["so whats that per year", amount(btvHoa * 12)],
  ]);
  const lsnSale = find({ city: LSN, sale: "for_sale" });
  const lsnCheaper = cheapest(lsnSale)[0]!;
  chain(F, "followups", [
    ["what do you have in lausanne", shows(defaultOrder(find({ city: LSN })))],
    ["only the ones to buy pls", exact(lsnSale, city(LSN))],
    ["price per m2 of the cheaper one?", { mustContain: [[...ratio(perArea(lsnCheaper)).mustContain![0]!, ...amount(Math.round(perArea(lsnCheaper) / 100) * 100).mustContain![0]!]] }],
  ]);

  // smalltalk
  add(F, "smalltalk", "ok thanks, super helpful!! 🙏", NO_LISTINGS);
  add(F, "smalltalk", "can someone call me back about the las campanas house? 505-555-0143", says(...AGENT_WORDS));

  // offtopic: beyond the data
  add(F, "offtopic", "what are 30 yr fixed mortgage rates rn?", UNANSWERED, NO_LISTINGS);
  add(F, "offtopic", "is the south end in halifax safe? like crime wise", UNANSWERED, NO_LISTINGS);
  add(F, "offtopic", "do u think boulder prices will go down next year or should we just buy now", UNANSWERED, NO_LISTINGS);

  // nomatch
  add(F, "nomatch", "4 bed house with a pool in burlington, under 700k", NO("en"));
  add(F, "nomatch", "condo in halifax w/ garage under 400k??", NO("en"));

  return list;
}

// ---------------------------------------------------------------- Spanish
function spanish(): Question[] {
  const { add, chain, list } = questionSet("es");

  // search
  add(F, "search", "busco piso para comprar en granada, minimo 2 hab", exact(find({ city: GRX, kinds: ["apartment"], sale: "for_sale", beds: [2, 99] }), city(GRX)));
  add(F, "search", "q teneis por el 18010?", exact(zip("18010"), ALL));

  // features
  add(F, "features", "algo con piscina para comprar, la ciudad me da igual", exact(find({ has: ["pool"], sale: "for_sale" }), ALL));
  add(F, "features", "en lausana algo con vistas al lago", exact(find({ city: LSN, has: ["view"] }), city(LSN)));
  const furnishedRent = [...find({ city: GRX, sale: "for_rent", has: ["furnished"] }), ...find({ city: LSN, sale: "for_rent", has: ["furnished"] })];
  add(F, "features", "alquiler amueblado en granada o en lausana", exact(furnishedRent, cities(GRX, LSN)));

  // negation
  add(F, "negation", "alquiler en granada sin amueblar", exact(find({ city: GRX, sale: "for_rent", lacks: ["furnished"] }), city(GRX)));
  add(F, "negation", "en halifax para comprar pero q no sea una granja", exact(notKind(find({ city: HFX, sale: "for_sale" }), "farm"), city(HFX)));
  add(F, "negation", "lausana, alquiler, pero que no sea un estudio", exact(find({ city: LSN, sale: "for_rent", beds: [1, 99] }), city(LSN)));

  // status
  add(F, "status", "el piso del realejo, el de la calle san matias, sigue a la venta?", says(...STATUS_WORDS.sold));
  add(F, "status", "el cortijo los alamillos ya se puede comprar o todavia no esta publicado?", says(...PRE_MARKET));

  // kinds
  add(F, "kinds", "teneis casas moviles o prefabricadas?", exact(find({ kinds: ["mobile_home"] }), allOf({ kinds: ["mobile_home"] })));
  add(F, "kinds", "busco una finca, un cortijo o una granja, en cualquier ciudad", exact(find({ kinds: ["farm"] }), allOf({ kinds: ["farm"] })));

  // cities
  add(F, "cities", "en que ciudades teneis pisos?", CITIES);
  add(F, "cities", "tienen algo en Malaga o solo en Granada?", NO("es"), CITIES);

  // superlatives
  const grxRent = find({ city: GRX, sale: "for_rent" });
  add(F, "superlatives", "cual es el alquiler mas barato en granada?", best(cheapest(grxRent), [...find({ city: GRX, sale: "for_sale" }), ...unavailable({ city: GRX })]));
  add(F, "superlatives", "la casa mas grande q tengais en boulder", best(biggest(find({ city: BOU, kinds: ["house"] })), unavailable({ city: BOU })));
  add(F, "superlatives", "cual es la vivienda mas nueva (de construccion) en halifax?", best(newestBuilt(find({ city: HFX })), unavailable({ city: HFX })));

  // ranges
  add(F, "ranges", "alquiler en granada de 700 € a lo sumo", exact(find({ city: GRX, sale: "for_rent", price: [0, 700] }), city(GRX)));
  const saf600 = around(find({ city: SAF, sale: "for_sale" }), 600000);
  add(F, "ranges", "algo para comprar en santa fe alrededor de 600 mil dolares", shows(saf600.core), hides([...saf600.far, ...unavailable({ city: SAF })]));
  add(F, "ranges", "para comprar entre 300.000 y 400.000 €", exact(find({ sale: "for_sale", currency: "€", price: [300000, 400000] }), allOf({ currency: "€" })));

  // counts
  add(F, "counts", "cuantas viviendas en venta hay en santa fe?", count(find({ city: SAF, sale: "for_sale" }).length, "es"));
  add(F, "counts", "cuantos alquileres teneis en granada", count(grxRent.length, "es"));

  // compare
  const pedroAntonio = [I("GRX642"), I("GRX643")];
  add(F, "compare", "los dos pisos de pedro antonio de alarcon: cual es mas grande? y cual tiene garaje?", oneOf(biggest(pedroAntonio)), amount(biggest(pedroAntonio)[0]!.fields.BuildingArea ?? 0));
  const [carmen, cueva] = [I("GRX641"), I("GRX644")];
  add(F, "compare", "el carmen del albaicin o la cueva del sacromonte, cual tiene mas habitaciones? y cuanto cuesta cada uno", oneOf(mostBedrooms([carmen, cueva])), priceIs(carmen), priceIs(cueva));

  // facts
  add(F, "facts", "cuanto es el IBI del carmen de la cuesta del chapiz?", amount(Number(fact(carmen, "IBI").replace(/[^0-9]/g, ""))));
  const casita = I("SAF632");
  add(F, "facts", "la casita de la calle granada en santa fe: cuanto es la fianza y admiten mascotas?", amount(casita.fields.DepositFee ?? 0), says("si", "gato", "perro", "mascota", "mascotas"));

  // followups (the second one switches to English)
  const btvRent = find({ city: BTV, sale: "for_rent" });
  chain(F, "followups", [
    ["alquileres en burlington?", exact(btvRent, city(BTV))],
    ["sorry my spanish is bad lol, which one of those allows pets?", merge(oneOf(find({ city: BTV, sale: "for_rent", has: ["pets"] })), { language: "en" })],
  ]);
  const lasCampanas = I("SAF634");
  chain(F, "followups", [
    ["que teneis en venta en santa fe", exact(find({ city: SAF, sale: "for_sale" }), city(SAF))],
    ["y la de las campanas cuanto terreno tiene? en acres porfa", says(...acres(lasCampanas.fields.LotArea ?? 0), "2 1/2", "dos acres y medio")],
  ]);

  // smalltalk
  add(F, "smalltalk", "buenas tardes!! q tal?", NO_LISTINGS);
  add(F, "smalltalk", "eres una persona o un bot?", NO_LISTINGS);

  // offtopic: beyond the data
  add(F, "offtopic", "a cuanto esta el euribor? me conviene hipoteca fija o variable?", UNANSWERED, NO_LISTINGS);
  add(F, "offtopic", "Hola, os cuento: mi pareja y yo nos mudamos a Granada en septiembre porque a ella la han destinado al hospital del PTS y yo teletrabajo. Tenemos un gato bastante mayor y venimos de alquilar en Madrid, asi que pagar 700 u 800 al mes nos parece un chollo, jaja. Nos han dicho que el Zaidin esta bien de precio y que tiene metro, y que hay mucha vida de barrio. Mi duda es otra: que tal es el ambiente por la noche, es una zona segura? hay mucha delincuencia?", UNANSWERED, hides(others(ALL, city(GRX))));

  // nomatch
  add(F, "nomatch", "busco un atico con piscina en granada", NO("es"));
  add(F, "nomatch", "casa en boulder por menos de 500 mil", NO("es"));
  add(F, "nomatch", "piso de alquiler en halifax q acepte perros y con garaje", NO("es"));

  return list;
}

// ---------------------------------------------------------------- French
function french(): Question[] {
  const { add, chain, list } = questionSet("fr");

  // search
  add(F, "search", "je cherche un appart a louer a lausanne, 2 chambres mini", exact(find({ city: LSN, sale: "for_rent", kinds: ["apartment"], beds: [2, 99] }), city(LSN), find({ city: LSN, sale: "for_rent", kinds: ["townhouse"] })));
  add(F, "search", "des maisons à vendre à Santa Fe ?", exact(find({ city: SAF, sale: "for_sale", kinds: ["house"] }), city(SAF), find({ city: SAF, sale: "for_sale", kinds: ["mobile_home"] })));

  // features
  add(F, "features", "à boulder, un truc avec garage ET clim svp", exact(find({ city: BOU, has: ["garage", "ac"] }), city(BOU)));
  add(F, "features", "un appart avec ascenseur et balcon, peu importe la ville", exact(find({ kinds: ["apartment", "condo"], has: ["elevator", "balcony"] }), allOf({ kinds: ["apartment", "condo"] })));

  // negation
  add(F, "negation", "lausanne, pour acheter, mais pas une ferme ni une villa", exact(notKind(find({ city: LSN, sale: "for_sale" }), "farm", "house"), city(LSN)));
  add(F, "negation", "une location a burlington qui n'est pas meublee", exact(find({ city: BTV, sale: "for_rent", lacks: ["furnished"] }), city(BTV)));

  // status
  add(F, "status", "la ferme de Vers-chez-les-Blanc est encore dispo ?", says(...STATUS_WORDS.pending));
  add(F, "status", "le duplex de quinpool rd, toujours en vente ?", says(...STATUS_WORDS.sold));
  add(F, "status", "la maison de l'avenue de Cour, elle est dispo quand ?", says(...STATUS_WORDS.comingSoon, "novembre"));

  // kinds
  if (find({ kinds: ["land"] }).length > 0) throw new Error("set I: the land question expects no available land");
  add(F, "kinds", "vous avez des terrains à bâtir ?", NO("fr"));
  add(F, "kinds", "des condos ou apparts en copropriété à vendre ?", exact(find({ kinds: ["condo"], sale: "for_sale" }), allOf({ kinds: ["condo"] })));
  add(F, "kinds", "vous avez des maisons mitoyennes ou des maisons de ville ?", exact(find({ kinds: ["townhouse"] }), allOf({ kinds: ["townhouse"] })));

  // cities
  add(F, "cities", "vous êtes présents dans quelles villes ?", CITIES);
  add(F, "cities", "vous avez des biens à Genève ?", NO("fr"), CITIES);
  add(F, "cities", "et a montreal ? sinon c'est quoi le plus proche, halifax ?", NO("fr"), says(HFX));

  // superlatives
  const lsnSale = find({ city: LSN, sale: "for_sale" });
  add(F, "superlatives", "le moins cher à acheter à lausanne ?", best(cheapest(lsnSale), [...find({ city: LSN, sale: "for_rent" }), ...unavailable({ city: LSN })]));
  add(F, "superlatives", "la plus grande maison à santa fe, location ou achat", best(biggest(find({ city: SAF, kinds: ["house"] })), unavailable({ city: SAF })));

  // ranges
  add(F, "ranges", "à lausanne un loyer de 2500 CHF au maximum", exact(find({ city: LSN, sale: "for_rent", price: [0, 2500] }), city(LSN)));
  const eur350 = around(find({ sale: "for_sale", currency: "€" }), 350000);
  add(F, "ranges", "je veux acheter autour de 350 000 €", shows(eur350.core), hides([...eur350.far, ...allOf({ currency: "€" }).filter((listing) => !AVAILABLE.includes(listing.fields.Status))]));

  // counts
  add(F, "counts", "combien de biens dispo à lausanne ?", count(find({ city: LSN }).length, "fr"));
  add(F, "counts", "combien de maisons à vendre à boulder ?", count(find({ city: BOU, kinds: ["house"], sale: "for_sale" }).length, "fr"));
  const [hfxRent, btvRent] = [find({ city: HFX, sale: "for_rent" }).length, find({ city: BTV, sale: "for_rent" }).length];
  add(F, "counts", "il y a combien de locations à halifax et à burlington ?", countOf("fr", hfxRent, btvRent, hfxRent + btvRent));

  // compare
  const [chailly, montolivet] = [I("LSN654"), I("LSN652")];
  add(F, "compare", "entre la villa de chailly et l'attique de montolivet, laquelle a le plus de chambres ? et quelle difference de prix ?", oneOf(mostBedrooms([chailly, montolivet])), amount(Math.abs(priceOf(chailly) - priceOf(montolivet))));
  const [geneve, rumine] = [I("LSN653"), I("LSN651")];
  const cheaperPerM2 = extreme([geneve, rumine], perArea, "min")[0]!;
  add(F, "compare", "le studio rue de geneve ou l'appart avenue de rumine : lequel est le moins cher au m2 ?", oneOf([cheaperPerM2]), ratio(perArea(cheaperPerM2)));

  // facts
  add(F, "facts", "la villa de chailly c'est quelles ecoles ?", says("Sallaz"));
  add(F, "facts", "les charges PPE de l'attique chemin de montolivet ? et l'impot foncier ?", amount(montolivet.fields.HOAMonth ?? 0), amount(taxOf(montolivet, "Impôt foncier")));

  // followups (the second one switches to English)
  chain(F, "followups", [
    ["des locations à Grenade ?", exact(find({ city: GRX, sale: "for_rent" }), city(GRX))],
    ["celui du zaidin accepte les chats ?", says("oui", "accepte", "acceptes", "acceptees", "admis", "bienvenu", "autorise")],
  ]);
  const btvSale = find({ city: BTV, sale: "for_sale" });
  const taxed = btvSale.filter((listing) => listing.fields.ExtensionColumn?.some((pair) => pair.Key === "Property Taxes"));
  const lowestTax = extreme(taxed, (listing) => taxOf(listing, "Property Taxes"), "min")[0]!;
  chain(F, "followups", [
    ["qu'est-ce que vous avez à vendre à burlington ?", exact(btvSale, city(BTV))],
    ["sorry can we switch to english? which of those has the lowest property taxes?", merge(oneOf([lowestTax]), amount(taxOf(lowestTax, "Property Taxes")), { language: "en" })],
  ]);

  // smalltalk
  add(F, "smalltalk", "salut ! ça va ?", NO_LISTINGS);
  add(F, "smalltalk", "merci beaucoup, bonne soirée !", NO_LISTINGS);
  add(F, "smalltalk", "je peux parler à un agent pour visiter l'appart avenue de rumine ?", says(...AGENT_WORDS));

  // offtopic: beyond the data
  add(F, "offtopic", "c'est quoi les taux hypothecaires en suisse en ce moment ?", UNANSWERED, NO_LISTINGS);
  add(F, "offtopic", "Bonjour, alors voilà : on est une famille de cinq, on arrive de Bruxelles en janvier parce que mon mari commence un poste à l'EPFL. Les enfants ont 6, 9 et 13 ans et on tient absolument à ce qu'ils continuent dans une école bilingue ou internationale, ils ont toujours été scolarisés en anglais. On a vu la villa de Chailly sur votre site, elle a l'air parfaite avec le jardin et la piscine. Ma question : est-ce qu'il y a une école internationale à moins de dix minutes de la villa, et combien coûtent les écolages par an ?", UNANSWERED, hides(others(ALL, [chailly])));

  // nomatch
  add(F, "nomatch", "un 4 pieces a louer a grenade avec piscine", NO("fr"));
  add(F, "nomatch", "une maison avec vue mer à Lausanne", NO("fr"));

  return list;
}

/** Set I, ids `hi-…`. */
export const HOLDOUT_I: readonly Question[] = [...english(), ...spanish(), ...french()].map((question) => ({ ...question, id: `hi-${question.id}` }));
