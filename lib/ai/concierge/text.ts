import { setBounded } from "@/lib/bounded-map";
// Text helpers shared by the parser's modules. Vocabulary tables are written folded
// (lower case, no accents), so "Habitación", "habitacion" and "HABITACIÓN" read alike.

/** Lower case without accents, typographic quotes made plain, one space between words. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[¿¡]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The most of one visitor turn the concierge reads: questions about listings are a sentence or two. */
export const TURN_LIMIT = 500;
/** The most of a long turn looked through for its request (requestOf) before it is cut to TURN_LIMIT. */
const STORY_LIMIT = 4000;

/** A postal code as read and compared: capitals, no spaces ("b3h 1a1" is "B3H1A1"). */
export const postalKey = (code: string) => code.replace(/\s+/g, "").toUpperCase().slice(0, 12);

/**
 * A visitor's turn as the concierge reads it: composed (NFC), one space between words, and cut to
 * TURN_LIMIT characters, so that no pattern ever runs over a long message, this turn or a later one.
 */
export function visitorText(text: string): string {
  const whole = text.normalize("NFC").replace(/\s+/g, " ").trim().replace(WITH_SHORT, "with ");
  // A long turn is a story with the request inside: its request is what is read, and what is cut if still too long.
  const collapsed = whole.length <= TURN_LIMIT ? whole : requestOf(whole.slice(0, STORY_LIMIT));
  if (collapsed.length <= TURN_LIMIT) return collapsed;
  // Never keep half of a surrogate pair.
  const end = /[\ud800-\udbff]/.test(collapsed.charAt(TURN_LIMIT - 1)) ? TURN_LIMIT - 1 : TURN_LIMIT;
  return collapsed.slice(0, end).trimEnd();
}

/** "w/ the pool", "the townhouse w the rooftop deck": "with" written short (a capital W stays a street's West). */
const WITH_SHORT = /(?<![\p{L}\p{N}])w\/ ?|(?<![\p{L}\p{N}])w (?=(?:the|a|an|my|our|big|huge|large|private|pool|garage|yard|views?) )/gu;

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// Letters and digits of any script count as word characters; \b only knows ASCII.
const BEFORE = "(?<![\\p{L}\\p{N}])";
const AFTER = "(?![\\p{L}\\p{N}])";

type Trie = Map<string, Trie>;
/** The key that ends a phrase in a trie node. */
const END = "";

function trieSource(node: Trie): string {
  const branches = [...node].filter(([key]) => key !== END).map(([key, next]) => (key === " " ? "\\s+" : escapeRegExp(key)) + trieSource(next));
  const ends = node.has(END);
  if (branches.length === 0) return "";
  if (branches.length === 1 && !ends) return branches[0]!;
  return `(?:${branches.join("|")}${ends ? "|" : ""})`;
}

/**
 * A source fragment matching any of the phrases as whole words, the longest that matches first
 * ("casa adosada" beats "casa"). The phrases are factored into a trie of their letters: each
 * branch starts with a letter of its own and a phrase may end only after its longer branches
 * failed, so the pattern never tries two ways and stays small (a flat alternation of a thousand
 * phrases runs a hundred times slower: V8 gives up optimizing a pattern that large).
 */
const alternations = new WeakMap<readonly string[], string>();

/** The phrases as one alternation (a trie of their letters), computed once per list. */
export function alternation(phrases: readonly string[]): string {
  let source = alternations.get(phrases);
  if (source === undefined) alternations.set(phrases, (source = alternationOf(phrases)));
  return source;
}

function alternationOf(phrases: readonly string[]): string {
  const root: Trie = new Map();
  for (const phrase of new Set(phrases)) {
    let node = root;
    for (const character of phrase.replace(/ +/g, " ")) {
      let next = node.get(character);
      if (!next) node.set(character, (next = new Map()));
      node = next;
    }
    node.set(END, new Map());
  }
  return `(?:${trieSource(root)})`;
}

const cache = new Map<string, RegExp>();
const MAX_CACHED = 1000;

/** A cached regular expression for the phrases as whole words; `flags` may add "g". */
const byList = new WeakMap<readonly string[], Map<string, RegExp>>();

export function wordsRegex(phrases: readonly string[], flags = ""): RegExp {
  // The same list (most callers pass a constant) is looked up by identity, without joining its words.
  const known = byList.get(phrases)?.get(flags);
  if (known) {
    known.lastIndex = 0;
    return known;
  }
  const key = `${flags}\u0000${phrases.join("\u0001")}`;
  let regex = cache.get(key);
  if (!regex) {
    regex = new RegExp(`${BEFORE}${alternation(phrases)}${AFTER}`, `u${flags}`);
    // Lists built per chatbot (its cities) change as listings come and go: the oldest entries make way.
    setBounded(cache, key, regex, MAX_CACHED);
  }
  let lists = byList.get(phrases);
  if (!lists) byList.set(phrases, (lists = new Map()));
  lists.set(flags, regex);
  regex.lastIndex = 0;
  return regex;
}

/** Whether the folded text holds one of the phrases as whole words. */
export function hasAny(folded: string, phrases: readonly string[]): boolean {
  return wordsRegex(phrases).test(folded);
}

/** A pattern source wrapped in word boundaries that know non-ASCII letters. */
export function bounded(source: string): string {
  return `${BEFORE}${source}${AFTER}`;
}

export function titleCase(text: string): string {
  return text.replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}

/**
 * A table looked up by a visitor's word, with no prototype: "constructor" or "__proto__" typed by a visitor is no
 * entry (a plain object answered `"constructor" in WEEKDAYS` with true, and a showing's date became NaN).
 */
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}

// A long message that tells a story with the request inside ("we've been renting in Cranston for six years…
// anyway, the one near Providence College, is it still available?"): the places, homes and statuses of the
// story are no criteria. Of a long message only its sentences that ask (a question, "we're looking for", "busco",
// "on cherche"), give a budget, or leave a way to reach the visitor are read for the request; the rest is told.

/** Words a message needs to be read as a story (it is also longer than TURN_LIMIT): shorter ones are read whole. */
const STORY_WORDS = 50;
/** Sentences it needs, at least. */
const STORY_SENTENCES = 3;

/** Words that make a sentence a request, folded, in the three languages. */
// biome-ignore format: one language a line.
const ASKING = [
  "my name is", "this is", "we liked", "i liked", "we loved", "i loved", "we saw", "i saw", "looking for", "we're looking", "we are looking", "i'm looking", "i am looking", "do you have", "have you got", "is there", "are there", "can i", "could i", "can we", "could we", "i want", "we want", "i need", "we need", "i'd like", "we'd like", "would like", "interested in", "my question", "i was wondering", "wondering if", "what about", "anything",
  "me llamo", "mi nombre es", "nos gusto", "me gusto", "nos encanto", "me encanto", "vimos", "vi el", "vi la", "busco", "buscamos", "buscando", "tienen", "tenes", "teneis", "hay algo", "quiero", "queremos", "quisiera", "quisieramos", "necesito", "necesitamos", "me interesa", "nos interesa", "queria saber", "queria preguntar", "mi pregunta", "quisiera saber",
  "je m'appelle", "nous avons aime", "on a aime", "j'ai aime", "j'ai vu", "on a vu", "nous avons vu", "je cherche", "on cherche", "nous cherchons", "je recherche", "on recherche", "nous recherchons", "avez-vous", "vous avez", "auriez-vous", "y a-t-il", "est-ce qu'il y a", "je voudrais", "nous voudrions", "on voudrait", "il nous faut", "il me faut", "ma question",
];
/** A budget: an amount of money, said with digits. */
const MONEY = /[$€£]|(?<![\p{L}])(?:usd|eur|euros?|dollars?|pesos?|mil|lucas)(?![\p{L}])|\d\s?k(?![\p{L}])|\d[.,\s]?000(?!\d)/u;
const BUDGET = { test: (folded: string) => MONEY.test(folded) && /\d/u.test(folded) };
/** A way to reach the visitor: an e-mail address or a phone number. */
const CONTACT = /@|\d(?:[\s().-]*\d){6,}/u;
/** A sentence and the marks that end it. Linear: one class each. */
const SENTENCE = /[^.!?\n]+[.!?\n]*/gu;

/** The request a long message holds, its story left out; the message itself when it is short or nothing in it asks. */
export function requestOf(text: string): string {
  if ((text.match(/\S+/gu)?.length ?? 0) < STORY_WORDS) return text;
  const sentences = text.match(SENTENCE) ?? [];
  if (sentences.length < STORY_SENTENCES) return text;
  const kept = sentences.filter((sentence) => {
    const folded = fold(sentence);
    return sentence.trim().endsWith("?") || hasAny(folded, ASKING) || BUDGET.test(folded) || CONTACT.test(sentence);
  });
  return kept.length > 0 && kept.length < sentences.length ? kept.map((sentence) => sentence.trim()).join(" ") : text;
}
