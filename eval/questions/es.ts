import { bigFixture } from "../fixtures/big";
import { INTL } from "../fixtures/intl";
import { US } from "../fixtures/us";
import { biggest, biggestLot, cheapest, type Criteria, defaultOrder, extreme, fact, mostBedrooms, newestBuilt, newestListed, oldestBuilt, priciest } from "./derive";
import { AGENT_WORDS, CONTACT_WORDS, count, hides, never, NO_MATCH_WORDS, numberForms, price, says, shows, STATUS_WORDS } from "./expect";
import { over, questionSet } from "./set";

// Spanish questions, from Spain and from Latin America: piso, departamento, depa; alberca,
// piscina; cochera, garaje; recámaras, habitaciones; renta, alquiler; often without accents.

const { add, chain, list } = questionSet("es");
const us = over(US);
const intl = over(INTL);
const L = us.mls;
const I = intl.mls;
const none = { language: "es" as const };
const NO = says(...NO_MATCH_WORDS.es);
const US_CITIES = { mustContain: US.cities.map((city) => [city]) };
const INTL_CITIES = { mustContain: INTL.cities.map((city) => [city]) };
const MX = "Ciudad de México";

// search
add("intl", "search", "que pisos teneis en venta en Madrid?", shows([I("MAD501"), I("MAD503")]), hides([I("MAD506"), I("MAD502"), I("MAD505"), I("MAD504"), I("MAD507")]));
add("intl", "search", "busco algo para alquilar en malaga", intl.exactly(intl.find({ city: "Málaga", sale: "for_rent" }), intl.city("Málaga")));
add("intl", "search", "departamentos en renta en la cdmx", intl.exactly(intl.find({ city: MX, kinds: ["apartment"], sale: "for_rent" }), intl.city(MX)));
add("intl", "search", "tienen casas en venta en ciudad de mexico?", intl.exactly(intl.find({ city: MX, kinds: ["house"], sale: "for_sale" }), intl.city(MX)));
add("intl", "search", "quiero un piso de 3 habitaciones en Madrid", shows([I("MAD501"), I("MAD508")]), hides([I("MAD502"), I("MAD505"), I("MAD506")]));
add("intl", "search", "Hola, busco vivienda en Málaga con 4 dormitorios", intl.exactly(intl.find({ city: "Málaga", beds: [4, 99] }), intl.city("Málaga")));
add("us", "search", "que casas tienen en Austin?", shows(us.find({ city: "Austin", kinds: ["house"] })), hides(us.unavailable({ city: "Austin" })), hides(us.find({ city: "Austin", kinds: ["condo", "apartment", "townhouse"] })));
add("us", "search", "busco renta en Denver", us.exactly(us.find({ city: "Denver", sale: "for_rent" }), us.city("Denver")));
add("us", "search", "depa de 2 recamaras en renta en austin", us.exactly([L("AUS110")], us.city("Austin")));
add("us", "search", "algo en venta en charlotte?", us.exactly(us.find({ city: "Charlotte", sale: "for_sale" }), us.city("Charlotte")));
add("intl", "search", "busco un depa amueblado en la condesa", shows([I("CDMX902")]), hides([I("CDMX904")]));

// features
add("intl", "features", "pisos con vistas al mar en Málaga", intl.exactly(intl.find({ city: "Málaga", has: ["sea_view"] }), intl.city("Málaga")));
add("intl", "features", "algo con piscina en madrid?", intl.exactly(intl.find({ city: "Madrid", has: ["pool"] }), intl.city("Madrid")));
add("intl", "features", "casas con alberca en cdmx", intl.exactly(intl.find({ city: MX, kinds: ["house"], has: ["pool"] }), intl.city(MX)));
add("intl", "features", "departamentos con gimnasio en ciudad de mexico", intl.exactly(intl.find({ city: MX, kinds: ["apartment"], has: ["gym"] }), intl.city(MX)));
add("intl", "features", "vivienda con jardin en Madrid", intl.exactly(intl.find({ city: "Madrid", has: ["garden"] }), intl.city("Madrid")));
add("intl", "features", "piso con terraza en malaga", intl.exactly(intl.find({ city: "Málaga", has: ["terrace"] }), intl.city("Málaga")));
add("intl", "features", "algo con chimenea en cdmx", intl.exactly([I("CDMX905")], intl.city(MX)));
add("intl", "features", "alquiler con aire acondicionado en Málaga", intl.exactly(intl.find({ city: "Málaga", sale: "for_rent", has: ["ac"] }), intl.city("Málaga")));
add("intl", "features", "se aceptan mascotas? busco depa en renta en CDMX", intl.exactly(intl.find({ city: MX, sale: "for_rent", has: ["pets"] }), intl.city(MX)));
add("intl", "features", "casas con garaje en madrid", intl.exactly(intl.find({ city: "Madrid", has: ["garage"] }), intl.city("Madrid")));
add("us", "features", "casas con piscina en austin", us.exactly([L("AUS101")], us.city("Austin")));
add("us", "features", "algo con alberca en Charlotte", us.exactly(us.find({ city: "Charlotte", has: ["pool"] }), us.city("Charlotte")));
add("us", "features", "casas con cochera en boise", us.exactly([L("BOI301")], us.city("Boise")));
add("us", "features", "chimenea en denver?", us.exactly([L("DEN201")], us.city("Denver")));
add("us", "features", "que tienen con paneles solares", shows(us.find({ has: ["solar"] })), hides([L("AUS101"), L("DEN202")]));
add("us", "features", "busco casa con oficina en casa", shows(us.find({ has: ["office"] })), hides([L("AUS101"), L("BOI302")]));
add("us", "features", "rentas que acepten mascotas en charlotte", us.exactly(us.find({ city: "Charlotte", sale: "for_rent", has: ["pets"] }), us.city("Charlotte")));
add("us", "features", "condominio con gimnasio en austin", us.exactly([L("AUS104")], us.city("Austin")));
add("intl", "features", "chalet en madrid con calefaccion de gasoleo", shows([I("MAD504")]), hides([I("MAD501")]));
add("intl", "features", "pisos en madrid con certificado energetico B", shows([I("MAD503")]), hides([I("MAD501")]));

// negation
add("intl", "negation", "pisos con ascensor en alquiler en Madrid", shows([I("MAD508")]), hides([I("MAD502"), I("MAD505")]));
add("intl", "negation", "viviendas en Málaga con garaje", intl.exactly(intl.find({ city: "Málaga", has: ["garage"] }), intl.city("Málaga")));
add("intl", "negation", "casa en malaga sin piscina", hides([I("AGP603"), I("AGP606")]));
add("intl", "negation", "departamentos con estacionamiento en cdmx", intl.exactly(intl.find({ city: MX, kinds: ["apartment"], has: ["parking"] }), intl.city(MX)));
add("intl", "negation", "piso en madrid que admita mascotas", shows([I("MAD508")]), hides([I("MAD502")]));
add("us", "negation", "casas en austin sin piscina", us.exactly(us.find({ city: "Austin", kinds: ["house"], lacks: ["pool"] }), us.city("Austin")));
add("us", "negation", "casas en denver con sotano", us.exactly([L("DEN202")], us.city("Denver")));
add("us", "negation", "quiero casa con garaje en charlotte", us.exactly(us.find({ city: "Charlotte", has: ["garage"] }), us.city("Charlotte")));
add("us", "negation", "algo en austin que no tenga garaje", shows(us.find({ city: "Austin", lacks: ["garage"] })), hides([L("AUS101"), L("AUS106"), L("AUS109")]));
add("us", "negation", "condos en boise donde se permitan mascotas", NO, hides([L("BOI303")]));

// status
add("intl", "status", "que se ha vendido en Madrid?", intl.exactly([I("MAD506")], intl.city("Madrid")));
add("intl", "status", "la casa adosada de Avenida de Valladolid 20 sigue disponible?", says(...STATUS_WORDS.pending), says("MAD507", "Valladolid"));
add("intl", "status", "esta a la venta el AGP607?", says(...STATUS_WORDS.offMarket, "no esta disponible", "no disponible", "ya no"));
add("intl", "status", "que departamentos se vendieron en cdmx", intl.exactly([I("CDMX904")], intl.city(MX)));
add("intl", "status", "pisos en venta en malaga que no esten vendidos", intl.exactly(intl.find({ city: "Málaga", kinds: ["apartment"], sale: "for_sale" }), intl.city("Málaga")));
add("us", "status", "que casas se vendieron en austin", us.exactly([L("AUS103")], us.city("Austin")));
add("us", "status", "el 77 Rainey St #1402 todavia esta disponible?", says(...STATUS_WORDS.pending), says("AUS105", "77 Rainey"));
add("us", "status", "hay algo pendiente en boise?", shows([L("BOI308")]), hides([L("BOI301"), L("BOI306")]));
add("us", "status", "puedo comprar 4500 Tennyson St?", says(...STATUS_WORDS.sold));

// kinds
add("intl", "kinds", "aticos en madrid", shows([I("MAD503")]), hides([I("MAD504"), I("MAD506")]));
add("intl", "kinds", "chalets en venta en malaga", shows([I("AGP603")]), hides([I("AGP601"), I("AGP606"), I("AGP607")]));
add("intl", "kinds", "busco casa adosada en Málaga", intl.exactly([I("AGP604")], intl.city("Málaga")));
add("intl", "kinds", "estudios en alquiler en madrid", shows([I("MAD505")]), hides([I("MAD504"), I("MAD503")]));
add("intl", "kinds", "casas en la ciudad de mexico", intl.exactly(intl.find({ city: MX, kinds: ["house"] }), intl.city(MX)));
add("intl", "kinds", "apartamentos en Malaga", shows(intl.find({ city: "Málaga", kinds: ["apartment"] })), hides([I("AGP603"), I("AGP604"), I("AGP606"), I("AGP607")]));
add("us", "kinds", "townhouses en charlotte", us.exactly([L("CLT405")], us.city("Charlotte")));
add("us", "kinds", "casas adosadas en venta en denver", us.exactly([L("DEN204")], us.city("Denver")));
add("us", "kinds", "condominios en venta en boise", us.exactly([L("BOI303")], us.city("Boise")));
add("us", "kinds", "departamentos en charlotte", us.exactly([L("CLT407")], us.city("Charlotte")));
add("us", "kinds", "estudio en renta en Boise", shows([L("BOI309")]), hides([L("BOI304"), L("BOI301")]));

// cities
add("intl", "cities", "en que ciudades tienen propiedades?", INTL_CITIES);
add("intl", "cities", "donde tienen casas?", INTL_CITIES);
add("intl", "cities", "tienen algo en malaga", shows(intl.find({ city: "Málaga" })), hides(intl.unavailable({ city: "Málaga" })));
add("intl", "cities", "que hay en Mexico DF", shows(intl.find({ city: MX })), hides(intl.unavailable({ city: MX })));
add("intl", "cities", "pisos en MADRID", shows(intl.find({ city: "Madrid", kinds: ["apartment"] })), hides(intl.unavailable({ city: "Madrid" })));
add("us", "cities", "en que ciudades trabajan?", US_CITIES);
add("us", "cities", "tienen algo en charlote", shows(us.find({ city: "Charlotte" })), hides(us.unavailable({ city: "Charlotte" })));

// superlatives
{
  const s = (criteria: Criteria) => ({ found: intl.find(criteria), traps: intl.unavailable(criteria) });
  let c = s({ city: "Madrid", kinds: ["apartment"], sale: "for_sale" });
  add("intl", "superlatives", "el piso mas barato en venta en madrid", intl.best(cheapest(c.found), c.traps));
  c = s({ city: "Málaga", sale: "for_sale" });
  add("intl", "superlatives", "cual es la vivienda mas cara de malaga", intl.best(priciest(c.found), c.traps));
  c = s({ city: MX });
  add("intl", "superlatives", "la propiedad mas grande en cdmx", intl.best(biggest(c.found), c.traps));
  c = s({ city: "Madrid" });
  add("intl", "superlatives", "cual tiene mas habitaciones en Madrid?", intl.best(mostBedrooms(c.found), c.traps));
  c = s({ city: "Málaga" });
  add("intl", "superlatives", "la construccion mas nueva en Málaga", intl.best(newestBuilt(c.found), c.traps));
  c = s({ city: MX, sale: "for_rent" });
  add("intl", "superlatives", "la renta mas economica en ciudad de mexico", intl.best(cheapest(c.found), c.traps));
  c = s({ city: "Madrid", sale: "for_rent" });
  add("intl", "superlatives", "el alquiler mas barato de Madrid", intl.best(cheapest(c.found), c.traps));
  c = s({ city: "Madrid" });
  add("intl", "superlatives", "lo ultimo que ha salido en madrid", says(...newestListed(c.found).map((l) => l.fields.MLSNumber)));
  c = s({ city: MX, kinds: ["house"] });
  add("intl", "superlatives", "la casa con el terreno mas grande en cdmx", intl.best(biggestLot(c.found), c.traps));
  const u = (criteria: Criteria) => ({ found: us.find(criteria), traps: us.unavailable(criteria) });
  let d = u({ city: "Austin", kinds: ["house"], sale: "for_sale" });
  add("us", "superlatives", "la casa mas barata en venta en austin", us.best(cheapest(d.found), d.traps));
  d = u({ city: "Denver", kinds: ["house"] });
  add("us", "superlatives", "la casa mas grande de denver", us.best(biggest(d.found), d.traps));
  d = u({ city: "Boise", kinds: ["house"] });
  add("us", "superlatives", "la casa mas vieja en boise", us.best(oldestBuilt(d.found), d.traps));
  d = u({ city: "Charlotte", sale: "for_sale" });
  add("us", "superlatives", "lo mas caro en venta en charlotte", us.best(priciest(d.found), d.traps));
}

add("intl", "superlatives", "cual es la casa con mas baños en cdmx?", intl.best(extreme(intl.find({ city: MX, kinds: ["house"] }), (l) => l.fields.Bathrooms, "max"), intl.unavailable({ city: MX })));
add("intl", "superlatives", "el alquiler más económico de todo Madrid", intl.best(cheapest(intl.find({ city: "Madrid", sale: "for_rent" })), intl.unavailable({ city: "Madrid" })));
add("intl", "superlatives", "cual es el piso en venta mas grande de Málaga", intl.best(biggest(intl.find({ city: "Málaga", kinds: ["apartment"], sale: "for_sale" })), intl.unavailable({ city: "Málaga" })));

// ranges
add("intl", "ranges", "pisos en madrid por menos de 1 millon de euros", shows([I("MAD501")]), hides([I("MAD503"), I("MAD504"), I("MAD506")]));
add("intl", "ranges", "alquiler en madrid hasta 1.000 € al mes", intl.exactly(intl.find({ city: "Madrid", sale: "for_rent", price: [0, 1000] }), intl.city("Madrid")));
add("intl", "ranges", "vivienda en venta en malaga entre 300 mil y 700 mil euros", intl.exactly(intl.find({ city: "Málaga", sale: "for_sale", price: [300000, 700000] }), intl.city("Málaga")));
add("intl", "ranges", "departamentos en renta en cdmx por menos de 20 mil pesos", intl.exactly(intl.find({ city: MX, sale: "for_rent", price: [0, 20000] }), intl.city(MX)));
add("intl", "ranges", "casas en venta en cdmx de menos de 10 millones", intl.exactly(intl.find({ city: MX, kinds: ["house"], sale: "for_sale", price: [0, 10_000_000] }), intl.city(MX)));
add("intl", "ranges", "pisos de mas de 100 metros cuadrados en madrid", shows(intl.find({ city: "Madrid", kinds: ["apartment"], sqft: [1076.4, 1e9] })), hides([I("MAD502"), I("MAD505"), I("MAD506")]));
add("intl", "ranges", "algo de al menos 3 baños en malaga", intl.exactly(intl.find({ city: "Málaga", baths: [3, 99] }), intl.city("Málaga")));
add("intl", "ranges", "viviendas de menos de 80 m2 en madrid", intl.exactly(intl.find({ city: "Madrid", sqft: [0, 861.11] }), intl.city("Madrid")));
add("us", "ranges", "casas en venta en charlotte por menos de 500 mil", us.exactly(us.find({ city: "Charlotte", kinds: ["house"], sale: "for_sale", price: [0, 500000] }), us.city("Charlotte")));
add("us", "ranges", "rentas en boise de menos de 2000 dolares al mes", us.exactly(us.find({ city: "Boise", sale: "for_rent", price: [0, 2000] }), us.city("Boise")));
add("us", "ranges", "casas en denver entre 600 mil y 900 mil", us.exactly(us.find({ city: "Denver", kinds: ["house"], price: [600000, 900000] }), us.city("Denver")));

// counts
add("intl", "counts", "cuantos pisos en alquiler hay en madrid?", count(intl.find({ city: "Madrid", kinds: ["apartment"], sale: "for_rent" }).length, "es"));
add("intl", "counts", "cuantas casas hay en venta en la cdmx", count(intl.find({ city: MX, kinds: ["house"], sale: "for_sale" }).length, "es"));
add("intl", "counts", "cuántas viviendas con piscina tienen en Málaga?", count(intl.find({ city: "Málaga", has: ["pool"] }).length, "es"));
add("intl", "counts", "cuantas propiedades tienen en total en Madrid", count(intl.find({ city: "Madrid" }).length, "es"));
add("intl", "counts", "cuantos departamentos se han vendido en ciudad de mexico", count(intl.find({ city: MX, statuses: ["Sold"] }).length, "es"));
add("us", "counts", "cuantas casas en venta hay en austin", count(us.find({ city: "Austin", kinds: ["house"], sale: "for_sale" }).length, "es"));
add("us", "counts", "cuantas rentas tienen en denver?", count(us.find({ city: "Denver", sale: "for_rent" }).length, "es"));

// compare
add("intl", "compare", "compara MAD501 y MAD503", shows([I("MAD501"), I("MAD503")]), price(I("MAD501")), price(I("MAD503")));
add("intl", "compare", "diferencias entre Calle Victoria 33 y Calle Cervantes 10", shows([I("AGP604"), I("AGP608")]), price(I("AGP604")), price(I("AGP608")));
add("intl", "compare", "CDMX901 o CDMX905, cual es mas grande?", shows([I("CDMX901"), I("CDMX905")]), { mustContain: [numberForms(260)] });
add("intl", "compare", "comparame AGP601, AGP603 y AGP604", shows([I("AGP601"), I("AGP603"), I("AGP604")]));
add("us", "compare", "compara AUS101 con AUS102", shows([L("AUS101"), L("AUS102")]), price(L("AUS101")), price(L("AUS102")));

// facts
add("intl", "facts", "que calefaccion tiene el MAD501?", says(fact(I("MAD501"), "Calefacción")));
add("intl", "facts", "cual es el certificado energetico del atico de la Castellana?", says("B"), says("MAD503", "Castellana"));
add("intl", "facts", "cuanto es la comunidad del AGP601", says("180"));
add("intl", "facts", "cuanto cuesta el mantenimiento en Av. Álvaro Obregón 120", says("3,500", "3.500", "3500", "3 500"));
add("intl", "facts", "que orientacion tiene el chalet de Arturo Soria", says("sur"));
add("intl", "facts", "de que año es la casa de Tres Cruces 12", says("1960"));
add("intl", "facts", "cuantos metros tiene el MAD503", says("160"));
add("intl", "facts", "la casa de Paseo de los Laureles tiene seguridad?", says("caseta", "24"));
add("us", "facts", "en que distrito escolar esta 4100 Congress Ave?", says(fact(L("AUS101"), "School District")));
add("us", "facts", "cuanto es la cuota de HOA del AUS104", says("350"));

// followups
chain("intl", "followups", [["pisos en venta en madrid", shows([I("MAD501"), I("MAD503")])], ["cual de esos tiene piscina?", intl.exactly([I("MAD503")], intl.city("Madrid"))]]);
add("intl", "followups", ["alquileres en málaga", "el mas barato?"], intl.best(cheapest(intl.find({ city: "Málaga", sale: "for_rent" }))));
add("intl", "followups", ["casas con jardin en madrid", "y en Málaga?"], intl.exactly(intl.find({ city: "Málaga", has: ["garden"] }), intl.listings));
{
  const rentals = defaultOrder(intl.find({ city: MX, sale: "for_rent" }));
  add("intl", "followups", ["departamentos en renta en cdmx", "cuentame mas del segundo"], intl.exactly([rentals[1]!], intl.city(MX)));
  const forSale = defaultOrder(intl.find({ city: "Málaga", sale: "for_sale" }));
  add("intl", "followups", ["que tienen en venta en malaga", "compara los dos primeros"], intl.exactly(forSale.slice(0, 2), intl.city("Málaga")));
}
add("intl", "followups", ["algo en madrid por menos de 1 millon", "solo pisos"], intl.exactly(intl.find({ city: "Madrid", kinds: ["apartment"], price: [0, 1_000_000] }), intl.city("Madrid")));
add("intl", "followups", ["casas en venta en cdmx", "cual es la mas grande?"], intl.best(biggest(intl.find({ city: MX, kinds: ["house"], sale: "for_sale" })), intl.unavailable({ city: MX })));
add("intl", "followups", ["viviendas en malaga", "cuales tienen vistas al mar?"], intl.exactly(intl.find({ city: "Málaga", has: ["sea_view"] }), intl.city("Málaga")));
add("intl", "followups", ["alquileres en madrid", "alguno con 3 habitaciones?"], intl.exactly(intl.find({ city: "Madrid", sale: "for_rent", beds: [3, 3] }), intl.city("Madrid")));
add("us", "followups", ["casas en venta en austin", "cual de esas tiene alberca?"], us.exactly([L("AUS101")], us.city("Austin")));
add("us", "followups", ["rentas en charlotte", "y en austin?"], us.exactly(us.find({ city: "Austin", sale: "for_rent" }), us.listings));

// smalltalk
add("intl", "smalltalk", "hola", none);
add("intl", "smalltalk", "buenas tardes!", none);
add("intl", "smalltalk", "buenos dias, que tal?", none);
add("intl", "smalltalk", "muchas gracias, muy amable", none);
add("intl", "smalltalk", "quiero hablar con un agente", says(...AGENT_WORDS));
add("intl", "smalltalk", "me pasas con un asesor inmobiliario?", says(...AGENT_WORDS));
add("intl", "smalltalk", "puedo hablar con una persona real por favor", says(...AGENT_WORDS));
add("intl", "smalltalk", "me gustaria visitar el MAD501 el sabado", says(...CONTACT_WORDS));
add("intl", "smalltalk", "puedo ver el depa de Calle Ámsterdam 55 esta semana?", says(...CONTACT_WORDS));
add("intl", "smalltalk", "mi telefono es 612 345 678, que me llame un comercial", says("gracias", "contact", "agente", "asesor", "pronto", "breve"));
add("us", "smalltalk", "quiero hablar con un corredor de bienes raices", says(...AGENT_WORDS));

// offtopic
const OFF = { noAnswer: true };
add("intl", "offtopic", "que tiempo hace mañana en Madrid?", OFF, hides(intl.city("Madrid")));
add("intl", "offtopic", "quien gano el partido del Málaga ayer", OFF, hides(intl.city("Málaga")));
add("intl", "offtopic", "dame una receta de paella", OFF);
add("intl", "offtopic", "cuanto es 25 por 4", OFF, never("100"));
add("intl", "offtopic", "cuentame un chiste", OFF);
add("intl", "offtopic", "los mejores tacos en la cdmx?", OFF, hides(intl.city(MX)));
add("intl", "offtopic", "a quien votarias en las elecciones?", OFF);
add("us", "offtopic", "que clima hace en Austin hoy", OFF, hides(us.city("Austin")));

// nomatch
add("intl", "nomatch", "pisos en Barcelona", INTL_CITIES);
add("intl", "nomatch", "tienen algo en Sevilla?", INTL_CITIES);
add("intl", "nomatch", "chalet en madrid con 8 habitaciones", NO);
add("intl", "nomatch", "alquiler en malaga por menos de 500 euros", NO);
add("us", "nomatch", "casas en Houston", US_CITIES);

// big
const big = over(bigFixture());
const B = big.find;
add("big", "counts", "cuantas casas en venta hay en Dallas?", count(B({ city: "Dallas", kinds: ["house"], sale: "for_sale" }).length, "es"));
add("big", "counts", "cuantos departamentos en renta hay en Atlanta?", count(B({ city: "Atlanta", kinds: ["apartment"], sale: "for_rent" }).length, "es"));
add("big", "counts", "cuantas casas con alberca tienen en San Antonio", count(B({ city: "San Antonio", kinds: ["house"], has: ["pool"] }).length, "es"));
add("big", "counts", "cuantas propiedades pendientes hay en Tampa", count(B({ city: "Tampa", statuses: ["Pending"] }).length, "es"));
add("big", "superlatives", "la casa mas barata en venta en Phoenix", big.best(cheapest(B({ city: "Phoenix", kinds: ["house"], sale: "for_sale" })), big.unavailable({ city: "Phoenix", kinds: ["house"], sale: "for_sale" })));
add("big", "superlatives", "el condo mas grande de Nashville", big.best(biggest(B({ city: "Nashville", kinds: ["condo"] })), big.unavailable({ city: "Nashville", kinds: ["condo"] })));
add("big", "facts", "informacion sobre BIG01234", says("BIG01234"), price(big.mls("BIG01234")));
add("big", "followups", ["townhouses en venta en Columbus", "cual es la mas barata?"], big.best(cheapest(B({ city: "Columbus", kinds: ["townhouse"], sale: "for_sale" })), big.unavailable({ city: "Columbus", kinds: ["townhouse"], sale: "for_sale" })));

export const SPANISH = list;
