import { type LexiconData, lexiconSchema } from "./lexicon";
import { pick, seededRandom } from "./random";

// A training corpus written as templates, expanded with the lexicon: "{show} me {homes} in a {@G.race}
// {area}" gives as many sentences as the seed asks, each slot filled from the language's slot lists
// or from the lexicon's phrases for a tag ("{@G}": any tag of that family), "[a|b]" one of its
// alternatives. Typos are put in as visitors make them. Templates, not sentences, are held out:
// the held-out score says how well the model reads wordings it was never shown.

export interface Template {
  label: string;
  text: string;
}

export interface TemplateSet {
  language: string;
  /** Slot name → its fillers; a filler may hold slots and alternatives of its own. */
  slots: Record<string, readonly string[]>;
  templates: readonly Template[];
}

export interface Sample {
  text: string;
  label: string;
  language: string;
  /** Which template it came from: the split is by template. */
  template: string;
}

export interface ExpandOptions {
  perTemplate: number;
  seed: number;
  /** The chance that a sample gets one typo in a word of five letters or more. */
  typoRate: number;
}

const MAX_DEPTH = 6;

function fill(text: string, set: TemplateSet, lexicon: Record<string, string[]>, random: () => number, depth = 0): string {
  if (depth > MAX_DEPTH) throw new Error(`template nests too deep: ${text}`);
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char !== "{" && char !== "[") {
      out += char;
      continue;
    }
    const close = text.indexOf(char === "{" ? "}" : "]", i);
    if (close < 0) throw new Error(`unclosed ${char} in template: ${text}`);
    const inner = text.slice(i + 1, close);
    i = close;
    if (char === "[") {
      out += fill(pick(random, inner.split("|")), set, lexicon, random, depth + 1);
    } else if (inner.startsWith("@")) {
      const tag = inner.slice(1);
      const names = Object.keys(lexicon).filter((name) => name === tag || name.split(".")[0] === tag);
      if (names.length === 0) throw new Error(`no lexicon tag ${tag}`);
      out += pick(random, lexicon[pick(random, names)]!);
    } else {
      const fillers = set.slots[inner];
      if (!fillers) throw new Error(`no slot ${inner} in ${set.language}`);
      out += fill(pick(random, fillers), set, lexicon, random, depth + 1);
    }
  }
  return out;
}

function typo(text: string, random: () => number): string {
  const words = text.split(" ");
  const long = words.map((word, index) => ({ word, index })).filter(({ word }) => /^\p{L}{5,}$/u.test(word));
  if (long.length === 0) return text;
  const { word, index } = pick(random, long);
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = random();
  words[index] =
    kind < 0.4
      ? word.slice(0, at) + word.slice(at + 1)
      : kind < 0.7
        ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
        : word.slice(0, at) + word[at] + word.slice(at);
  return words.join(" ");
}

/** Every template of every set expanded `perTemplate` times (distinct sentences; fewer if a template has fewer). */
export function expand(sets: readonly TemplateSet[], lexicons: Record<string, LexiconData>, options: ExpandOptions): Sample[] {
  const random = seededRandom(options.seed);
  const samples: Sample[] = [];
  for (const set of sets) {
    const lexicon = lexiconSchema.parse(lexicons[set.language]).tags;
    set.templates.forEach((template, index) => {
      const seen = new Set<string>();
      for (let attempt = 0; attempt < options.perTemplate * 3 && seen.size < options.perTemplate; attempt++) {
        let text = fill(template.text, set, lexicon, random).replace(/\s+/g, " ").trim();
        if (random() < options.typoRate) text = typo(text, random);
        if (seen.has(text)) continue;
        seen.add(text);
        samples.push({ text, label: template.label, language: set.language, template: `${set.language}:${index}` });
      }
    });
  }
  return samples;
}

/** Train and held-out samples: every `every`-th template of each set is held out whole. */
export function splitByTemplate(samples: readonly Sample[], every: number): { train: Sample[]; test: Sample[] } {
  const held = (sample: Sample) => Number(sample.template.split(":")[1]) % every === every - 1;
  return { train: samples.filter((sample) => !held(sample)), test: samples.filter(held) };
}
