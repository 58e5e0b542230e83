import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { tokenCount } from "@/lib/ai/tokens";
import { understand } from "./parse";
import { EMPTY_STATE, type ConversationState } from "./types";

// V8 compiles a regular expression the first time it runs it, and the concierge reads with large
// ones (its vocabularies are tries of thousands of phrases): the first question of each kind that a
// process answered compiled them, and a first question about a named home held the event loop for
// 100 ms (bench/hostile-asks.ts). warmConcierge reads one message of each kind, in each language,
// with nothing shown and with a home just shown, when the server starts: no visitor pays for it.

const MESSAGES = [
  "3 bed homes for sale in Austin under $500k with a pool, cheapest first",
  "apartments for rent near downtown, 2 bedrooms, pets ok, up to 1800 a month",
  "tell me about 123 Main St",
  "how many bathrooms does it have? and what's the HOA fee?",
  "what's the lot size in acres and the price per square foot?",
  "does it have a garage? is there parking?",
  "compare the first two: which one has more parking?",
  "show me more",
  "the second one",
  "how many homes do you have in Austin?",
  "which cities do you cover?",
  "can I see it on Saturday at 10am? my email is jo@example.com, 512-555-0100",
  "I'd like to talk to an agent",
  "what are your office hours and do you charge buyers a fee?",
  "hi, thanks, bye",
  "what's the weather like tomorrow?",
  "busco piso en venta en Madrid de 3 habitaciones con terraza hasta 300.000 €",
  "¿cuántos baños tiene la casa de la calle Mayor? ¿y la comunidad?",
  "compara los dos primeros, ¿cuál es más grande?",
  "je cherche une maison à louer à Lyon avec jardin, 4 pièces, moins de 1500 € par mois",
  "combien de chambres a l'appartement rue de la République ? et les charges ?",
  "pouvez-vous me rappeler ? je voudrais visiter samedi",
];

/**
 * Reads every message once (about 0.7 s on two busy cores), one message per turn of the event loop:
 * started without being awaited, it neither delays the server's start nor holds its loop for long.
 */
export async function warmConcierge(): Promise<void> {
  const shown: ConversationState = { ...EMPTY_STATE, results: [1, 2, 3], focus: [1], total: 3 };
  const options = { cities: ["Austin", "Madrid", "Lyon"] };
  for (const message of MESSAGES) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    understand(message, EMPTY_STATE, options);
    understand(message, shown, options);
    tokenCount(message);
  }
}

/**
 * The database's first use of each text-search configuration loads its dictionaries and stop words,
 * and unaccent its rules: on PGlite, in this thread, a first question that searched held the loop
 * for 100 to 200 ms more than the same question after it. One query at the server's start loads them.
 */
export async function warmSearch(db: Database): Promise<void> {
  await db.execute(sql`select unaccent('é') as a,
    to_tsvector('casabot_en', 'homes with pools') as en, to_tsvector('casabot_es', 'casas con piscina') as es,
    to_tsvector('casabot_fr', 'maisons avec piscine') as fr, to_tsvector('casabot_simple', 'casa') as simple,
    similarity('pool', 'pools') as near`);
}
