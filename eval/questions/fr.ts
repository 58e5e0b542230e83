import { bigFixture } from "../fixtures/big";
import { INTL } from "../fixtures/intl";
import { US } from "../fixtures/us";
import { biggest, biggestLot, cheapest, type Criteria, defaultOrder, extreme, fact, mostBedrooms, newestBuilt, newestListed, oldestBuilt, priciest } from "./derive";
import { AGENT_WORDS, CONTACT_WORDS, count, hides, never, NO_MATCH_WORDS, numberForms, price, says, shows, STATUS_WORDS } from "./expect";
import { over, questionSet } from "./set";

// French questions, from France and from Québec: appartement, logement, « 4 ½ », condo,
// stationnement, foyer, cheminée, à louer, à vendre; often without accents.

const { add, chain, list } = questionSet("fr");
const us = over(US);
const intl = over(INTL);
const L = us.mls;
const I = intl.mls;
const none = { language: "fr" as const };
const NO = says(...NO_MATCH_WORDS.fr);
const US_CITIES = { mustContain: US.cities.map((city) => [city]) };
const INTL_CITIES = { mustContain: INTL.cities.map((city) => [city]) };
const MTL = "Montréal";
const QC = "Québec";

// search
add("intl", "search", "qu'avez-vous à louer à Montréal ?", intl.exactly(intl.find({ city: MTL, sale: "for_rent" }), intl.city(MTL)));
add("intl", "search", "je cherche une maison a vendre a Quebec", intl.exactly(intl.find({ city: QC, kinds: ["house"], sale: "for_sale" }), intl.city(QC)));
add("intl", "search", "un 4 1/2 a louer a montreal", shows([I("MTL701")]), hides([I("MTL707"), I("MTL704"), I("MTL702")]));
add("intl", "search", "appartements à vendre à Montréal", shows([I("MTL708")]), hides([I("MTL701"), I("MTL704"), I("MTL702"), I("MTL706")]));
add("intl", "search", "logement 3 chambres a louer a quebec", intl.exactly(intl.find({ city: QC, sale: "for_rent", beds: [3, 3] }), intl.city(QC)));
add("intl", "search", "Bonjour, je cherche un appartement à Madrid", shows(intl.find({ city: "Madrid", kinds: ["apartment"] })), hides(intl.unavailable({ city: "Madrid" })));
add("intl", "search", "vous avez quoi a Malaga en location ?", intl.exactly(intl.find({ city: "Málaga", sale: "for_rent" }), intl.city("Málaga")));
add("intl", "search", "une maison avec au moins 4 chambres à Montréal", intl.exactly(intl.find({ city: MTL, kinds: ["house"], beds: [4, 99] }), intl.city(MTL)));
add("us", "search", "quelles maisons avez-vous à Austin ?", shows(us.find({ city: "Austin", kinds: ["house"] })), hides(us.unavailable({ city: "Austin" })), hides(us.find({ city: "Austin", kinds: ["condo", "apartment", "townhouse"] })));
add("us", "search", "des locations a Denver ?", us.exactly(us.find({ city: "Denver", sale: "for_rent" }), us.city("Denver")));
add("us", "search", "appart 2 chambres à louer à austin", us.exactly([L("AUS110")], us.city("Austin")));

// features
add("intl", "features", "maison avec piscine a quebec", intl.exactly(intl.find({ city: QC, has: ["pool"] }), intl.city(QC)));
add("intl", "features", "quelque chose avec un foyer à Montréal ?", intl.exactly(intl.find({ city: MTL, has: ["fireplace"] }), intl.city(MTL)));
add("intl", "features", "condo avec vue sur le fleuve a montreal", intl.exactly([I("MTL703")], intl.city(MTL)));
add("intl", "features", "appartement avec balcon à Montréal", intl.exactly(intl.find({ city: MTL, kinds: ["apartment"], has: ["balcony"] }), intl.city(MTL)));
add("intl", "features", "maison avec jardin à Montréal", intl.exactly(intl.find({ city: MTL, has: ["garden"] }), intl.city(MTL)));
add("intl", "features", "logement où les animaux sont acceptés à Québec", intl.exactly(intl.find({ city: QC, has: ["pets"] }), intl.city(QC)));
add("intl", "features", "un appart meublé à louer à Québec", shows([I("QC808")]), hides([I("QC803"), I("QC806")]));
add("intl", "features", "maison de ville avec climatisation a montreal", intl.exactly([I("MTL705")], intl.city(MTL)));
add("intl", "features", "un condo avec salle de sport à montréal", intl.exactly([I("MTL703")], intl.city(MTL)));
add("intl", "features", "appartement avec vue sur la mer à Malaga", intl.exactly(intl.find({ city: "Málaga", kinds: ["apartment"], has: ["sea_view"] }), intl.city("Málaga")));
add("intl", "features", "une villa avec piscine à Madrid", shows([I("MAD504")]), hides([I("MAD506"), I("MAD502")]));
add("us", "features", "maisons avec piscine à Austin", us.exactly([L("AUS101")], us.city("Austin")));
add("us", "features", "une maison avec garage à Boise", us.exactly([L("BOI301")], us.city("Boise")));
add("us", "features", "quelque chose avec une cheminée à Denver", us.exactly([L("DEN201")], us.city("Denver")));
add("us", "features", "des logements avec panneaux solaires ?", shows(us.find({ has: ["solar"] })), hides([L("AUS101"), L("DEN202")]));
add("us", "features", "une borne de recharge pour voiture électrique ?", shows(us.find({ has: ["ev"] })), hides([L("AUS101"), L("CLT401")]));
add("intl", "features", "maison chauffée à la bi-énergie à Montréal", shows([I("MTL702")]), hides([I("MTL701")]));
add("intl", "features", "une maison près de l'école des Coeurs-Vaillants", shows([I("QC804")]), hides([I("QC801")]));

// negation
add("intl", "negation", "un logement avec ascenseur à Montréal", intl.exactly(intl.find({ city: MTL, has: ["elevator"] }), intl.city(MTL)));
add("intl", "negation", "maison avec garage à Québec", intl.exactly(intl.find({ city: QC, has: ["garage"] }), intl.city(QC)));
add("intl", "negation", "location avec stationnement à montréal", NO, hides([I("MTL704")]));
add("intl", "negation", "maison sans piscine à Québec", intl.exactly(intl.find({ city: QC, kinds: ["house"], lacks: ["pool"] }), intl.city(QC)));
add("intl", "negation", "appart a louer a montreal ou les animaux sont permis", shows([I("MTL701")]), hides([I("MTL704")]));
add("intl", "negation", "maison de ville avec garage à Québec", NO, hides([I("QC805")]));
add("intl", "negation", "appartement à Madrid avec ascenseur", shows(intl.find({ city: "Madrid", kinds: ["apartment"], has: ["elevator"] })), hides([I("MAD502"), I("MAD505")]));
add("us", "negation", "maisons à Austin sans piscine", us.exactly(us.find({ city: "Austin", kinds: ["house"], lacks: ["pool"] }), us.city("Austin")));
add("us", "negation", "maison avec sous-sol à Denver", us.exactly([L("DEN202")], us.city("Denver")));
add("us", "negation", "je veux un garage, à Charlotte", us.exactly(us.find({ city: "Charlotte", has: ["garage"] }), us.city("Charlotte")));

// status
add("intl", "status", "qu'est-ce qui a été vendu à Montréal ?", intl.exactly([I("MTL706")], intl.city(MTL)));
add("intl", "status", "le condo au 5000 chemin de la Côte-des-Neiges est-il encore disponible ?", says(...STATUS_WORDS.pending), says("MTL707", "Cote-des-Neiges"));
add("intl", "status", "est-ce que QC807 est a vendre ?", says(...STATUS_WORDS.offMarket, "n'est plus", "pas disponible", "plus disponible"));
add("intl", "status", "y a-t-il des ventes en attente à Québec ?", shows([I("QC806")]), hides([I("QC801"), I("QC807")]));
add("intl", "status", "maisons à vendre à Montréal, pas déjà vendues", intl.exactly(intl.find({ city: MTL, kinds: ["house"], sale: "for_sale" }), intl.city(MTL)));
add("intl", "status", "qu'est-ce qui arrive bientôt sur le marché à Montréal ?", shows([I("MTL708")]), hides([I("MTL706")]));
add("us", "status", "qu'est-ce qui s'est vendu à Austin ?", us.exactly([L("AUS103")], us.city("Austin")));
add("us", "status", "le 77 Rainey St #1402 est-il toujours disponible ?", says(...STATUS_WORDS.pending), says("AUS105", "77 Rainey"));
add("us", "status", "je peux acheter le 4500 Tennyson St ?", says(...STATUS_WORDS.sold));

// kinds
add("intl", "kinds", "des condos à Québec ?", intl.exactly([I("QC802")], intl.city(QC)));
add("intl", "kinds", "maisons de ville à vendre à Montréal", intl.exactly([I("MTL705")], intl.city(MTL)));
add("intl", "kinds", "une maison de ville à louer à Québec", intl.exactly([I("QC805")], intl.city(QC)));
add("intl", "kinds", "appartements à Québec", shows(intl.find({ city: QC, kinds: ["apartment"] })), hides([I("QC801"), I("QC804"), I("QC806")]));
add("intl", "kinds", "un studio à Madrid", shows([I("MAD505")]), hides([I("MAD504"), I("MAD503")]));
add("intl", "kinds", "des penthouses à Malaga ?", shows([I("AGP605")]), hides([I("AGP603"), I("AGP604"), I("AGP606")]));
add("intl", "kinds", "maisons en rangée à Madrid", NO, hides([I("MAD507")]));
add("us", "kinds", "maisons de ville à Charlotte", us.exactly([L("CLT405")], us.city("Charlotte")));
add("us", "kinds", "condos à vendre à Boise", us.exactly([L("BOI303")], us.city("Boise")));
add("us", "kinds", "appartements à Charlotte", us.exactly([L("CLT407")], us.city("Charlotte")));

// cities
add("intl", "cities", "dans quelles villes avez-vous des propriétés ?", INTL_CITIES);
add("intl", "cities", "vous couvrez quelles villes ?", INTL_CITIES);
add("intl", "cities", "quoi de dispo a montreal", shows(intl.find({ city: MTL })), hides(intl.unavailable({ city: MTL })));
add("intl", "cities", "des biens a QUEBEC", shows(intl.find({ city: QC })), hides(intl.unavailable({ city: QC })));
add("intl", "cities", "vous avez des choses à Mexico ?", shows(intl.find({ city: "Ciudad de México" })), hides(intl.unavailable({ city: "Ciudad de México" })));
add("us", "cities", "dans quelles villes êtes-vous présents ?", US_CITIES);
add("us", "cities", "avez-vous quelque chose à charlote ?", shows(us.find({ city: "Charlotte" })), hides(us.unavailable({ city: "Charlotte" })));

// superlatives
{
  const s = (criteria: Criteria) => ({ found: intl.find(criteria), traps: intl.unavailable(criteria) });
  let c = s({ city: QC, kinds: ["house"], sale: "for_sale" });
  add("intl", "superlatives", "la maison la moins chère à vendre à Québec", intl.best(cheapest(c.found), c.traps));
  c = s({ city: MTL, sale: "for_sale" });
  add("intl", "superlatives", "la propriété la plus chère à Montréal", intl.best(priciest(c.found), c.traps));
  c = s({ city: QC });
  add("intl", "superlatives", "le plus grand logement a Quebec", intl.best(biggest(c.found), c.traps));
  c = s({ city: MTL });
  add("intl", "superlatives", "lequel a le plus de chambres à Montréal ?", intl.best(mostBedrooms(c.found), c.traps));
  c = s({ city: MTL });
  add("intl", "superlatives", "la construction la plus récente à Montréal", intl.best(newestBuilt(c.found), c.traps));
  c = s({ city: QC, sale: "for_rent" });
  add("intl", "superlatives", "le loyer le moins cher à Québec", intl.best(cheapest(c.found), c.traps));
  c = s({ city: QC });
  add("intl", "superlatives", "la maison la plus ancienne de Québec", intl.best(oldestBuilt(c.found), c.traps));
  c = s({ city: MTL });
  add("intl", "superlatives", "les annonces les plus récentes à Montréal", says(...newestListed(c.found).map((l) => l.fields.MLSNumber)));
  c = s({ city: QC, kinds: ["house"] });
  add("intl", "superlatives", "quelle maison a le plus grand terrain à Québec ?", intl.best(biggestLot(c.found), c.traps));
  c = s({ city: "Madrid", sale: "for_sale" });
  add("intl", "superlatives", "le bien le moins cher à vendre à Madrid", intl.best(cheapest(c.found), c.traps));
  const u = (criteria: Criteria) => ({ found: us.find(criteria), traps: us.unavailable(criteria) });
  let d = u({ city: "Austin", kinds: ["house"], sale: "for_sale" });
  add("us", "superlatives", "la maison la moins chere a vendre a Austin", us.best(cheapest(d.found), d.traps));
  d = u({ city: "Denver", kinds: ["house"] });
  add("us", "superlatives", "la plus grande maison de Denver", us.best(biggest(d.found), d.traps));
  d = u({ city: "Charlotte" });
  add("us", "superlatives", "le plus grand terrain à Charlotte", us.best(biggestLot(d.found), d.traps));
}

add("intl", "superlatives", "quel est le condo le plus cher à Montréal ?", intl.best(priciest(intl.find({ city: MTL, kinds: ["condo"], sale: "for_sale" })), intl.unavailable({ city: MTL })));
add("intl", "superlatives", "lequel a le plus de stationnements à Québec ?", intl.best(extreme(intl.find({ city: QC }), (l) => l.fields.ParkingSpots, "max"), intl.unavailable({ city: QC })));
add("intl", "superlatives", "la maison à vendre vraiment la moins chère de Montréal", intl.best(cheapest(intl.find({ city: MTL, kinds: ["house"], sale: "for_sale" })), intl.unavailable({ city: MTL })));

// ranges
add("intl", "ranges", "maisons à vendre à Québec à moins de 600 000 $", intl.exactly(intl.find({ city: QC, kinds: ["house"], sale: "for_sale", price: [0, 600000] }), intl.city(QC)));
add("intl", "ranges", "location a montreal moins de 1500$ par mois", intl.exactly(intl.find({ city: MTL, sale: "for_rent", price: [0, 1500] }), intl.city(MTL)));
add("intl", "ranges", "propriétés à Montréal entre 500 000 et 800 000 $", intl.exactly(intl.find({ city: MTL, sale: "for_sale", price: [500000, 800000] }), intl.city(MTL)));
add("intl", "ranges", "plus de 200 mètres carrés à Québec", intl.exactly(intl.find({ city: QC, sqft: [2152.79, 1e9] }), intl.city(QC)));
add("intl", "ranges", "un logement de moins de 90 m² à Montréal", intl.exactly(intl.find({ city: MTL, sqft: [0, 968.75] }), intl.city(MTL)));
add("intl", "ranges", "au moins 2 salles de bain à Québec", intl.exactly(intl.find({ city: QC, baths: [2, 99] }), intl.city(QC)));
add("intl", "ranges", "appartement à Madrid à moins de 1 M€", shows([I("MAD501")]), hides([I("MAD503"), I("MAD506")]));
add("intl", "ranges", "logements construits après 2000 à Montréal", intl.exactly(intl.find({ city: MTL }).filter((l) => l.fields.YearBuilt > 2000), intl.city(MTL)));
add("us", "ranges", "maisons à vendre à Charlotte à moins de 500 000 $", us.exactly(us.find({ city: "Charlotte", kinds: ["house"], sale: "for_sale", price: [0, 500000] }), us.city("Charlotte")));
add("us", "ranges", "locations à Boise à moins de 2000 $ par mois", us.exactly(us.find({ city: "Boise", sale: "for_rent", price: [0, 2000] }), us.city("Boise")));

// counts
add("intl", "counts", "combien d'appartements à louer à Montréal ?", count(intl.find({ city: MTL, kinds: ["apartment"], sale: "for_rent" }).length, "fr"));
add("intl", "counts", "combien de maisons à vendre à Québec", count(intl.find({ city: QC, kinds: ["house"], sale: "for_sale" }).length, "fr"));
add("intl", "counts", "vous avez combien de propriétés à Montréal ?", count(intl.find({ city: MTL }).length, "fr"));
add("intl", "counts", "combien de logements avec piscine à Québec", count(intl.find({ city: QC, has: ["pool"] }).length, "fr"));
add("intl", "counts", "combien de biens vendus à Montréal", count(intl.find({ city: MTL, statuses: ["Sold"] }).length, "fr"));
add("us", "counts", "combien de maisons à vendre à Austin ?", count(us.find({ city: "Austin", kinds: ["house"], sale: "for_sale" }).length, "fr"));
add("us", "counts", "combien de locations à Denver", count(us.find({ city: "Denver", sale: "for_rent" }).length, "fr"));

// compare
add("intl", "compare", "compare MTL702 et MTL705", shows([I("MTL702"), I("MTL705")]), price(I("MTL702")), price(I("MTL705")));
add("intl", "compare", "quelle différence entre le 25 rue Saint-Louis et le 3200 chemin Sainte-Foy ?", shows([I("QC801"), I("QC804")]), price(I("QC801")), price(I("QC804")));
add("intl", "compare", "QC802 ou MTL703, lequel est le plus grand ?", shows([I("QC802"), I("MTL703")]), { mustContain: [numberForms(105)] });
add("intl", "compare", "peux-tu comparer MTL701, MTL704 et QC803", shows([I("MTL701"), I("MTL704"), I("QC803")]));
add("us", "compare", "compare AUS101 et AUS102", shows([L("AUS101"), L("AUS102")]), price(L("AUS101")), price(L("AUS102")));

// facts
add("intl", "facts", "quel est le chauffage du MTL702 ?", says(fact(I("MTL702"), "Chauffage")));
add("intl", "facts", "combien sont les taxes municipales au 1200 avenue des Pins Ouest ?", says("9 800", "9800", "9,800", "9.800"));
add("intl", "facts", "les frais de copropriété du QC802 ?", says("310"));
add("intl", "facts", "quelle école primaire près du 3200 chemin Sainte-Foy ?", says("Coeurs-Vaillants", "Cœurs-Vaillants"));
add("intl", "facts", "les animaux sont-ils acceptés au 1450 avenue Maguire ?", says("chats"));
add("intl", "facts", "en quelle année a été construit le QC801 ?", says("1850"));
add("intl", "facts", "quelle est la superficie du MTL705 ?", says("150"));
add("intl", "facts", "combien de places de stationnement au QC804", count(2, "fr"));
add("us", "facts", "quel district scolaire pour le 4100 Congress Ave ?", says(fact(L("AUS101"), "School District")));
add("us", "facts", "quel type de chauffage a DEN202 ?", says(fact(L("DEN202"), "Heating")));

// followups
chain("intl", "followups", [["maisons à vendre à Québec", shows(intl.find({ city: QC, kinds: ["house"], sale: "for_sale" }))], ["laquelle a une piscine ?", intl.exactly([I("QC804")], intl.city(QC))]]);
add("intl", "followups", ["locations à Montréal", "la moins chère ?"], intl.best(cheapest(intl.find({ city: MTL, sale: "for_rent" }))));
add("intl", "followups", ["maisons avec jardin à Montréal", "et à Québec ?"], intl.exactly(intl.find({ city: QC, has: ["garden"] }), intl.listings));
{
  const rentals = defaultOrder(intl.find({ city: QC, sale: "for_rent" }));
  add("intl", "followups", ["appartements à louer à Québec", "parle-moi du deuxième"], intl.exactly([rentals[1]!], intl.city(QC)));
  const forSale = defaultOrder(intl.find({ city: MTL, sale: "for_sale" }));
  add("intl", "followups", ["qu'avez-vous à vendre à Montréal ?", "compare les deux premiers"], intl.exactly(forSale.slice(0, 2), intl.city(MTL)));
}
add("intl", "followups", ["quelque chose à Québec sous 600 000 $", "seulement des maisons"], intl.exactly(intl.find({ city: QC, kinds: ["house"], price: [0, 600000] }), intl.city(QC)));
add("intl", "followups", ["biens à vendre à Montréal", "lequel est le plus grand ?"], intl.best(biggest(intl.find({ city: MTL, sale: "for_sale" })), intl.unavailable({ city: MTL })));
add("intl", "followups", ["logements à Montréal", "lesquels acceptent les animaux ?"], intl.exactly(intl.find({ city: MTL, has: ["pets"] }), intl.city(MTL)));
add("us", "followups", ["maisons à vendre à Austin", "laquelle a une piscine ?"], us.exactly([L("AUS101")], us.city("Austin")));
add("us", "followups", ["locations à Charlotte", "et à Austin ?"], us.exactly(us.find({ city: "Austin", sale: "for_rent" }), us.listings));

// smalltalk
add("intl", "smalltalk", "bonjour", none);
add("intl", "smalltalk", "salut !", none);
add("intl", "smalltalk", "bonsoir, comment ça va ?", none);
add("intl", "smalltalk", "merci beaucoup, c'est très utile", none);
add("intl", "smalltalk", "je voudrais parler à un courtier", says(...AGENT_WORDS));
add("intl", "smalltalk", "est-ce que je peux parler à un agent immobilier ?", says(...AGENT_WORDS));
add("intl", "smalltalk", "mettez-moi en contact avec un conseiller svp", says(...AGENT_WORDS));
add("intl", "smalltalk", "je voudrais visiter le MTL702 samedi", says(...CONTACT_WORDS));
add("intl", "smalltalk", "est-ce possible de voir le 45 rue Cartier cette semaine ?", says(...CONTACT_WORDS));
add("intl", "smalltalk", "mon courriel est marie@example.com, rappelez-moi", says("merci", "contact", "agent", "courtier", "conseill", "bientot", "rapidement"));
add("us", "smalltalk", "puis-je parler à quelqu'un de l'agence ?", says(...AGENT_WORDS));

// offtopic
const OFF = { noAnswer: true };
add("intl", "offtopic", "quel temps fera-t-il demain à Montréal ?", OFF, hides(intl.city(MTL)));
add("intl", "offtopic", "qui a gagné le match des Canadiens hier soir ?", OFF);
add("intl", "offtopic", "donne-moi une recette de tourtière", OFF);
add("intl", "offtopic", "combien font 12 fois 12", OFF, never("144"));
add("intl", "offtopic", "raconte-moi une blague", OFF);
add("intl", "offtopic", "les meilleurs restos à Québec ?", OFF, hides(intl.city(QC)));
add("intl", "offtopic", "pour qui voter aux élections ?", OFF);
add("us", "offtopic", "quel temps fait-il à Denver ?", OFF, hides(us.city("Denver")));

// nomatch
add("intl", "nomatch", "appartements à Paris", INTL_CITIES);
add("intl", "nomatch", "avez-vous quelque chose à Toronto ?", INTL_CITIES);
add("intl", "nomatch", "maison à Montréal avec 9 chambres", NO);
add("intl", "nomatch", "location à Québec à moins de 500 $", NO);
add("us", "nomatch", "maisons à Miami", US_CITIES);

// big
const big = over(bigFixture());
const B = big.find;
add("big", "counts", "combien de maisons à vendre à Columbus ?", count(B({ city: "Columbus", kinds: ["house"], sale: "for_sale" }).length, "fr"));
add("big", "counts", "combien de condos à Salt Lake City", count(B({ city: "Salt Lake City", kinds: ["condo"] }).length, "fr"));
add("big", "counts", "combien de maisons avec garage à Kansas City ?", count(B({ city: "Kansas City", kinds: ["house"], has: ["garage"] }).length, "fr"));
add("big", "counts", "combien de biens vendus à Sacramento", count(B({ city: "Sacramento", statuses: ["Sold"] }).length, "fr"));
add("big", "superlatives", "la maison la moins chère à vendre à Atlanta", big.best(cheapest(B({ city: "Atlanta", kinds: ["house"], sale: "for_sale" })), big.unavailable({ city: "Atlanta", kinds: ["house"], sale: "for_sale" })));
add("big", "superlatives", "le plus grand terrain à Dallas", big.best(biggestLot(B({ city: "Dallas" })), big.unavailable({ city: "Dallas" })));
add("big", "facts", "parle-moi du BIG09876", says("BIG09876"), price(big.mls("BIG09876")));
add("big", "followups", ["appartements à louer à San Antonio", "lequel est le moins cher ?"], big.best(cheapest(B({ city: "San Antonio", kinds: ["apartment"], sale: "for_rent" })), big.unavailable({ city: "San Antonio", kinds: ["apartment"], sale: "for_rent" })));

export const FRENCH = list;
