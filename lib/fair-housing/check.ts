import { fold } from "@/lib/ai/concierge/text";
import { sentences } from "@/lib/classify/text";
import { type Characteristic, decide, fairHousingModel } from "./model";
import { asksToScreen } from "./landlord";
import { family, readForFairHousing } from "./reader";
import type { ComplianceKind } from "./replies";

// The fair-housing check in front of both answer paths (lib/chat/ask.ts), and on a provider model's
// reply. What it records is "steer:<characteristic>", "safety" or "reply:<characteristic>" (a model's
// reply replaced), on the question's row: Insights lists them as compliance declines.

export interface ComplianceDecline {
  kind: ComplianceKind;
  characteristic?: Characteristic;
  /** The one asking lets or sells the home and wants its tenants or buyers picked: the refusal says so. */
  tenants?: boolean;
  /** The message also asks whether an area is safe: the refusal points to official sources too. */
  safety?: boolean;
}

/**
 * A phrase naming the chatbot's own listing that holds a group's word ("des Romains", "the Koreatown loft") and nothing
 * else the check reads ("laureles safe" keeps its "safe"): read as a name.
 */
function namesByGroup(place: Place): boolean {
  const { phrase, names = [] } = typeof place === "string" ? { phrase: place } : place;
  if (phrase.trim().length < 3) return false;
  const { items } = readForFairHousing(phrase);
  const families = items.map(family);
  if (!families.some((tag) => tag === "G" || tag === "P")) return false;
  if (!families.every((tag) => tag === undefined || ["G", "P", "AREA", "STREET", "HOME", "PLACE"].includes(tag))) return false;
  // A group's word is part of a name only as a name is written, with a capital ("des Romains", "Black Rock"): the
  // resolver's span around a name can run on into the visitor's own words ("Is Pecan Hollow mostly white?", "à côté de
  // noirs"), and those are read.
  // The listing's own address writes it as a name too ("la résidence les voiles" for "Résidence Les Voiles").
  const written = new Set([phrase, ...names].flatMap((text) => text.match(/\p{Lu}[\p{L}\p{M}'’-]*/gu) ?? []).map((word) => fold(word)));
  return items.every((item, index) => (families[index] !== "G" && families[index] !== "P") || item.word.split(" ").every((word) => written.has(word)));
}

/** A phrase naming a place of the chatbot's own, with the names it was found in (the listings' addresses), as they write them. */
export type Place = string | { phrase: string; names?: readonly string[] };

/**
 * The language the conversation is in, which is nobody's origin: "my French is not good", "mi inglés es malo", "in English
 * please", "en français svp". A language followed by other words ("in Spanish neighborhoods") is left to be read. Linear: a
 * fixed alternation of words, then one lookahead of fixed words.
 */
const LANGUAGES = "english|spanish|french|ingl[eé]s|espa[nñ]ol|franc[eé]s|anglais|espagnol|fran[cç]ais";
const CONVERSATION_LANGUAGE = new RegExp(
  `(?<![\\p{L}])(?:(?:my|our|mi|nuestro|mon|notre)\\s+(?:${LANGUAGES})(?=\\s+(?:is|isn't|es|no es|est|n'est|sucks|not)(?![\\p{L}]))|(?:in|en)\\s+(?:${LANGUAGES})(?=\\s*(?:[?.!,;:]|$|please|pls|plz|por favor|svp|s'il|how|what|which|when|where|que|qu[eé]|cu[aá]l|cu[aá]nt|quel|quelle|comment|combien)))`,
  "giu",
);

/** What stands for a place of the chatbot's own in the text the check reads: a name of no group and no word of the lexicon. */
const PLACE = "Oakridge";

/**
 * Runs of two or more words written with capitals, maybe joined by "de", "of", "des"… ("Villa Africana", "Baños Árabes de
 * Jaén", "Black Forest Drive"): a proper name. Linear: it starts only at a word's start, and each repetition starts with a space and a capital.
 */
const CAPITALISED_RUN = /(?<![\p{L}\p{M}'’-])\p{Lu}[\p{L}\p{M}'’-]*(?:\s+(?:(?:de|del|de la|des|du|of|the|la|le|el|los|las)\s+)?\p{Lu}[\p{L}\p{M}'’-]*)+/gu;
/** Words of the lexicon a proper name does not hold: who to avoid, screen, count or find. */
const NOT_IN_NAMES = new Set(["AVOID", "MOSTLY", "SCREEN", "PEOPLE", "SAFE", "DEMO", "SHARE", "TREND", "LIVE", "OTHERS", "CODED", "SELF"]);

/** A proper name that holds a group's word beside a word of no group ("Villa Africana", "Baños Árabes"): a place, not people. */
function groupInName(run: string): boolean {
  const { items } = readForFairHousing(run);
  const families = items.map(family);
  if (!families.some((tag) => tag === "G" || tag === "P")) return false;
  if (families.some((tag) => tag !== undefined && NOT_IN_NAMES.has(tag))) return false;
  return families.some((tag) => tag === undefined);
}

/**
 * A visitor's message: declined when it steers by who people are, or asks for a judgement of an area. `places`: phrases
 * of the message that name the chatbot's own listings, their streets or neighbourhoods (the resolver's spans: "le quartier
 * des Romains", "the Koreatown loft"), read as a place name whatever words they hold.
 */
export function checkVisitorMessage(text: string, places: readonly Place[] = []): ComplianceDecline | null {
  const named = places
    .filter(namesByGroup)
    .map((place) => (typeof place === "string" ? place : place.phrase))
    .reduce((masked, phrase) => masked.split(phrase).join(PLACE), text);
  const read = named.replace(CONVERSATION_LANGUAGE, " ").replace(CAPITALISED_RUN, (run: string, at: number) => {
    // A sentence's first word has its capital from the sentence ("Any Jewish neighborhoods?"): the name is what follows.
    const opening = /^\s*$|[.!?¿¡:;"«(]\s*$/u.test(named.slice(Math.max(0, at - 3), at));
    const name = opening ? run.replace(/^\S+\s+(?:(?:de|del|de la|des|du|of|the|la|le|el|los|las)\s+)?/u, "") : run;
    if (opening && !/^\p{Lu}[\p{L}\p{M}'’-]*\s+\S/u.test(name)) return run;
    return groupInName(name) ? run.slice(0, run.length - name.length) + PLACE : run;
  });
  const decision = decide(fairHousingModel(), read);
  if (decision.label === "ok") return null;
  if (decision.label === "safety") return { kind: "safety" };
  return {
    kind: "steer",
    characteristic: decision.characteristic,
    ...(asksToScreen(read) ? { tenants: true } : decision.asksSafety ? { safety: true } : {}),
  };
}

/** A model's reply, sentence by sentence: the first that characterises or steers by who people are, or null. */
export function checkReplySentence(sentence: string): Characteristic | null {
  const decision = decide(fairHousingModel(), sentence);
  return decision.label === "steer" ? (decision.characteristic ?? "coded") : null;
}

export function checkReply(text: string): Characteristic | null {
  for (const sentence of sentences(text)) {
    const found = checkReplySentence(sentence);
    if (found) return found;
  }
  return null;
}

/** How a decline is stored on the question's row. */
export function complianceTag(decline: ComplianceDecline, replaced = false): string {
  if (decline.kind === "safety") return "safety";
  return `${replaced ? "reply" : "steer"}:${decline.characteristic ?? "coded"}`;
}
