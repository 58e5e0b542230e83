import { FEATURES } from "./features";
import { FILLER_WORDS } from "./filler-words";
import { KINDS } from "./kinds";
import { STATUS_WORDS } from "./status";
import * as vocab from "./vocab";

// Words that are never a place: grammar, and every word the concierge reads as something else.
// A city typed with a typo is never one of them ("casa" is not "Casas"), and the words after
// "in" stop at the first of them ("homes in Boise with a pool").

/** Grammar and the filler of requests in the three languages: no part of any name. */
export const GRAMMAR = [
  "with", "without", "under", "below", "over", "above", "for", "that", "which", "between", "from", "and", "or", "near", "built", "having", "priced",
  "less", "more", "at", "to", "on", "by", "sorted", "ordered", "please", "thanks", "the", "a", "an", "my", "your", "our", "it", "them", "this", "that",
  "these", "those", "total", "general", "particular", "stock", "mind", "english", "spanish", "french", "any", "some", "is", "are", "up", "around",
  "about", "budget", "max", "min", "ideally", "preferably", "only", "area", "areas", "town", "city", "cities", "here", "there", "now", "today", "cash",
  "good", "great", "nice", "big", "small", "new", "old", "same", "other", "one", "ones", "what", "where", "how", "when", "who", "why", "do", "does", "have", "has",
  "can", "could", "would", "will", "you", "me", "i", "we", "they", "us", "of", "if", "so", "but", "not", "no", "yes", "all", "most", "least", "very", "really",
  "con", "sin", "para", "por", "que", "y", "o", "de", "del", "el", "la", "los", "las", "un", "una", "mi", "su", "menos", "mas", "entre", "hasta", "desde", "cerca",
  "zona", "ciudad", "ciudades", "es", "son", "hay", "tiene", "tienen", "como", "cual", "donde", "cuando", "algo", "alguna", "alguno", "otro", "otra", "muy", "bueno", "buena",
  "avec", "sans", "pour", "sous", "moins", "plus", "et", "ou", "qui", "le", "les", "des", "du", "une", "mon", "ma", "vers", "autour", "ville", "villes", "quartier",
  "est", "sont", "il", "elle", "quel", "quelle", "quels", "quelles", "bon", "bonne", "ce", "cette", "ces", "je", "vous", "nous", "pas", "tres", "centre", "center", "downtown", "time", "buyer", "buyers", "first", "tips", "advice", "family", "families", "kids", "children", "couple", "retired", "student", "students", "investment", "investor", "pesos", "dollars", "dollar", "dolares", "euros", "euro", "usd", "cad", "aud", "chf", "canadian", "canadiens", "canadien", "canadienses", "australian", "swiss", "suisses", "eur", "mxn", "gbp", "libras", "pounds", "livres", "million", "millions", "millones", "millon", "mil", "mille", "thousand", "grand", "what's", "whats", "where's", "how's", "there's", "tell", "know", "like", "give", "get", "got", "looking", "look", "want", "wanna", "need", "would", "should", "also", "just", "maybe", "well",
  "acepte", "acepten", "admita", "admitan", "permita", "permitan", "incluya", "incluyan", "tenga", "tengan", "ofrezca", "ofrezcan", "disponga", "dispongan", "cuente", "cuenten", "traiga", "traigan", "admettent", "admette", "autorise", "autorisent", "disposent", "dispose", "possede", "possedent", "comprend", "comprennent", "accepting", "welcome", "welcomes", "welcoming", "come", "comes", "coming", "include", "includes", "including", "included", "offer", "offers", "offering", "feature", "features", "featuring", "allow", "allows", "allowing", "accept", "accepts", "permit", "permits", "provide", "provides", "equipped", "incluye", "incluyen", "ofrece", "ofrecen", "permite", "permiten", "aceptan", "acepta", "admite", "admiten", "inclut", "incluent", "offre", "offrent", "accepte", "acceptent", "permet", "permettent", "equipe", "equipee", "moving", "move", "relocating", "relocate", "live", "living", "work", "working", "mudarme", "mudanza", "mudo", "vivir", "trabajo", "demenager", "demenage", "vivre", "travail", "installer", "m'installer",
  // Parts of the day: "el jueves en la tarde", "tomorrow at noon" name no place; nor "en plein divorce".
  "tarde", "manana", "noche", "mediodia", "noon", "midday", "morning", "afternoon", "evening", "tonight", "matin", "soir", "soiree", "apres-midi", "avant-midi", "plein",
  // Units of area: "how big is the lot in acres" names no place.
  "acre", "acres", "ares", "hectare", "hectares", "hectarea", "hectareas", "metre", "metres", "meter", "meters", "metro", "metros", "feet", "foot", "pies", "sqft", "m2", "pi2",
  // Per and a year: "l'appart d'Ouchy par an" names the flat, not "Ouchy par".
  "par", "per", "an", "year", "years", "annee", "annees", "ano", "anos",
  "i'm", "im", "it's", "let's", "i'd", "i'll", "me", "quiero", "quisiera", "puedo", "puede", "pueden", "je", "j'aimerais", "voudrais", "veux", "peux", "pouvez",
];

/** The stop lists but features' and kinds' words. */
const OTHER_LISTS: readonly (readonly string[])[] = [
  GRAMMAR, FILLER_WORDS, STATUS_WORDS, vocab.SALE_WORDS, vocab.RENT_WORDS, vocab.FRENCH_RENT_WORDS, vocab.MONTHLY_WORDS, vocab.BED_WORDS, vocab.BATH_WORDS, vocab.STUDIO_WORDS,
  vocab.PARKING_WORDS, vocab.NOT_SOLD_WORDS, vocab.SOLD_WORDS, vocab.COMING_SOON_WORDS, vocab.PENDING_WORDS, vocab.OFF_MARKET_WORDS, vocab.COUNT_WORDS, vocab.SEARCH_WORDS,
  vocab.ANCHOR_WORDS, vocab.PLURAL_WORDS, vocab.AFFIRMATIVE_WORDS, vocab.MORE_WORDS, vocab.CHEAPER_WORDS, vocab.BIGGER_WORDS, vocab.COMPARATIVE_WORDS.flatMap((entry) => [...entry[2]]), vocab.COMPARE_WORDS, vocab.ADVICE_WORDS,
  ...Object.values(vocab.TOUR_WORDS), ...Object.values(vocab.GREETING_WORDS), ...Object.values(vocab.THANKS_WORDS), ...Object.values(vocab.GOODBYE_WORDS),
  ...Object.values(vocab.HUMAN_PERSONS),
];
const FEATURE_LISTS = FEATURES.flatMap((feature) => [feature.words.en, feature.words.es, feature.words.fr]);
const KIND_LISTS = KINDS.map((entry) => entry.words);

const PARTS = /[ -]/;
const wordsOf = (lists: readonly (readonly string[])[]) => lists.flatMap((list) => list.flatMap((entry) => [...entry.split(" "), ...entry.split(PARTS)]));

/** Each word of every entry, and each part of a hyphenated one: "montre-les" makes "montre" no typo of "Montréal". */
export const STOP_WORDS: ReadonlySet<string> = new Set(wordsOf([...OTHER_LISTS, ...FEATURE_LISTS, ...KIND_LISTS]));

/**
 * Words that are stop words only as words of a feature ("green", "lake", "hill", "rooftop"): they may still be a
 * place's name written as one ("near Green Lake", "près de green lake"); see the resolver.
 */
export const FEATURE_ONLY_WORDS: ReadonlySet<string> = (() => {
  const other = new Set(wordsOf([...OTHER_LISTS, ...KIND_LISTS]));
  return new Set(wordsOf(FEATURE_LISTS).filter((word) => word.length >= 3 && !other.has(word)));
})();
