import { z } from "zod";
import { escapeRegExp } from "@/lib/ai/concierge/text";
import { READ_LIMIT, tokenize, tokenizeClauses } from "./text";

// A lexicon turns words and phrases into tags ("muslims" → G.religion, "neighbourhood" → AREA), so a
// model trained on a few of them reads every other one alike, and a typo of a long word still counts.
// Tags are dotted: a feature is made of the whole tag and of its first part ("G.religion" and "G").
// Rewrites then join a short run of tags and words into one ("@G" then "@STREET" → PLACE: "Temple
// Terrace" is a street, not a religion). Everything runs in one pass over at most READ_LIMIT characters.

const tagName = z.string().regex(/^[A-Z][A-Z0-9]*(?:\.[a-z0-9-]+)?$/);

export const lexiconSchema = z.object({
  /** Each tag and the phrases that carry it, written as visitors type them (folded when compiled). */
  tags: z.record(tagName, z.array(z.string().min(1)).min(1)),
  /**
   * Runs of at most five items ("@TAG" matches a tag or its first part, "*" any one word without a
   * tag, anything else that word) that become one item with `tag`, tried in order at each position.
   */
  rewrites: z
    .array(
      z.object({
        when: z.array(z.string().min(1)).min(1).max(5),
        tag: tagName,
        /** The joined item keeps its parts' tags too ("quartier blanc": a race, and still an area). */
        keep: z.boolean().default(false),
      }),
    )
    .default([]),
  /** Ordinary words a typo-tolerant match must never turn into a tagged one ("blocks" is not "blacks"). */
  ordinary: z.array(z.string()).default([]),
  /**
   * Words whose accents carry their sense, read before folding and replaced by a word of their own
   * ("sûr", safe, is not "sur", on).
   */
  spelled: z.record(z.string().min(1), z.string().regex(/^[a-z]+$/)).default({}),
});
export type LexiconData = z.input<typeof lexiconSchema>;

export interface Item {
  word: string;
  tag?: string;
  /** Tags of the parts a rewrite joined and kept. */
  also?: string[];
  /** The words it covers: [from, to) in the message's words. */
  from: number;
  to: number;
}

interface Rewrite {
  when: string[];
  tag: string;
  keep: boolean;
  /** Its place in the lexicon: where several match, the first wins. */
  order: number;
}

interface Phrase {
  words: string[];
  tag: string;
}

/** Typo tolerance: a swap from FUZZY_MIN letters, a letter missing or too many from EDIT_MIN, a letter replaced from SUBSTITUTE_MIN. */
const FUZZY_MIN = 5;
const EDIT_MIN = 6;
const SUBSTITUTE_MIN = 7;

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

export class Lexicon {
  private readonly phrases = new Map<string, Phrase[]>();
  private readonly single = new Map<string, string>();
  /** A deletion of a tagged word → the words it comes from. */
  private readonly deleted = new Map<string, string[]>();
  private readonly ordinary: Set<string>;
  private readonly rewrites: Rewrite[];
  /** The rewrites by what their first part needs (a word, a tag or a tag's family, any untagged word), in their order. */
  private readonly rewritesByStart = new Map<string, Rewrite[]>();
  private readonly spelled?: { pattern: RegExp; words: Record<string, string> };

  constructor(data: LexiconData) {
    const parsed = lexiconSchema.parse(data);
    const spelled = Object.keys(parsed.spelled).map((word) => word.normalize("NFC").toLowerCase());
    if (spelled.length > 0) {
      const words = Object.fromEntries(Object.entries(parsed.spelled).map(([word, to]) => [word.normalize("NFC").toLowerCase(), to]));
      this.spelled = { pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${spelled.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`, "gu"), words };
    }
    this.ordinary = new Set(parsed.ordinary.flatMap((word) => tokenize(word)));
    this.rewrites = parsed.rewrites.map((rule, order) => ({
      when: rule.when.map((part) => (part.startsWith("@") || part === "*" ? part : tokenize(part).join(" "))),
      tag: rule.tag,
      keep: rule.keep,
      order,
    }));
    for (const rule of this.rewrites) {
      const start = rule.when[0]!;
      const list = this.rewritesByStart.get(start) ?? [];
      list.push(rule);
      this.rewritesByStart.set(start, list);
    }
    for (const [tag, list] of Object.entries(parsed.tags)) {
      for (const phrase of list) {
        const words = tokenize(phrase);
        if (words.length === 0) continue;
        if (words.length === 1) {
          const word = words[0]!;
          if (!this.single.has(word)) this.single.set(word, tag);
          if (word.length >= FUZZY_MIN) {
            for (const variant of deletions(word)) {
              const from = this.deleted.get(variant) ?? [];
              if (!from.includes(word)) from.push(word);
              this.deleted.set(variant, from);
            }
          }
          continue;
        }
        const starting = this.phrases.get(words[0]!) ?? [];
        starting.push({ words, tag });
        this.phrases.set(words[0]!, starting);
      }
    }
    for (const list of this.phrases.values()) list.sort((a, b) => b.words.length - a.words.length);
  }

  /**
   * The tagged word a typo stands for, within one edit that leaves its first two letters (typos are
   * rarely there, and other words often differ there: "bancos" is not "blancos"); never an ordinary word.
   */
  private fuzzy(word: string): string | undefined {
    const found = this.nearest(word);
    return found !== undefined && found.slice(0, 2) === word.slice(0, 2) ? found : undefined;
  }

  private nearest(word: string): string | undefined {
    if (word.length < FUZZY_MIN || this.ordinary.has(word) || /\d/.test(word)) return undefined;
    // A letter missing, or one too many, only between words of six letters or more: shorter ones are
    // too often other words a letter apart, in one of three languages ("files" is not "filles").
    const missing = word.length >= EDIT_MIN ? this.deleted.get(word)?.[0] : undefined;
    if (missing) return missing;
    for (const variant of deletions(word)) {
      if (variant.length >= EDIT_MIN && this.single.has(variant)) return variant;
      // Two letters swapped, or (in long words) one replaced: a shared deletion of the same length.
      for (const candidate of this.deleted.get(variant) ?? []) {
        if (candidate.length !== word.length) continue;
        if (isSwap(candidate, word) || (word.length >= SUBSTITUTE_MIN && differsByOne(candidate, word))) return candidate;
      }
    }
    return undefined;
  }

  /** The message's items: its words, each phrase of the lexicon as one tagged item, rewrites applied. */
  read(text: string): Item[] {
    const spelled = this.spelled;
    const { words, breaks } = tokenizeClauses(
      spelled
        ? text
            .slice(0, READ_LIMIT * 2)
            .normalize("NFC")
            .toLowerCase()
            .replace(spelled.pattern, (word) => ` ${spelled.words[word] ?? word} `)
        : text,
    );
    return this.readWords(words, namesIn(text), breaks);
  }

  /**
   * Items of words already split (tokenize, or lib/classify/text.ts's wordSpans for a text's offsets).
   * `names`: words written as names, read as a typo only of a family's tag (G.origin), never of a plain
   * one ("Champel" is no "chapel").
   */
  readWords(words: readonly string[], names?: ReadonlySet<string>, breaks?: ReadonlySet<number>): Item[] {
    const items: Item[] = [];
    for (let i = 0; i < words.length; ) {
      const word = words[i]!;
      const phrase = this.phrases.get(word)?.find((candidate) => candidate.words.every((part, k) => words[i + k] === part));
      if (phrase) {
        items.push({ word: phrase.words.join(" "), tag: phrase.tag, from: i, to: i + phrase.words.length });
        i += phrase.words.length;
        continue;
      }
      const exact = this.single.get(word);
      const near = exact ? undefined : this.fuzzy(word);
      const nearTag = near ? this.single.get(near) : undefined;
      // A name is read as a typo only of a family's tag ("Venezuelan" of G.origin's "venezuelans"),
      // never of a plain one: "Champel" is no "chapel".
      const tag = exact ?? (nearTag && (!names?.has(word) || nearTag.includes(".")) ? nearTag : undefined);
      items.push(tag ? { word, tag, from: i, to: i + 1 } : { word, from: i, to: i + 1 });
      i += 1;
    }
    return this.rewrite(items, breaks);
  }

  /**
   * The first rewrite, in the lexicon's order, that matches at `i` and spans no clause's end: only those whose
   * first part can match this item are tried (its word, its tag, its tag's family, or any untagged word).
   */
  private firstRewrite(items: Item[], i: number, breaks?: ReadonlySet<number>): Rewrite | undefined {
    const item = items[i]!;
    const starts = [item.word, "*"];
    if (item.tag) starts.push(`@${item.tag}`, `@${item.tag.split(".")[0]}`);
    let best: Rewrite | undefined;
    for (const start of starts) {
      for (const candidate of this.rewritesByStart.get(start) ?? []) {
        if (best && candidate.order >= best.order) break;
        if (candidate.when.every((part, k) => matches(items[i + k], part) && (k === 0 || !breaks?.has(items[i + k]!.from)))) best = candidate;
      }
    }
    return best;
  }

  /** Rewrites joined in one pass; `breaks`: indexes of words that begin a clause, which no rewrite joins across. */
  private rewrite(items: Item[], breaks?: ReadonlySet<number>): Item[] {
    if (this.rewrites.length === 0) return items;
    const out: Item[] = [];
    for (let i = 0; i < items.length; ) {
      const rule = this.firstRewrite(items, i, breaks);
      if (rule) {
        const span = items.slice(i, i + rule.when.length);
        const also = rule.keep ? span.flatMap((item) => (item.tag ? [item.tag] : [])) : [];
        out.push({ word: span.map((item) => item.word).join(" "), tag: rule.tag, from: span[0]!.from, to: span.at(-1)!.to, ...(also.length ? { also } : {}) });
        i += rule.when.length;
      } else {
        out.push(items[i]!);
        i += 1;
      }
    }
    return out;
  }
}

/**
 * The words a text writes as names: capitalised ("Champel", "Katy") after another word of the same
 * sentence, folded as tokenize folds them. A visitor who capitalises a word mid-sentence names a
 * place, a person or a people, so it is no typo of a place's or a room's word. A scan of the capped
 * text, word by word.
 */
function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  let previous = "";
  for (const raw of text.slice(0, READ_LIMIT * 2).split(/\s+/)) {
    const token = raw.replace(/^[^\p{L}]+/u, "");
    if (previous && !/[.!?¿¡:]$/.test(previous) && /^\p{Lu}\p{Ll}/u.test(token) && token !== "I") {
      const [word] = tokenize(token);
      if (word) names.add(word);
    }
    if (raw) previous = raw;
  }
  return names;
}

function matches(item: Item | undefined, part: string): boolean {
  if (!item) return false;
  if (part === "*") return item.tag === undefined;
  if (!part.startsWith("@")) return item.word === part;
  const tag = part.slice(1);
  return item.tag !== undefined && (item.tag === tag || item.tag.split(".")[0] === tag);
}

/** Two words of one length that differ by two neighbouring letters swapped. */
function isSwap(a: string, b: string): boolean {
  let first = -1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (first >= 0) return i === first + 1 && a[first] === b[i] && a[i] === b[first] && a.slice(i + 1) === b.slice(i + 1);
    first = i;
  }
  return false;
}

/**
 * Rewrites that read each word after a tag as one tagged item keeping both tags: ("@MOSTLY",
 * ["blancos", "morenos"], "G.race") is "mucho moreno" read as a group, not as a colour.
 */
export function keptAfter(first: string, words: readonly string[], tag: string) {
  return words.map((word) => ({ when: [first, word], tag, keep: true }));
}

/**
 * Rewrites that read `target` after one of `leads` ("my", "@ROOM for the"), with up to `maxGap` untagged
 * words between ("my two", "we have 3"), as one item tagged `tag`: ("my", 2, "@G.familial", "OWNFAMILY")
 * reads "my two young kids" as the visitor's own family, not as a group picked.
 */
export function after(leads: readonly string[], maxGap: number, target: string, tag: string) {
  // A rewrite reads at most five items: a longer lead gets fewer gaps.
  return leads.flatMap((lead) =>
    Array.from({ length: maxGap + 1 }, (_, gap) => ({ when: [...lead.split(" "), ...Array<string>(gap).fill("*"), target], tag })).filter(
      (rule) => rule.when.length <= 5,
    ),
  );
}

/** Several languages' lexicons as one (a message is read before its language is known); earlier ones win a word both tag. */

export function mergeLexicons(list: readonly LexiconData[]): LexiconData {
  const parsed = list.map((data) => lexiconSchema.parse(data));
  const tags: Record<string, string[]> = {};
  for (const data of parsed) for (const [tag, phrases] of Object.entries(data.tags)) tags[tag] = [...(tags[tag] ?? []), ...phrases];
  return {
    tags,
    rewrites: parsed.flatMap((data) => data.rewrites),
    ordinary: parsed.flatMap((data) => data.ordinary),
    spelled: Object.assign({}, ...parsed.map((data) => data.spelled)),
  };
}

/** Two words of one length that differ in exactly one letter. */
function differsByOne(a: string, b: string): boolean {
  let differences = 0;
  for (let i = 0; i < a.length && differences < 2; i++) if (a[i] !== b[i]) differences += 1;
  return differences === 1;
}
