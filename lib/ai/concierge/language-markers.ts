import { cityName } from "./city-aliases";
import { FEATURES } from "./features";
import { hasAny, wordsRegex } from "./text";
import type { Language } from "./types";

// Words that belong to one language only, for the short messages an n-gram detector gets wrong
// ("chalets en venta en Málaga" read as French, "townhouses en Charlotte"): when the message
// holds such words of one language and of no other, that language is the visitor's. A city named
// after "en" is Spanish ("en Charlotte"), after "à" French, after "in" English.

const LANGUAGES = ["Spanish", "French", "English"] as const;

const MARKERS: Record<Language, readonly string[]> = {
  Spanish: ["el", "los", "que pena", "y la de", "y el de", "y la del", "y el del", "incluye", "incluyen", "incluido", "incluida", "incluidos", "incluidas", "cuando", "las", "del", "con", "por", "para", "una", "sin", "esta", "estan", "donde", "cual", "cuales", "cuanto", "cuanta", "cuantos", "cuantas", "en venta", "venta", "alquiler", "alquileres", "renta", "rentas", "busco", "buscamos", "quiero", "quisiera", "necesito", "hay", "tienen", "tienes", "teneis", "casas", "pisos", "departamentos", "depas", "viviendas", "habitaciones", "recamaras", "dormitorios", "banos", "barato", "barata", "baratos", "baratas", "hola", "gracias", "tambien", "algo", "alguna", "alguno", "muestrame", "ensename", "cerca de"],
  French: ["les", "des", "du", "avec", "pour", "je", "une", "est", "sont", "sans", "dans", "et", "ou", "vous", "nous", "il y a", "a vendre", "a louer", "vendre", "louer", "maison", "maisons", "appartement", "appartements", "chambres", "combien", "quel", "quelle", "quels", "quelles", "cherche", "bonjour", "merci", "pas cher", "moins", "inclus", "incluse", "inclues", "compris", "comprise", "dispo", "quand", "oui", "bjr", "slt", "svp", "stp", "cest", "c'est"],
  English: ["the", "with", "for", "and", "homes", "houses", "what", "how", "show", "is", "are", "of", "near", "under", "rent", "bedrooms", "cheapest", "any", "do you", "have", "please", "thanks", "hi", "hello",
    // A listing's shorthand, as buyers type it: "2 bed condo", "3bd 2ba", "for sale".
    "bed", "beds", "bedroom", "bdrm", "bdrms", "bath", "baths", "bathroom", "bathrooms", "for sale", "to buy", "buying", "renting", "apartment", "apartments"],
};

/**
 * Feature words of one language only ("balcony", "pool", "piscina", "ascenseur"): what a buyer wants says which language
 * they write in as well as grammar words do ("condo w/ balcony + pool"). Loanwords buyers of another language type too
 * ("rooftop", "bbq", "a/c", "vistas", "foyer", "cave") are left out.
 */
const LOANWORDS = new Set([
  "ac", "a/c", "aircon", "ev", "adu", "den", "study", "office", "solar", "lift", "deck", "decks", "rooftop", "roof top", "bbq", "grill", "fitness", "smart home", "home office", "loft space", "marina", "dock", "casita", "bungalow", "transit", "security", "gated", "calm", "bright", "sunny", "storage", "jacuzzi tub", "hot tub", "walk in closet", "dressing room", "open space",
  "vista", "vistas", "bodega", "cava", "playa", "roof garden", "radiante", "accesible", "tenis",
  "animal", "cave", "foyer", "foyers", "tramway", "autobus", "chats", "gare", "quai", "serre", "marches", "dressing", "pmr", "solaire", "placard", "placards", "plancher",
]);
const WORD_KEY = { English: "en", Spanish: "es", French: "fr" } as const;
const FEATURE_MARKERS: Record<Language, string[]> = (() => {
  const words = (language: Language) => new Set(FEATURES.flatMap((feature) => feature.words[WORD_KEY[language]]));
  const byLanguage = { English: words("English"), Spanish: words("Spanish"), French: words("French") };
  const own = (language: Language) => [...byLanguage[language]].filter((word) => !LOANWORDS.has(word) && LANGUAGES.every((other) => other === language || !byLanguage[other].has(word)));
  return { English: own("English"), Spanish: own("Spanish"), French: own("French") };
})();
/** "W/ pool", "w/o HOA": English shorthand, glued to its word or not. */
const ENGLISH_WITH = /(?<![\p{L}])w\/o?(?=\s|\p{L}|$)/u;

const BEFORE_CITY: Record<Language, readonly string[]> = { Spanish: ["en", "en la", "de la"], French: ["au", "pres de"], English: ["in", "around", "near"] };

function nameOfCity(folded: string, cities: readonly string[], before: readonly string[]): boolean {
  const names = cities.map(cityName).filter((name) => name.length > 0);
  if (names.length === 0) return false;
  return wordsRegex(before.flatMap((word) => names.map((name) => `${word} ${name}`))).test(folded);
}

const FRENCH_A = /(?<![\p{L}])[àÀ](?![\p{L}])/u;
/** French elision before a word ("la villa d'Uccle", "l'appart", "c'est", "qu'il"): no English or Spanish word opens so. */
const FRENCH_ELISION = /(?<![\p{L}])(?:qu|[cdjlmnst])['’]\p{L}/iu;
/** Words beyond which a message is long enough for the detector alone. */
const SHORT_MESSAGE = 8;

/** The one language whose marker words a short message holds, when no other's are there. */
export function markerLanguage(text: string, folded: string, cities: readonly string[]): Language | undefined {
  if (folded.split(" ").length > SHORT_MESSAGE) return undefined;
  const found = LANGUAGES.filter(
    (language) =>
      hasAny(folded, MARKERS[language]) ||
      hasAny(folded, FEATURE_MARKERS[language]) ||
      nameOfCity(folded, cities, BEFORE_CITY[language]) ||
      (language === "French" && (FRENCH_A.test(text) || FRENCH_ELISION.test(text))) ||
      (language === "English" && ENGLISH_WITH.test(folded)),
  );
  return found.length === 1 ? found[0] : undefined;
}
