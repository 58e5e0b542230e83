import { cityAliases } from "./city-aliases";
import { STOP_WORDS } from "./stop-words";
import { fold } from "./text";
import * as vocab from "./vocab";

// How the concierge reads a question against the agency's knowledge: the question's content
// words (grammar, listing vocabulary, greetings, cities and numbers taken out), each stemmed
// the same crude way as the passages' words, and the share of them a passage covers. A passage
// answers only when it covers more than half of them: one common word in common ("sell" in
// "do you sell cars?") is never enough. A small table of agency words in the three languages
// lets a Spanish or French question reach an English passage ("honorarios" is "fees").

/** A passage of searchKnowledge's result, as the tool returns it. */
export interface KnowledgePassage {
  sourceId: string;
  kind: "qa" | "document" | "url";
  title: string;
  url: string | null;
  heading: string;
  text: string;
  /** The Q&A's answer; null for a document or page passage. */
  answer: string | null;
  score: number;
}

/** What an answer from the knowledge names as its source (a type, not an interface: it is plain JSON in providerMetadata). */
export type KnowledgeSource = {
  ID: string;
  Kind: "qa" | "document" | "url";
  Title: string;
  Url: string | null;
};

// Words of agency topics the listing vocabulary claims but a question about the agency uses.
// biome-ignore format: a table of words.
const KEPT = ["buyer", "buyers", "first", "tips", "advice", "mortgage", "mortgages", "loan", "loans", "financing", "insurance", "credit", "hipoteca", "hipotecas", "prestamo", "credito", "financiacion", "financiamiento", "consejos", "consejo", "impuestos", "hypotheque", "conseils", "conseil", "financement", "impots", "assurance", "apport", "taux", "investment", "investor", "offer", "offers", "work", "include", "includes", "included", "time"];

// Words that ask rather than say what about: "how long does closing take" is about closing.
// biome-ignore format: a table of words.
const ASKING = [
  "long", "take", "takes", "much", "many", "usually", "typically", "happen", "happens", "process", "explain", "tell", "know", "work", "works", "does", "did", "done", "doing", "make", "makes", "please", "thank", "hello", "hey", "hi", "there", "again", "question", "questions", "info", "information", "details", "exactly", "anyone", "someone", "something", "thing", "things", "way", "ways", "kind", "sort", "able", "possible", "also", "still", "really", "should", "must", "need", "needs", "want", "which", "whom", "whose", "yours", "ours", "their", "his", "her", "him", "she", "was", "were", "been", "being", "am", "be", "will", "did", "into", "onto", "than", "then", "too", "very", "just", "ever", "each", "every",
  "cuanto", "cuanta", "cuantos", "cuantas", "tiempo", "tarda", "tardan", "proceso", "funciona", "funcionan", "hacer", "hace", "hacen", "saber", "quisiera", "gustaria", "podria", "podrian", "pueden", "puedo", "debo", "tengo", "tienen", "tiene", "usted", "ustedes", "ustedes", "sus", "nuestra", "nuestro", "esta", "este", "estan", "eso", "esto", "cual", "cuales", "donde", "cuando", "como", "porque", "hola", "buenas", "gracias", "informacion", "pregunta", "les", "los", "las", "una", "uno", "unos", "unas", "ser", "hay", "mucho", "mucha", "todo", "toda", "todos", "todas", "favor", "decir", "dime", "digame", "explicar", "explicarme", "explique", "normalmente", "siempre", "ya", "aqui", "alli",
  "combien", "temps", "prend", "prennent", "processus", "fonctionne", "comment", "marche", "quoi", "quand", "pourquoi", "votre", "vos", "notre", "nos", "leur", "leurs", "faire", "fait", "font", "savoir", "dire", "dites", "expliquer", "expliquez", "pouvez", "peut", "peux", "dois", "doit", "faut", "bonjour", "salut", "merci", "information", "informations", "question", "est-ce", "qu'est-ce", "quelle", "quel", "quels", "quelles", "c'est", "avez", "ont", "etre", "avoir", "tout", "tous", "toute", "toutes", "aussi", "encore", "d'habitude", "generalement", "normalement", "ici", "chez", "dans", "sur", "par", "pas", "moi", "toi", "lui", "eux", "mes", "tes", "ses", "cet", "cette", "ces",
];

// One concept a line: its words in English, Spanish and French, folded.
// biome-ignore format: a table of words, one concept a line.
const CONCEPTS: readonly (readonly string[])[] = [
  ["fee", "fees", "commission", "commissions", "charge", "charges", "cost", "costs", "percentage", "honorarios", "comision", "comisiones", "tarifa", "tarifas", "cobran", "cobrar", "cobra", "costo", "costos", "coste", "frais", "honoraires", "tarif", "tarifs", "pourcentage", "facturez", "cout", "couts"],
  ["hours", "hour", "open", "opening", "opened", "schedule", "closed", "weekend", "weekends", "saturday", "sunday", "horario", "horarios", "abren", "abierto", "abiertos", "abre", "sabado", "sabados", "domingo", "domingos", "horaires", "heure", "heures", "ouvert", "ouverts", "ouverture", "ouvrez", "samedi", "dimanche", "week-end"],
  ["office", "offices", "located", "oficina", "oficinas", "ubicados", "ubicada", "bureau", "bureaux", "situes", "agence"],
  ["buyer", "buyers", "comprador", "compradores", "acheteur", "acheteurs", "acquereur", "acquereurs"],
  ["first", "first-time", "primer", "primera", "primeros", "premier", "premiere", "primo-accedant", "primo-accedants"],
  ["closing", "close", "closes", "escrow", "settlement", "cierre", "escritura", "escrituracion", "notario", "notary", "notaire", "acte", "signature"],
  ["maintenance", "repair", "repairs", "fix", "fixed", "broken", "leak", "mantenimiento", "reparacion", "reparaciones", "arreglo", "arreglar", "averia", "averias", "entretien", "reparation", "reparations", "panne", "reparer", "fuite"],
  ["deposit", "deposito", "fianza", "garantia", "caution", "depot"],
  ["mortgage", "mortgages", "loan", "loans", "financing", "pre-approval", "preapproval", "preapproved", "lender", "hipoteca", "hipotecas", "prestamo", "prestamos", "financiamiento", "financiacion", "credito", "pret", "prets", "hypotheque", "financement", "credit", "banque", "banco", "bank"],
  ["sell", "selling", "seller", "sellers", "vender", "vendedor", "vendedores", "vendeur", "vendeurs", "vendre"],
  ["valuation", "appraisal", "estimate", "worth", "value", "valoracion", "tasacion", "avaluo", "valor", "estimation", "evaluation", "valeur", "estimer"],
  ["cancel", "cancellation", "terminate", "break", "cancelar", "cancelacion", "rescindir", "annuler", "annulation", "resilier", "resiliation"],
  ["documents", "document", "paperwork", "papers", "documentos", "documentacion", "papeles", "papiers", "dossier", "justificatifs"],
  ["pay", "payment", "payments", "paid", "pagar", "pago", "pagos", "payer", "paiement", "paiements", "virement", "transfer"],
  ["inspection", "inspections", "inspector", "inspeccion", "inspecciones", "inspecteur", "diagnostic", "diagnostics"],
  ["tenant", "tenants", "renter", "renters", "inquilino", "inquilinos", "arrendatario", "locataire", "locataires"],
  ["landlord", "landlords", "owner", "owners", "propietario", "propietarios", "dueno", "duenos", "casero", "proprietaire", "proprietaires", "bailleur"],
  ["utilities", "electricity", "water", "gas", "servicios", "agua", "luz", "electricidad", "eau", "electricite"],
  ["speak", "language", "languages", "idioma", "idiomas", "hablan", "habla", "langue", "langues", "parlez", "parle"],
  ["contact", "phone", "email", "e-mail", "call", "telefono", "correo", "llamar", "contacto", "telephone", "courriel", "appeler", "contacter"],
  ["emergency", "emergencies", "urgent", "urgency", "emergencia", "emergencias", "urgencia", "urgencias", "urgence", "urgences"],
  ["insurance", "seguro", "seguros", "assurance"],
  ["tax", "taxes", "impuesto", "impuestos", "impot", "impots", "taxe", "taxes"],
  ["offer", "offers", "oferta", "ofertas", "offre", "offres", "bid", "negotiate", "negotiation", "negociar", "negociacion", "negocier", "negociation"],
  ["application", "apply", "applying", "solicitud", "solicitar", "aplicar", "candidature", "demande", "postuler"],
  ["requirement", "requirements", "require", "required", "requisitos", "requisito", "necesito", "exigences", "conditions", "criteres"],
  ["credit", "score", "historial", "crediticio", "solvabilite"],
  ["relocation", "relocating", "abroad", "foreigner", "foreigners", "foreign", "extranjero", "extranjeros", "etranger", "etrangers"],
  ["free", "gratis", "gratuito", "gratuita", "gratuit", "gratuite"],
  ["agent", "agents", "realtor", "broker", "agente", "agentes", "asesor", "agent", "conseiller"],
  ["license", "licensed", "licencia", "licencias", "licence", "carte"],
  ["parking", "garage", "estacionamiento", "stationnement"],
  ["guarantor", "cosigner", "co-signer", "aval", "avalista", "fiador", "garant"],
  ["sublet", "sublease", "subarrendar", "subarriendo", "sous-louer", "sous-location"],
  ["early", "anticipada", "anticipado", "antes", "anticipee", "avance"],
  ["move-in", "move", "moving", "mudanza", "mudarse", "mudarme", "emmenager", "emmenagement", "demenagement"],
  ["notice", "aviso", "preaviso", "preavis"],
];

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'-]*/gu;
const MAX_WORDS = 12;
const MIN_LETTERS = 3;
/** Words this long are matched with one typo. */
const TYPO_LETTERS = 5;
const STEM_LETTERS = 6;

/** A crude stem, the same for question and passage: plural, -ing, -ed, a final e, then at most six letters. */
export function stem(word: string): string {
  let w = word.replace(/['-]/g, "");
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  if (w.length > 4 && (w.endsWith("e") || w.endsWith("o") || w.endsWith("a"))) w = w.slice(0, -1);
  return w.slice(0, STEM_LETTERS);
}

const CONCEPT_OF = new Map<string, number>();
CONCEPTS.forEach((words, index) => {
  for (const word of words) if (!CONCEPT_OF.has(stem(word))) CONCEPT_OF.set(stem(word), index);
});

const KEPT_SET = new Set(KEPT);
const ASKING_SET = new Set(ASKING);
const GREETINGS = new Set(
  [...Object.values(vocab.GREETING_WORDS), ...Object.values(vocab.THANKS_WORDS), ...Object.values(vocab.GOODBYE_WORDS)].flatMap((list) =>
    list.flatMap((entry) => entry.split(" ")),
  ),
);

const words = (folded: string) => folded.match(WORD) ?? [];

/**
 * The content words of a visitor's question, folded and stemmed, at most MAX_WORDS: what a
 * passage must cover to answer it. Empty when the question is only about listings or small talk.
 */
export function knowledgeWords(question: string, cities: readonly string[] = []): string[] {
  const folded = fold(question.slice(0, 500));
  const place = new Set(cities.flatMap((city) => [...words(fold(city)), ...cityAliases(city).flatMap((alias) => words(alias))]));
  const kept: string[] = [];
  for (const raw of words(folded)) {
    const word = raw.replace(/^(?:l|d|qu|j|n|s|c|m|t)'/, "").replace(/'s$/, "");
    if (word.length < MIN_LETTERS || /\d/.test(word) || place.has(word) || ASKING_SET.has(word) || GREETINGS.has(word)) continue;
    if (STOP_WORDS.has(word) && !KEPT_SET.has(word)) continue;
    const stemmed = stem(word);
    if (!kept.includes(stemmed)) kept.push(stemmed);
    if (kept.length === MAX_WORDS) break;
  }
  return kept;
}

/** Whether a question's words name an agency topic of the table (fees, hours, repairs…). */
export const namesAgencyTopic = (stems: readonly string[]) => stems.some((stemmed) => CONCEPT_OF.has(stemmed));

/** The words of other languages searchKnowledge should also look for: the concepts' words, for a question in one language and passages in another. */
export function knowledgeQuery(question: string, stems: readonly string[]): string {
  const extra = new Set<string>();
  for (const stemmed of stems) {
    const concept = CONCEPT_OF.get(stemmed);
    if (concept === undefined) continue;
    for (const word of CONCEPTS[concept]!.slice(0, 4)) extra.add(word);
  }
  return [question.slice(0, 400), ...extra].join(" ").slice(0, 500);
}

/** Whether two words are one edit apart (a typo): linear, on words of bounded length. */
function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a[0] !== b[0]) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

interface PassageWords {
  stems: Set<string>;
  concepts: Set<number>;
  raw: string[];
}

function passageWords(text: string): PassageWords {
  const raw = words(fold(text)).map((word) => word.replace(/^(?:l|d|qu|j|n|s|c|m|t)'/, ""));
  const stems = new Set(raw.map(stem));
  const concepts = new Set<number>();
  for (const stemmed of stems) {
    const concept = CONCEPT_OF.get(stemmed);
    if (concept !== undefined) concepts.add(concept);
  }
  return { stems, concepts, raw: [...new Set(raw.filter((word) => word.length >= TYPO_LETTERS - 1))] };
}

function covers(passage: PassageWords, stemmed: string): boolean {
  if (passage.stems.has(stemmed)) return true;
  const concept = CONCEPT_OF.get(stemmed);
  if (concept !== undefined && passage.concepts.has(concept)) return true;
  // A typo: "comission", "mantenimeinto". Only for words long enough that one edit still says which.
  if (stemmed.length < TYPO_LETTERS) return false;
  for (const word of passage.stems) if (word.length >= TYPO_LETTERS && oneEdit(stemmed, word)) return true;
  return false;
}

/** The share of the question's content words a text covers (0 when there are none). */
export function coverage(stems: readonly string[], text: string): number {
  if (stems.length === 0) return 0;
  const passage = passageWords(text);
  return stems.filter((stemmed) => covers(passage, stemmed)).length / stems.length;
}

/** More than half of the question's words must be in a passage for it to answer. */
const RELEVANT = 0.5;

/** The passage that answers the question, if any: the best covered (more than half its words), the search's score breaking ties. */
export function bestPassage(stems: readonly string[], passages: readonly KnowledgePassage[]): KnowledgePassage | undefined {
  let best: { passage: KnowledgePassage; share: number } | undefined;
  for (const passage of passages) {
    const share = coverage(stems, [passage.title, passage.heading, passage.text, passage.answer ?? ""].join(" "));
    if (share > RELEVANT && (!best || share > best.share || (share === best.share && passage.score > best.passage.score))) best = { passage, share };
  }
  return best?.passage;
}

const MAX_QUOTE = 600;
const SENTENCES = 3;

/** What of a passage the answer quotes: a Q&A's answer; of a document, the sentences that say what was asked (at most three). */
export function passageQuote(stems: readonly string[], passage: KnowledgePassage): string {
  if (passage.answer?.trim()) return cut(passage.answer.trim());
  const sentences = passage.text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const relevant = sentences.filter((sentence) => coverage(stems, sentence) > 0).slice(0, SENTENCES);
  return cut((relevant.length > 0 ? relevant : sentences.slice(0, SENTENCES)).join(" "));
}

function cut(text: string): string {
  if (text.length <= MAX_QUOTE) return text;
  const end = text.lastIndexOf(" ", MAX_QUOTE);
  return `${text.slice(0, end > 0 ? end : MAX_QUOTE)}…`;
}

export const sourceOf = (passage: KnowledgePassage): KnowledgeSource => ({ ID: passage.sourceId, Kind: passage.kind, Title: passage.title, Url: passage.url });

/** How an answer names its source: the title, and a web page's address. */
export function sourceName(source: KnowledgeSource): string {
  const title = source.Title.trim();
  if (source.Kind === "url" && source.Url) return title ? `${title} (${source.Url})` : source.Url;
  return title || source.Url || "";
}
