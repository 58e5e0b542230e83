import type { Item } from "./lexicon";

// A message's features, as a linear model reads them: each item's term (its tag, or its word when it
// has none), its tag's first part too ("G.race" and "G"), neighbouring terms in pairs, and every pair
// of tag families anywhere in the message ("G&AREA": a group and an area, however far apart). The
// pairs are what tell "muslim neighbourhood" from "muslim family looking for 3 beds".

const MAX_ITEMS = 160;
/** Tagged items this close are read as a pair in their order ("G~AREA": "muslim neighbourhood"). */
const WINDOW = 3;

function terms(item: Item): string[] {
  if (!item.tag) return [item.word];
  const family = item.tag.split(".")[0]!;
  const own = family === item.tag ? [`@${family}`] : [`@${item.tag}`, `@${family}`];
  return [...own, ...(item.also ?? []).map((tag) => `@${tag.split(".")[0]}`)];
}

/** The bag of features of a message's items: distinct, in a stable order. */
export function featuresOf(items: readonly Item[]): string[] {
  const read = items.slice(0, MAX_ITEMS);
  const out = new Set<string>();
  const families = new Set<string>();
  let previous = "^";
  for (const item of read) {
    const [first, ...rest] = terms(item);
    const family = item.tag ? `@${item.tag.split(".")[0]}` : first!;
    out.add(first!);
    for (const term of rest) out.add(term);
    out.add(`${previous} ${family}`);
    previous = family;
    for (const tag of item.tag ? [item.tag, ...(item.also ?? [])] : []) families.add(tag.split(".")[0]!);
  }
  out.add(`${previous} $`);
  const tagged = read.flatMap((item, position) => [item.tag ?? [], ...(item.also ?? [])].flat().map((tag) => ({ family: tag.split(".")[0]!, position })));
  for (let i = 0; i < tagged.length; i++) {
    for (let j = i + 1; j < tagged.length && tagged[j]!.position - tagged[i]!.position <= WINDOW; j++) out.add(`~${tagged[i]!.family}~${tagged[j]!.family}`);
  }
  const sorted = [...families].sort();
  for (let i = 0; i < sorted.length; i++) for (let j = i + 1; j < sorted.length; j++) out.add(`&${sorted[i]}&${sorted[j]}`);
  return [...out];
}
