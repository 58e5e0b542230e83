import { fold } from "./text";

// What says a thing is absent or not allowed, the way migration 0011's casabot_negative_value and
// casabot_strip_negations read it: an ExtensionColumn value that says no ("No pets", "Not allowed",
// "Non", "Ninguno", "Interdit", "No permitido"), and the words after a feature that forbid it
// ("pets not allowed", "mascotas no permitidas", "animaux interdits").

/** A value's first word that says no. */
// biome-ignore format: a table of words, one group a line.
const NO_WORDS = new Set([
  "no", "not", "none", "non", "nope", "n/a", "na", "never", "nothing", "nil", "false", "0",
  "ninguno", "ninguna", "ningun", "nada", "nunca", "sin", "sans", "pas", "aucun", "aucune", "aucuns", "aucunes", "jamais", "rien",
  "prohibido", "prohibida", "prohibidos", "prohibidas", "interdit", "interdite", "interdits", "interdites", "forbidden", "prohibited", "excluded", "unavailable",
]);

/** Phrases anywhere in a value, or right after a feature, that forbid or exclude it (folded). */
// biome-ignore format: a table of words, one group a line.
const FORBIDS = [
  "not allowed", "not permitted", "not included", "not available", "not accepted", "no permitid", "no se permit", "no se admit", "no admitid",
  "no aceptad", "no incluid", "no disponible", "non autoris", "non admis", "non accept", "non inclus", "non disponible", "non permis", "interdit", "prohibid", "forbidden", "prohibited",
  "no se admiten", "no se aceptan", "no se permiten", "ne sont pas accept", "ne sont pas admis", "ne sont pas autoris", "pas accept", "pas admis",
];

const FIRST_WORD = /^[^\s,.;:!?-]*/;

/** The value says no: empty, a first word of no, or a phrase that forbids. */
export function isNegativeValue(value: string | null | undefined): boolean {
  const folded = fold(String(value ?? "").slice(0, 200)).trim();
  if (folded === "") return true;
  if (NO_WORDS.has(FIRST_WORD.exec(folded)?.[0] ?? "")) return true;
  return FORBIDS.some((phrase) => folded.includes(phrase));
}

/** The words that follow a feature forbid it ("not allowed", "interdits", "no permitidas"). */
export function forbidsBefore(followingWords: readonly string[]): boolean {
  const text = ` ${followingWords.slice(0, 4).join(" ")}`;
  return FORBIDS.some((phrase) => text.includes(` ${phrase}`));
}
