import { FEATURES } from "./features";
import { alternation, bounded, fold, wordsRegex } from "./text";
import type { ConciergeListing, Language } from "./types";
import { TOUR_WORDS } from "./vocab";

// Which of a listing's ExtensionColumn pairs a visitor asks about: the owner chose the keys,
// in any language ("School district", "Distrito escolar", "Chauffage"), and the visitor
// names them in their own words. Folded exact and partial matches first, then the same
// idea across languages, then shared words and letter trigrams for typos.

/**
 * Facts owners keep that are neither a feature nor a field of the listing: the words a visitor
 * names them with, in a question, in the three languages ("zona escolar", "orientée", "bail"),
 * and how an answer calls the fact when the listing does not state it.
 */
interface Fact {
  names: Record<Language, string>;
  /** Folded words that name this fact alone, in a key or in a question. */
  words: readonly string[];
}

/** Currencies by the names visitors give them, folded. */
const CURRENCY_NAMES = ["pesos", "peso", "dolares", "dollars", "dolar", "dollar", "euros", "euro", "usd", "ars", "eur"];

/** A choice between two currencies asks which one a price is in: "dolares o pesos", "en pesos ou en dollars", "in dollars or pesos". */
function currencyChoices(): string[] {
  const links = ["o", "o en", "ou", "ou en", "or", "or in"];
  return CURRENCY_NAMES.flatMap((first) => CURRENCY_NAMES.filter((second) => second !== first).flatMap((second) => links.map((link) => `${first} ${link} ${second}`)));
}

const FACTS: readonly Fact[] = [
  {
    names: { English: "the school district", Spanish: "el distrito escolar", French: "le secteur scolaire" },
    words: ["school district", "school districts", "school zone", "school zoning", "zoned for", "which school", "what school", "what schools", "schools does it", "school", "schools", "elementary school", "high school", "distrito escolar", "zona escolar", "que escuela", "que colegio", "que escuelas", "que colegios", "colegio", "colegios", "escuela", "escuelas", "ecole", "ecoles", "secteur scolaire", "carte scolaire", "district scolaire", "commission scolaire", "centre de services scolaire", "scolaire", "ecole primaire", "ecole secondaire", "quelle ecole", "quelles ecoles"],
  },
  {
    names: { English: "its orientation", Spanish: "la orientación", French: "l'orientation" },
    words: ["orientation", "facing", "face", "faces", "which way", "exposure", "sun exposure", "orientacion", "orientada", "orientado", "hacia donde", "exposicion", "exposition", "orientee", "oriente", "ensoleillement", "expose", "exposee", "exposes", "exposees", "orientes", "orientees", "da al", "da a la", "mira al", "mira hacia", "sunny side", "which direction"],
  },
  {
    names: { English: "the energy rating", Spanish: "la calificación energética", French: "la classe énergétique" },
    words: ["energy rating", "energy", "energy certificate", "energy class", "energy label", "energy score", "epc", "certificado energetico", "calificacion energetica", "clase energetica", "etiqueta energetica", "certificacion energetica", "dpe", "classe energie", "classe energetique", "certificat energetique", "certificat de performance energetique", "bilan energetique", "diagnostic energetique", "cote energetique", "etiquette energetique", "performance energetique", "peb", "certificat peb", "epb", "energy performance", "energy efficiency", "eficiencia energetica", "consommation energetique", "consommation d'energie"],
  },
  {
    names: { English: "the property taxes", Spanish: "los impuestos", French: "les taxes" },
    words: ["property tax", "property taxes", "taxes", "tax", "impuestos", "ibi", "impuesto", "impuesto predial", "predial", "taxe fonciere", "taxes foncieres", "taxes municipales", "taxe municipale", "taxes scolaires", "taxe scolaire", "impots", "impot foncier", "impots fonciers", "taxe d'habitation", "precompte", "precompte immobilier", "arbitrios", "arbitrios municipales", "council tax"],
  },
  {
    names: { English: "the roof", Spanish: "el tejado", French: "la toiture" },
    words: ["roof", "roofs", "tejado", "cubierta", "toit", "toiture"],
  },
  {
    names: { English: "the deposit", Spanish: "la fianza", French: "le dépôt de garantie" },
    words: ["deposit", "security deposit", "damage deposit", "rental deposit", "fianza", "deposito", "deposito de garantia", "garantia", "caution", "caution locative", "depot de garantie", "depot", "garantie de loyer", "garantie loyer", "garantie locative", "garantie bancaire"],
  },
  {
    names: { English: "the lease", Spanish: "el contrato", French: "le bail" },
    words: ["lease", "the lease", "lease term", "lease terms", "lease length", "minimum lease", "contrato", "duracion del contrato", "contrato de alquiler", "plazo del contrato", "bail", "duree du bail", "duree de bail"],
  },
  { names: { English: "the water heater", Spanish: "el calentador", French: "le chauffe-eau" }, words: ["water heater", "hot water", "agua caliente", "calentador", "boiler", "caldera", "eau chaude", "chauffe-eau"] },
  {
    names: { English: "the open house", Spanish: "la jornada de puertas abiertas", French: "la visite libre" },
    words: [...TOUR_WORDS.OpenHouse, "open home"],
  },
  {
    names: { English: "the agency fees", Spanish: "los honorarios de la agencia", French: "les honoraires d'agence" },
    words: ["agency fee", "agency fees", "broker fee", "broker's fee", "brokers fee", "letting fee", "letting fees", "application fee", "application fees", "honorarios", "honorarios de agencia", "honorarios de la agencia", "comision de agencia", "gastos de agencia", "frais d'agence", "frais d agence", "honoraires", "honoraires d'agence", "honoraires locataire", "frais de dossier"],
  },
  { names: { English: "internet", Spanish: "internet", French: "internet" }, words: ["internet", "fiber", "fibre", "wifi", "fibra", "fibre optique"] },
  { names: { English: "the zoning", Spanish: "la zonificación", French: "le zonage" }, words: ["zoning", "zonificacion", "uso de suelo", "zonage"] },
  { names: { English: "the utilities", Spanish: "los suministros", French: "les services" }, words: ["utilities", "suministros", "servicios incluidos", "services inclus"] },
  {
    names: { English: "the flood zone", Spanish: "la zona inundable", French: "la zone inondable" },
    words: ["flood zone", "flood zones", "flood plain", "floodplain", "flood risk", "flood", "floods", "flooding", "zona inundable", "inundable", "riesgo de inundacion", "inundaciones", "zone inondable", "inondable", "risque d'inondation", "inondations"],
  },
  {
    names: { English: "the currency", Spanish: "la moneda", French: "la devise" },
    words: ["currency", "which currency", "what currency", "moneda", "en que moneda", "que moneda", "divisa", "devise", "monnaie", "quelle monnaie", "quelle devise", ...currencyChoices()],
  },
];

/** The facts a search may ask a value of ("energy rating B", "orientación sur"), by their place in FACTS. */
const ORIENTATION = FACTS[1]!;
const ENERGY = FACTS[2]!;
/** The deposit, which a listing may also keep in its DepositFee. */
const DEPOSIT = FACTS[5]!;

/** Compass points in the three languages, English, Spanish and French first: "sur" is "south" is "sud". */
const COMPASS: readonly (readonly string[])[] = [
  ["north", "norte", "nord"], ["south", "sur", "sud"], ["east", "este", "est", "oriente"], ["west", "oeste", "ouest", "poniente"],
  ["northeast", "noreste", "nord-est", "north-east", "nordeste"], ["northwest", "noroeste", "nord-ouest", "north-west"],
  ["southeast", "sureste", "sud-est", "south-east", "sudeste"], ["southwest", "suroeste", "sud-ouest", "south-west", "sudoeste"],
];
const LANGUAGE_INDEX: Record<Language, number> = { English: 0, Spanish: 1, French: 2 };
const COMPASS_WORDS = COMPASS.flat();
const ORIENTATION_KEYS = [...ORIENTATION.words.filter((word) => !["face", "faces", "which way", "hacia donde", "ensoleillement"].includes(word)), "orientados", "orientadas", "orientee", "orientes", "orientees", "expose", "exposee", "exposes", "exposees"];
const ENERGY_KEYS = ENERGY.words.filter((word) => word !== "energy");
const TOWARD = "(?:(?:al|a la|hacia el|hacia|au|a l'|plein|en plein|to the|towards the|toward the|vers le|vers l')\\s*)?";
/** "Certificado energético B", "DPE de classe C", "energy rating: A" (not "DPE à vendre"). */
const ENERGY_VALUE = new RegExp(bounded(`(${alternation(ENERGY_KEYS)})\\s*(?::\\s*)?(?:(?:de|of|class|clase|classe|letra|lettre|rating|grade)\\s+)?([a-g])(?!\\s+(?:vendre|louer|partir|proximite))`), "u");
/** "Orientación sur", "orienté plein sud", "exposed to the south", "south-facing". */
const ORIENTATION_VALUE = new RegExp(bounded(`(?:(${alternation(ORIENTATION_KEYS)})\\s*(?::\\s*)?${TOWARD}(${alternation(COMPASS_WORDS)})|(${alternation(COMPASS_WORDS)})[\\s-]*(?:facing|exposure|orientation))`), "u");

export interface FactValue {
  /** The words to look for in listings: the fact and its value ("orientacion sur"); factPhrases gives their other spellings. */
  text: string;
  start: number;
  end: number;
}

/** A value of an owner's fact that a folded search asks for: "pisos con orientación sur", "DPE classe B", "south-facing condos". */
export function readFactValue(folded: string): FactValue | undefined {
  const energy = ENERGY_VALUE.exec(folded);
  if (energy) return { text: `${energy[1]!.replace(/\s+/g, " ")} ${energy[2]}`, start: energy.index, end: energy.index + energy[0].length };
  const orientation = ORIENTATION_VALUE.exec(folded);
  if (orientation) return { text: `${orientation[1] ? "orientacion" : "orientation"} ${orientation[2] ?? orientation[3]}`, start: orientation.index, end: orientation.index + orientation[0].length };
  return undefined;
}

/**
 * A fact and its value as owners write them, in the three languages, when the words are one:
 * an orientation's spellings ("orientacion sur" → "orientation south", "exposition sud", "south
 * facing" …), or an energy rating's keys and its letter (a letter alone is a stop word to some
 * stemmers: "certificado energetico a" would be any rating); undefined for other words.
 */
export function factValueOf(words: string): { phrases: string[]; letter?: string } | undefined {
  const folded = fold(words).replace(/\s+/g, " ").trim();
  const energy = /^(.+) ([a-g])$/u.exec(folded);
  if (energy && ENERGY.words.includes(energy[1]!)) return { phrases: ENERGY_KEYS, letter: energy[2]! };
  const orientation = /^(.+) (\S+)$/u.exec(folded);
  const compass = orientation && COMPASS.find((point) => point.includes(orientation[2]!));
  if (orientation && compass && (ORIENTATION.words.includes(orientation[1]!) || ORIENTATION_KEYS.includes(orientation[1]!))) {
    // Each language's keys with its own compass words ("orientada al sur", "exposée plein sud", "south facing").
    const [english, spanish, french, ...others] = compass as [string, string, string, ...string[]];
    // The other spellings: "south-east" is English, "sudeste" and "oriente" Spanish.
    const points = (first: string, hyphenated: boolean) => [first, ...others.filter((other) => other.includes("-") === hyphenated)];
    const combine = (keys: string[], values: string[], links: string[]) => keys.flatMap((key) => values.flatMap((value) => links.map((link) => `${key} ${link}${value}`)));
    return {
      phrases: [
        ...combine(["orientation", "exposure"], points(english, true), [""]),
        ...points(english, true).map((point) => `${point} facing`),
        ...combine(["orientacion", "orientada", "orientado", "exposicion"], points(spanish, false), ["", "al "]),
        ...combine(["orientation", "orientee", "oriente", "exposition", "expose", "exposee"], [french], ["", "au ", "plein "]),
      ],
    };
  }
  return undefined;
}

/** How an answer names a fact's value the search asked for ("energy rating B", "orientación sur"); undefined for other words. */
export function factValueName(words: string, language: Language): string | undefined {
  const fact = factValueOf(words);
  if (!fact) return undefined;
  if (fact.letter) return `${{ English: "energy rating", Spanish: "calificación energética", French: "une classe énergétique" }[language]} ${fact.letter.toUpperCase()}`;
  const point = COMPASS.find((entry) => entry.includes(fold(words).split(" ").at(-1)!))![LANGUAGE_INDEX[language]];
  return { English: `a ${point}-facing orientation`, Spanish: `orientación ${point}`, French: `une orientation ${point}` }[language];
}

/** Words of a fact that, in a question, may mean something else ("a school nearby", "l'énergie"): they match keys, never route a question. */
const NOT_ASKED = new Set(["school", "schools", "colegio", "colegios", "escuela", "escuelas", "ecole", "ecoles", "scolaire", "energy", "tax", "toit", "depot", "garantia", "caution", "hot water", "agua caliente", "eau chaude", "boiler", "caldera", "impuesto", "cubierta", "lease"]);

/** A home's condition, and the works it needs, as folded words in the three languages. */
// biome-ignore format: one language a line.
const CONDITION: readonly string[] = [
  "condition", "needs work", "need work", "renovation", "renovations", "renovated", "fixer upper", "updates needed", "repairs needed",
  "estado", "reforma", "reformas", "a reformar", "para reformar", "reformado", "reformada", "obras", "remodelacion", "remodelar",
  "etat", "travaux", "a renover", "renove", "renovee", "a rafraichir", "rafraichir", "rafraichissement",
];

/** Other facts owners keep, whose words are also features' or fields' ("heating", "pets", "HOA"), as folded words in the three languages. */
const OTHER_SYNONYMS: readonly (readonly string[])[] = [
  ["heating", "heat", "heated", "calefaccion", "calefaccionado", "chauffage", "chauffe", "chauffee"],
  ["cooling", "air conditioning", "ac", "a/c", "aire acondicionado", "climatisation", "clim"],
  ["floor", "level", "storey", "story", "planta", "piso", "etage", "niveau"],
  ["furnished", "furniture", "amueblado", "muebles", "meuble", "meubles"],
  ["pets", "pet policy", "pets allowed", "mascotas", "animales", "animaux"],
  ["view", "views", "vista", "vistas", "vue"],
  ["flooring", "floors", "suelos", "suelo", "sol", "sols", "parquet"],
  ["utilities", "suministros", "charges", "gastos"],
  ["community fee", "hoa", "hoa fee", "hoa dues", "condo fee", "maintenance fee", "maintenance", "comunidad", "gastos de comunidad", "cuota de comunidad", "mantenimiento", "cuota de mantenimiento", "expensas", "administracion", "cuota de administracion", "gastos comunes", "copropriete", "frais de copropriete", "charges de copropriete", "syndic", "strata fee", "association fee", "frais de condo", "charges communes", "frais communs", "charges", "charges mensuelles", "charges locatives", "provisions sur charges", "monthly fees", "monthly fee", "cuota mensual", "administracion mensual"],
  CONDITION,
  ["availability", "available from", "move in", "disponibilidad", "disponible", "disponibilite"],
];

/** Common facts owners keep, as folded words in the three languages. */
const SYNONYMS: readonly (readonly string[])[] = [...FACTS.map((fact) => fact.words), ...OTHER_SYNONYMS];

const ASKED_FACT = FACTS.map((fact) => wordsRegex(fact.words.filter((word) => !NOT_ASKED.has(word))));

/** The fact of FACTS a folded question names, by its index; undefined when it names none. */
function factAsked(folded: string): Fact | undefined {
  const index = ASKED_FACT.findIndex((regex) => regex.test(folded));
  return index >= 0 ? FACTS[index] : undefined;
}

/** Whether the visitor's words for a fact name the deposit ("fianza", "garantie de loyer", "security deposit"). */
export function namesDeposit(words: string): boolean {
  const folded = singular(elide(fold(words)));
  return DEPOSIT.words.some((word) => containsPhrase(folded, singular(word)));
}

/** The currency a listing's prices are in, which a listing also shows by its CurrencySymbol. */
const CURRENCY = FACTS.find((fact) => fact.names.English === "the currency")!;

/** Whether the visitor's words for a fact ask the currency ("¿en qué moneda?", "en pesos ou en dollars"). */
export const namesCurrency = (words: string): boolean => factOf(words) === CURRENCY;

/** Whether a folded message asks which currency prices are in ("¿en pesos o en dólares?"), not what they come to in another. */
export const asksCurrency = (folded: string): boolean => factAsked(folded) === CURRENCY;

/** Whether a folded question names one of the owner's facts by a word that means nothing else ("zona escolar", "orientée", "bail", "DPE"). */
export const namesFact = (folded: string): boolean => factAsked(folded) !== undefined;

/** How an answer calls the fact the words name ("the school district", "la orientación"); undefined for words of no known fact. */
export function factName(words: string, language: Language): string | undefined {
  return factOf(words)?.names[language];
}

/** The fact of FACTS the visitor's words name: by any of its words, else by a word that names it alone. */
function factOf(words: string): Fact | undefined {
  const folded = elide(fold(words));
  return FACTS.find((fact) => fact.words.some((word) => containsPhrase(singular(folded), singular(word)))) ?? factAsked(folded);
}

/** The facts a description's own sentence may answer by naming them ("jardin orienté sud", "new roof in 2021"): not a school
 *  district ("close to schools" names none), a tax or a deposit (a sum, found in the owner's pairs). */
const DESCRIBED_FACTS = new Set(FACTS.filter((fact) => !["the school district", "the property taxes", "the deposit"].includes(fact.names.English)));

/** The folded words of the fact the visitor's words name, when a description's sentence may answer it; undefined else. */
export function describedFactWords(words: string): readonly string[] | undefined {
  const fact = factOf(words);
  if (fact) return DESCRIBED_FACTS.has(fact) ? fact.words : undefined;
  const folded = singular(elide(fold(words)));
  return CONDITION.some((word) => containsPhrase(folded, singular(word))) ? CONDITION : undefined;
}

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

/** The same word, allowing one typo in words of four letters or more, and two in long ones that start alike ("rating" is not "heating"). */
const sameWord = (a: string, b: string) => {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 4) return false;
  const typos = distance(a.slice(0, 30), b.slice(0, 30));
  return typos <= 1 || (typos === 2 && Math.min(a.length, b.length) >= 7 && a[0] === b[0]);
};

const containsPhrase = (text: string, phrase: string) => ` ${text} `.includes(` ${phrase} `);

/** Words without a plural "s" ("community fees" names "community fee"), for comparing phrases. */
const singular = (text: string) => text.replace(PLURAL_S, "");
const PLURAL_S = /(?<=\p{L}{3})s(?![\p{L}\p{N}])/gu;
/** A French elided article glued to its word, made a word of its own: "l'exposition" names "exposition". */
const elide = (text: string) => text.replace(ELIDED, "$1 ");
const ELIDED = /(?<![\p{L}\p{N}])(qu|[cdjlmnst])'(?=\p{L})/gu;

function groupsOf(text: string): Set<number> {
  const found = new Set<number>();
  const plain = singular(text);
  SYNONYMS.forEach((group, index) => {
    if (group.some((phrase) => containsPhrase(text, phrase) || containsPhrase(plain, singular(phrase)))) found.add(index);
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
  const asked = elide(fold(words.slice(0, 200)));
  let best: { pair: { Key: string; value: string }; score: number } | null = null;
  for (const pair of listing.extension ?? []) {
    const value = score(asked, elide(fold(String(pair.Key ?? "").slice(0, 200))));
    if (value >= THRESHOLD && (!best || value > best.score)) best = { pair, score: value };
  }
  return best?.pair ?? null;
}
