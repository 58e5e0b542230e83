import { KINDS } from "./kinds";
import type { Scan } from "./ranges";
import { alternation, bounded, fold, hasAny, wordsRegex } from "./text";
import type { Availability } from "./types";
import * as vocab from "./vocab";

// Which statuses a message asks for, in English, Spanish and French. A status word asks for it
// ("sold homes", "pisos reservados", "maisons en attente"); the same word under a negation
// excludes it ("not already sold", "que ya no estén reservadas", "pas celles déjà vendues",
// "except the pending ones", "sauf les vendues"), and what is left is what is available. A word
// that says a listing is still on offer ("still for sale", "siguen disponibles", "encore à
// vendre") asks for available listings, so a follow-up after a search for sold homes leaves them.

type Status = Exclude<Availability, "any">;

const gendered = (stem: string, endings: readonly string[]) => endings.map((ending) => `${stem}${ending}`);
const ES = ["o", "a", "os", "as"];
const FR = ["", "e", "s", "es"];
const cross = (firsts: readonly string[], seconds: readonly string[]) => firsts.flatMap((first) => seconds.map((second) => `${first} ${second}`));

/** Words that put a listing on offer: read with "still" they ask for available listings, and stay in the text for sale or rent. */
const ON_OFFER_EN = ["for sale", "up for sale", "on sale", "on the market", "for rent", "up for rent", "to buy", "to rent", "listed", "available", "active", "unsold", "open"];
const ON_OFFER_ES = ["a la venta", "en venta", "en alquiler", "en renta", "en el mercado", "disponible", "disponibles", "sin vender", "activa", "activas", "activo", "activos", "publicada", "publicadas", "publicado", "publicados", "libre", "libres", "ofertada", "ofertadas", "ofertado", "ofertados"];
const ON_OFFER_FR = ["a vendre", "a louer", "en vente", "en location", "sur le marche", "disponible", "disponibles", "dispo", "dispos", "libre", "libres", "en ligne", "a acheter", "invendu", "invendue", "invendus", "invendues", "actif", "active", "actifs", "actives"];
const STILL_EN = ["still", "currently", "presently", "remaining", "left", "still being", "currently being", "are still", "is still", "that are still", "which are still"];
const STILL_ES = ["sigue", "siguen", "siga", "sigan", "todavia", "aun", "continua", "continuan", "continue", "continuen", "quedan", "queda", "actualmente", "todavia esta", "todavia estan", "todavia esten", "aun esta", "aun estan", "aun esten", "siguen estando", "sigue estando", "ahora mismo", "por ahora"];
const STILL_FR = ["encore", "toujours", "actuellement", "restent", "reste", "restant", "restants", "restantes", "est encore", "est toujours", "sont encore", "sont toujours", "soit encore", "soient encore", "soit toujours", "soient toujours", "en ce moment", "pour l'instant"];

/** Words asking for what is on offer now (folded). */
const AVAILABLE = [
  "available", "available now", "active listings", "active ones", "yet to sell", "yet to be sold", "not yet sold", "left to sell",
  "disponible", "disponibles", "dispo", "dispos", "por vender", "que quedan", "que queda", "lo que queda", "ce qui reste", "qui restent", "qui reste",
];

const SOLD = [
  "closed sales", "closed listings", "did you sell", "did they sell", "have you sold", "you've sold", "you sold",
  "vendieron", "vendio", "han vendido", "ha vendido", "habeis vendido", "hemos vendido", "vendisteis",
  ...gendered("vendid", ES), ...gendered("ya vendid", ES), ...gendered("ya se vendi", ["o", "eron"]),
  ...gendered("vendu", FR), ...gendered("deja vendu", FR), ...gendered("ete vendu", FR), ...gendered("vendu", FR).map((word) => `${word} recemment`),
];
const PENDING = [
  "pending", "sale pending", "pending sale", "pending sales", "under contract", "under agreement", "under offer", "in escrow", "in contract", "contingent", "accepted offer", "accepted offers", "offer accepted", "offers accepted", "an offer accepted", "sale agreed", "option pending",
  "pendiente", "pendientes", "venta pendiente", "ventas pendientes", "bajo contrato", "en contrato", "en reserva", "con reserva", "oferta aceptada", "ofertas aceptadas", "con oferta aceptada", "con arras", "contrato de arras", "en proceso de venta", "en proceso de compra",
  ...gendered("reservad", ES),
  "en attente", "en attente de vente", "vente en attente", "ventes en attente", "sous compromis", "sous compromis de vente", "compromis signe", "compromis de vente signe", "sous promesse", "sous promesse de vente", "sous promesse d'achat", "sous offre", "sous offre d'achat", "offre acceptee", "offres acceptees", "offre d'achat acceptee", "sous contrat", "en cours de vente",
  ...cross(gendered("vendu", FR), ["sous condition", "sous conditions", "conditionnellement"]),
];
const COMING_SOON = [
  "coming soon", "coming to market", "coming to the market", "coming on the market", "coming onto the market", "hitting the market soon", "about to list", "about to be listed", "available soon", "soon available", "pre-listing", "pre listing",
  "proximamente", "salen pronto", "saldran pronto", "sale pronto", "saldra pronto", "por salir", "a punto de salir", "disponible pronto", "disponibles pronto", "pronto disponible", "pronto disponibles", "disponible proximamente", "disponibles proximamente", "pronto en venta", "proximamente a la venta", "proximamente en venta",
  "bientot disponible", "bientot disponibles", "disponible bientot", "disponibles bientot", "disponible prochainement", "disponibles prochainement", "bientot sur le marche", "prochainement sur le marche", "prochainement en vente", "prochainement a vendre",
];
/** On the market today, not coming soon: "could I buy today?", "disponibles ahorita", "dispo maintenant". */
const NOW = [
  "available now", "available today", "right now", "today", "currently available", "move in now",
  "disponible ya", "disponibles ya", "disponible ahora", "disponibles ahora", "disponibles hoy", "disponible hoy", "ahorita", "ahora mismo", "hoy mismo", "hoy",
  "dispo maintenant", "disponible maintenant", "disponibles maintenant", "dispo tout de suite", "disponible tout de suite", "disponibles tout de suite", "des maintenant", "aujourd'hui", "actuellement disponible", "actuellement disponibles",
];
const OFF_MARKET = [
  "taken off the market", "taken off market", "withdrawn", "delisted", "de-listed", "pulled from the market", "pulled off the market", "expired listings",
  ...gendered("retirad", ES).flatMap((word) => [word, `${word} del mercado`, `${word} de la venta`]), "dado de baja", "dada de baja", "dados de baja", "dadas de baja", "fuera de mercado",
  ...gendered("retire", FR).flatMap((word) => [`${word} du marche`, `${word} de la vente`]), "hors du marche", "hors-marche",
];

/** Every status phrase, the first list naming a phrase winning; the longest phrase wins where several match. */
const ENTRIES: readonly [Status, readonly string[]][] = [
  ["now", NOW],
  ["available", vocab.NOT_SOLD_WORDS],
  ["coming_soon", vocab.COMING_SOON_WORDS],
  ["pending", vocab.PENDING_WORDS],
  ["off_market", vocab.OFF_MARKET_WORDS],
  ["sold", vocab.SOLD_WORDS],
  ["coming_soon", COMING_SOON],
  ["pending", PENDING],
  ["off_market", OFF_MARKET],
  ["sold", SOLD],
  ["available", AVAILABLE],
];
const STATUS_OF = new Map<string, Status>();
for (const [status, words] of ENTRIES) for (const word of words) if (!STATUS_OF.has(word)) STATUS_OF.set(word, status);

const STILL = [...STILL_EN, ...STILL_ES, ...STILL_FR];
const ON_OFFER = [...ON_OFFER_EN, ...ON_OFFER_ES, ...ON_OFFER_FR];

/** Every word of the phrases above, for the stop words: none of them is a place or a search term. */
export const STATUS_WORDS: readonly string[] = [...STATUS_OF.keys(), ...STILL, ...ON_OFFER];

// "Still" and what is on offer as two alternations in a row, not every pair of them spelled out:
// a few hundred phrases to try at each place, not a thousand. The pair is tried first, so
// "toujours en vente" is read whole.
const ANY_STATUS = new RegExp(bounded(`(?:(?<still>${alternation(STILL)})\\s+${alternation(ON_OFFER)}|${alternation([...STATUS_OF.keys()])})`), "gu");
/** The words of a phrase that say sale or rent ("still for sale"): read again as the sale type once the status is read. */
const SALE_OR_RENT = new RegExp(`${bounded(alternation([...vocab.SALE_WORDS, ...vocab.RENT_WORDS, ...vocab.FRENCH_RENT_WORDS]))}\\s*$`, "u");

// A negation, then up to MAX_LINKS words that only link it to the status ("not the ones already",
// "que ya no estén", "pas celles déjà", "sauf celles qui sont").
const MAX_LINKS = 5;
const NEGATIONS = new Set([
  "not", "no", "never", "without", "except", "excepting", "excluding", "exclude", "but", "besides", "minus", "nor", "none", "non", "skip", "ignore", "avoid", "neither",
  "sin", "excepto", "exceptuando", "salvo", "menos", "ni", "nunca", "ningun", "ninguna", "ningunos", "ningunas", "quitando", "descartando", "excluyendo", "excluye", "excluir", "tampoco",
  "pas", "ne", "jamais", "sans", "sauf", "hors", "excepte", "exceptes", "exceptee", "exceptees", "hormis", "aucun", "aucune", "excluant", "exclure", "exclus",
  "dont", "doesnt", "isnt", "arent", "wasnt", "werent", "havent", "hasnt", "hadnt", "didnt", "wont", "cant",
]);
/** Two words that negate together, keyed by the second: "other than", "aparte de", "à part", "autres que". */
const NEGATING_PAIRS = new Set(["other than", "rather than", "apart from", "aside from", "instead of", "no longer", "aparte de", "fuera de", "en vez de", "lugar de", "a part", "autres que", "autre que", "plutot que", "lieu de", "en dehors"]);
/** Words after a status that exclude it ("sold ones excluded", "vendues exclues"). */
const NEGATIONS_AFTER = new Set(["excluded", "excepted", "aside", "exclus", "exclue", "exclues", "exclu", "exceptes", "exceptees", "excluidas", "excluidos", "excluida", "excluido", "exceptuadas", "exceptuados", "aparte"]);
const HOME_NOUNS = ["home", "homes", "house", "houses", "listing", "listings", "property", "properties", "place", "places", "one", "ones", "unit", "units", "casa", "casas", "piso", "pisos", "propiedad", "propiedades", "vivienda", "viviendas", "inmueble", "inmuebles", "anuncio", "anuncios", "maison", "maisons", "appartement", "appartements", "bien", "biens", "logement", "logements", "propriete", "proprietes", "annonce", "annonces"];
const LINKS = new Set([
  ...HOME_NOUNS, ...KINDS.flatMap((entry) => entry.words).filter((word) => !word.includes(" ")),
  "already", "yet", "still", "ever", "been", "be", "being", "is", "are", "was", "were", "has", "have", "had", "get", "got", "gotten", "the", "any", "those", "these", "that", "which", "who", "them", "listed", "marked", "as", "currently", "recently", "even", "want", "need", "show", "see", "looking", "look", "for", "interested", "in", "include", "including", "me", "i", "to", "with", "of", "a", "an", "status", "what", "what's", "whats", "shown", "appear", "appears", "showing",
  "ya", "aun", "todavia", "se", "han", "ha", "hayan", "haya", "hubieran", "sido", "esten", "este", "estan", "esta", "estaban", "sean", "son", "es", "fueron", "fue", "las", "los", "la", "el", "lo", "que", "de", "del", "unas", "unos", "una", "un", "quiero", "busco", "ver", "mostrar", "muestres", "muestren", "me", "interesan", "interesa", "incluyas", "incluyan", "en", "estado", "como", "aparezcan", "aparecen", "aparezca", "aparece", "salgan", "figuren", "figuran", "marcadas", "marcados",
  "deja", "encore", "ete", "sont", "est", "soit", "soient", "s'est", "ont", "a", "les", "le", "l'", "celles", "ceux", "celle", "celui", "celles-ci", "ceux-ci", "qui", "que", "en", "y", "plus", "des", "de", "d'", "un", "une", "veux", "voudrais", "voir", "montrez", "montrer", "cherche", "interesse", "interessent", "inclure", "statut", "ce", "comme", "marquees", "marques", "indiquees", "indiques", "affichees", "affiches", "apparaissent",
]);

/**
 * Words that add the statuses after them to the available ones: "including sold and pending", "y compris
 * vendues", "incluidas las vendidas". The statuses asked so widen the search to every status.
 */
const INCLUSIONS = new Set(["including", "incl", "inclusive", "incluidos", "incluidas", "incluyendo", "incluso", "compris", "comprises", "inclus", "incluses", "incluant"]);
const INCLUSION_PAIRS = new Set(["well as", "sans oublier", "ainsi que", "asi como", "junto con"]);

/** Whether an inclusion word comes right before the status (only linking words between them). */
function inclusionBefore(before: string): boolean {
  const tokens = [...before.matchAll(TOKENS)].slice(-(MAX_LINKS + 2));
  for (let index = tokens.length - 1, links = 0; index >= 0 && links <= MAX_LINKS; index--, links++) {
    const token = tokens[index]![0];
    if (INCLUSIONS.has(token) || (index > 0 && INCLUSION_PAIRS.has(`${tokens[index - 1]![0]} ${token}`))) return true;
    if (!LINKS.has(token)) return false;
  }
  return false;
}

/** "Sold ones included", "vendus inclus", "vendidas incluidas": an inclusion word right after the status. */
const INCLUSIONS_AFTER = new Set(["included", "too", "as well", "inclus", "incluse", "incluses", "compris", "comprises", "incluidos", "incluidas", "incluido", "incluida", "tambien", "aussi"]);
const inclusionAfter = (after: string) => {
  for (const token of [...after.matchAll(TOKENS)].slice(0, 3)) {
    if (INCLUSIONS_AFTER.has(token[0])) return true;
    if (!LINKS.has(token[0])) return false;
  }
  return false;
};

/** Where a negation right before the status starts (only linking words between them), or -1. */
function negationBefore(before: string): number {
  const tokens = [...before.matchAll(TOKENS)].slice(-(MAX_LINKS + 2));
  let only = false;
  for (let index = tokens.length - 1, links = 0; index >= 0 && links <= MAX_LINKS; index--, links++) {
    const token = tokens[index]![0];
    // "Je ne veux que les vendues": "ne… que" is "only", not a negation.
    if (token === "que" || token === "qu'") only = true;
    if (isNegation(token)) return only && (token === "ne" || token.startsWith("n'")) ? -1 : tokens[index]!.index;
    if (index > 0 && NEGATING_PAIRS.has(`${tokens[index - 1]![0]} ${token}`)) return tokens[index - 1]!.index;
    if (!LINKS.has(token)) return -1;
  }
  return -1;
}

const isNegation = (token: string) => NEGATIONS.has(token) || token.endsWith("n't") || (token.startsWith("n'") && token !== "n'importe");
const ownNegation = (phrase: string) => phrase.split(" ").some(isNegation);

/** Where a negation right after the status ends ("sold ones excluded"), or -1. */
function negationAfter(after: string): number {
  for (const token of [...after.matchAll(TOKENS)].slice(0, 3)) {
    if (NEGATIONS_AFTER.has(token[0])) return token.index + token[0].length;
    if (!LINKS.has(token[0])) return -1;
  }
  return -1;
}

/** Between two statuses, what joins them: "or", "nor", "ni", "ou", an article (not a comma: "not sold, pending ones only"). */
const JOINERS = new Set(["or", "nor", "and", "o", "ni", "y", "ou", "et", "neither", "either", "the", "los", "las", "les", "ceux", "celles", "those", "ones"]);
const joined = (between: string) => {
  const tokens = between.match(TOKENS) ?? [];
  return tokens.length <= 3 && tokens.every((token) => JOINERS.has(token));
};

/** Words, and every other sign on its own: punctuation and the parser's cuts (";") end a negation's reach. */
const TOKENS = /[\p{L}\p{N}'-]+|[^\s\p{L}\p{N}'-]/gu;

/** The order a status asked for wins in: the old reader's, so that "pending, not sold" is pending. */
const PRECEDENCE: readonly Status[] = ["coming_soon", "pending", "off_market", "sold"];

/**
 * The availability a scan's text asks for, with the status words (and their negations) cut out;
 * undefined when it names none. Statuses excluded leave what is available.
 */
export function readAvailability(scan: Scan): Availability | undefined {
  const asked = new Set<Status>();
  let excluded = false;
  const cuts: { start: number; end: number; keep: string }[] = [];
  let negatedEnd = -1;
  let widenedEnd = -1;
  let widened = false;
  for (const match of scan.text.matchAll(ANY_STATUS)) {
    const phrase = match[0].replace(/\s+/g, " ");
    const status = match.groups?.still ? "available" : STATUS_OF.get(phrase)!;
    const start = match.index;
    const end = start + match[0].length;
    const from = Math.max(0, start - 80);
    // A phrase that holds its own negation ("pas vendues", "no vendidas") is not negated again by the "ne" of "ne sont pas vendues".
    const own = !match.groups?.still && ownNegation(phrase);
    // "Not sold or pending", "ni vendidas ni reservadas": a negation reaches the statuses joined to the one it negates.
    const continued = negatedEnd >= 0 && joined(scan.text.slice(negatedEnd, start));
    const before = own ? -1 : continued ? start : negationBefore(scan.text.slice(from, start));
    const after = own ? -1 : negationAfter(scan.text.slice(end, end + 40));
    // "Including sold and pending", "y compris vendues et sous contrat": every status, the joined ones too.
    const including = before < 0 && after < 0 && status !== "available" && ((widenedEnd >= 0 && joined(scan.text.slice(widenedEnd, start))) || inclusionBefore(scan.text.slice(from, start)) || inclusionAfter(scan.text.slice(end, end + 40)));
    widenedEnd = including ? end : -1;
    if (including) widened = true;
    else if (before >= 0 || after >= 0) {
      // "Not available" leaves no one status; "not sold", "sauf les vendues": the available ones.
      if (status !== "available") excluded = true;
    } else asked.add(status);
    negatedEnd = own || before >= 0 || after >= 0 ? end : -1;
    // "Still for sale", "pronto a la venta", "bientôt à louer": the status and the sale type both.
    const keep = status === "available" || status === "coming_soon" ? (SALE_OR_RENT.exec(match[0])?.[0] ?? "") : "";
    cuts.push({ start: before >= 0 ? from + before : start, end: after >= 0 ? end + after : end, keep });
  }
  for (let index = 1; index < cuts.length; index++) cuts[index]!.start = Math.max(cuts[index]!.start, cuts[index - 1]!.end);
  for (const cut of cuts.reverse()) scan.text = `${scan.text.slice(0, cut.start)} ; ${cut.keep} ${scan.text.slice(cut.end)}`;
  // "Sold and pending ones included": the statuses named with the one included are included too.
  if (widened) return "any";
  const chosen = PRECEDENCE.find((status) => asked.has(status));
  if (chosen) return chosen;
  // "Dispo maintenant", "could I buy today?": on the market now, not coming soon.
  if (asked.has("now")) return "now";
  return asked.has("available") || excluded ? "available" : undefined;
}

// An owner who can only send Active, PreOnMarket or Sold (the API's statuses) says a home is under
// contract in a fact of its own: "Contract status: Under contract (pending) since 24 Nov 2026",
// "Estado de la operación: Reservada: seña recibida", "Situation: sous compromis". Such a home is
// answered as pending: never offered as free to buy or rent.

/** Keys that hold a listing's state of sale: then any pending words of the value say it. */
const STATE_KEYS = ["status", "contract", "contract status", "sale status", "estado", "estado de la operacion", "situacion", "operacion", "statut", "etat", "situation", "etat de la vente", "statut de la vente"];
/** Pending words of a fact's value, beside PENDING's: a deposit taken to hold it ("con seña", "señada"). */
const HELD = ["sena", "con sena", "senada", "senado", "backup offers", "back-up offers", "ofertas de respaldo", "offres de secours"];
const PENDING_START = new RegExp(`^\\s*${wordsRegex(PENDING).source}`, "u");

/** A key without the colons and stops it ends with ("Estado:"). */
function withoutEndStops(key: string): string {
  let end = key.length;
  while (end > 0 && (key[end - 1] === ":" || key[end - 1] === ".")) end--;
  return key.slice(0, end).trim();
}

/** The owner's fact that says a home is under contract (pending, reserved, sous compromis), or undefined. */
export function pendingPair<Pair extends { Key?: unknown; value?: unknown }>(extension: readonly Pair[] | null | undefined): Pair | undefined {
  if (!Array.isArray(extension)) return undefined;
  return extension.slice(0, 40).find((pair) => {
    const key = fold(String(pair?.Key ?? "").slice(0, 80)).trim();
    const value = fold(String(pair?.value ?? "").slice(0, 200));
    if (PENDING_START.test(value)) return true;
    return STATE_KEYS.includes(withoutEndStops(key)) && (hasAny(value, PENDING) || hasAny(value, HELD));
  });
}

/** Keys of the owner's facts that say when a home not yet on the market can be seen: "Listing goes live", "Mise en vente", "First open house". */
// biome-ignore format: one language a line.
const WHEN_SHOWN_KEYS = [
  "coming soon", "goes live", "listing goes live", "live", "on market", "on the market", "list date", "listing date", "showings", "showings start", "first showing", "first showings", "first open house", "open house", "viewings", "available",
  "proximamente", "salida al mercado", "sale al mercado", "publicacion", "fecha de publicacion", "visitas", "primeras visitas", "primera visita", "disponible", "disponibilidad",
  "mise en vente", "mise en ligne", "mise sur le marche", "publication", "visites", "premieres visites", "premiere visite", "visite libre", "disponibilite",
];

/** The owner's facts that say when a home not on the market yet goes on it or can be visited (two at most). */
export function whenShownPairs<Pair extends { Key?: unknown; value?: unknown }>(extension: readonly Pair[] | null | undefined): Pair[] {
  if (!Array.isArray(extension)) return [];
  return extension
    .slice(0, 40)
    // "On-Market Date", "Mise_en_vente": a key's hyphens and underscores join words.
    .filter((pair) => hasAny(fold(String(pair?.Key ?? "").slice(0, 80)).replace(/[-_]/g, " "), WHEN_SHOWN_KEYS))
    .slice(0, 2);
}
