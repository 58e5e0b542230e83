import { FEATURES } from "./features";
import { fold } from "./text";
import type { ConciergeListing } from "./types";

// Which of a listing's ExtensionColumn pairs a visitor asks about: the owner chose the keys,
// in any language ("School district", "Distrito escolar", "Chauffage"), and the visitor
// names them in their own words. Folded exact and partial matches first, then the same
// idea across languages, then shared words and letter trigrams for typos.

/** Common facts owners keep, as folded words in the three languages. */
const SYNONYMS: readonly (readonly string[])[] = [
  ["school district", "school", "schools", "distrito escolar", "colegio", "colegios", "escuela", "ecole", "ecoles", "secteur scolaire", "carte scolaire", "district scolaire", "commission scolaire", "centre de services scolaire", "scolaire", "ecole primaire", "ecole secondaire"],
  ["heating", "heat", "calefaccion", "chauffage"],
  ["cooling", "air conditioning", "ac", "a/c", "aire acondicionado", "climatisation", "clim"],
  ["property tax", "taxes", "tax", "impuestos", "ibi", "impuesto", "taxe fonciere", "impots", "taxes foncieres", "taxes municipales", "taxe municipale", "taxes scolaires", "impot foncier", "taxe d'habitation", "property taxes", "predial", "impuesto predial"],
  ["floor", "level", "storey", "story", "planta", "piso", "etage", "niveau"],
  ["orientation", "facing", "exposure", "orientacion", "exposicion", "exposition"],
  ["energy rating", "energy", "energy certificate", "epc", "certificado energetico", "calificacion energetica", "dpe", "classe energie", "diagnostic energetique"],
  ["furnished", "furniture", "amueblado", "muebles", "meuble", "meubles"],
  ["pets", "pet policy", "pets allowed", "mascotas", "animales", "animaux"],
  ["view", "views", "vista", "vistas", "vue"],
  ["flooring", "floors", "suelos", "suelo", "sol", "sols", "parquet"],
  ["roof", "tejado", "cubierta", "toit", "toiture"],
  ["water heater", "hot water", "agua caliente", "calentador", "eau chaude", "chauffe-eau"],
  ["utilities", "suministros", "charges", "gastos"],
  ["community fee", "hoa", "hoa fee", "hoa fees", "hoa dues", "condo fee", "maintenance fee", "maintenance", "comunidad", "gastos de comunidad", "cuota de comunidad", "mantenimiento", "cuota de mantenimiento", "expensas", "administracion", "cuota de administracion", "gastos comunes", "copropriete", "frais de copropriete", "charges de copropriete", "syndic", "condo fees", "strata fee", "association fee", "frais de condo"],
  ["zoning", "zonificacion", "zonage"],
  ["condition", "estado", "etat"],
  ["availability", "available from", "move in", "disponibilidad", "disponible", "disponibilite"],
  ["deposit", "fianza", "deposito", "caution", "depot de garantie"],
  ["internet", "fiber", "fibre", "wifi", "fibra"],
];

const GAPS = /[^\p{L}\p{N}]+/u;
const THRESHOLD = 0.5;

const tokens = (text: string) => text.split(GAPS).filter((word) => word.length >= 3).map((word) => (word.endsWith("s") ? word.slice(0, -1) : word));

function trigrams(text: string): Set<string> {
  const padded = `  ${text} `;
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1) grams.add(padded.slice(index, index + 3));
  return grams;
}

function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  return shared / (left.size + right.size - shared || 1);
}

/** Optimal string alignment distance (typos: a letter missing, extra, wrong or two swapped); words are short. */
function distance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The same word, allowing one typo in short words and two in long ones. */
const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 4 && distance(a.slice(0, 30), b.slice(0, 30)) <= (Math.max(a.length, b.length) >= 7 ? 2 : 1));

const containsPhrase = (text: string, phrase: string) => ` ${text} `.includes(` ${phrase} `);

function groupsOf(text: string): Set<number> {
  const found = new Set<number>();
  SYNONYMS.forEach((group, index) => {
    if (group.some((phrase) => containsPhrase(text, phrase))) found.add(index);
  });
  FEATURES.forEach((feature, index) => {
    if ([...feature.words.en, ...feature.words.es, ...feature.words.fr].some((phrase) => containsPhrase(text, phrase))) found.add(SYNONYMS.length + index);
  });
  return found;
}

function score(asked: string, key: string): number {
  if (!asked || !key) return 0;
  if (asked === key) return 1;
  if ((asked.length >= 3 && containsPhrase(key, asked)) || (key.length >= 3 && containsPhrase(asked, key))) return 0.9;
  const askedGroups = groupsOf(asked);
  for (const group of groupsOf(key)) if (askedGroups.has(group)) return 0.85;
  const askedTokens = new Set(tokens(asked));
  const keyTokens = tokens(key);
  const shared = keyTokens.filter((word) => [...askedTokens].some((other) => sameWord(word, other))).length;
  const overlap = shared / Math.max(1, Math.min(askedTokens.size, keyTokens.length));
  return Math.max(overlap * 0.8, trigramSimilarity(asked, key));
}

/** The pair whose key best matches the visitor's words, or null when none is close enough. */
export function matchExtension(listing: Pick<ConciergeListing, "extension">, words: string): { Key: string; value: string } | null {
  const asked = fold(words.slice(0, 200));
  let best: { pair: { Key: string; value: string }; score: number } | null = null;
  for (const pair of listing.extension ?? []) {
    const value = score(asked, fold(String(pair.Key ?? "").slice(0, 200)));
    if (value >= THRESHOLD && (!best || value > best.score)) best = { pair, score: value };
  }
  return best?.pair ?? null;
}
