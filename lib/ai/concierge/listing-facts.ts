import { featureNear, featureWords, type Near, VIEW_REACH } from "./features";
import { forbidsBefore, isNegativeValue } from "./negative-values";
import { fold } from "./text";
import type { ConciergeListing, Species } from "./types";

// Whether a listing has a feature, read from what the owner wrote: its description and its
// ExtensionColumn pairs, in any of the three languages. A mention right after a negation
// ("no parking", "sin piscina", "sans jardin") says the feature is absent.

export type FeatureMention = "yes" | "no" | "unknown";

/** Words that negate the feature named within the next few words of the same clause. */
// biome-ignore format: a table of words, one group a line.
const NEGATIONS = new Set(["no", "not", "without", "sin", "ni", "sans", "pas", "aucun", "aucune", "non", "never", "nunca", "jamais", "lacks", "none", "doesn't", "doesnt", "don't", "dont", "prohibido", "prohibida", "prohibidos", "prohibidas", "interdit", "interdits", "interdite", "interdites"]);
const NEGATION_REACH = 3;
/** Values of an ExtensionColumn pair that say yes. */
const YES_VALUES = new Set(["yes", "true", "si", "oui", "y", "x"]);

const CLAUSES = /[,.;:!?()\n\u2022|]+/;
const WORD_GAPS = /[^\p{L}\p{N}']+/u;
/** The most of a listing's text read for a feature. */
const TEXT_LIMIT = 4000;

/** A French elided article or pronoun glued to its word ("d'animaux", "l'ascenseur"): a word of its own, so "pas d'animaux" negates "animaux". */
const ELIDED = /(?<![\p{L}\p{N}])(qu|[cdjlmnst])'(?=\p{L})/gu;
const words = (text: string) => text.replace(ELIDED, "$1' ").split(WORD_GAPS).filter(Boolean);

/** Where the phrase (already split into words) starts in the clause's words; -1 when absent. */
function positions(clause: string[], phrase: string[]): number[] {
  const found: number[] = [];
  for (let start = 0; start + phrase.length <= clause.length; start += 1) {
    if (phrase.every((word, index) => clause[start + index] === word)) found.push(start);
  }
  return found;
}

/** Where a view word has what it looks at within reach ("vue imprenable sur le lac", "lake and mountain views"): the first word's place. */
function viewPositions(clause: string[], near: Near | undefined): number[] {
  if (!near) return [];
  const found: number[] = [];
  const all = Object.values(near);
  const views = new Set(all.flatMap((words) => words.views));
  const objects = new Set(all.flatMap((words) => words.of));
  clause.forEach((word, at) => {
    if (!views.has(word)) return;
    const window = clause.slice(Math.max(0, at - VIEW_REACH.before), at + VIEW_REACH.after + 1);
    const start = Math.max(0, at - VIEW_REACH.before);
    const object = window.findIndex((other) => objects.has(other));
    if (object >= 0) found.push(Math.min(at, start + object));
  });
  return found;
}

/** Whether a text says the listing has the feature, and the clause that says so, as the owner wrote it. */
export interface FeatureReading {
  mention: FeatureMention;
  /** The owner's words that say it ("Se admiten mascotas", "Pet Deposit: $350"); none when nothing is said. */
  evidence?: string;
}

function readIn(text: string, phrases: string[][], near?: Near): FeatureReading {
  let negated: string | undefined;
  for (const written of text.slice(0, TEXT_LIMIT).split(CLAUSES)) {
    const clause = words(fold(written));
    const found = [
      ...phrases.flatMap((phrase) => positions(clause, phrase).map((start) => ({ start, length: phrase.length }))),
      ...viewPositions(clause, near).map((start) => ({ start, length: 1 })),
    ];
    for (const { start, length } of found) {
      const before = clause.slice(Math.max(0, start - NEGATION_REACH), start);
      const after = clause.slice(start + length, start + length + 4);
      const skipVerb = after[0] === "are" || after[0] === "is" || after[0] === "son" || after[0] === "sont" ? after.slice(1) : after;
      if (before.some((word) => NEGATIONS.has(word)) || forbidsBefore(skipVerb)) negated ??= written.trim();
      else return { mention: "yes", evidence: written.trim() };
    }
  }
  return negated !== undefined ? { mention: "no", evidence: negated } : { mention: "unknown" };
}

const mentionIn = (text: string, phrases: string[][], near?: Near): FeatureMention => readIn(text, phrases, near).mention;

/** Words that say a listing lacks a feature in one word or a fixed phrase, where no negation stands before the feature's own word. */
// biome-ignore format: one feature a line.
const UNSAID: Record<string, string[]> = {
  furnished: ["unfurnished", "not furnished", "sin amueblar", "sin muebles", "no amueblado", "no amueblada", "non meuble", "non meublee", "non meubles", "non meublees"],
};

/** Whether the listing has the feature by its description and ExtensionColumn, negations read. */
export function mentionsFeature(listing: Pick<ConciergeListing, "description" | "extension" | "parkingSpots">, id: string): FeatureMention {
  return readFeature(listing, id).mention;
}

/** Whether the listing has the feature, with the owner's words that say so: a pair's key and value, or the clause of the description. */
export function readFeature(listing: Pick<ConciergeListing, "description" | "extension" | "parkingSpots">, id: string): FeatureReading {
  const phrases = featureWords(id)
    .map(words)
    .filter((phrase) => phrase.length > 0);
  if (phrases.length === 0) return { mention: "unknown" };
  if (id === "parking" && listing.parkingSpots > 0) return { mention: "yes" };
  const near = featureNear(id);
  for (const pair of listing.extension ?? []) {
    if (mentionIn(pair.Key, phrases, near) !== "yes") continue;
    const value = fold(pair.value ?? "").trim();
    if (value === "") continue;
    const evidence = `${String(pair.Key).trim()}: ${String(pair.value).trim()}`;
    if (YES_VALUES.has(value) || Number(value) > 0) return { mention: "yes", evidence };
    return { mention: isNegativeValue(value) ? "no" : "yes", evidence };
  }
  // A word that is the feature's own negative ("Unfurnished two-bedroom", "piso sin amueblar", "logement non meublé").
  const unsaid = (UNSAID[id] ?? []).map(words);
  if (unsaid.length > 0) {
    const denied = readIn(listing.description ?? "", unsaid);
    if (denied.mention === "yes") return { mention: "no", ...(denied.evidence ? { evidence: denied.evidence } : {}) };
  }
  const described = readIn(listing.description ?? "", phrases, near);
  if (described.mention !== "unknown") return described;
  // Pairs whose value names the feature ("Extras: jardin, piscine"): each pair read on its own, for its own words.
  let denied: FeatureReading = { mention: "unknown" };
  for (const pair of (listing.extension ?? []).filter((pair) => !isNegativeValue(pair.value))) {
    const reading = readIn(`${pair.Key}: ${pair.value}`, phrases, near);
    const evidence = `${String(pair.Key).trim()}: ${String(pair.value).trim()}`;
    if (reading.mention === "yes") return { mention: "yes", evidence };
    if (reading.mention === "no" && denied.mention === "unknown") denied = { mention: "no", evidence };
  }
  return denied;
}

/** The words for each kind of animal a pet policy tells apart, in the three languages: read in listings and in questions. */
// biome-ignore format: one kind a line.
export const SPECIES_WORDS: Record<Species, string[]> = {
  cat: ["cat", "cats", "kitten", "kittens", "feline", "felines", "gato", "gatos", "gatito", "gatitos", "gatete", "gatita", "minino", "chat", "chats", "chaton", "chatons", "matou", "minou"],
  dog: ["dog", "dogs", "puppy", "puppies", "canine", "perro", "perros", "perrito", "perritos", "perrete", "perrita", "chien", "chiens", "chienne", "chiot", "chiots", "toutou"],
};
const ONLY = new Set(["only", "solo", "solamente", "unicamente", "uniquement", "seulement", "exclusivement"]);

/**
 * What a listing says of one kind of animal ("No cats", "dogs considered", "Pet deposit: $300 (cats only)"), read before
 * its pet policy in general: "pets allowed, no cats" is a no to cats. "Cats only" is a no to dogs. Undefined when it
 * says nothing of that kind.
 */
export function readSpecies(listing: Pick<ConciergeListing, "description" | "extension">, species: Species): FeatureReading | undefined {
  const texts = [listing.description ?? "", ...(listing.extension ?? []).map((pair) => `${String(pair.Key)}: ${String(pair.value)}`)];
  const own = SPECIES_WORDS[species].map(words);
  const other = new Set(SPECIES_WORDS[species === "cat" ? "dog" : "cat"]);
  let yes: FeatureReading | undefined;
  for (const text of texts) {
    const reading = readIn(text, own);
    if (reading.mention === "no") return reading;
    if (reading.mention === "yes") yes ??= reading;
  }
  if (yes) return yes;
  for (const text of texts) {
    for (const written of text.slice(0, TEXT_LIMIT).split(CLAUSES)) {
      const clause = words(fold(written));
      if (clause.some((word) => other.has(word)) && clause.some((word) => ONLY.has(word))) return { mention: "no", evidence: written.trim() };
    }
  }
  return undefined;
}
