import { hasAny } from "./text";
import * as vocab from "./vocab";

// A no-match answer offers the nearest search that finds something ("none under $300,000 in
// Austin, but 3 up to $375,000: want to see them?"). The visitor's next message may accept it
// ("yes", "vale", "volontiers", "montre-les") or ask about those homes ("which of those have a
// garage?", "¿cuáles tienen piscina?"): both act on the offered criteria, not the ones that
// found nothing. Words are folded (lower case, no accents).

/** Saying yes to what was offered, besides the affirmative words every follow-up knows. */
// biome-ignore format: a table of words, one group a line.
const YES_WORDS = [
  "yes please", "yup", "yea", "of course", "absolutely", "definitely", "sure thing", "why not", "go for it", "let me see", "i'd like to see", "i would like to see", "show those", "show me those", "show them to me", "let's have a look", "please",
  "por favor", "venga", "adelante", "por que no", "a ver", "quiero verlas", "quiero verlos", "me gustaria verlas", "me gustaria verlos", "muestralas", "muestralos", "ensenalas", "ensenalos", "si claro", "claro que si", "por supuesto", "de acuerdo", "bueno",
  "oui", "ouais", "bien sur", "avec plaisir", "pourquoi pas", "allez-y", "vas-y", "je veux bien", "montrez-les-moi", "montre-les-moi", "montrez-moi ca", "voyons ca", "oui svp", "oui s'il vous plait", "ok pour moi",
];
/** "Ok" says yes, unless it only acknowledges ("ok thanks"). */
const MAYBE_YES = ["ok", "okay", "d'acc"];
const GRATITUDE = ["thanks", "thank you", "thx", "gracias", "merci"];
/** Declining it: "no thanks", "non merci", "not now". */
const NO_WORDS = ["no", "nope", "nah", "not", "non", "pas maintenant", "pas besoin", "ninguna", "ninguno"];
/** Pointing at the homes offered: "those", "esas", "celles-là". */
// biome-ignore format: a table of words, one group a line.
const THOSE_WORDS = ["those", "these", "them", "they", "the ones", "esas", "esos", "estas", "estos", "ellas", "ellos", "las que", "los que", "cuales", "celles", "ceux", "celles-la", "ceux-la", "elles", "ils", "lesquelles", "lesquels"];

const ACCEPT_WORDS = [...vocab.AFFIRMATIVE_WORDS.filter((word) => !MAYBE_YES.includes(word)), ...YES_WORDS];

/** Whether a folded message accepts the relaxation just offered. */
export function acceptsOffer(folded: string): boolean {
  if (hasAny(folded, NO_WORDS)) return false;
  if (hasAny(folded, ACCEPT_WORDS)) return true;
  return hasAny(folded, MAYBE_YES) && !hasAny(folded, GRATITUDE);
}

/** Whether a folded message asks about the homes just offered ("which of those have a garage?"). */
export function pointsAtOffer(folded: string): boolean {
  return hasAny(folded, THOSE_WORDS) || hasAny(folded, vocab.OF_THOSE_WORDS) || hasAny(folded, vocab.WHICH_WORDS);
}
