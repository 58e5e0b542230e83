import { z } from "zod";
import { wordSpans } from "@/lib/classify/text";
import type { Item } from "@/lib/classify/lexicon";
import { CHARACTERISTIC_NAMES, PROTECTED_CHARACTERISTICS, type ProtectedCharacteristic } from "./characteristics";
import { fairHousingLexicon } from "./reader";

// Discriminatory wording in what an owner writes (a listing's description and facts, a knowledge
// entry): a limit or a preference by who may live there. "No kids", "adults only", "Catholics
// preferred", "no Section 8", "solo españoles", "pas d'enfants", "ideal for a young couple". Read
// with the same lexicon as visitors' messages, so its typos, languages and place names are the same.
// A listing that states housing for older persons (55+) may limit by age: age and children are not
// flagged there. Flags are shown to the owner; the record is kept as written, and the concierge
// leaves the phrase out of what it says.

export const complianceFlagSchema = z.object({
  field: z.string(),
  phrase: z.string(),
  characteristic: z.enum(PROTECTED_CHARACTERISTICS),
  reason: z.string(),
});
export type ComplianceFlag = z.infer<typeof complianceFlagSchema>;

// Words that make a group named next to them a limit or a preference.
const ONLY_BEFORE = new Set([
  "only",
  "solo",
  "solamente",
  "unicamente",
  "exclusivamente",
  "seulement",
  "uniquement",
  "exclusivement",
  "reserve",
  "reservee",
  "reservado",
  "reservada",
]);
const AFTER = new Set([
  "only",
  "preferred",
  "preferably",
  "prefered",
  "solamente",
  "preferiblemente",
  "preferentemente",
  "seulement",
  "uniquement",
  "exclusivement",
  "prefere",
  "preferes",
  "preferee",
  "preferees",
  "de preference",
  "exclusively",
]);
const IDEAL = [
  "ideal for",
  "perfect for",
  "great for",
  "suited for",
  "ideal para",
  "perfecto para",
  "perfecta para",
  "ideal pour",
  "parfait pour",
  "parfaite pour",
  "reserve aux",
  "reservado a",
  "reservado para",
  "destine aux",
];
// Phrases of the lexicon that are a limit by themselves ("no kids", "sin niños", "que des adultes").
const LIMIT_PHRASE = /^(?:no|sin|sans|pas|solo|only|que des|adults only|adultes|child ?free|no kids)\b| (?:only|seulement)$/;
const AGE_EXEMPT = new Set(["age", "familial"]);

function isGroup(item: Item | undefined): boolean {
  return item?.tag !== undefined && (item.tag.startsWith("G.") || item.tag.startsWith("P."));
}

/** The flags of one text: each limit or preference by a protected characteristic, quoted as written. */
export function flagText(text: string, field: string): ComplianceFlag[] {
  const spans = wordSpans(text);
  const words = spans.map((span) => span.word);
  const items = fairHousingLexicon().readWords(words);
  const olderPersons = items.some((item) => item.tag === "FIFTYFIVE");
  const flags: ComplianceFlag[] = [];
  items.forEach((item, index) => {
    if (!isGroup(item)) return;
    const characteristic = item.tag!.slice(2) as ProtectedCharacteristic;
    if (!PROTECTED_CHARACTERISTICS.includes(characteristic)) return;
    if (olderPersons && AGE_EXEMPT.has(characteristic)) return;
    const previous = items[index - 1];
    const next = items[index + 1];
    let from = item.from;
    let to = item.to;
    if (LIMIT_PHRASE.test(item.word) && item.tag!.startsWith("G.")) {
      // the phrase says it all
    } else if (previous && (previous.tag === "AVOID" || ONLY_BEFORE.has(previous.word)) && item.tag!.startsWith("G.")) {
      from = previous.from;
    } else if (next && AFTER.has(next.word)) {
      to = next.to;
    } else {
      // "ideal for (a) young couple": the phrase starts up to four words before the group.
      const start = [4, 3, 2]
        .map((back) => index - back)
        .find((k) => {
          if (k < 0) return false;
          const lead = items
            .slice(k, index)
            .map((entry) => entry.word)
            .join(" ");
          return IDEAL.some((phrase) => lead === phrase || lead.startsWith(`${phrase} `));
        });
      if (start === undefined) return;
      from = items[start]!.from;
    }
    const start = spans[from]!.start;
    const end = spans[to - 1]!.end;
    const phrase = text.slice(start, end);
    if (flags.some((flag) => flag.phrase === phrase)) return;
    flags.push({ field, phrase, characteristic, reason: `Limits or prefers who may live here by ${CHARACTERISTIC_NAMES[characteristic]}.` });
  });
  return flags;
}

/** A listing's flags: its description and its facts (ExtensionColumn). */
export function flagListing(fields: { Description?: string | null; ExtensionColumn?: readonly { Key: string; value: string }[] | null }): ComplianceFlag[] {
  return [
    ...(fields.Description ? flagText(fields.Description, "Description") : []),
    ...(fields.ExtensionColumn ?? []).flatMap((fact) => flagText(`${fact.Key}: ${fact.value}`, `ExtensionColumn.${fact.Key}`)),
  ];
}

/** A text with each clause that holds a flagged phrase taken out, for what the concierge says. */
export function withoutFlagged(text: string): string {
  const flags = flagText(text, "answer");
  if (flags.length === 0) return text;
  const kept = text.split(/(?<=[,.;!?\n])/).filter((clause) => !flags.some((flag) => clause.includes(flag.phrase)));
  return kept.join("").replace(/,\s*$/, ".").trim();
}

/** Flags as the API shows them. */
export function flagView(flags: readonly ComplianceFlag[] | null | undefined) {
  return (flags ?? []).map((flag) => ({ Field: flag.field, Phrase: flag.phrase, Characteristic: flag.characteristic, Reason: flag.reason }));
}
