import { costAsked, FEE_WORDS } from "./costs";
import { namesDeposit, namesFact } from "./extension-match";
import { FEATURES, featureWords } from "./features";
import { SPECIES_WORDS } from "./listing-facts";
import { alternation, bounded, hasAny, wordsRegex } from "./text";
import type { BeyondTopic, ListingQuestion, Qualifier, Species } from "./types";
import { BATH_WORDS, BED_WORDS, PARKING_WORDS, TOUR_WORDS } from "./vocab";
import { asksYesNo } from "./yes-no";

// What a visitor asks about one listing. The order matters: "how much is the HOA?" is about
// the HOA, not the price; "how big is the lot?" about the lot, not the house.

type Field = Extract<ListingQuestion, { field: string }>["field"];

const FIELDS: readonly [Field, readonly string[]][] = [
  // Before the area and the price it is made of.
  ["pricePerArea", ["price per square foot", "price per sq ft", "price per sqft", "price per square meter", "price per square metre", "price per m2", "per square foot", "per sq ft", "per sqft", "per square meter", "per square metre", "per m2", "a square foot", "a square meter", "precio por metro cuadrado", "precio por metro", "precio por m2", "precio del metro cuadrado", "precio del metro", "precio del m2", "el metro cuadrado", "por metro cuadrado", "por m2", "euros el metro", "prix au m2", "prix du m2", "prix au metre carre", "prix du metre carre", "prix par m2", "prix par metre carre", "au metre carre", "le metre carre", "par metre carre", "par m2", "cuesta el m2", "cuesta el metro", "vale el m2", "vale el metro", "sale el m2", "sale el metro", "coute le m2", "coute le metre", "vaut le m2", "vaut le metre", "au pied carre", "par pied carre", "le pied carre", "prix au pied carre", "the square foot", "per square feet", "au m2", "combien le m2", "combien du m2", "el m2 cuanto", "per acre", "an acre", "the acre", "por acre", "el acre", "par acre", "l'acre", "per hectare", "por hectarea", "par hectare", "l'hectare"]],
  ["hoa", FEE_WORDS],
  ["lotArea", ["lot size", "lot", "how big is the lot", "yard size", "land", "acres", "acreage", "hectares", "hectare", "hectareas", "hectarea", "en ares", "combien d'ares", "terreno", "parcela", "tamano del terreno", "terrain", "parcelle", "taille du terrain"]],
  ["daysOnMarket", ["days on market", "days on the market", "how many days", "how long", "cuantos dias", "combien de jours", "how long has it been", "on the market for", "how long on the market", "listed since", "when was it listed", "cuanto tiempo lleva", "desde cuando", "dias en el mercado", "depuis combien de temps", "depuis quand"]],
  ["address", ["address", "where is it", "where is this", "where's it", "where is that", "location", "located", "where exactly", "direccion", "donde esta", "donde queda", "ubicacion", "ubicada", "ubicado", "adresse", "ou se trouve", "ou est", "situe", "situee", "what neighborhood", "which neighborhood", "neighbourhood", "what area", "which area", "what part of town", "barrio", "colonia", "que zona", "quartier"]],
  ["area", ["pies cuadrados", "pie cuadrado", "pieds carres", "pied carre", "square meters", "square metres", "en metros", "en metres", "how big", "how large", "size", "square feet", "square foot", "sq ft", "sqft", "square meters", "square metres", "m2", "footage", "living area", "tamano", "que tan grande", "cuantos metros", "metros", "metros cuadrados", "superficie", "taille", "surface", "quelle taille", "combien de m2", "combien de metres", "pi2", "pi²", "pieds carres", "pied carre", "combien de pieds"]],
  ["yearBuilt", ["year built", "when was it built", "when was this built", "how old", "built", "built in", "construction year", "ano de construccion", "cuando se construyo", "se construyo", "que ano", "de que ano", "construida", "construido", "construccion", "antiguedad", "cuantos anos tiene", "cuantos anos tiene el edificio", "que edad tiene", "quel age a", "quel age a la maison", "quel age a l'immeuble", "il a quel age", "elle a quel age", "de quand date", "annee de construction", "construit", "construite", "quelle annee", "date de construction"]],
  ["tours", [...TOUR_WORDS.OpenHouse, ...TOUR_WORDS["3D"], "tour", "tours", "recorrido"]],
  ["parkingSpots", ["parking", "park", "parking spots", "parking spaces", "garage spaces", "estacionamiento", "estacionamientos", "aparcamiento", "plazas", "stationnement", "places de parking", "parqueadero", "parqueaderos", "parqueo", "place de stationnement", "garage spots", "parking spot", "parking space", ...PARKING_WORDS]],
  ["status", ["still avail", "avail", "availble", "avaliable", "availabe", "avalable", "availible", "disponble", "sort quand", "sortira quand", "sale cuando", "cuando sale al mercado", "when does it come on the market", "when will it be listed", "when does it list", "tjs dispo", "tjrs dispo", "toujours dispo", "sigue libre", "still available", "available", "status", "sold", "on the market", "pending", "disponible", "todavia disponible", "sigue disponible", "vendida", "vendido", "a la venta", "en venta", "se vende", "sigue en venta", "sigue a la venta", "todavia se vende", "se puede comprar", "puedo comprar", "podemos comprar", "se puede alquilar", "puedo alquilar", "puedo rentar", "se puede rentar", "esta libre", "sigue libre", "aun disponible", "ya se vendio", "for sale", "can i buy", "can we buy", "can i rent", "is it for sale", "a vendre", "a louer", "est-il a vendre", "est-elle a vendre", "puis-je acheter", "peut-on acheter", "peut-on louer", "estado", "vendu", "vendue", "statut", "toujours disponible", "encore disponible", "for rent", "still for sale", "still listed", "on sale", "off market", "off the market", "en alquiler", "se alquila", "se renta", "en renta", "en vente", "toujours en vente", "hors marche", "dispo", "encore dispo", "toujours dispo", "libre", "est libre", "encore libre", "toujours libre", "deja vendu", "deja vendue", "deja loue", "deja louee", "loue", "louee", "sous compromis", "sous offre", "still up", "still on the market", "still there", "still open", "taken", "already sold", "already rented", "rented", "under contract", "ya vendido", "ya vendida", "ya alquilado", "ya alquilada", "alquilado", "alquilada", "arrendado", "arrendada", "reservado", "reservada", "todavia esta", "aun esta"]],
  ["kind", ["what type of property", "what kind of property", "what type of home", "what kind of home", "what type of house", "what type is it", "what kind is it", "type of property", "property type", "que tipo de propiedad", "que tipo de inmueble", "que tipo de casa", "tipo de propiedad", "tipo de inmueble", "quel type de bien", "quel type de logement", "type de bien", "quel genre de bien"]],
  ["price", ["c combien", "c'est combien", "cest combien", "price", "how much", "cost", "costs", "asking", "rent", "precio", "cuanto cuesta", "cuanto vale", "cuanto es", "cuanto sale", "cuanto pide", "cuanto piden", "cuanto estan pidiendo", "cuanto esta pidiendo", "cuanto pidiendo", "cuanto cobran", "en cuanto esta", "en cuanto sale", "prix", "combien coute", "combien ca coute", "combien", "loyer", "cout", "vaut"]],
  ["description", ["describe", "description", "descripcion", "describela", "describelo", "decris", "decrivez", "description du bien"]],
];

/** A park named as a place ("near kennedy park", "across from forsyth park"): up to three words between. Linear: words and spaces alternate. */
const NAMED_PARK = /(?<![\p{L}])(?:near|by|close to|next to|across from|facing|overlooking|off|around|in)\s+(?:[\p{L}'-]+\s+){0,3}park(?![\p{L}])/gu;

/** The address's words but "location", which in French is a rental. */
const ADDRESS_NOT_RENTAL = FIELDS.find(([field]) => field === "address")![1].filter((word) => word !== "location");
const PRICE_ASKS = ["how much", "cost", "costs", "price", "cuanto", "cuesta", "precio", "combien", "coute", "prix", "loyer"];

const FEATURE_OF = new Map<string, string>();
for (const feature of FEATURES) for (const word of [...feature.words.en, ...feature.words.es, ...feature.words.fr]) if (!FEATURE_OF.has(word)) FEATURE_OF.set(word, feature.id);
const FEATURE_WORD = new RegExp(bounded(`(${alternation([...FEATURE_OF.keys()])})`), "u");
/** Every feature's words, cut out before looking for an owner's fact: "roof deck" is a terrace, not the roof. */
const FEATURE_WORDS = new RegExp(FEATURE_WORD.source, "gu");

/** Words before a feature that describe the home rather than ask of it: "l'appartement avec vue … accepte les animaux ?". */
const DESCRIBING = new Set(["with", "w/", "w", "avec", "con"]);
/** The whole home, whose size is its living area ("how big is the house?"), not a feature's. */
// biome-ignore format: one language a line.
const WHOLE_HOME = [
  "house", "home", "apartment", "apt", "condo", "flat", "unit", "place", "townhouse", "villa", "loft", "studio", "duplex", "living area", "inside",
  "casa", "piso", "departamento", "depa", "apartamento", "vivienda", "estudio", "superficie construida", "construido",
  "maison", "appartement", "appart", "logement", "bien", "surface habitable", "habitable",
];

/**
 * The feature a question asks of (its id): the first one named, unless another is named too and the first only
 * describes the home ("the flat with the sea view: are pets ok?" asks of pets).
 */
function askedFeature(folded: string): string | undefined {
  let first: string | undefined;
  for (const match of folded.matchAll(FEATURE_WORDS)) {
    const id = FEATURE_OF.get(match[1]!.replace(/\s+/g, " "));
    if (!id) continue;
    if (!describesAt(folded, match.index)) return id;
    first ??= id;
  }
  return first;
}

/** Whether a feature named at `index` follows a describing word ("With a", "with the", "con la", "avec vue": the word and an article at most). */
function describesAt(folded: string, index: number): boolean {
  const before = folded.slice(Math.max(0, index - 16), index).trimEnd().split(" ").slice(-2);
  return before.some((word) => DESCRIBING.has(word));
}

/** Whether every feature the folded words name only describes the home ("the townhouse w the mountain views"). */
export function featuresOnlyDescribe(folded: string): boolean {
  let any = false;
  for (const match of folded.matchAll(FEATURE_WORDS)) {
    any = true;
    if (!describesAt(folded, match.index)) return false;
  }
  return any;
}

/** How a feature is, asked of it: private or shared, its own or in the unit, heated or covered, by what each is called. */
// biome-ignore format: one way a line, the three languages together.
export const QUALIFIER_WORDS: Readonly<Record<Qualifier, readonly string[]>> = {
  private: ["private", "own", "separate", "privada", "privado", "privadas", "privados", "propia", "propio", "privee", "prive", "privees", "prives", "privatif", "privative"],
  shared: ["shared", "communal", "compartida", "compartido", "comunitaria", "comunitario", "partagee", "partage", "commune", "commun", "collective", "collectif"],
  inUnit: ["in unit", "in-unit", "in the unit", "dentro de la vivienda", "dans le logement"],
  covered: ["covered", "techada", "techado", "cubierta", "cubierto", "couverte", "couvert"],
  heated: ["heated", "climatizada", "climatizado", "calefactada", "chauffee", "chauffe", "chauffante"],
  indoor: ["indoor", "interior", "interieure", "interieur"],
  outdoor: ["outdoor", "exterior", "exterieure", "exterieur"],
};
const QUALIFIERS = Object.values(QUALIFIER_WORDS).flat();
/** Which way of being a feature the folded words ask, the first named. */
const qualifierAsked = (folded: string) => (Object.keys(QUALIFIER_WORDS) as Qualifier[]).find((how) => hasAny(folded, QUALIFIER_WORDS[how]));

/** Asking for the listing itself: its summary, not one fact. */
const SUMMARY = ["tell me more", "tell me about", "more about", "more info", "more information", "details", "detail", "info", "cuentame", "cuentame de", "cuentame sobre", "hablame de", "hablame sobre", "mas informacion", "mas info", "mas detalles", "detalles", "informacion", "informacion sobre", "info sobre", "informes", "que tal", "que tal es", "que tal esta", "datos de", "mas datos", "todo sobre", "la ficha", "ficha", "parlez-moi", "parle-moi", "parlez moi", "parle moi", "dites-moi tout", "dites moi tout", "plus d'infos", "plus d'informations", "en savoir plus", "infos"];

/** Words left over from a question that say nothing about which fact it asks for. */
const FILLER = new Set([
  "what", "what's", "whats", "which", "is", "are", "the", "a", "an", "of", "for", "it", "its", "it's", "this", "that", "one", "does", "do", "have", "has", "there", "tell", "me", "about", "please", "and", "in", "on", "any", "how", "can", "you", "i", "know", "like", "to", "with", "house", "home", "listing", "property", "place", "apartment", "condo",
  "cual", "cuales", "que", "es", "son", "el", "la", "los", "las", "un", "una", "de", "del", "tiene", "hay", "esta", "este", "esa", "ese", "eso", "me", "puedes", "decir", "dime", "sobre", "por", "favor", "y", "en", "casa", "piso", "propiedad", "departamento", "apartamento", "como", "lo", "le", "su", "sus",
  "quel", "quelle", "quels", "quelles", "est", "sont", "le", "les", "des", "du", "d'", "il", "elle", "a-t-il", "a-t-elle", "y", "a", "t", "ce", "cette", "bien", "maison", "appartement", "pouvez", "vous", "dire", "sur", "s'il", "plait", "svp", "et", "son", "sa", "ses", "c'est", "qu'est-ce", "qu'il", "qui",
  "show", "see", "ver", "voir", "muestrame", "ensename", "montrez-moi", "montre-moi", "listing", "mls", "number", "numero", "about", "want", "quiero", "veux", "voudrais", "i'd", "would",
  "au", "aux", "pour", "possible", "est-ce", "sont-ils", "sont-elles", "est-il", "est-elle", "y-a-t-il", "t-il", "t-elle", "combien", "how", "much", "cuanto", "cuantos", "cuanta", "cuantas",
  "one", "uno", "celle-ci", "celui-ci", "ci", "la-bas", "exactly", "exactamente", "exactement", "?", "!",
  // Chat words around a question: "c'est combien déjà ?", "¿cuánto era ya?", "ok so how much again".
  "deja", "cest", "c", "ca", "fait", "alors", "donc", "ya", "pues", "entonces", "era", "already", "again", "ok", "so", "then",
  // Sighs before the next question ("dommage. et le studio près de l'ULB ?"), and the home's own kind and placing words.
  "dommage", "tant", "pis", "lastima", "pena", "shame", "pity", "too", "bad",
  // "Tienen algo en el X5004?", "what's at 02908?": anything there, no fact asked.
  "tienen", "tenes", "teneis", "algo", "anything", "something", "got", "quoi", "what's",
  // "Hi, I'm interested in the apartment near the station": interest said, no fact asked.
  "hi", "hello", "hey", "hola", "bonjour", "i'm", "im", "interested", "interesado", "interesada", "interesados", "me", "interesa", "interesse", "interessee", "suis", "je",
  // Looking for it, for someone: "je cherche un kot près de l'ULB pour ma fille, qu'avez-vous ?".
  "cherche", "cherchons", "busco", "buscamos", "looking", "ma", "mon", "mes", "my", "mi", "mis", "avez-vous", "qu'avez-vous", "avez", "kot", "fille", "fils", "daughter", "son", "hija", "hijo",
  // Which home it was, seen before: "j'ai vu une maison avec des sgraffites, c'est laquelle ?", "I saw one with a fountain, which was it?".
  "laquelle", "lequel", "lesquels", "lesquelles", "une", "avec", "con", "j'ai", "vu", "vi", "visto", "saw", "seen", "was", "fue",
  "studio", "estudio", "loft", "condo", "villa", "duplex", "townhouse", "flat", "apartment", "apt", "appart", "depa", "unit", "l'", "pres", "cerca", "proche",
]);
const ASKS_WHAT_FIRST = /^\s*(?:(?:and|y|et|a|en|de|at|on|in)\s+)?(?:what|what's|whats|which|how is|how are|tell me the|cual|cuales|que|como es|como son|quel|quelle|quels|quelles|comment est|c'est quoi)(?![\p{L}])/u;
/** "Et le chauffage c'est quoi ?", "the heating is what kind?": asked for what it is, at the end. */
const ASKS_WHAT_LAST = /(?<![\p{L}])(?:c'est quoi|cest quoi|c est quoi|what kind|which kind|what type|que tipo|cual es|es cual|de quel type|quel type)\s*[?!.]*\s*$/u;
const ASKS_WHAT = { test: (folded: string) => ASKS_WHAT_FIRST.test(folded) || ASKS_WHAT_LAST.test(folded) };
/** "What kind of heating": the kind of a fact is the fact. */
const KIND_OF = ["kind of", "type of", "sort of", "tipo de", "clase de", "type de", "genre de", "sorte de"];
const WORDS = /[\p{L}\p{N}'-]+/gu;

/** Whether folded words name a price itself ("the asking price", "el alquiler"), not only ask "how much". */
export const namesPrice = (folded: string) => hasAny(folded, ["price", "asking", "list price", "rent", "precio", "renta", "alquiler", "prix", "loyer"]);

/** Words that name the price itself, not only ask "how much". */
const PRICE_NAMES = ["price", "cost", "costs", "asking", "rent", "precio", "cuesta", "vale", "sale", "pide", "piden", "pidiendo", "piden por", "prix", "coute", "loyer", "cout", "vaut", "month", "mois", "mes", "per", "par"];

/** The words of a question that name a fact: neither filler nor a kind-of phrase. */
function factWords(folded: string): string[] {
  return (folded.replace(wordsRegex(KIND_OF, "g"), " ").match(WORDS) ?? []).filter((word) => !FILLER.has(word) && !MLS_LIKE.test(word));
}
/** An MLS number left in a question ("the cap rate on nsh-1650"): the listing's name, not the fact asked. */
const MLS_LIKE = /^[a-z]{1,5}-?\d{3,}$/u;

/** A number of rooms given ("3 bed", "3-bedroom", "de 3 dormitorios", "4 ch."): it says which home, it asks nothing. Linear: one number, one word. */
const NUMBERED_ROOMS = new RegExp(`(?<![\\p{L}\\p{N}])\\d{1,2}(?:[.,]5)?\\s*-?\\s*${bounded(`(?:${alternation([...BED_WORDS, ...BATH_WORDS, "ch", "hab"])})`)}`, "gu");

/** A plot's bare nouns, which may name the home itself ("the lot on Skyliners", "le terrain dans l'Oregon"). */
const LOT_BARE = ["lot", "land", "terreno", "parcela", "terrain", "parcelle"];
const LOT_NOUNS = wordsRegex(LOT_BARE, "g");
const LOT_SIZE_WORDS = FIELDS.find(([field]) => field === "lotArea")![1].filter((word) => !LOT_BARE.includes(word));

/** Whether folded words give the home's rooms with their number and ask no count ("the 3 bed in nwx", "el piso de 3 dormitorios"). */
export function givesRoomsOnly(folded: string): boolean {
  const rooms = folded.replace(FEATURE_WORDS, " ; ");
  if (!NUMBERED_ROOMS_ONE.test(rooms)) return false;
  const rest = rooms.replace(NUMBERED_ROOMS, " ; ");
  return !hasAny(rest, BED_WORDS) && !hasAny(rest, BATH_WORDS) && !hasAny(rest, ["how many", "cuantos", "cuantas", "combien"]);
}
const NUMBERED_ROOMS_ONE = new RegExp(NUMBERED_ROOMS.source, "u");

/** The question a folded message asks about one listing (its references already cut out), or undefined for its summary. */
/** What it takes to move into a rental: the first month and the deposit, summed. */
// biome-ignore format: one language a line.
const MOVE_IN = [
  "combien pour rentrer", "faut combien pour rentrer", "pour rentrer dedans", "pour entrer dans les lieux", "combien a l'entree", "cuanto para entrar", "cuanto hay que pagar para entrar", "upfront to move in",
  "move in", "move-in", "to move in", "upfront", "up front", "first month + deposit", "first month and deposit", "first month plus deposit", "first month's rent and deposit", "rent + deposit", "rent and deposit", "rent plus deposit", "total to move",
  "de entrada", "para entrar", "al entrar", "pagar al entrar", "renta + deposito", "renta mas deposito", "renta y deposito", "alquiler + fianza", "alquiler y fianza", "alquiler mas fianza", "primer mes + fianza", "primer mes y fianza", "primer mes mas fianza", "primer mes + deposito", "primer mes y deposito", "mes + deposito", "mes + fianza", "para mudarme", "para mudarnos",
  "pour emmenager", "a l'entree", "pour entrer", "prevoir pour entrer", "frais d'entree", "cout d'entree", "pour rentrer dans les lieux", "premier mois + caution", "premier loyer + caution", "premier mois et caution", "premier loyer et caution", "loyer + caution", "loyer et caution", "loyer plus caution", "loyer + depot", "loyer et depot", "premier loyer + depot", "premier mois + depot",
];
/** Whether a folded message speaks of pets, in the pet feature's own words: a pet deposit then counts in what it takes to move in. */
export const asksWithPets = (folded: string) => hasAny(folded, featureWords("pet_friendly"));

/** The one kind of animal a question about pets names ("does it allow cats?"), or undefined for pets in general or both. */
export function speciesAsked(folded: string): Species | undefined {
  const cats = hasAny(folded, SPECIES_WORDS.cat);
  const dogs = hasAny(folded, SPECIES_WORDS.dog);
  return cats === dogs ? undefined : cats ? "cat" : "dog";
}

/** From when a home can be had: a date, not a yes. */
// biome-ignore format: one language a line.
const AVAILABLE_WHEN = [
  "when is it available", "when will it be available", "available when", "when can i move in", "when can we move in", "when is it free", "move-in date", "available from when", "when does it become available",
  "cuando esta disponible", "cuando estara disponible", "disponible cuando", "desde cuando esta disponible", "cuando queda libre", "cuando se puede entrar", "cuando puedo entrar", "cuando podemos entrar", "fecha de disponibilidad", "a partir de cuando",
  "libre quand", "quand est-il libre", "quand est-elle libre", "disponible quand", "dispo quand", "quand est-il disponible", "quand est-elle disponible", "a partir de quand", "date de disponibilite", "quand puis-je emmenager", "quand peut-on emmenager", "libre a partir de quand",
];

/** What the rent or the fees include: the owner's facts of utilities, not the amount. */
// biome-ignore format: one language a line.
const INCLUDED_IN = [
  "included in the rent", "what's included", "whats included", "what is included", "what does the rent include", "what does the rent cover", "rent includes", "utilities included", "are utilities included", "which utilities",
  "incluido en el alquiler", "incluye el alquiler", "que incluye", "que cubre el alquiler", "servicios incluidos", "que servicios",
  "compris dans le loyer", "inclus dans le loyer", "qu'est-ce qui est compris", "qu'est-ce qui est inclus", "que comprend le loyer", "que comprennent les charges", "charges comprennent",
];

/** "What's included in the rent?": a question of the home in view, whatever "rent" also reads as. */
export const asksIncluded = (folded: string) => hasAny(folded, INCLUDED_IN);

export function listingQuestion(folded: string): ListingQuestion | undefined {
  // "What's included in the rent?": its utilities, before the rent that "rent" names.
  if (hasAny(folded, INCLUDED_IN)) return { extension: "utilities" };
  // "Il est libre quand ?", "when can I move in?": a date, read before the sum to move in and the status.
  if (hasAny(folded, AVAILABLE_WHEN)) return { field: "availableWhen" };
  // "Whats the total to move in, first month + deposit + pet deposit?": a sum, before the deposit it names.
  // Pets are read of the whole message (parse.ts, withPets): the words of a pet deposit may have named the home.
  if (hasAny(folded, MOVE_IN)) return { field: "moveIn" };
  // "Yearly cost to own, taxes plus condo fees?", "impuestos al año en total": a sum, before the fee or a tax alone.
  const costs = costAsked(folded);
  if (costs) return { field: "costs", ...costs };
  // "What did it sell for?", "¿en cuánto se vendió?": the price, before the status its "sold" names.
  if (hasAny(folded, SOLD_FOR)) return { field: "price" };
  // A room named by a feature's words is that feature ("¿tiene cuarto de servicio con baño?", "salle de jeux"), not a count of rooms.
  // A count given with its number names the home ("property taxes on the 3 bed in nwx?", "el piso de 3 dormitorios, ¿el IBI?"):
  // another fact asked wins, and the count is the question only when nothing else is ("does it really have 3 bedrooms?").
  const rooms = folded.replace(FEATURE_WORDS, " ; ");
  const asked = rooms.replace(NUMBERED_ROOMS, " ; ");
  if (hasAny(asked, BATH_WORDS)) return { field: "bathrooms" };
  if (hasAny(asked, BED_WORDS)) return { field: "bedrooms" };
  const counted: ListingQuestion | undefined = hasAny(rooms, BATH_WORDS) ? { field: "bathrooms" } : hasAny(rooms, BED_WORDS) ? { field: "bedrooms" } : undefined;
  if (counted) {
    const other = listingQuestion(asked);
    // Words left over that name no fact of an owner's ("really", "still") do not outweigh the count.
    const weak = other && "extension" in other && !namesFact(other.extension) && !namesDeposit(other.extension);
    return other && !weak ? other : counted;
  }
  // "When is the open house?", "la visite libre c'est quand ?": the listing's tours, then the owner's words for its times.
  if (hasAny(folded, TOUR_WORDS.OpenHouse)) return { field: "tours" };
  // "¿Qué zona escolar le corresponde?", "how old is the roof?": an owner's fact, before the fields some of its words name ("que zona", "how old").
  if (namesFact(folded.replace(FEATURE_WORDS, " ; "))) {
    const named = factWords(folded);
    if (named.length > 0 && named.length <= 6) return { extension: named.join(" ") };
  }
  for (const [field, words] of FIELDS) {
    if (!hasAny(folded, words)) continue;
    // "Price of that skyliners rd lot?", "¿cuánto piden por el terreno?": a plot's bare noun names the home; a size is
    // asked by its own words ("lot size", "acres", "how big"), and another field named beside the noun is the question.
    if (field === "lotArea" && !hasAny(folded, LOT_SIZE_WORDS)) {
      const other = listingQuestion(folded.replace(LOT_NOUNS, " ; "));
      if (other && !("extension" in other) && !("field" in other && other.field === "area")) return other;
    }
    // "Combien coûte la location du studio ?": in French a location is a rental, and its cost the price.
    if (field === "address" && !hasAny(folded, ADDRESS_NOT_RENTAL) && hasAny(folded, PRICE_ASKS)) continue;
    // "Combien sont les taxes municipales ?", "how much are the property taxes?": the amount of an owner's fact, not the price.
    if (field === "price" && !hasAny(folded, PRICE_NAMES)) {
      const named = factWords(folded);
      if (named.length > 0 && named.length <= 5) return { extension: named.join(" ") };
      // "Sorry my spanish isn't great… how much is the deposit": the deposit, however many words came before it.
      const deposit = named.find((word) => namesDeposit(word));
      if (deposit) return { extension: deposit };
    }
    // "Near Kennedy Park", "by Forsyth Park": a place, no parking asked.
    if (field === "parkingSpots" && !hasAny(folded.replace(NAMED_PARK, " "), words)) continue;
    // "Il y a une place de parking ?", "does it have parking?": a yes or a no, then how many.
    if (field === "parkingSpots" && asksYesNo(folded)) return { field, yesNo: true };
    // "Terrasse de quelle taille ?", "how big is the garden?": the size of a feature, which its own words in the listing say.
    if (field === "area" && !hasAny(folded, WHOLE_HOME)) {
      const feature = askedFeature(folded);
      if (feature) return { feature };
    }
    // "El terreno, ¿cuántos metros cuadrados son?": an area in the unit asked, whatever the listing's.
    if (field === "area" || field === "lotArea") {
      const unit = hasAny(folded, METRIC_WORDS) ? "metric" : hasAny(folded, IMPERIAL_WORDS) ? "imperial" : undefined;
      return unit ? { field, unit } : { field };
    }
    return { field };
  }
  const id = askedFeature(folded);
  // "Does it have a pool?" is a yes or no; "what's the heating?" asks for the fact itself.
  if (id && !ASKS_WHAT.test(folded)) {
    const species = id === "pet_friendly" ? speciesAsked(folded) : undefined;
    const how = hasAny(folded, QUALIFIERS) ? qualifierAsked(folded) : undefined;
    return { feature: id, ...(species && { species }), ...(how && { qualified: true as const, how }) };
  }
  if (hasAny(folded, SUMMARY)) return undefined;
  const rest = factWords(folded);
  return rest.length > 0 && rest.length <= 5 ? { extension: rest.join(" ") } : undefined;
}

/** A sale's price asked of a home sold ("what did it sell for", "se vendió en cuánto", "vendu à quel prix"). */
// biome-ignore format: one language a line.
const SOLD_FOR = [
  "sell for", "sold for", "selling for", "sells for", "went for", "sale price", "sold price", "selling price", "price it sold", "sold at",
  "cuanto se vendio", "vendio en", "vendio por", "vendieron en", "vendieron por", "precio de venta",
  "vendu pour", "vendue pour", "vendu a combien", "vendue a combien", "vendu combien", "vendue combien", "prix de vente", "a quel prix",
];

/** Words of an area asked in metres or in feet (folded). */
// biome-ignore format: one system a line.
const METRIC_WORDS = ["m2", "m²", "metros cuadrados", "metro cuadrado", "metros", "mts", "mts2", "square meters", "square metres", "sqm", "sq m", "metres carres", "metre carre", "metres", "hectares", "hectareas", "hectarea", "ha"];
const IMPERIAL_WORDS = ["sq ft", "sqft", "square feet", "square foot", "sf", "pies cuadrados", "pies", "pieds carres", "pieds", "acres", "acre"];

/** Questions no listing answers, asked of one, by what they ask (folded, whole words). */
// biome-ignore format: one topic a line.
const BEYOND_TOPICS: readonly (readonly [BeyondTopic, readonly string[]])[] = [
  ["negotiation", ["accepterait", "vendeur accepterait", "aceptaria", "aceptarian", "would the seller accept", "would they accept", "drop the price", "drop their price", "drop it", "lower the price", "lower their price", "lower the rent", "drop the rent", "reduce the rent", "come down on the rent", "come down on the price", "come down on price", "put in an offer", "put an offer", "make an offer", "submit an offer", "hacer una oferta", "presentar una oferta", "hacerle una oferta", "deposer une offre", "proposer une offre", "come down", "go lower", "go down on", "would they budge", "seller budge", "bajaria", "bajarian", "bajaria algo", "transigir", "descendre le prix", "descendrait", "descendraient", "take less", "accept less", "take a lower", "accept a lower", "accept an offer", "take an offer", "negotiable", "negotiate", "room to negotiate", "wiggle room", "bajar el precio", "bajen el precio", "bajar la renta", "bajar el alquiler", "rebajar el alquiler", "bajaria el precio", "bajarian el precio", "rebajar", "rebajen", "rebaja", "negociable", "negociar", "aceptaria una oferta", "aceptarian una oferta", "aceptan ofertas", "aceptarian menos", "baisser le prix", "baisser son prix", "baisser le loyer", "baisseraient", "baisserait", "negocier", "marge de negociation", "accepter une offre", "accepterait une offre", "would they take", "would the seller take", "would the owner take", "would they accept", "would the seller accept", "would the owner accept", "if i offer", "if we offer", "take an offer of", "accepterait", "accepteraient", "si je propose", "si on propose", "si j'offre", "ofreceria", "ofrecer", "si ofrezco", "si ofrecemos", "negocia", "negocian", "aceptaria", "lower offer", "offer less", "offer below", "below asking", "under asking", "oferta mas baja", "ofrecer menos", "por debajo del precio", "offre plus basse", "offrir moins", "faire une offre", "en dessous du prix"]],
  ["schoolQuality", ["good school", "good schools", "school any good", "schools any good", "schools good", "best school", "rated school", "school rating", "school ratings", "buen colegio", "buena escuela", "buenos colegios", "buenas escuelas", "colegio es bueno", "escuela es buena", "bonne ecole", "bonnes ecoles", "ecole est bonne", "ecoles sont bonnes"]],
  ["rentalIncome", ["would it rent for", "could it rent for", "rent for per night", "per night", "por noche", "par nuit", "rent it for", "rent it out", "rental income", "rental yield", "could i rent", "could we rent", "cuanto podria rentar", "cuanto podria alquilar", "cuanto podria sacar", "sacar de alquiler", "sacar de renta", "rentabilidad", "combien je pourrais le louer", "pourrais le louer", "pourrait se louer", "revenu locatif", "revenus locatifs", "rendement locatif", "rentabilite"]],
  ["noise", ["noisy", "noise", "quiet at night", "loud at night", "party street", "ruidoso", "ruidosa", "ruido", "tranquila de noche", "tranquilo de noche", "botellon", "mucha marcha", "bruyant", "bruyante", "bruit", "calme le soir", "calme la nuit", "tranquille la nuit"]],
  ["works", ["saldria construir", "construir una casa", "cost to build a house", "couterait la reno", "couterait la renovation", "couterait les travaux", "cout de la reno", "cost to turn", "cost to change", "cost to replace", "cost to paint", "cost to build", "costaria cambiar", "costaria hacer", "costaria pintar", "costaria arreglar", "costaria construir", "costaria poner", "couterait de changer", "couterait de remplacer", "couterait de construire", "couterait de peindre", "cost to convert", "cost to renovate", "cost to remodel", "cost to redo", "cost to finish", "cost to add", "cost to fix", "cost to update", "renovation cost", "renovation costs", "remodel cost", "cost of renovating", "how much to renovate", "how much to remodel", "how much to convert", "how much to fix", "how much to redo", "how much would it cost to", "what would it cost to", "costaria reformar", "cuesta reformar", "costaria reformarlo", "cuanto costaria reformar", "cuanto costaria convertir", "cuanto costaria arreglar", "costaria la reforma", "precio de la reforma", "presupuesto de reforma", "coste de la reforma", "costo de la remodelacion", "cuanto costaria remodelar", "couterait de renover", "couteraient les travaux", "cout des travaux", "prix des travaux", "budget travaux", "combien couterait la renovation", "combien couteraient les travaux", "combien pour renover", "combien pour transformer", "combien couterait de transformer", "combien pour refaire", "combien couterait de refaire", "mise aux normes couterait", "combien couterait la mise aux normes", "renovation energetique", "couterait une renovation", "cout d une renovation", "cout des travaux", "cost to finish", "cost to renovate", "cost to redo", "costaria reformar", "costaria una reforma", "cuanto cuesta reformar"]],
  // Credit and loans, which no listing gives ("mortgage rates right now", "q hipoteca me darían", "les taux de crédit").
  ["finance", ["monthly mortgage", "mortgage payment", "mortgage payments", "mortgage be", "% down", "down payment", "je peux emprunter", "peux emprunter", "emprunter combien", "taux en ce moment", "les taux actuels", "cuota de la hipoteca", "cuota hipotecaria", "pagaria de hipoteca", "cuanto me prestarian", "mortgage rate", "mortgage rates", "interest rate", "interest rates", "how much could i borrow", "how much can i borrow", "would i qualify", "get approved", "loan would", "tipo de interes", "tipos de interes", "que hipoteca", "q hipoteca", "hipoteca me darian", "hipoteca me dan", "me darian de hipoteca", "cuanto me prestan", "euribor", "taux de credit", "taux d interet", "taux immobilier", "taux actuels", "combien je peux emprunter", "capacite d emprunt"]],
  // What prices will do ("will prices go up", "se revalorizará", "les prix vont monter").
  ["futurePrice", ["buy now or wait", "now or wait", "bajen los precios", "suban los precios", "comprar ahora o esperar", "conviene comprar ahora", "acheter maintenant ou attendre", "baissent les prix", "les prix baissent", "will go up", "go up next year", "going to go up", "will go down", "will drop next year", "prices go up", "prices will go up", "price go up", "go up in value", "prices go down", "prices will drop", "appreciate in value", "will it appreciate", "good investment", "housing market next year", "se revalorizara", "se revaloriza", "revalorizacion", "subiran los precios", "bajaran los precios", "van a subir", "subira el precio", "bajara el precio", "prix vont monter", "vont monter", "vont baisser", "va monter", "prix vont baisser", "prendre de la valeur", "va prendre de la valeur", "bon investissement", "marche va"]],
  // Beside a question about a home, something no agency answers ("what's the weather like", "dónde ver el Betis", "le meilleur resto").
  ["offtopic", ["weather", "the weather", "el tiempo que hace", "que tiempo hace", "la meteo", "quel temps", "best restaurant", "good restaurant", "meilleur resto", "meilleur restaurant", "un bon resto", "mejor restaurante", "donde ver el", "el partido", "le match", "the game this weekend"]],
];
// biome-ignore format: one language a line.
const SCHOOL_WORDS = ["cole", "coles", "cole publico", "insti", "instituto", "institutos", "lycees", "colleges", "school", "schools", "colegio", "colegios", "escuela", "escuelas", "ecole", "ecoles", "college", "lycee"];
// biome-ignore format: one language a line.
const QUALITY_WORDS = ["que tal estan", "que tal son", "que tal es", "estan bien", "son buenos", "sont bien", "valent quoi", "good", "any good", "best", "rated", "rating", "ratings", "quality", "decent", "bueno", "buena", "buenos", "buenas", "calidad", "mejores", "bon", "bonne", "bons", "bonnes", "qualite", "meilleures", "reputation", "reputacion"];
/** How long it takes to get somewhere: beyond a listing unless the part asks for a field ("depuis combien de temps est-elle en vente"). */
const TRAVEL_WORDS = ["how long to walk", "how long does it take", "how long to get", "how long would it take", "how far", "walking distance", "commute", "minutes to", "minute walk", "cuanto se tarda", "cuanto tiempo se tarda", "cuanto tiempo a pie", "a que distancia", "a cuantos minutos", "combien de temps il faut", "combien de temps pour", "combien de temps a pied", "a combien de minutes", "temps de trajet", "a quelle distance"];
/** "Why so long?", "¿por qué?", "pourquoi si longtemps ?": a reason, which no listing gives ("why not?" agrees). */
const WHY = /^\s*(?:why|how come|por que|porque|pourquoi)(?![\p{L}])(?!\s*(?:not|no|pas)[\s?!.]*$)/u;

/**
 * The question beyond any listing that one part of a message asks ("think they'd drop the price?", "is it a good
 * school?", "pourquoi si longtemps ?"), or undefined. `field` is what the part reads as otherwise: a field it names
 * keeps a question of travel time about that field ("depuis combien de temps est-elle sur le marché ?").
 */
export function beyondTopic(folded: string, field?: ListingQuestion): BeyondTopic | undefined {
  const topic = BEYOND_TOPICS.find(([, words]) => hasAny(folded, words))?.[0];
  if (topic) return topic;
  // "Les écoles près de la maison sont bonnes ?", "are the schools around there any good?": a school and a judgement of it.
  if (hasAny(folded, SCHOOL_WORDS) && hasAny(folded, QUALITY_WORDS)) return "schoolQuality";
  if (WHY.test(folded)) return "why";
  if ((!field || "extension" in field) && hasAny(folded, TRAVEL_WORDS)) return "travelTime";
  return undefined;
}

/** Whether folded words name a feature ("le chauffage", "the pool"): asked what it is, an owner's fact of that name answers. */
export const namesFeature = (folded: string) => FEATURE_WORD.test(folded);

/** "Tell me more", "más detalles": the listing itself. */
export const asksSummary = (folded: string) => hasAny(folded, SUMMARY);

/** "What…", "¿Cuál…?", "Quel…": a question asking for a fact. */
export const asksWhat = (folded: string) => ASKS_WHAT.test(folded);
