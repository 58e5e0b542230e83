import type { EvalListing } from "../fixtures/types";
import { biggest, biggestLot, cheapest, extreme, newestBuilt, oldestBuilt } from "./derive";
import { count, hides, NO_MATCH_WORDS, numberForms, price, says, shows, STATUS_WORDS } from "./expect";
import { questionSet } from "./set";
import { ALL, BOD, BOG, CITIES, H, ho, MSP, NO, PDX, RAL, SD } from "./holdout-common";
import type { Expectation, Question } from "./types";

// Held-out set C: a third blind set on the held-out fixture, written as home buyers type
// them (typos, no accents, slang, chatty context, follow-ups, a city in another language),
// never to fit the parser. `npm run eval -- --holdout c` asks it instead of QUESTIONS; it is
// in neither QUESTIONS nor the CI subset. It scored 93% before its failures were read; they have
// been read since, so it is held out no more. Every expectation is derived from the fixture (derive.ts, eval/README.md):
// available = Active, ComingSoon, PreOnMarket unless the question asks otherwise.

/** Off topic: said to be unanswered, and no listing offered. */
const OFF_TOPIC: Partial<Expectation> = { noAnswer: true, ...hides(ALL) };
/** Small talk: no listing pushed at the visitor. */
const CHAT: Partial<Expectation> = hides(ALL);
const BOT_WORDS = ["assistant", "asistente", "automated", "automatic", "automatique", "automatico", "automatise", "virtual", "virtuel", "bot", "robot", "ai", "ia", "programa", "programme"];

/** Available listings with no HOA fee stored (none stored counts as none). */
const noHoa = (listings: EvalListing[]) => listings.filter((l) => !l.fields.HOAMonth);
const mostBaths = (listings: EvalListing[]) => extreme(listings, (l) => l.fields.Bathrooms, "max");
const built = (listings: EvalListing[]) => listings.filter((l) => l.fields.YearBuilt > 0);

function english(): Question[] {
  const { add, chain, list } = questionSet("en");
  // search
  add("holdout", "search", "hey! me and my wife are relocating to Minneapolis for work, what do you have for sale there?", ho.exactly(ho.find({ city: MSP, sale: "for_sale" }), ho.city(MSP)));
  add("holdout", "search", "need a 2br rental in san diego asap, lease ends next month", ho.exactly(ho.find({ city: SD, sale: "for_rent", beds: [2, 99] }), ho.city(SD)));
  add("holdout", "search", "looking to buy in raleigh, 3+ beds, nothing crazy", ho.exactly(ho.find({ city: RAL, sale: "for_sale", beds: [3, 99] }), ho.city(RAL)));
  // features
  add("holdout", "features", "which of your homes have a pool? kids wont stop asking lol", shows(ho.find({ has: ["pool"] })), hides(ho.unavailable({ has: ["pool"] })), hides([H("BOG443")]));
  add("holdout", "features", "anything in Raleigh where I could charge my electric car at home?", ho.exactly(ho.find({ city: RAL, has: ["ev"] }), ho.city(RAL)));
  // negation
  add("holdout", "negation", "I'm super allergic so I need a rental in Minneapolis that does NOT allow pets", ho.exactly(ho.find({ city: MSP, sale: "for_rent", lacks: ["pets"] }), ho.city(MSP)));
  add("holdout", "negation", "raleigh homes with no HOA pls, i hate HOAs", shows(noHoa(ho.find({ city: RAL })).filter((l) => l.kind !== "land")), hides(ho.find({ city: RAL }).filter((l) => l.fields.HOAMonth)), hides(ho.unavailable({ city: RAL })));
  // status
  add("holdout", "status", "is the bungalow at 1620 NE Alberta St still on the market?", says(...STATUS_WORDS.pending));
  add("holdout", "status", "what sold lately in minneapolis? trying to get a feel for prices", ho.exactly(ho.find({ city: MSP, statuses: ["Sold"] }), ho.city(MSP)));
  // kinds
  add("holdout", "kinds", "got any townhomes?", shows(ho.find({ kinds: ["townhouse"] })), hides(ho.unavailable({ kinds: ["townhouse"] })));
  add("holdout", "kinds", "do u have any land or lots for sale in raleigh? want to build my own place", ho.exactly(ho.find({ city: RAL, kinds: ["land"] }), ho.city(RAL)));
  // cities
  add("holdout", "cities", "what areas do you guys have listings in?", CITIES, hides(ALL));
  add("holdout", "cities", "show me what's available in minneaplis", shows(ho.find({ city: MSP })), hides(ho.unavailable({ city: MSP })), hides(ho.find({ city: RAL })));
  // superlatives
  add("holdout", "superlatives", "whats the cheapest thing I can buy in san diego", ho.best(cheapest(ho.find({ city: SD, sale: "for_sale" })), ho.city(SD).filter((l) => l.fields.SaleType === "for_rent")));
  add("holdout", "superlatives", "which listing has the biggest lot out of everything you have?", ho.best(biggestLot(ho.find()), ho.unavailable({})));
  // ranges
  add("holdout", "ranges", "condos in portland under 400k?", ho.exactly(ho.find({ city: PDX, kinds: ["condo"], price: [0, 400_000] }), ho.city(PDX)));
  add("holdout", "ranges", "looking for something to rent between 1.5k and 2.5k a month, any city", shows(ho.find({ sale: "for_rent", currency: "$", price: [1500, 2500] })), hides(ho.find({ sale: "for_rent", currency: "$" }).filter((l) => l.fields.RentPrice! < 1500 || l.fields.RentPrice! > 2500)));
  // counts
  add("holdout", "counts", "how many places do you have for rent in total?", count(ho.find({ sale: "for_rent" }).length, "en"));
  add("holdout", "counts", "quick q - how many homes are for sale in Portland right now?", count(ho.find({ city: PDX, sale: "for_sale" }).length, "en"));
  // compare
  add("holdout", "compare", "can you compare PDX401 and MSP421 for me", shows([H("PDX401"), H("MSP421")]), price(H("PDX401")), price(H("MSP421")));
  chain("holdout", "compare", [
    ["what's for sale in Raleigh?", shows(ho.find({ city: RAL, sale: "for_sale" }))],
    ["how do the first two stack up against each other?", shows([H("RAL413"), H("RAL412")])],
  ]);
  // facts
  add("holdout", "facts", "what's the home energy score on the Belmont St craftsman?", says("4 out of 10"));
  add("holdout", "facts", "how much are the HOA dues at 1200 Nicollet Mall?", says(...numberForms(780)));
  // followups
  chain("holdout", "followups", [
    ["what do you have to rent in Minneapolis", ho.exactly(ho.find({ city: MSP, sale: "for_rent" }), ho.city(MSP))],
    ["ok which of those takes dogs?", { ...shows(ho.find({ city: MSP, sale: "for_rent", has: ["pets"] })), ...hides(ho.find({ city: MSP, sale: "for_rent", lacks: ["pets"] })) }],
  ]);
  add("holdout", "followups", ["single family houses for sale in portland", "what about raleigh?"], ho.exactly(ho.find({ city: RAL, sale: "for_sale", kinds: ["house"] }), ho.city(RAL)));
  add("holdout", "followups", ["tell me about SAN433", "what school district is it in?"], says("Poway Unified"));
  // smalltalk
  add("holdout", "smalltalk", "hi there!", CHAT);
  add("holdout", "smalltalk", "wait am i talking to a bot or a real human??", says(...BOT_WORDS), CHAT);
  // offtopic
  add("holdout", "offtopic", "whats the weather gonna be like in san diego this weekend", OFF_TOPIC);
  add("holdout", "offtopic", "can you recommend a good pizza place near the pearl district?", OFF_TOPIC);
  // nomatch
  add("holdout", "nomatch", "anything in Seattle? ideally capitol hill", NO("en"), CITIES);
  add("holdout", "nomatch", "5 bedroom condo in portland for under 300k", NO("en"), hides(ho.unavailable({ city: PDX })));
  return list;
}

function spanish(): Question[] {
  const { add, chain, list } = questionSet("es");
  // search
  add("holdout", "search", "hola, busco apartamento en arriendo en bogota", ho.exactly(ho.find({ city: BOG, sale: "for_rent", kinds: ["apartment"] }), ho.city(BOG)));
  add("holdout", "search", "que casas tienen en venta en San Diego?", shows(ho.find({ city: SD, sale: "for_sale", kinds: ["house"] })), hides(ho.city(SD).filter((l) => l.fields.SaleType === "for_rent")), hides(ho.unavailable({ city: SD })));
  add("holdout", "search", "necesito algo de 3 habitaciones para comprar en Bogotá", shows(ho.find({ city: BOG, sale: "for_sale", beds: [3, 3] })), hides(ho.find({ city: BOG, sale: "for_rent" })), hides(ho.unavailable({ city: BOG })), hides(ho.find({ city: BOG, beds: [0, 2] })));
  // features
  add("holdout", "features", "apartamentos con chimenea en bogota?", shows(ho.find({ city: BOG, kinds: ["apartment"], has: ["fireplace"] })), hides(ho.find({ city: BOG, kinds: ["apartment"], lacks: ["fireplace"] })), hides(ho.unavailable({ city: BOG })));
  add("holdout", "features", "tienen casas con paneles solares?", ho.exactly(ho.find({ kinds: ["house"], has: ["solar"] }), ALL));
  // negation
  add("holdout", "negation", "pisos en venta en Burdeos que no tengan estacionamiento", ho.exactly(ho.find({ city: BOD, sale: "for_sale", kinds: ["apartment"] }).filter((l) => l.fields.ParkingSpots === 0), ho.city(BOD).filter((l) => l.kind === "apartment")));
  add("holdout", "negation", "que hay en Portland que no este vendido ni pendiente?", shows(ho.find({ city: PDX })), hides(ho.unavailable({ city: PDX })));
  // status
  add("holdout", "status", "el apartaestudio de la calle 85 sigue disponible?", says(...STATUS_WORDS.sold));
  add("holdout", "status", "que propiedades estan fuera del mercado?", shows(ho.find({ statuses: ["OffMarket"] })), hides(ho.find({ statuses: ["Pending"] })));
  // kinds
  add("holdout", "kinds", "manejan casas moviles o prefabricadas?", shows(ho.find({ kinds: ["mobile_home"] })), hides(ho.unavailable({ kinds: ["mobile_home"] })));
  add("holdout", "kinds", "busco un lote para construir en bogota", ho.exactly(ho.find({ city: BOG, kinds: ["land"] }), ho.city(BOG)));
  // cities
  add("holdout", "cities", "en que ciudades tienen propiedades?", CITIES, hides(ALL));
  add("holdout", "cities", "que tienen en Burdeos?", shows(ho.find({ city: BOD })), hides(ho.unavailable({ city: BOD })), hides(ho.find({ city: BOG })));
  // superlatives
  add("holdout", "superlatives", "cual es la casa mas grande que tienen en bogota?", ho.best(biggest(ho.find({ city: BOG, kinds: ["house"] })), ho.unavailable({ city: BOG })));
  add("holdout", "superlatives", "cual es la propiedad construida mas recientemente?", ho.best(newestBuilt(ho.find()), ho.unavailable({})));
  // ranges
  add("holdout", "ranges", "algo en venta en Bogota entre 1000 y 2000 millones de pesos", ho.exactly(ho.find({ city: BOG, sale: "for_sale", price: [1_000_000_000, 2_000_000_000] }), ho.city(BOG)));
  add("holdout", "ranges", "algo para comprar en Raleigh por menos de 500 mil dolares", ho.exactly(ho.find({ city: RAL, sale: "for_sale", price: [0, 500_000] }), ho.city(RAL)));
  // counts
  add("holdout", "counts", "cuantas propiedades tienen en bogota?", count(ho.find({ city: BOG }).length, "es"));
  add("holdout", "counts", "cuantas casas hay en arriendo?", count(ho.find({ kinds: ["house"], sale: "for_rent" }).length, "es"));
  // compare
  add("holdout", "compare", "compara el BOG441 con el BOG443 porfa", shows([H("BOG441"), H("BOG443")]));
  add("holdout", "compare", "cual es mas barato, el de la Calle 72 o el de la Calle 45?", shows([H("BOG442"), H("BOG447")]), price(H("BOG442")));
  // facts
  add("holdout", "facts", "cuanto es la administracion del apartamento de la carrera 11?", says(...numberForms(1_100_000)));
  add("holdout", "facts", "en que estrato queda la casa de la calle 127?", says(...numberForms(5), "cinco"));
  // followups
  chain("holdout", "followups", [
    ["muestrame apartamentos en venta en burdeos", ho.exactly(ho.find({ city: BOD, sale: "for_sale", kinds: ["apartment"] }), ho.city(BOD))],
    ["y cual de esos tiene ascensor?", { ...shows(ho.find({ city: BOD, sale: "for_sale", kinds: ["apartment"], has: ["elevator"] })), ...hides(ho.find({ city: BOD, sale: "for_sale", kinds: ["apartment"], lacks: ["elevator"] })) }],
  ]);
  add("holdout", "followups", ["hay casas en arriendo en bogota?", "y cuanto cuesta el arriendo?"], price(H("BOG447")), hides(ho.find({ city: BOG, sale: "for_sale" })));
  add("holdout", "followups", ["que tienen en Minneapolis para rentar?", "el segundo tiene estacionamiento?"], shows([H("MSP424")]), says(...NO_MATCH_WORDS.es, "sin "));
  // smalltalk
  add("holdout", "smalltalk", "buenas tardes!", CHAT);
  add("holdout", "smalltalk", "muchas gracias, muy amable", CHAT);
  // offtopic
  add("holdout", "offtopic", "me ayudas con la tarea de matematicas?", OFF_TOPIC);
  add("holdout", "offtopic", "cual es el mejor equipo de futbol de colombia", OFF_TOPIC);
  // nomatch
  add("holdout", "nomatch", "tienen algo en Medellin?", NO("es"), CITIES);
  add("holdout", "nomatch", "quiero una casa con piscina en bogota", NO("es"), hides(ho.unavailable({ city: BOG })));
  return list;
}

function french(): Question[] {
  const { add, chain, list } = questionSet("fr");
  // search
  add("holdout", "search", "bonjour, je cherche un appartement à acheter à Bordeaux", ho.exactly(ho.find({ city: BOD, sale: "for_sale", kinds: ["apartment"] }), ho.city(BOD)));
  add("holdout", "search", "vous avez quoi en location a Bordeaux ?", ho.exactly(ho.find({ city: BOD, sale: "for_rent" }), ho.city(BOD)));
  add("holdout", "search", "une maison a vendre a minneapolis avec au moins 3 chambres", ho.exactly(ho.find({ city: MSP, sale: "for_sale", kinds: ["house"], beds: [3, 99] }), ho.city(MSP)));
  // features
  add("holdout", "features", "un logement avec vue sur la mer ?", shows(ho.find({ has: ["sea_view"] })), hides(ho.unavailable({ has: ["view"] })));
  add("holdout", "features", "un appart meublé à louer ?", shows(ho.find({ sale: "for_rent", has: ["furnished"] })), hides(ho.find({ sale: "for_rent", lacks: ["furnished"] })));
  // negation
  add("holdout", "negation", "une maison sans garage à Bordeaux", ho.exactly(ho.find({ city: BOD, kinds: ["house"], lacks: ["garage"] }), ho.city(BOD)));
  add("holdout", "negation", "une location à Portland où les animaux ne sont pas acceptés", ho.exactly(ho.find({ city: PDX, sale: "for_rent", lacks: ["pets"] }), ho.city(PDX)));
  // status
  add("holdout", "status", "le 25 avenue Thiers est-il toujours dispo ?", says(...STATUS_WORDS.pending));
  add("holdout", "status", "qu'est-ce qui a été vendu à Bordeaux ?", ho.exactly(ho.find({ city: BOD, statuses: ["Sold"] }), ho.city(BOD)));
  // kinds
  add("holdout", "kinds", "vous avez des duplex ou des immeubles de rapport ?", shows(ho.find({ kinds: ["multi_family"] })));
  add("holdout", "kinds", "des maisons de ville à vendre ?", shows(ho.find({ kinds: ["townhouse"], sale: "for_sale" })), hides(ho.find({ kinds: ["townhouse"], sale: "for_rent" })), hides(ho.unavailable({ kinds: ["townhouse"] })));
  // cities
  add("holdout", "cities", "dans quelles villes êtes-vous présents ?", CITIES, hides(ALL));
  add("holdout", "cities", "des biens a Bordaux ?", shows(ho.find({ city: BOD })), hides(ho.unavailable({ city: BOD })));
  // superlatives
  add("holdout", "superlatives", "lequel a le plus de salles de bain à San Diego ?", ho.best(mostBaths(ho.find({ city: SD })), ho.unavailable({ city: SD })));
  add("holdout", "superlatives", "c'est quoi le bien le plus ancien que vous avez ?", ho.best(oldestBuilt(built(ho.find())), ho.unavailable({})));
  // ranges
  add("holdout", "ranges", "appartement à Bordeaux entre 300k et 400k €", ho.exactly(ho.find({ city: BOD, kinds: ["apartment"], price: [300_000, 400_000] }), ho.city(BOD)));
  add("holdout", "ranges", "une maison à San Diego à moins de 1,5 M$", shows(ho.find({ city: SD, kinds: ["house"], sale: "for_sale", price: [0, 1_500_000] })), hides(ho.find({ city: SD, sale: "for_sale", price: [1_500_001, 1e12] })), hides(ho.unavailable({ city: SD })));
  // counts
  add("holdout", "counts", "combien d'annonces à Bordeaux ?", count(ho.find({ city: BOD }).length, "fr"));
  add("holdout", "counts", "vous avez combien de biens avec piscine ?", count(ho.find({ has: ["pool"] }).length, "fr"));
  // compare
  add("holdout", "compare", "comparez BOD451 et BOD457 svp", shows([H("BOD451"), H("BOD457")]), price(H("BOD451")), price(H("BOD457")));
  add("holdout", "compare", "entre le 14 rue Notre-Dame et le 37 rue Kléber, lequel est le plus grand ?", shows([H("BOD451"), H("BOD452")]), says(...numberForms(95)));
  // facts
  add("holdout", "facts", "la taxe foncière du 14 rue Notre-Dame, c'est combien ?", says(...numberForms(1150)));
  add("holdout", "facts", "l'échoppe rue Kléber, elle est chauffée comment ?", says("radiateurs en fonte", "gaz"));
  // followups
  chain("holdout", "followups", [
    ["je cherche à louer à Minneapolis", ho.exactly(ho.find({ city: MSP, sale: "for_rent" }), ho.city(MSP))],
    ["lequel accepte les chiens ?", { ...shows(ho.find({ city: MSP, sale: "for_rent", has: ["pets"] })), ...hides(ho.find({ city: MSP, sale: "for_rent", lacks: ["pets"] })) }],
  ]);
  chain("holdout", "followups", [
    ["montrez-moi les maisons à vendre à Raleigh", shows(ho.find({ city: RAL, sale: "for_sale", kinds: ["house"] }))],
    ["elle a combien de chambres ?", count(H("RAL411").fields.Bedrooms, "fr")],
  ]);
  add("holdout", "followups", ["des apparts à louer à Bordeaux ?", "et à Bogota ?"], ho.exactly(ho.find({ city: BOG, sale: "for_rent", kinds: ["apartment"] }), ho.city(BOG)));
  // smalltalk
  add("holdout", "smalltalk", "salut !", CHAT);
  add("holdout", "smalltalk", "t'es un robot ou une vraie personne ?", says(...BOT_WORDS), CHAT);
  // offtopic
  add("holdout", "offtopic", "tu peux me donner une recette de canelés ?", OFF_TOPIC);
  add("holdout", "offtopic", "qui a gagné le match des Girondins hier soir ?", OFF_TOPIC);
  // nomatch
  add("holdout", "nomatch", "vous avez des biens à Lyon ?", NO("fr"), CITIES);
  add("holdout", "nomatch", "une maison avec piscine à Bordeaux", NO("fr"), hides(ho.find({ city: BOD, statuses: ["Sold"] })));
  return list;
}

const prefixed = (questions: Question[]) => questions.map((question) => ({ ...question, id: `hc-${question.id}` }));

export const HOLDOUT_C: readonly Question[] = prefixed([...english(), ...spanish(), ...french()]);
