import { z } from "zod";
import { fold, hasAny, wordTable } from "@/lib/ai/concierge/text";
import type { SearchFilters } from "@/lib/ai/concierge/types";

/**
 * What a conversation tells of a visitor's search, typed (issue 42): buy or rent, budget, area,
 * bedrooms, when, how they pay, whether they must sell first. Read from the concierge's criteria
 * (the last search) and from the visitor's own words in English, Spanish and French, never guessed:
 * a field no message states stays absent.
 */
export const FINANCING = ["pre-approved", "cash", "needs-mortgage", "not-yet"] as const;
export type Financing = (typeof FINANCING)[number];

export const qualificationSchema = z.object({
  Intent: z.enum(["buy", "rent"]).optional(),
  BudgetMin: z.number().nonnegative().optional(),
  BudgetMax: z.number().nonnegative().optional(),
  Area: z.string().max(200).optional(),
  Bedrooms: z.number().int().nonnegative().optional(),
  /** As the visitor said it ("within 3 months", "lo antes posible"). */
  Timeline: z.string().max(200).optional(),
  /** The same in months from now: 0 is as soon as possible, 12 a year or more (just browsing). */
  TimelineMonths: z.number().nonnegative().optional(),
  Financing: z.enum(FINANCING).optional(),
  MustSellFirst: z.boolean().optional(),
});
export type Qualification = z.infer<typeof qualificationSchema>;

/** The questions the bot may ask, one per reply, in this order. */
export const QUESTIONS = ["timeline", "financing", "sellFirst"] as const;
export type QualifyingQuestion = (typeof QUESTIONS)[number];

/** A stored qualification, or none when it does not validate. */
export const readQualification = (value: unknown): Qualification => qualificationSchema.catch({}).parse(value ?? {});

// biome-ignore format: one language a line.
const NUMBER_WORDS: Record<string, number> = wordTable({
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, a: 1, an: 1, couple: 2, few: 3,
  un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12,
  une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12,
});

const MONTH_UNITS: Record<string, number> = wordTable({
  month: 1,
  months: 1,
  mes: 1,
  meses: 1,
  mois: 1,
  week: 0.25,
  weeks: 0.25,
  semana: 0.25,
  semanas: 0.25,
  semaine: 0.25,
  semaines: 0.25,
  year: 12,
  years: 12,
  ano: 12,
  anos: 12,
  an: 12,
  ans: 12,
  annee: 12,
});
// biome-ignore format: one language a line.
const WITHIN = new Set(["within", "in", "next", "en", "dentro", "proximos", "dans", "d'ici", "sous", "prochains", "los", "las", "les", "de", "the", "about", "around", "unos", "unas", "environ", "quelques"]);

const BUILT = new Set([
  "built",
  "renovated",
  "remodeled",
  "finished",
  "construida",
  "construido",
  "renovada",
  "renovado",
  "construite",
  "construit",
  "renovee",
  "renove",
  "livre",
  "livree",
]);

/** Just looking, no hurry: a visitor who is asked nothing more. */
// biome-ignore format: a table of words.
const BROWSING: string[] = ["just looking", "just browsing", "just curious", "only looking", "no rush", "no hurry", "not in a hurry", "not in a rush", "in no rush", "in no hurry", "solo estoy mirando", "solo estoy viendo", "solo viendo", "solo mirando", "nomas viendo", "nada mas viendo", "solo miro", "sin prisa", "sin afan", "sin apuro", "no tengo prisa", "no tenemos prisa", "no tengo apuro", "no hay apuro", "no hay prisa", "je regarde juste", "je regarde seulement", "juste pour voir", "on regarde", "je regarde", "pas presse", "pas pressee", "pas presses", "pas pressees", "rien ne presse", "sans urgence", "pas d'urgence"];

// biome-ignore format: one group a line.
const SOON: [string[], number][] = [
  [["asap", "as soon as possible", "soon as we can", "right away", "right now", "immediately", "urgently", "lo antes posible", "lo mas pronto posible", "lo mas rapido posible", "cuanto antes", "a la brevedad", "ya mismo", "de inmediato", "inmediatamente", "urgente", "des que possible", "au plus vite", "au plus tot", "le plus vite possible", "le plus tot possible", "tout de suite", "immediatement", "rapidement", "des maintenant"], 0],
  [["this month", "end of the month", "este mes", "fin de mes", "ce mois-ci", "ce mois ci", "fin du mois"], 0.5],
  [["next month", "el proximo mes", "el mes que viene", "el mes entrante", "le mois prochain"], 1.5],
  [["this year", "este ano", "cette annee"], 9],
  [["next year", "el ano que viene", "el proximo ano", "l'annee prochaine", "l'an prochain"], 12],
  [BROWSING, 12],
];

/** A folded message's words (letters, digits, apostrophes; hyphens kept unless `hyphens` splits at them), at most 120. */
function wordsOf(folded: string, { hyphens = false } = {}): string[] {
  return folded
    .replace(/[^\p{L}\p{N}' -]/gu, " ")
    .split(hyphens ? /[\s-]+/ : /\s+/)
    .filter(Boolean)
    .slice(0, 120);
}

/** When the visitor means to move or buy, as said and in months; undefined when no message says. */
export function readTimeline(text: string): { Timeline: string; TimelineMonths: number } | undefined {
  const folded = fold(text);
  for (const [phrases, months] of SOON) {
    const found = phrases.find((phrase) => hasAny(folded, [phrase]));
    if (found) return { Timeline: found, TimelineMonths: months };
  }
  // "within 3 months", "in two weeks", "en 6 meses", "dentro de tres meses", "dans 2 mois", "d'ici 6 mois".
  const words = wordsOf(folded);
  for (let i = 1; i < words.length; i++) {
    const unit = MONTH_UNITS[words[i]!];
    if (unit === undefined) continue;
    const count = /^\d{1,2}$/.test(words[i - 1]!) ? Number(words[i - 1]) : NUMBER_WORDS[words[i - 1]!];
    const lead = words[i - 2];
    if (count === undefined || lead === undefined || !WITHIN.has(lead)) continue;
    // "built in 2 years", "construida en 2 años": the home's age, not the visitor's plans.
    if (BUILT.has(words[i - 3] ?? "")) continue;
    // "an" is a year in French ("dans un an") but "an" alone as a count is English ("in an hour").
    return { Timeline: words.slice(Math.max(0, i - 3), i + 1).join(" "), TimelineMonths: count * unit };
  }
  return undefined;
}

// biome-ignore format: one kind a line.
const FINANCING_WORDS: [Financing, string[]][] = [
  ["not-yet", ["not pre-approved", "not preapproved", "not yet pre-approved", "haven't been pre-approved", "no preaprobado", "no estoy preaprobado", "pas encore d'accord", "pas de pre-accord"]],
  // Pre-approval's own words ("pre-approved", "preaprobados", "préapprobation") are read word by word (readPreApproval); these say it otherwise.
  ["pre-approved", ["mortgage approved", "loan approved", "approved for a mortgage", "hipoteca aprobada", "credito aprobado", "prestamo aprobado", "accord de principe", "pret accorde", "pret approuve", "financement accepte"]],
  ["cash", ["cash", "paying cash", "cash buyer", "all cash", "al contado", "de contado", "en efectivo", "pago en efectivo", "comptant", "au comptant", "payer comptant", "sans pret", "sin hipoteca", "no mortgage", "without a mortgage"]],
  ["needs-mortgage", ["need a mortgage", "need financing", "need a loan", "will need a loan", "looking for a mortgage", "necesito hipoteca", "necesito una hipoteca", "necesito financiacion", "necesito financiamiento", "necesito un credito", "besoin d'un pret", "besoin d'un credit", "besoin d'un financement", "j'ai besoin d'un pret"]],
];

// A word of pre-approval in any of its spellings ("pre-aprobados", "préapprobation", "pre approved"), and
// the negations that make it "not yet" when they come just before it ("todavía no tenemos preaprobación").
const PREAPPROVAL = /^(pre-?aprob|preaprob|pre-?approv|preapprov|pre-?approuv|preapprouv|pre-?approb|preapprob|pre-?qualif|prequalif|pre-?calific|precalific)/;
// biome-ignore format: one language a line.
const NOT_YET = new Set(["not", "no", "haven't", "havent", "aren't", "arent", "isn't", "without", "todavia", "aun", "sin", "tampoco", "pas", "sans", "jamais", "ni"]);

// biome-ignore format: one language a line.
const FIRST_PERSON = new Set(["estamos", "somos", "estoy", "soy", "sommes", "suis", "avons", "est"]);

/**
 * A word of pre-approval and what comes just before it: "not-yet" after a negation (told, even in a question: "is it a
 * problem we're not pre-approved?"), "pre-approved" when told, null when only asked about ("what does pre-approval
 * mean?"), undefined when the message has no such word.
 */
function readPreApproval(folded: string): Financing | null | undefined {
  const words = wordsOf(folded);
  const asking =
    folded.includes("?") || /^(what|how|why|does|do|is|are|can|should|que|como|cual|por que|comment|qu'est|c'est quoi|pourquoi|est-ce)\b/.test(folded.trim());
  const told = !asking || words.some((word) => SELL_OWN.has(word) || FIRST_PERSON.has(word));
  for (let i = 0; i < words.length; i++) {
    // "pre approved": the two words as one.
    const word = words[i] === "pre" && words[i + 1] ? `pre${words[i + 1]}` : words[i]!;
    if (!PREAPPROVAL.test(word)) continue;
    if (words.slice(Math.max(0, i - 4), i).some((before) => NOT_YET.has(before))) return "not-yet";
    return told ? "pre-approved" : null;
  }
  return undefined;
}

// A loan needed, in any tense or person: "necesitaré hipoteca", "vamos a necesitar crédito", "il nous faudra un prêt".
const LOAN = /^(mortgage|mortgages|loan|loans|financing|hipoteca|hipotecas|credito|creditos|financiamiento|financiacion|pret|prets|credit|financement)$/;
const NEED = /^(need|needs|needed|needing|necesit\p{L}*|besoin|faudra|faut|require|requerimos|requiero)$/u;

const NEED_DENIED = /(?<![\p{L}])(?:don't|dont|do not|won't|no|not|pas)\s+(?:\p{L}+\s+){0,2}?(?:need|necesit\p{L}*|besoin)(?![\p{L}])/u;

function readLoanNeeded(folded: string): boolean {
  const words = wordsOf(folded);
  return words.some(
    (word, i) =>
      LOAN.test(word) &&
      words.slice(Math.max(0, i - 5), i).some((before) => NEED.test(before)) &&
      !words.slice(Math.max(0, i - 5), i).some((before) => NOT_YET.has(before) || before === "don't" || before === "dont"),
  );
}

/** Whether a message asks about pre-approval without saying theirs ("¿es necesario estar preaprobado?"): a "yes, we have it" next answers it. */
export const asksAboutPreApproval = (text: string): boolean => readPreApproval(fold(text)) === null;

/** No lender spoken to yet: "haven't talked to a bank yet", "todavía no hemos hablado con ningún banco", "on n'a pas encore parlé à une banque". Bounded gaps: linear. */
const NO_LENDER_YET =
  /(?<![\p{L}])(?:haven'?t|have not|not yet|never|no|pas encore|pas|todavia no|aun no)\s+(?:\p{L}+\s+){0,2}?(?:talked|spoken|spoke|talk|speak|contacted|gone|been|hablado|contactado|ido|parle|contacte|vu|consulte)\s+(?:\p{L}+\s+){0,3}?(?:bank|banks|lender|lenders|broker|banco|bancos|prestamista|banque|banques|banquier|courtier|preteur)(?![\p{L}])/u;

/** How the visitor means to pay, when a message says it. */
export function readFinancing(text: string): Financing | undefined {
  const folded = fold(text);
  const listed = FINANCING_WORDS.find(([, phrases]) => hasAny(folded, phrases))?.[0];
  if (listed === "not-yet" || listed === "cash") return listed;
  // A word of pre-approval decides, its negation read; asked about, it tells nothing.
  const approval = readPreApproval(folded);
  if (approval !== undefined) return approval ?? undefined;
  // "We don't need a loan", "no necesitamos hipoteca": a need denied is no need.
  if (listed === "needs-mortgage" && NEED_DENIED.test(folded)) return undefined;
  const needed = listed ?? (readLoanNeeded(folded) ? "needs-mortgage" : undefined);
  if (needed) return needed;
  // Not started: no lender spoken to yet.
  return NO_LENDER_YET.test(folded) ? "not-yet" : undefined;
}

// biome-ignore format: one answer a line.
const SELL_FIRST: [boolean, string[]][] = [
  // Nothing to sell, said outright, or as a first purchase or where they live now (a renter owns no home to sell).
  [false, ["don't need to sell", "do not need to sell", "no need to sell", "nothing to sell", "first-time buyer", "first time buyer", "first home", "first house", "already sold", "sold our", "renting now", "currently renting", "we're renting", "we are renting", "i'm renting", "i am renting", "we rent now", "i rent now", "no tengo que vender", "no necesito vender", "nada que vender", "primera vivienda", "primera casa", "primera compra", "ya vendi", "ya vendimos", "que rentamos", "estamos rentando", "alquilamos ahora", "estamos de alquiler", "vivimos de alquiler", "somos inquilinos", "soy inquilino", "soy inquilina", "pas besoin de vendre", "rien a vendre", "primo-accedant", "primo accedant", "deja vendu", "premier achat", "premiere maison", "premier logement", "nous sommes locataires", "on est locataires", "je suis locataire", "locataires actuellement", "locataire actuellement"]],
  // Said without a verb of selling near a person (those are read word by word, below).
  [true, ["contingent on selling", "contingent on the sale", "sujeto a la venta", "sous condition de vente", "condition suspensive de vente"]],
];

// A verb of selling, and what makes it a condition: needing to ("tenemos que vender", "il faut qu'on vende"),
// or doing it first ("vender la nuestra antes", "sell our condo before we buy"). Read in a window of words
// around the verb, so that any home ("our place in Dallas", "notre appart") and any person say it.
// biome-ignore format: one language a line.
const SELL_VERBS = new Set([
  "sell", "selling", "sale",
  "vender", "vendamos", "venda", "vendemos", "vendiendo", "vendo",
  "vendre", "vende", "vendions", "vendons", "vendent",
]);
// biome-ignore format: one language a line.
const SELL_NEEDS = new Set([
  "need", "needs", "have", "has", "must", "gotta", "first", "before", "contingent", "until", "once",
  "que", "necesitamos", "necesito", "debemos", "debo", "primero", "antes", "hasta", "cuando",
  "faut", "doit", "dois", "devons", "devrons", "besoin", "abord", "d'abord", "avant", "qu'apres", "apres",
]);
// biome-ignore format: one language a line.
const SELL_NOTS = new Set(["no", "not", "don't", "dont", "won't", "never", "nothing", "nada", "nunca", "pas", "rien", "jamais", "sans", "without", "sin"]);
// The visitor's own home: "who is selling it before Christmas" and "the sellers need to sell fast" are no plans of theirs.
// biome-ignore format: one language a line.
const SELL_OWN = new Set([
  "i", "we", "i'd", "we'd", "i'll", "we'll", "i'm", "we're", "i've", "we've", "our", "my", "us", "me",
  "tenemos", "tengo", "necesitamos", "necesito", "debemos", "debo", "hay", "nuestra", "nuestro", "mi", "nosotros", "yo", "vendamos", "vendemos", "vendo",
  "on", "qu'on", "nous", "je", "j'ai", "notre", "ma", "mon", "vendions", "vendons", "dois", "devons", "devrons",
]);
// Words between a negation and the verb it denies: "don't have to sell", "no tenemos que vender", "n'a pas besoin de vendre".
// biome-ignore format: one language a line.
const SELL_GLUE = new Set([
  "to", "have", "has", "need", "needs", "must", "will", "gonna", "going", "really", "actually", "i", "we", "anything",
  "que", "tenemos", "tengo", "necesitamos", "necesito", "hay", "debemos", "de",
  "besoin", "faut", "doit", "dois", "devons", "on", "nous", "je", "a", "avons", "ai", "d'",
]);

/** Whether they must sell a home before buying, when a message says it. */
export function readSellFirst(text: string): boolean | undefined {
  const folded = fold(text);
  const words = wordsOf(folded, { hyphens: true });
  for (let i = 0; i < words.length; i++) {
    if (!SELL_VERBS.has(words[i]!)) continue;
    const around = [...words.slice(Math.max(0, i - 5), i), ...words.slice(i + 1, i + 6)];
    if (!around.some((word) => SELL_NEEDS.has(word)) || !around.some((word) => SELL_OWN.has(word))) continue;
    let denied = false;
    for (let j = i - 1; j >= Math.max(0, i - 5); j--) {
      if (SELL_NOTS.has(words[j]!)) denied = true;
      else if (!SELL_GLUE.has(words[j]!) && !/^n'/.test(words[j]!)) break;
      if (denied) break;
    }
    return !denied;
  }
  return SELL_FIRST.find(([, phrases]) => hasAny(folded, phrases))?.[0];
}

// biome-ignore format: one language a line.
const YES = ["yes", "yeah", "yep", "yup", "sure", "correct", "i am", "we are", "i do", "we do", "si", "claro", "correcto", "asi es", "oui", "ouais", "tout a fait", "exact", "effectivement"];
// biome-ignore format: one language a line.
const NO = ["no", "nope", "not yet", "not really", "i'm not", "we're not", "todavia no", "aun no", "aun", "todavia", "non", "pas encore", "pas vraiment", "pas du tout"];

/** A bare yes or no, to the question just asked. */
export function readYesNo(text: string): boolean | undefined {
  const folded = fold(text);
  if (hasAny(folded, NO)) return false;
  if (hasAny(folded, YES)) return true;
  return undefined;
}

// biome-ignore format: one language a line.
const RENT_WORDS = ["rent", "renting", "rental", "lease", "renta", "rentar", "alquiler", "alquilar", "arriendo", "louer", "location", "locataire", "bail"];

// A buyer who says so without a search: "first-time buyer", "premier achat", "primera compra".
// biome-ignore format: one language a line.
const BUYERS = [
  "first time buyer", "first-time buyer", "first time buyers", "first-time buyers", "first time homebuyer", "first-time homebuyer", "first time homebuyers", "first-time homebuyers", "first time home buyer", "first-time home buyer", "first time home buyers", "first-time home buyers", "buyers here", "buyer here", "we're buyers", "we are buyers", "i'm a buyer", "investor", "investors", "want to buy", "wants to buy", "looking to buy", "plan to buy", "planning to buy", "hoping to buy", "ready to buy",
  "primera compra", "primera vivienda", "compradores primerizos", "comprador primerizo", "compradora primeriza", "somos primerizos", "soy primerizo", "soy primeriza", "inversor", "inversora", "inversionista", "inversionistas", "queremos comprar", "quiero comprar", "queriamos comprar", "buscamos comprar", "busco comprar", "pensamos comprar", "compro al contado",
  "premier achat", "primo-accedant", "primo accedant", "primo-accedants", "primo-accedante", "primo-accedantes", "investisseur", "investisseuse", "investisseurs", "on veut acheter", "nous voulons acheter", "je veux acheter", "on pense acheter", "on aimerait acheter", "nous aimerions acheter", "j'achete comptant", "acheter plutot que louer",
];

/**
 * What one visitor message states, read as the answer to `asked` when the bot just asked it:
 * "yes" to "are you pre-approved?" is pre-approved, "no" is not yet; "no" to "do you need to
 * sell first?" is false.
 */
export function readStatements(text: string, asked?: QualifyingQuestion): Qualification {
  const found: Qualification = {};
  const folded = fold(text);
  if (hasAny(folded, BUYERS)) found.Intent = "buy";
  const timeline = readTimeline(text);
  if (timeline) Object.assign(found, timeline);
  const financing = readFinancing(text);
  if (financing) found.Financing = financing;
  // A mortgage, or a pre-approval for one, is a buyer's: "we're pre-approved buyers", "necesitaré hipoteca".
  if (financing && financing !== "cash" && !hasAny(folded, RENT_WORDS)) found.Intent = "buy";
  const sellFirst = readSellFirst(text);
  if (sellFirst !== undefined) found.MustSellFirst = sellFirst;
  if (asked === "financing" && !financing) {
    const answer = readYesNo(text);
    if (answer !== undefined) found.Financing = answer ? "pre-approved" : "not-yet";
  }
  if (asked === "sellFirst" && sellFirst === undefined) {
    const answer = readYesNo(text);
    if (answer !== undefined) found.MustSellFirst = answer;
  }
  return found;
}

/** The search's part of a qualification: buy or rent, budget, area, bedrooms. */
export function fromCriteria(filters: SearchFilters | undefined): Qualification {
  if (!filters) return {};
  const found: Qualification = {};
  if (filters.saleType === "for_sale") found.Intent = "buy";
  if (filters.saleType === "for_rent") found.Intent = "rent";
  if (filters.price?.min !== undefined) found.BudgetMin = filters.price.min;
  if (filters.price?.max !== undefined) found.BudgetMax = filters.price.max;
  const area = filters.city ?? filters.place;
  if (area) found.Area = area;
  if (filters.bedrooms?.min !== undefined) found.Bedrooms = filters.bedrooms.min;
  return found;
}

/** A later statement wins field by field; nothing stated is never cleared. */
export const mergeQualification = (...parts: Qualification[]): Qualification =>
  Object.fromEntries(parts.flatMap((part) => Object.entries(part).filter(([, value]) => value !== undefined))) as Qualification;

/** The next question worth asking, or none: renters are not asked how they pay or what they sell. */
export function nextQuestion(qualification: Qualification, asked: readonly QualifyingQuestion[]): QualifyingQuestion | undefined {
  // A visitor just browsing ("no rush", "solo estoy viendo") is asked nothing more: the questions would only push.
  if (qualification.Timeline !== undefined && BROWSING.includes(fold(qualification.Timeline))) return undefined;
  const missing: Record<QualifyingQuestion, boolean> = {
    timeline: qualification.TimelineMonths === undefined,
    financing: qualification.Intent !== "rent" && qualification.Financing === undefined,
    sellFirst: qualification.Intent !== "rent" && qualification.MustSellFirst === undefined,
  };
  return QUESTIONS.find((question) => missing[question] && !asked.includes(question));
}
