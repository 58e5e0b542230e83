import { cityAliases } from "./city-aliases";
import { readStatements } from "@/lib/leads/qualification";
import { readProposedTimes } from "@/lib/showings/when";
import { findName, readContact, withoutContact } from "./contact";
import { type Criteria, hasFilters, readCriteria } from "./criteria";
import { asksAlert, asksCoverage, asksForHuman, asksViewing, asksViewingWhen, isOffTopic, onlySmallTalk, smallTalk, wordsLanguage } from "./intents";
import { sureLanguage } from "./language";
import { markerLanguage } from "./language-markers";
import { costAsked, namesTax } from "./costs";
import { asksCurrency, namesDeposit, namesFact } from "./extension-match";
import { askedOfDescribed, askedOfNamed, describedHome, holdsKind, namesDefiniteKind, namesDemonstrativeKind, namesKind, opensHome } from "./named-listing";
import { acceptsOffer, pointsAtOffer } from "./offer";
import {
  asksIncluded,
  asksSummary,
  asksWhat,
  asksWithPets,
  beyondTopic,
  featuresOnlyDescribe,
  givesRoomsOnly,
  listingQuestion,
  namesFeature,
  namesPrice,
} from "./questions";
import { idsOf, type NamedListing, type NamedSpan } from "./resolver";
import { statusesFor } from "./search-conditions";
import { asksLastListed } from "./sorts";
import {
  barePositions,
  findAddress,
  findMlsNumbers,
  findPositions,
  findStreet,
  findsOther,
  MIDDLE,
  withoutAddress,
  withoutOther,
  withoutPositions,
} from "./references";
import { fold, hasAny, visitorText, wordsRegex } from "./text";
import {
  type BeyondTopic,
  type ConversationState,
  type Intent,
  type Language,
  type ListingQuestion,
  type SearchFilters,
  type ListingRef,
  type ListingSort,
  SORT_FIELDS,
  type SortField,
  WEAK_FILTERS,
} from "./types";
import * as vocab from "./vocab";
import { asksYesNo } from "./yes-no";

// How the concierge reads a visitor's message: what it asks for (an Intent), in the light of
// the conversation state only (never the text of earlier answers), and in which language to answer.

export { detectLanguage } from "./language";

export interface UnderstandOptions {
  /** The chatbot's cities as stored (may have accents). */
  cities: readonly string[];
  /** The chatbot's AIResponseLanguage when set: it wins. */
  language?: Language;
  /** Listings the message names by words of their own (resolver.ts), looked up before it is read. */
  named?: readonly NamedSpan[];
}

export interface Understood {
  intent: Intent;
  /** The language to answer in: the chatbot's AIResponseLanguage when set, else the visitor's. */
  language: Language;
  /** The language the visitor wrote in (or the conversation's, when the message cannot tell): ConversationState.language. */
  visitorLanguage: Language;
}

const SEVERAL = 5;
/** Words besides a contact from which a message's own language is read rather than the conversation's. */
const CONTACT_WORDS_TO_TELL = 8;
const NAMING = ["my name is", "my name's", "me llamo", "mi nombre es", "je m'appelle", "mon nom est"];
/** "Combien d'annonces": the elided article is glued to the next word. */
const COMBIEN_D = /(?<![\p{L}])combien d'(?=\p{L})/u;

/** "Sorted by number of bathrooms", "por número de baños": an order, not a count. */
const ORDERED_BY_NUMBER = /(?<![\p{L}])(?:by|por|par|per) (?:the |el |le )?(?:number|numero|nombre) (?:of|de|d')/gu;

/** Words that point at the one listing in focus, whatever else the message says. */
// biome-ignore format: a table of words, one group a line.
const STRONG_PRONOUNS = [
  "it", "its", "it's", "that one", "this one", "this place", "that place", "this house", "that house", "this home", "that home", "this listing", "that listing", "this property", "that property", "this apartment", "that apartment", "this condo", "that condo",
  "esa casa", "esta casa", "ese piso", "este piso", "esta propiedad", "esa propiedad", "ese departamento", "este departamento", "esa", "ese", "eso",
  "celle-ci", "celui-ci", "celle-la", "celui-la", "a-t-elle", "a-t-il", "est-elle", "est-il", "cette maison", "ce bien", "cet appartement", "ce logement", "cette propriete",
];
/** Words that point at it unless the message also asks to search ("¿hay alguna casa que esté…?"). */
// biome-ignore format: a table of words, one group a line.
const WEAK_PRONOUNS = ["the place", "the house", "the home", "the listing", "the property", "the apartment", "the condo", "esta", "este", "esto", "tiene", "la casa", "el piso", "la propiedad", "el departamento", "el apartamento", "la vivienda", "elle", "le bien", "la maison", "l'appartement"];
/** Words that name the listing in focus, not merely any subject: "it", "the house", "la maison" ("esta", "tiene" are too common). */
const LISTING_POINTERS = [...STRONG_PRONOUNS, ...WEAK_PRONOUNS.filter((word) => /[\s']/.test(word))];
/** Words that point at one of several listings by what it has: "the one with a pool", "el que tiene jardín", "celle avec piscine". */
// biome-ignore format: a table of words, one group a line.
const ONE_OF_THEM = ["the one", "that one", "one with", "one that", "one which", "el que", "la que", "el de", "la de", "el del", "la del", "el con", "la con", "aquel que", "aquella que", "celle", "celui", "celle qui", "celui qui", "celle avec", "celui avec", "celle ou", "celui ou"];
/** Words that point at several listings in focus. */
// biome-ignore format: a table of words, one group a line.
const PLURAL_PRONOUNS = ["them", "they", "both", "these", "those", "those two", "these two", "the two", "which ones", "ambos", "ambas", "los dos", "las dos", "ellos", "ellas", "cuales", "les deux", "elles", "ils", "lesquels", "lesquelles"];

export function understand(message: string, state: ConversationState, options: UnderstandOptions): Understood {
  // A postal code of the chatbot's own ("il y a quoi à 4020 ?", "algo en el X5004"): where the homes are, read as one.
  const postal = (options.named ?? []).filter((span) => span.postal);
  const text = postal.reduce((written, span) => written.replace(span.phrase, `zip ${span.phrase}`), visitorText(message));
  const folded = fold(text);
  // A name given alone while a visit waits says nothing of the visitor's language: the conversation's stays.
  if (state.showing && state.language && !readContact(text, folded) && nameGiven(text))
    return {
      intent: read(text, folded, state, options, state.language === "French", state.language === "English"),
      language: options.language ?? state.language,
      visitorLanguage: state.language,
    };
  // A message that leaves a contact ("Thomas Peeters, thomas@example.be", "Mon GSM : 919 555 0131. Thomas Peeters") is
  // mostly a name and numbers: its language is the conversation's unless its own words mark one, or say enough to
  // tell ("la maison avec vue sur la baie, elle coûte combien ? on peut la visiter samedi ? marie@…" is French).
  const contact = readContact(text, folded);
  const own = contact ? withoutContact(text, folded) : text;
  const marked = markerLanguage(own, fold(own), options.cities);
  const saysEnough = (own.match(/\p{L}{2,}/gu)?.length ?? 0) >= CONTACT_WORDS_TO_TELL;
  const sure = marked ?? (contact && state.language && !saysEnough ? undefined : sureLanguage(withoutCities(own, options.cities)));
  const guess = sure ?? state.language;
  const intent = withPets(read(text, folded, state, options, guess === "French", guess === "English"), folded);
  const visitorLanguage = sure ?? wordsLanguage(folded) ?? state.language ?? "English";
  return { intent, language: options.language ?? visitorLanguage, visitorLanguage };
}

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** One to four words written as a name ("Karine Lavoie", "Nate", "Ana María de la Cruz"), or introduced as one ("it's Nate"). */
const BARE_NAME = /^\s*\p{Lu}[\p{L}\p{M}'’-]*(?:\s+(?:(?:de|del|de la|van|von|da|di|le|la)\s+)?\p{Lu}[\p{L}\p{M}'’-]*){0,3}\s*[.!]?\s*$/u;
/** Words a name alone never is: greetings, yes and no, thanks. */
const NOT_A_NAME = new Set([
  "ok",
  "okay",
  "yes",
  "no",
  "si",
  "oui",
  "non",
  "thanks",
  "gracias",
  "merci",
  "hello",
  "hi",
  "hola",
  "bonjour",
  "salut",
  "sure",
  "vale",
  "bueno",
  "dale",
  "perfect",
  "perfecto",
  "parfait",
  "great",
  "cool",
  "nope",
  "nah",
  "bye",
  "adios",
  "ciao",
]);

function nameGiven(text: string): string | undefined {
  const introduced = findName(text);
  if (introduced && text.trim().split(/\s+/).length <= 6) return introduced;
  if (!BARE_NAME.test(text)) return undefined;
  const name = text
    .trim()
    .replace(/(?<![.!])[.!]+$/u, "")
    .trim();
  return name.split(/\s+/).some((word) => NOT_A_NAME.has(fold(word))) ? undefined : name;
}

/** The text without the chatbot's city names and their other names, which say nothing of the visitor's language ("San Diego", "NOLA"). */
function withoutCities(text: string, cities: readonly string[]): string {
  // Only one-word nicknames: the words of "la nouvelle orleans" or "san diego ca" are also the visitor's grammar ("la", "ça").
  const words = new Set(cities.flatMap((city) => [...fold(city).split(" "), ...cityAliases(city).filter((alias) => !alias.includes(" "))]));
  return text
    .split(" ")
    .filter((word) => !words.has(fold(word).replace(EDGE_PUNCTUATION, "")))
    .join(" ");
}

/**
 * A sum to move in asked with pets anywhere in the message ("first month + deposit + pet deposit?"): the words may have
 * named the home (a "Pet deposit" key is one of its names) and left the question's own part without them.
 */
function withPets(intent: Intent, folded: string): Intent {
  if (intent.kind !== "listing" && intent.kind !== "search") return intent;
  const mark = (question: ListingQuestion | undefined) =>
    question && "field" in question && question.field === "moveIn" && asksWithPets(folded) ? { ...question, withPets: true as const } : question;
  const question = mark(intent.question);
  return question === intent.question ? intent : { ...intent, question, ...(intent.also && { also: intent.also.map((one) => mark(one)!) }) };
}

function read(text: string, folded: string, state: ConversationState, options: UnderstandOptions, french: boolean, english: boolean): Intent {
  const refs = references(
    text,
    folded,
    state,
    options.cities,
    options.named ?? [],
    () => readCriteria(folded, { cities: options.cities, french, english, asWritten: text }).filters,
  );
  // One listing shown is the one "it" means, even when the last answer was a search.
  const focusIds = state.focus.length > 0 ? state.focus : state.results.length === 1 ? state.results : [];
  const focus: ListingRef | undefined = focusIds[0] === undefined ? undefined : { id: focusIds[0] };

  const contact = readContact(text, folded);
  // "Prévenez-moi dès qu'elle sort, 06 72 18 44 90" about the one home in view and no other criteria: a lead for that home,
  // which the agent follows up (a saved search is for homes to come).
  const aboutHome = refs.refs[0] ?? focus;
  if (
    contact &&
    aboutHome &&
    refs.refs.length <= 1 &&
    hasAny(folded, WHEN_IT_COMES) &&
    !hasFilters(readCriteria(refs.rest, { cities: options.cities, french, english }).filters)
  )
    return { kind: "lead", ...contact, listing: aboutHome };
  // "Let me know when something like this comes up", with an e-mail now or in the next message: a saved search of
  // the criteria this message names (refining the conversation's), else of the conversation's last search.
  if (asksAlert(folded) || (state.alert && contact?.email)) {
    // The contact's digits are no price ("hasta 4 mil al mes … soy Carmen 425-555-0108").
    const spans = [contact?.phone, contact?.email].filter((span): span is string => Boolean(span)).map(fold);
    const rest = spans.reduce((words, span) => words.split(span).join(" ; "), refs.rest);
    const own = readCriteria(rest, { cities: options.cities, french, english, asWritten: text }).filters;
    const before = state.alert?.filters ?? state.criteria?.filters;
    const filters = Object.keys(own).length === 0 ? before : before && (!own.city || own.city === before.city) ? merge(before, own) : own;
    return {
      kind: "alert",
      ...(contact?.email && { email: contact.email }),
      ...(contact?.phone && { phone: contact.phone }),
      ...(contact?.name && { name: contact.name }),
      ...(filters && { filters }),
    };
  }
  // A showing asked for earlier and waiting for this visitor's contact or day: this message completes it.
  const pending = state.showing;
  const pendingListing: ListingRef | undefined = pending?.listingId ? { id: pending.listingId } : undefined;
  // "Karine Lavoie", "it's Nate": a name alone, given while the visit waits for who to confirm it with.
  const givenName = pending && !contact ? nameGiven(text) : undefined;
  if (givenName) return { kind: "viewing", ...(pendingListing && { listing: pendingListing }), when: pending!.when, name: givenName };
  if (contact) {
    // "can I see 77 Bouldin Ave friday at 10am? I'm Dan, dan@…": a home seen at a time, with the contact in the same message.
    const viewing = asksViewing(folded) || (asksViewingWhen(folded) && (refs.refs.length > 0 || focus !== undefined)) || Boolean(pending);
    const listing = refs.refs[0] ?? pendingListing ?? focus;
    const when = viewing ? latestWhen(pending?.when, text) : undefined;
    // The name given alone before ("Nate", then "nate@example.com") goes with the contact.
    const named = contact.name ?? pending?.name;
    return { kind: "lead", ...contact, ...(named && { name: named }), ...(listing && { listing }), ...(viewing && { viewing: true, when }) };
  }
  if (hasAny(folded, vocab.NO_CONTACT_WORDS)) return { kind: "noContact" };
  if (asksForHuman(folded)) return { kind: "human" };
  // The visit this conversation sent, moved ("actually make it sunday, same time", "mejor el miércoles a la misma hora"):
  // a word of changing and a day or a time, about no other home. "Same time" is the hours it had.
  const booked = state.booked;
  if (booked && hasAny(folded, vocab.CHANGE_WORDS)) {
    const sameTime = hasAny(folded, vocab.SAME_TIME_WORDS);
    const other = refs.refs[0] && !("id" in refs.refs[0] && refs.refs[0].id === booked.listingId);
    if (!other && (sameTime || hasAny(folded, vocab.WHEN_WORDS) || /\d/.test(folded))) {
      const when = sameTime && booked.at ? atSameTime(text, booked.at) : text;
      return { kind: "viewing", ...(booked.listingId && { listing: { id: booked.listingId } }), when, change: true };
    }
  }
  // The answer to the qualifying question just asked ("yes", "within 3 months", "todavía no"), or plans stated unasked
  // (before a contact too), when the message names no home and asks for none (plans said beside a search are read
  // from the conversation when the lead is recorded or next brought up to date).
  if (!asksViewing(folded)) {
    const stated = readStatements(text, state.qualify?.asked);
    // Read without the plan's own words: "en los próximos 3 meses" names no place.
    // A home to sell first ("tenemos que vender nuestra casa primero") is theirs, not one sought: its kind is no search.
    // Nor does a pace said beside a home's state ("elle est sous offre, dommage. Je regarde juste"): the weak filters alone are no search.
    // "As soon as possible", "just browsing", "no tengo prisa": a pace of moving, a plan on its own.
    const paced = stated.TimelineMonths === 0 || stated.TimelineMonths === 12;
    const ownHome = stated.MustSellFirst !== undefined;
    const weak = (key: string) => (ownHome && (key === "kinds" || key === "saleType")) || (paced && key === "availability");
    const asksHomes = () =>
      Object.keys(
        readCriteria(stated.Timeline ? refs.rest.split(stated.Timeline).join(" ") : refs.rest, { cities: options.cities, french, english, asWritten: text })
          .filters,
      ).filter((key) => !weak(key)).length > 0;
    const answersAsked = { timeline: "TimelineMonths", financing: "Financing", sellFirst: "MustSellFirst" } as const;
    const asked = state.qualify?.asked;
    const answered = asked !== undefined && stated[answersAsked[asked]] !== undefined;
    // The question just asked, answered ("no, first-time buyers": "first" is no listing here); else plans said with no home named or asked for.
    // Unasked, only a statement: "first time buyer here, any tips?" and "mortgage rates right now?" ask something else.
    const statement = !text.includes("?") && !QUESTION_OPENERS.some((opener) => folded === opener || folded.startsWith(`${opener} `));
    // A time alone is a plan only beside words of moving or buying ("annonces publiées ce mois-ci" is a search).
    const onlyWhen = Object.keys(stated).every((field) => field === "Timeline" || field === "TimelineMonths");
    const planned = !onlyWhen || asked !== undefined || paced || hasAny(folded, PLAN_WORDS);
    // A pace said of a home just talked about ("ah elle est sous offre, dommage. Je regarde juste pour l'instant") is still a plan told.
    if (answered || (statement && planned && (refs.refs.length === 0 || paced) && Object.keys(stated).length > 0 && !asksHomes()))
      return { kind: "qualify", answer: text, ...(asked && { asked }) };
  }
  // "Yes", "vale", "volontiers" after a no-match that offered the nearest search: that search.
  // "Ugh ok. what schools is it in?": a question of the home in focus, not a yes to the homes offered.
  const asksOfFocus = focusIds.length === 1 && hasAny(folded, STRONG_PRONOUNS) && listingQuestion(folded) !== undefined;
  if (state.offer && refs.refs.length === 0 && acceptsOffer(folded) && !asksOfFocus) {
    const criteria = ofTheTwo(
      aboutOne(readCriteria(refs.rest, { cities: options.cities, french, english, asWritten: text }), refs.rest, focusIds.length === 1),
      folded,
    );
    if (!criteria.filters.city || criteria.filters.city === state.offer.filters.city) {
      return search(
        merge(state.offer.filters, criteria.filters),
        criteria.sort ?? state.offer.sort,
        criteria.limit ?? (criteria.sort && !criteria.plural ? 1 : SEVERAL),
      );
    }
  }
  // "Anything similar with 4 bedrooms?", "¿algo parecido más barato?", "d'autres biens semblables ?": homes like the one in focus.
  if (focusIds.length === 1 && refs.refs.length === 0 && hasAny(folded, SIMILAR_WORDS)) {
    const criteria = readCriteria(refs.rest, { cities: options.cities, french, english, asWritten: text });
    return search(merge({ similarTo: focusIds[0]! }, criteria.filters), criteria.sort, criteria.limit ?? SEVERAL);
  }
  const talk = smallTalk(folded);
  if (talk && onlySmallTalk(folded)) return { kind: talk.kind };
  if (refs.refs.length === 0 && isOffTopic(folded)) return { kind: "offtopic" };
  if (hasAny(folded, vocab.ASSISTANCE_ANIMAL_WORDS)) return { kind: "beyond", topic: "assistanceAnimal" };
  // "Are you a robot or a real person?": about the assistant, whatever else the words could be read as.
  if (talk?.kind === "about" && refs.refs.length === 0 && !hasAny(folded, vocab.HOME_WORDS)) return { kind: "about" };
  if (asksCoverage(folded)) return { kind: "coverage" };
  // "¿Sabes dónde ver el Betis este finde?": no home named, and something no agency answers.
  if (refs.refs.length === 0 && beyondTopic(folded) === "offtopic") return { kind: "offtopic" };
  if (asksViewing(folded) || ((refs.refs.length === 1 || (refs.refs.length === 0 && focus)) && asksViewingWhen(folded))) {
    const listing = refs.refs[0] ?? pendingListing ?? focus;
    // "Any chance to see the townhouse with the rooftop deck near 12 South today?": the home its words describe, when they
    // find one, even with another in focus.
    const described =
      refs.refs.length === 0
        ? describedHome(refs.rest, (words) => readCriteria(words, { cities: options.cities, french, english, asWritten: text }).filters)
        : undefined;
    return {
      kind: "viewing",
      ...(listing && { listing }),
      when: latestWhen(!refs.refs[0] ? pending?.when : undefined, text),
      ...(described && { described }),
    };
  }
  // "Saturday at 2 works" after the bot asked which day: the showing waiting in the state, with this day.
  if (pending && refs.refs.length === 0 && offersTimes(text)) {
    return { kind: "viewing", ...((pendingListing ?? focus) && { listing: pendingListing ?? focus }), when: latestWhen(pending.when, text) };
  }
  // "Vendredi en après-midi ou samedi en avant-midi ça serait parfait" with one home in focus (its answer offered a visit):
  // that home, at these times. Only times: a message that also asks or searches is read as that.
  if (
    !pending &&
    refs.refs.length === 0 &&
    focus &&
    readProposedTimes(text, "UTC").times.length > 0 &&
    !listingQuestion(refs.rest) &&
    !hasFilters(readCriteria(refs.rest, { cities: options.cities, french, english, asWritten: text }).filters)
  )
    return { kind: "viewing", listing: focus, when: text };

  const criteria = ofTheTwo(
    aboutOne(readCriteria(refs.rest, { cities: options.cities, french, english, asWritten: text }), refs.rest, focusIds.length === 1),
    folded,
  );
  const aspect = criteria.sort?.field ?? criteria.comparative?.field;
  const comparing = hasAny(folded, vocab.COMPARE_WORDS);
  if (refs.refs.length >= 2) return compare(refs.refs, aspect, refs.rest);
  // "Precio por m2 del townhouse vs la casona colonial", "prix au m² du duplex de Chailly et de la maison de Pully": two
  // homes described by their kind, each the one listing its words find, side by side on what is asked.
  const pair = refs.refs.length <= 1 && !criteria.sort ? describedPair(folded) : undefined;
  if (pair && (aspect || comparing || askedAspects(pair.rest).length > 0)) return compare(pair.refs, aspect, pair.rest);
  // A name that finds several homes ("the Foundry Lofts condo", "the house on Lakeshore Rd"): a question of it asked of
  // each, side by side; else each shown, whatever its status, so the visitor sees which is which.
  const group = refs.refs.length === 0 ? refs.groups[0] : undefined;
  if (group) {
    const ids = group.map((id) => ({ id }));
    // "La visite groupée du T2 sur l'île, c'est quand ?" of two homes on islands: the question answered of each.
    const { question } = questionsOf(refs.rest);
    if (question && !aspect && !("beyond" in question) && !("field" in question && SIDE_BY_SIDE.has(question.field)))
      return { kind: "compare", listings: ids.slice(0, SEVERAL), question };
    return question || aspect ? compare(ids, aspect) : search({ ids: group, availability: "any" }, criteria.sort, SEVERAL);
  }
  if (refs.missing) return { kind: "unknown" };
  if (refs.refs.length === 1 && !comparing) {
    // "And the other one in nwx?", "¿y el del Soho?", "et l'autre ?" after a question of one home: the same question of this one.
    const again = askedAgain(refs.rest, state);
    if (again) return { kind: "listing", listing: refs.refs[0]!, question: again[0]!, ...(again.length > 1 && { also: again.slice(1) }) };
    const asked = questionsOf(refs.rest);
    // "What are mortgage rates right now? thinking about the lakeside craftsman": a home named, and nothing of it asked.
    if (!asked.question && asksBeyond(folded)) return { kind: "beyond" };
    // "Busco piso en Triana de 3 dormitorios, ¿qué tenéis?": homes asked for, and the one the words find is shown whole; its
    // rooms or its price are what was wanted of it, not asked.
    const wanted = [asked.question, ...(asked.also ?? [])];
    if (hasAny(folded, ASKS_FOR_HOMES) && wanted.every((one) => one !== undefined && "field" in one && CRITERIA_FIELDS.has(one.field)))
      return { kind: "listing", listing: refs.refs[0]! };
    return { kind: "listing", listing: refs.refs[0]!, ...asked };
  }
  if (refs.refs.length === 1 && focus && !("id" in refs.refs[0]! && refs.refs[0].id === focus.id)) return compare([focus, refs.refs[0]!], aspect, refs.rest);

  // "C'est combien la garantie pour le studio de Plainpalais ?", "¿tiene terraza el piso de Triana?": about the one listing its kind and place find.
  const named =
    refs.refs.length === 0 && !hasAny(folded, vocab.INVESTMENT_WORDS)
      ? askedOfNamed(refs.rest, (words) => readCriteria(words, { cities: options.cities, french, english, asWritten: text }).filters, questionsOf)
      : undefined;
  if (named) return bestOf(named, criteria);
  // "Does the lake view flat in Annecy have parking?", "la maison avec panneaux solaires à Boise, elle est encore dispo ?":
  // about the home those words describe, unless the message also asks for homes ("any…", "show me the house with a pool").
  const described =
    refs.refs.length === 0 && !hasAny(folded, ASKS_FOR_HOMES) && !hasAny(folded, vocab.INVESTMENT_WORDS)
      ? askedOfDescribed(refs.rest, (words) => readCriteria(words, { cities: options.cities, french, english, asWritten: text }).filters, questionsOf)
      : undefined;
  if (described) return bestOf(described, criteria);
  // "What are mortgage rates now?", "¿cómo son los colegios en Zaragoza?": nothing a listing holds,
  // unless it names the listing in focus ("and the property taxes on it?") or asks for homes too. A
  // listing just shown is no subject of "what are mortgage rates now?": no word points at it.
  const namesFocus = focus && hasAny(folded, LISTING_POINTERS) && pointsAtFocus(folded, criteria, false);
  // "Et combien de temps pour aller à la plage à pied ?", "is it noisy at night?" after one home: asked of that home, and
  // beyond what its listing says; the beach or the night are where and when, not criteria of a search.
  // Rates, the market's future or the weather are the world's, not the home's, unless the message names the home.
  const topic = focus && refs.refs.length === 0 ? beyondTopic(folded, listingQuestion(folded)) : undefined;
  const beyondFocus = topic && !WORLD_TOPICS.has(topic) ? topic : undefined;
  // An amount beside an offer ("would they take 800k?") is the offer, not a price to search under.
  const offer = beyondFocus === "negotiation";
  if (focus && beyondFocus && !criteria.filters.city && !criteria.filters.kinds && (offer || !criteria.filters.price) && !criteria.filters.bedrooms) {
    // With whatever else it asks of the home ("how long has it been listed? think they'd drop the price?").
    const asked = questionsOf(refs.rest);
    const parts: ListingQuestion[] = asked.question ? [asked.question, ...(asked.also ?? [])] : [];
    const all = parts.some((part) => "beyond" in part) ? parts : [{ beyond: beyondFocus }, ...parts];
    return { kind: "listing", listing: focus, question: all[0]!, ...(all.length > 1 && { also: all.slice(1) }) };
  }
  // "Et la taxe foncière de chacun ?", "and the HOA of each?" after a comparison: a fact no aspect orders, asked of each home
  // compared (a tax is a listing's fact here, not the market's).
  if (state.focus.length >= 2 && refs.refs.length === 0 && hasAny(folded, EACH_WORDS) && askedAspects(refs.rest).length === 0) {
    // A feature stays a pick among them ("do they both have central air?" finds the one that has it).
    const { question } = questionsOf(refs.rest.replace(EACH_PATTERN, " ; "));
    if (question && !("feature" in question) && namedOwnFact(question)) return { kind: "compare", listings: state.focus.map((id) => ({ id })), question };
  }
  // "¿Cuánto pagaría al mes entre comunidad e IBI, sin contar hipoteca?": what the home in focus costs, the mortgage set aside.
  const costsOfFocus = focus !== undefined && costAsked(folded) !== undefined;
  if (asksBeyond(folded) && !readsAsListingSearch(criteria) && !namesFocus && !costsOfFocus) return { kind: "beyond" };
  // "Are prices in Providence going up? should I wait to buy?": the market, whatever city or "to buy" it names, unless homes are described.
  // "¿Está en pesos o en dólares?" asks the currency a price is in, which a listing says; "¿y en dólares?" a conversion, which none does.
  if (
    hasAny(folded, vocab.MARKET_WORDS) &&
    Object.keys(criteria.filters).every((key) => MARKET_FILTERS.has(key)) &&
    !criteria.sort &&
    !namesFocus &&
    !(focus !== undefined && asksCurrency(folded))
  )
    return { kind: "beyond" };
  // "Does the house have a safe?", "¿el departamento tiene caja fuerte?", "l'appart a un ascenseur ?" with no home named,
  // shown or in focus, and nothing else to find one by: which home is asked back, rather than a list of every home with it.
  if (asksOfUnnamedHome(folded, refs.rest, criteria, state)) return { kind: "clarify" };

  // After a comparison, "the cheaper one", "el que tiene piscina", "which one has a garage?", "do both have a pool?",
  // "est-ce qu'elles ont un jardin ?": among the listings compared.
  const compared = state.focus.length >= 2 && !comparing && !criteria.filters.city;
  const pointed = hasAny(folded, ONE_OF_THEM) || hasAny(folded, vocab.WHICH_WORDS) || hasAny(folded, PLURAL_PRONOUNS) || hasAny(folded, vocab.OF_THOSE_WORDS);
  const bestOfThem = aspect !== undefined && !hasFilters(criteria.filters) && !criteria.plural && !hasAny(folded, vocab.WHICH_WORDS);
  // "Which one is the better deal per sq ft?", "laquelle a le meilleur prix au pied carré ?", "and the HOA of each?": the
  // homes compared, side by side again on what is asked of them.
  const aspects = compared && !criteria.sort && !criteria.comparative ? askedAspects(refs.rest) : [];
  if (aspects.length > 0 && (pointed || hasAny(folded, vocab.COMPARE_WORDS) || hasAny(folded, EACH_WORDS)))
    return compare(
      state.focus.map((id) => ({ id })),
      undefined,
      refs.rest,
    );
  if (compared && (bestOfThem || (hasFilters(criteria.filters) && pointed))) {
    const sort = criteria.sort ?? criteria.comparative;
    const filters: SearchFilters = { availability: "any", ...criteria.filters, ids: [...state.focus] };
    return { kind: "search", filters, ...(sort && { sort: { field: sort.field, direction: sort.direction } }), limit: sort ? 1 : SEVERAL, fromResults: true };
  }
  // "And how much is the deposit? do they take dogs?" of the one home in view, and no other home or place named: each part asked of it.
  if (focus && focusIds.length === 1 && refs.refs.length === 0 && !criteria.filters.city && !criteria.filters.place && !criteria.sort) {
    const asked = questionsOf(refs.rest);
    if (asked.question && (asked.also ?? []).length > 0) return { kind: "listing", listing: focus, ...asked };
  }
  // "¿Y admiten mascotas?", "la moins chère a un garage ?", "do they allow dogs?": yes or no for the listing(s) just shown.
  const yesNo = yesNoAbout(folded, refs.rest, criteria, state, focusIds);
  if (yesNo) return yesNo;
  const counting = hasAny(folded.replace(ORDERED_BY_NUMBER, " ").replace(vocab.NOT_COUNTED, " "), vocab.COUNT_WORDS) || COMBIEN_D.test(folded);
  // "Which of those have a garage?" after a no-match that offered the nearest search: those are its homes.
  // So does an order asked right after that no-match ("the cheapest one"): nothing else was shown to order.
  const ordersOffer = state.results.length === 0 && !hasFilters(criteria.filters) && (criteria.sort !== undefined || criteria.comparative !== undefined);
  const last = state.offer && !criteria.filters.city && (pointsAtOffer(folded) || ordersOffer) ? state.offer : state.criteria;
  // "Compare them", "which one is bigger?": the listings in focus, or the few just shown.
  const which = hasAny(folded, vocab.WHICH_WORDS) || hasAny(folded, PLURAL_PRONOUNS);
  const ofThose = hasAny(folded, vocab.OF_THOSE_WORDS);
  const fewShown = state.focus.length >= 2 || (state.results.length >= 2 && state.results.length <= SEVERAL);
  // "Lequel est le plus grand ?" after 3 shown of 145: the best of all the last search found, not of the 3.
  const moreThanShown = (state.total ?? 0) > state.results.length && state.focus.length < 2;
  if (!comparing && which && criteria.sort && !hasFilters(criteria.filters) && last && moreThanShown)
    return search(last.filters, criteria.sort, criteria.limit ?? (criteria.plural ? SEVERAL : 1));
  // "Which is the cheapest?" after a search: the cheapest it found, not only of the few shown.
  const overAll = criteria.sort !== undefined && !criteria.adjective && state.focus.length < 2 && state.criteria !== undefined && !state.criteria.filters.ids;
  // "Which one is the better deal per sq ft?" after a few shown: the field asked is the aspect, when no order words say one.
  const whichAspect = aspect ?? (which && !ofThose ? askedAspects(refs.rest)[0] : undefined);
  if (comparing || (which && !ofThose && whichAspect && !hasFilters(criteria.filters) && fewShown && !overAll)) {
    const ids = state.focus.length >= 2 ? state.focus : state.results.slice(0, SEVERAL);
    if (ids.length >= 2)
      return compare(
        ids.slice(0, SEVERAL).map((id) => ({ id })),
        aspect,
        refs.rest,
      );
  }
  // "Which has a garage?" about the one listing in focus is a question about it, not a pick.
  const picking = ofThose || (which && (focusIds.length !== 1 || hasAny(folded, PLURAL_PRONOUNS) || hasAny(folded, vocab.PLURAL_WORDS)));
  if (picking && state.results.length > 0 && (hasFilters(criteria.filters) || aspect) && !criteria.filters.city) return pick(criteria, state);
  if (focus && focusIds.length === 1 && pointsAtFocus(folded, criteria, counting)) return { kind: "listing", listing: focus, ...questionsOf(refs.rest) };
  // "Et le revenu cadastral alors ?", "and the lead certificate?" after one home: a fact of that home by the owner's own
  // name for it, when those words name no home (no listing's place is called so) and read as nothing but a place.
  // A name written with its capital ("and the Marigny?") is a place, searched.
  const alone = AND_THE.exec(folded);
  const written = alone !== null && writtenAsName(text);
  // Not an order ("y el terreno más grande?", "and the cheapest?"): that is a search.
  const ordered = criteria.sort !== undefined || criteria.comparative !== undefined;
  if (
    focus &&
    focusIds.length === 1 &&
    alone &&
    !written &&
    !ordered &&
    (options.named ?? []).length === 0 &&
    Object.keys(criteria.filters).every((key) => key === "place" || key === "text")
  )
    return { kind: "listing", listing: focus, question: { extension: alone[1]!.trim() } };
  // "¿Y aire acondicionado?" after an answer about one home (no list shown): asked of that home, not a new search.
  if (focus && focusIds.length === 1 && state.results.length <= 1 && onlyFeaturesAsked(refs.rest, criteria))
    return { kind: "listing", listing: focus, ...questionsOf(refs.rest) };

  // "How many bedrooms?" with no listing in focus asks about none in particular.
  const fact = listingQuestion(refs.rest);
  if (counting && !criteria.anchored && !hasFilters(criteria.filters) && fact && "field" in fact) return { kind: "unknown" };

  if (last && !hasFilters(criteria.filters) && !criteria.sort && !criteria.comparative) {
    // "Show me more": the matches after those the last answer listed.
    if (hasAny(folded, vocab.MORE_WORDS) && !counting) {
      const offset = state.criteria && last === state.criteria && state.results.length > 0 ? (state.criteria.offset ?? 0) + state.results.length : 0;
      return { ...search(last.filters, last.sort, SEVERAL), ...(offset > 0 && { offset }) };
    }
    if (
      hasAny(folded, vocab.AFFIRMATIVE_WORDS) &&
      !hasAny(
        folded,
        vocab.THANKS_WORDS.English.filter((word) => word !== "ok"),
      )
    )
      return search(last.filters, last.sort, SEVERAL);
  }
  if (asksAboutPlace(folded, criteria, counting)) return { kind: "offtopic" };
  if (hasAny(folded, vocab.ADVICE_WORDS) && !hasFilters(criteria.filters)) return talk ? { kind: talk.kind } : { kind: "unknown" };
  const wants = hasFilters(criteria.filters) || criteria.sort || criteria.comparative || criteria.anchored || counting;
  // "Anything?", "show me" only mean a search after one, or with "what do you have", "everything".
  if (wants || (hasAny(folded, vocab.SEARCH_WORDS) && (last || hasAny(folded, vocab.BROWSE_WORDS)))) {
    const refine = last !== undefined && refines(folded, criteria);
    const merged = refine ? merge(last.filters, criteria.filters) : criteria.filters;
    // "Dommage, autre chose à acheter ?" after a home that sold: other homes, on the market, whatever status the last answer looked at.
    const elsewhere = hasAny(folded, SOMETHING_ELSE) && merged.availability === "any" && criteria.filters.availability === undefined;
    const filters = elsewhere ? (({ availability: _any, ...rest }) => rest)(merged) : merged;
    const comparative = criteria.comparative && { field: criteria.comparative.field, direction: criteria.comparative.direction };
    // "How many rentals in Boise, and which is the cheapest?": the count, and the best of them.
    // "Combien à vendre, et lesquels sont vraiment dispo ?": the count, and the homes themselves, each with its status.
    if (counting && !criteria.sort && !hasAny(folded, WHICH_ONES)) return { kind: "count", filters };
    const sort = criteria.sort ?? comparative ?? (refine ? last.sort : undefined);
    if (counting) return { kind: "search", filters, ...(sort && { sort }), limit: criteria.limit ?? (sort ? 1 : SEVERAL), counted: true };
    const limit = criteria.limit ?? (criteria.sort && !criteria.plural ? 1 : SEVERAL);
    const found = search(filters, sort, limit);
    // "There was one with a sleeping porch? price + open house time pls": one home recalled by what it has, and facts asked
    // of it, answered when the words find that one (compose.ts); a feature the search asks for is no question of it (its
    // open house is: "open house time" asks when). So for the best one of a superlative ("the cheapest condo: pets ok?").
    if (!refine && ((!sort && hasAny(folded, RECALL_WORDS)) || (criteria.sort && limit === 1))) {
      const asked = questionsOf(refs.rest);
      const own = [asked.question, ...(asked.also ?? [])].filter(
        (one): one is ListingQuestion => one !== undefined && askedBeyondSearch(one, filters, sort) && (!("beyond" in one) || Boolean(sort)),
      );
      if (own.length > 0 && found.kind === "search") return { ...found, question: own[0]!, ...(own.length > 1 && { also: own.slice(1) }) };
    }
    // "The cheapest we could buy in Málaga, and what's that in dollars?": the homes, and that the rest is beyond the data.
    const beyondToo =
      found.kind === "search" && (asksBeyond(folded) || hasAny(folded, vocab.MARKET_WORDS) || beyondTopic(folded) !== undefined)
        ? { beyondToo: true as const }
        : {};
    return { ...found, ...beyondToo };
  }

  // "My name is Ana": a lead to complete, with the listing in focus.
  const name = findName(text);
  if (name && (!talk || hasAny(folded, NAMING))) return { kind: "lead", name, ...(focus && { listing: focus }) };
  if (talk) return { kind: talk.kind };
  return { kind: "unknown" };
}

/** Criteria a yes-or-no question about a feature reads in its own words ("a garage" is also a parking spot, "a heated pool" a word). */
const YES_NO_FILTERS = new Set(["features", "anyFeatures", "parkingSpots", "text"]);
/** Words that make a feature a search: "any", "algo", "avez-vous", "do you have" (not "il y a", "y a-t-il", asked of a listing too). */
const SEARCHING = vocab.SEARCH_WORDS.filter((word) => word !== "il y a" && word !== "y a-t-il");
/** Of those, the words that ask for homes whatever else is asked ("dispo", "tienen", "hay" are as often asked of one home). */
const ASKS_FOR_HOMES = SEARCHING.filter((word) => !["dispo", "dispos", "disponibles", "tienen", "tienes", "hay", "vous avez"].includes(word));

/**
 * Whether the listings just shown have a feature, asked yes or no: of the one in focus, of the best of the last search by the
 * superlative asked ("la moins chère"), or of each of the few shown. "Any of those with a pool?", "which has a garage?" stay picks.
 */
function yesNoAbout(folded: string, rest: string, criteria: Criteria, state: ConversationState, focusIds: number[]): Intent | undefined {
  if (state.results.length === 0 && state.focus.length === 0) return undefined;
  const asked = listingQuestion(rest);
  if (!asked || !("feature" in asked) || criteria.anchored || criteria.comparative) return undefined;
  if (Object.keys(criteria.filters).some((key) => !YES_NO_FILTERS.has(key))) return undefined;
  if ([vocab.WHICH_WORDS, vocab.OF_THOSE_WORDS, ONE_OF_THEM, SEARCHING].some((words) => hasAny(folded, words))) return undefined;
  if (!asksYesNo(folded, criteria.sort !== undefined)) return undefined;
  if (criteria.sort) {
    if (!state.criteria || state.results.length === 0) return undefined;
    return { kind: "search", filters: state.criteria.filters, sort: criteria.sort, limit: 1, question: asked };
  }
  if (focusIds.length === 1) return { kind: "listing", listing: { id: focusIds[0]! }, question: asked };
  const shown = state.focus.length >= 2 ? state.focus : state.results.slice(0, SEVERAL);
  return shown.length >= 2 ? { kind: "compare", listings: shown.map((id) => ({ id })), question: asked } : undefined;
}

/** "Et le prix ?", "and the HOA?" about the one listing in focus: the fact's name after "and" is no place to search for. */
function aboutOne(criteria: Criteria, rest: string, oneInFocus: boolean): Criteria {
  if (!oneInFocus || !(criteria.filters.text || criteria.filters.place) || Object.keys(criteria.filters).some((key) => key !== "text" && key !== "place"))
    return criteria;
  const asked = listingQuestion(rest);
  return asked && !("extension" in asked) ? { ...criteria, filters: {} } : criteria;
}

/** A question of one home named only by "the" and its kind, when nothing names, shows or focuses one (see the call). */
function asksOfUnnamedHome(folded: string, rest: string, criteria: Criteria, state: ConversationState): boolean {
  if (state.focus.length > 0 || state.results.length > 0 || !namesDefiniteKind(folded)) return false;
  const asked = listingQuestion(rest);
  if (!folded.includes("?") || !asked) return false;
  const { filters } = criteria;
  // A feature that is not the one asked describes the home ("l'appart vue lac"): a search can find it.
  const askedFeature = "feature" in asked ? asked.feature : undefined;
  if ([...(filters.features ?? []), ...(filters.anyFeatures ?? [])].some((feature) => feature !== askedFeature)) return false;
  const finding = ["city", "place", "price", "bedrooms", "bathrooms", "postalCode", "area", "lotArea", "saleType"] as const;
  if (finding.some((key) => filters[key] !== undefined) || criteria.sort || criteria.comparative || criteria.plural) return false;
  // "Any…", "do you have…" search; "y a-t-il", "il y a" are asked of one home too.
  return !hasAny(folded, SEARCHING);
}

/** "Of the two", "de los dos", "des deux": the pair shown, not a number of listings to show; "the cheaper one": one. */
// biome-ignore format: a table of words, one group a line.
const PAIR_WORDS = ["of the two", "of both", "between the two", "de los dos", "de las dos", "entre los dos", "entre las dos", "des deux", "entre les deux", "d'entre les deux"];
function ofTheTwo(criteria: Criteria, folded: string): Criteria {
  if (criteria.limit === 2 && hasAny(folded, PAIR_WORDS)) {
    const { limit: _pair, ...rest } = criteria;
    return { ...rest, plural: false };
  }
  if (criteria.limit === undefined && criteria.comparative && !criteria.sort && !criteria.plural && hasAny(folded, ["the one", "one"]))
    return { ...criteria, limit: 1 };
  return criteria;
}

/** "What's the crime rate in Austin?": a place named, and words about something other than homes. */
function asksAboutPlace(folded: string, criteria: Criteria, counting: boolean): boolean {
  const keys = Object.keys(criteria.filters);
  if (keys.length === 0 || keys.some((key) => key !== "city" && key !== "text" && key !== "place")) return false;
  if (
    criteria.anchored ||
    criteria.sort ||
    criteria.comparative ||
    counting ||
    hasAny(folded, vocab.SEARCH_WORDS) ||
    hasAny(folded, vocab.BROWSE_WORDS) ||
    hasAny(folded, vocab.HOME_PART_WORDS)
  )
    return false;
  return criteria.unread.length > 0;
}

function search(filters: SearchFilters, sort: ListingSort | undefined, limit: number): Intent {
  return { kind: "search", filters, ...(sort && { sort }), limit };
}

/**
 * Listings side by side, on the aspect the criteria read ("which is bigger") or else on the fields the message asks of
 * them ("quelle différence de surface ?", "how does it compare per m2?", "la diferencia de precio? y por m2?").
 */
function compare(listings: ListingRef[], aspect: ListingSort["field"] | undefined, rest?: string): Intent {
  const asked = rest === undefined ? [] : askedAspects(rest);
  // "Which is cheaper per square foot?": the price per area, of which "cheaper" says the direction.
  const first = aspect === "price" && asked.includes("pricePerArea") ? "pricePerArea" : aspect;
  const all = first ? [first, ...asked.filter((field) => field !== first)] : asked;
  // "¿Qué certificado energético tienen el adosado y el piso?": an owner's fact or a feature, asked of each.
  const question = all.length === 0 && rest !== undefined ? questionsOf(rest).question : undefined;
  if (question && namedOwnFact(question)) return { kind: "compare", listings: listings.slice(0, SEVERAL), question };
  return {
    kind: "compare",
    listings: listings.slice(0, SEVERAL),
    ...(all[0] && { aspect: all[0] }),
    ...(all.length > 1 && { aspects: all.slice(1, MAX_QUESTIONS) }),
  };
}

/** Homes like the one in focus. */
// biome-ignore format: one language a line.
const SIMILAR_WORDS = [
  "similar", "similar ones", "something like it", "anything like it", "like this one", "like that one", "others like it", "other ones like", "same kind", "comparable",
  "parecido", "parecida", "parecidos", "parecidas", "similares", "semejante", "semejantes", "algo asi", "otras asi", "otros asi", "del mismo estilo",
  "similaire", "similaires", "semblable", "semblables", "comparables", "du meme genre", "dans le meme genre", "equivalent", "equivalents", "d'autres comme",
];

/** Where two homes are set side by side: "vs", "or", "and", "y", "o", "et", "ou", "compared to". */
const PAIR_JOIN = /\s(?:vs\.?|versus|or|and|compared to|y|o|contra|comparado con|frente a|et|ou|par rapport a)\s/u;
/** Articles that open a home's description ("la casona colonial", "the loft downtown"). */
const HOME_ARTICLES: ReadonlySet<string> = new Set(["la", "le", "el", "the", "l'", "los", "las", "les", "this", "that", "este", "esta", "ce", "cette"]);
/** Words before a home's kind that are no part of its name: "del", "de la", "du", "the". */
const LEADING = /^(?:(?:(?:and|or|y|o|et|ou|vs|of|the|del|de|la|el|los|las|le|les|du|des)\s+|l'|d'))+/u;

/** Words that make a kind's word an event of a home: "the open house". */
const EVENT_BEFORE_KIND: ReadonlySet<string> = new Set(["open"]);

/** Two homes, each described by its kind and words of its own, on either side of one "vs"/"or"/"et"; and what is asked of them. */
function describedPair(folded: string): { refs: ListingRef[]; rest: string } | undefined {
  const parts = folded.split(PAIR_JOIN);
  if (parts.length !== 2) return undefined;
  const sides: string[] = [];
  let rest = "";
  for (const part of parts) {
    const words = part.split(/\s+/);
    // From its kind's article, else its kind, else an article ("la casona colonial").
    const kind = words.findIndex((word) => opensHome(word) && !["au", "du", "al", "del", "the", "la", "le", "el", "l'"].includes(word));
    const article = kind > 0 ? words.slice(Math.max(0, kind - 3), kind).findIndex((word) => HOME_ARTICLES.has(word)) : -1;
    const at = article >= 0 ? Math.max(0, kind - 3) + article : kind >= 0 ? kind : words.findIndex((word) => opensHome(word));
    if (at < 0) return undefined;
    // "When's the open house?": an event of a home, no home.
    if (kind > 0 && EVENT_BEFORE_KIND.has(words[kind - 1]!)) return undefined;
    // The home is its kind and what follows it (up to a question mark); what comes before the first asks.
    const side = words
      .slice(at)
      .join(" ")
      .replace(/[?!.,;:]+.*$/u, "")
      .replace(LEADING, "")
      .trim();
    // A home's kind, alone ("townhouse") or with words of its own ("la casona colonial"): an article before other words
    // is no home ("if I rent a house and the roof leaks").
    if (!side || !holdsKind(side.split(" "))) return undefined;
    sides.push(side);
    rest += ` ${words.slice(0, at).join(" ")}`;
  }
  return { refs: sides.map((address) => ({ address })), rest: rest.trim() };
}

/** The fields a message asks of listings that can be compared, in its order. */
function askedAspects(rest: string): SortField[] {
  const asked = questionsOf(rest);
  const fields: SortField[] = [];
  for (const one of [asked.question, ...(asked.also ?? [])]) {
    if (one && "field" in one && (SORT_FIELDS as readonly string[]).includes(one.field) && !fields.includes(one.field as SortField))
      fields.push(one.field as SortField);
  }
  return fields;
}

/**
 * Whether a question read in a search's words asks something of the home found rather than restating the search: a
 * feature not searched for (or how it is), an owner's fact named by its words, a field neither sorted on nor filtered by,
 * or what no listing says.
 */
function askedBeyondSearch(one: ListingQuestion, filters: SearchFilters, sort: ListingSort | undefined): boolean {
  if ("beyond" in one) return true;
  if ("feature" in one) return Boolean(one.how) || !(filters.features ?? []).includes(one.feature);
  if ("extension" in one) return namesFact(one.extension) || namesDeposit(one.extension);
  // Its status is on its line already, and "on the market" is as often a sort's words ("on the market the longest");
  // an open house searched for is still asked when ("price + open house time").
  const filtered: Partial<Record<string, unknown>> = { ...filters, kind: filters.kinds, status: true, tours: undefined };
  return one.field !== sort?.field && filtered[one.field] === undefined;
}

/** Asking to be told when the one home in view comes out ("prévenez-moi dès qu'elle sort"), not when homes like it do. */
// biome-ignore format: one language a line.
const WHEN_IT_COMES = [
  "when it comes out", "when it's listed", "when it is listed", "when it hits the market", "when it goes on the market", "when it goes live", "when it's available", "when it becomes available",
  "cuando salga", "cuando se pueda", "cuando este disponible", "cuando salga a la venta", "cuando salga al mercado", "cuando se pueda ver", "cuando se pueda visitar",
  "des qu'elle sort", "des qu'il sort", "quand elle sort", "quand il sort", "quand elle sera en vente", "quand il sera en vente", "quand elle sera disponible", "quand il sera disponible", "des qu'elle est en vente", "des qu'il est en vente",
];

/** Fields a comparison's lines show side by side already: asked of several homes, they are compared, not answered one by one. */
const SIDE_BY_SIDE: ReadonlySet<string> = new Set([
  "price",
  "area",
  "bedrooms",
  "bathrooms",
  "yearBuilt",
  "parkingSpots",
  "lotArea",
  "pricePerArea",
  "hoa",
  "kind",
]);

/** Words of a follow-up that asks again of another home, and nothing new: "and", "the other one", "what about", "y el", "et l'autre". */
// biome-ignore format: one language a line.
const AGAIN_WORDS = new Set([
  "and", "what", "about", "how", "the", "other", "one", "that", "for", "of", "in", "on", "at", "then", "same", "question", "too", "also", "ok",
  "y", "el", "la", "lo", "los", "las", "del", "de", "otro", "otra", "que", "tal", "pues", "en", "para", "mismo", "misma", "tambien", "vale",
  "et", "le", "les", "l'autre", "autre", "l'", "du", "des", "pour", "quoi", "celui", "celle", "ci", "la-bas", "aussi", "meme", "alors", "a",
  // A street's own word before its name: "y en la de la avenida de la Costa?", "and the one on Elm street?".
  "street", "st", "avenue", "ave", "road", "rd", "calle", "avenida", "paseo", "plaza", "camino", "rue", "boulevard", "chemin", "place", "impasse",
]);

/** The questions the last answer about one home was asked, when this message names another and asks nothing new. */
function askedAgain(rest: string, state: ConversationState): ListingQuestion[] | undefined {
  if (!state.asked?.length) return undefined;
  const words = (rest.match(/[\p{L}'-]+/gu) ?? []).map((word) => word.replace(/^(?:[dl]|qu)'/u, "")).filter(Boolean);
  if (words.length > 8 || !words.every((word) => AGAIN_WORDS.has(word) || namesKind(word))) return undefined;
  return state.asked;
}

/**
 * "The biggest house in Tucson: what year was it built?", "la casa más barata, ¿tiene piscina?": a home described by its
 * kind and place with a superlative is the best of them (available, unless a status is asked), and the question is of it.
 */
function bestOf(intent: Intent, criteria: Criteria): Intent {
  if (intent.kind !== "search" || !criteria.sort || criteria.plural) return intent;
  // The kind as the visitor said it: a named home's kind is widened ("the apartment in Ouchy" may be a condo), a superlative's is not.
  const { availability: _any, ...filters } = intent.filters;
  const { kinds, availability } = criteria.filters;
  return { ...intent, filters: { ...filters, ...(kinds && { kinds }), ...(availability && { availability }) }, sort: criteria.sort, limit: 1 };
}

/** Asking which homes a count is made of: "how many … and which ones?", "¿cuántos y cuáles?", "combien et lesquels ?". */
// biome-ignore format: one language a line.
const WHICH_ONES = [
  "which ones", "which are they", "what are they", "which of them are", "list them", "show them", "name them",
  "cuales", "cuales son", "y cuales", "muestramelos", "muestramelas", "dime cuales", "enumeralos",
  "lesquels", "lesquelles", "quels sont-ils", "quelles sont-elles", "montrez-les", "dites-moi lesquels", "lesquels sont",
];

/** A visitor recalling one home by what it has, rather than asking for homes: "there was one with…", "la que tenía…". */
// biome-ignore format: one language a line.
const RECALL_WORDS = [
  "there was one", "there was a", "the one with", "the one where", "the one that had", "that one with", "you had one", "you had a", "i saw one", "which one was it",
  "habia uno", "habia una", "el que tenia", "la que tenia", "el que tiene", "la que tiene", "vi uno", "vi una", "teniais uno", "teniais una", "tenian uno", "tenian una",
  "il y avait une", "il y avait un", "celle avec", "celui avec", "celle qui avait", "celui qui avait", "j'ai vu une", "j'ai vu un", "vous aviez une", "vous aviez un",
];

/** A question of a feature or of an owner's fact named by its own words ("the DPE", "a pool"), asked of each home compared. */
const namedOwnFact = (question: ListingQuestion) =>
  "feature" in question || ("extension" in question && (namesFact(question.extension) || namesDeposit(question.extension)));

/** "Of each", "de cada una", "de chacune": a question asked of every home compared. */
const EACH_WORDS = [
  "each",
  "each one",
  "both",
  "of both",
  "for both",
  "des deux",
  "de los dos",
  "de las dos",
  "de cada",
  "cada una",
  "cada uno",
  "las dos",
  "los dos",
  "ambas",
  "ambos",
  "chacune",
  "chacun",
  "les deux",
];
const EACH_PATTERN = wordsRegex(EACH_WORDS, "g");

/** Where a message asking several things of one listing breaks into its questions. Linear: one class, one alternation. */
const QUESTION_BREAK = /[?;,+&]+|(?<![\p{L}])(?:and|also|plus|y|e|et|aussi|tambien|ademas)(?![\p{L}])/gu;
const MAX_QUESTIONS = 4;

/**
 * The question, or questions, a message asks of one listing: "how much, and how big is the lot?" is two,
 * answered in their order. A part counts when it names a field, a feature or an owner's fact by its own words.
 */
/** The questions a folded part of a message asks of a listing ("is it still available", "et les taxes foncières"): the first, and the others. */
export function questionsOf(rest: string): { question?: ListingQuestion; also?: ListingQuestion[] } {
  // A long message may ask in one part and tell a story in another ("c'est quoi le DPE du studio ? on m'a dit que…"): the
  // parts are read even when the whole names no question.
  const whole = listingQuestion(rest);
  const each: ListingQuestion[] = [];
  const partWords: string[] = [];
  for (const part of rest.split(QUESTION_BREAK)) {
    const words = part.trim();
    const read = words ? listingQuestion(words) : undefined;
    // "Think they'd drop the price?", "is it a good school?": asked of this home, and beyond what any listing says.
    const beyond = words ? beyondTopic(words, read) : undefined;
    const one: ListingQuestion | undefined = beyond ? { beyond } : read;
    // An owner's fact counts as a part when named by its own words: "et la caution ?" names the deposit.
    if (!one || ("extension" in one && !namesFact(words) && !namesDeposit(words) && !namesFeature(words))) continue;
    // "The townhouse w the mountain views, can i put in an offer?": a part whose features only describe the home asks nothing of them.
    if ("feature" in one && !one.how && featuresOnlyDescribe(words) && !words.includes("?")) continue;
    // "The 3 bed in nwx, property taxes?": a part that only gives the home's rooms says which home, it asks nothing.
    if ("field" in one && (one.field === "bedrooms" || one.field === "bathrooms") && givesRoomsOnly(words)) continue;
    // The same field asked twice ("the skyliners lot, how many acres is it?"): once, in the unit a part names.
    const same = each.findIndex((known) => "field" in known && "field" in one && known.field === one.field);
    if (same >= 0) {
      if ("unit" in one && one.unit) each[same] = one;
      continue;
    }
    if (!each.some((known) => JSON.stringify(known) === JSON.stringify(one))) {
      each.push(one);
      partWords.push(words);
    }
  }
  const asked = whole ?? each[0];
  if (!asked) return {};
  // "Les écoles près de la maison sont-elles bonnes ?": a question beyond the listing asked across parts (a school, then a
  // judgement of it) is that question, with the parts whose words it takes in.
  const beyond = each.some((one) => "beyond" in one) ? undefined : beyondTopic(rest, asked);
  if (beyond) {
    const others = each.filter((one) => !("extension" in one));
    return { question: { beyond }, ...(others.length > 0 && { also: others.slice(0, MAX_QUESTIONS - 1) }) };
  }
  // "Combien par année au total, IBI et frais de copro ?": the costs of owning, asked across parts, are one sum that
  // takes in the fee, the taxes and a "how much" that names no price.
  const costs = [asked, ...each].find((one) => "field" in one && one.field === "costs");
  if (costs) {
    const others = each.filter((one, index) => one !== costs && !absorbedByCosts(one, partWords[index]!));
    return { question: costs, ...(others.length > 0 && { also: others.slice(0, MAX_QUESTIONS - 1) }) };
  }
  // "Combien pour emménager, loyer + caution ?": what moving in takes, which takes in the rent and the deposit asked beside it.
  const moveIn = [asked, ...each].find((one) => "field" in one && one.field === "moveIn");
  if (moveIn) {
    const others = each.filter((one, index) => one !== moveIn && !absorbedByMoveIn(one, partWords[index]!));
    return { question: moveIn, ...(others.length > 0 && { also: others.slice(0, MAX_QUESTIONS - 1) }) };
  }
  // One part asks, the others thank or chat ("how much is it? thanks!"): that part's question.
  if (each.length === 0) return { question: asked };
  return each.length === 1 ? { question: each[0]! } : { question: each[0]!, also: each.slice(1, MAX_QUESTIONS) };
}

/** A part what moving in takes answers: the rent, the deposit, a "how much" that names no price. */
function absorbedByMoveIn(one: ListingQuestion, words: string): boolean {
  if ("extension" in one) return namesDeposit(one.extension);
  if (!("field" in one)) return false;
  return one.field === "moveIn" || one.field === "price" || namesDeposit(words);
}

/** A part a sum of the costs of owning answers: the fee, a tax, or a "how much" that names no price ("combien par an au total"). */
function absorbedByCosts(one: ListingQuestion, words: string): boolean {
  if ("extension" in one) return namesTax(one.extension);
  if (!("field" in one)) return false;
  return one.field === "hoa" || one.field === "costs" || (one.field === "price" && !namesPrice(words));
}

/** "Which of those has a garage", "the cheapest of them": the last criteria, narrowed to the listings shown. */
function pick(criteria: Criteria, state: ConversationState): Intent {
  // "Those" are every listing the last search found, not only the few shown: the search again, narrowed.
  const last = state.criteria?.filters;
  const filters = last && !last.ids ? merge(last, criteria.filters) : { ...merge(last ?? {}, criteria.filters), ids: [...state.results] };
  const sort = criteria.sort ?? criteria.comparative;
  const limit = criteria.limit ?? (criteria.sort && !criteria.plural ? 1 : SEVERAL);
  return { kind: "search", filters, ...(sort && { sort: { field: sort.field, direction: sort.direction } }), limit, ...(filters.ids && { fromResults: true }) };
}

/** "Does it have a pool?", "how many bedrooms?", "¿tiene garaje?": about the listing in focus, not a new search. */
/** Filters beyond where and what kind (the weak ones, a city, a currency, words): a message with them asks for homes, whatever else it asks. */
const PLACE_FILTERS: ReadonlySet<string> = new Set([...WEAK_FILTERS, "city", "currency", "text"]);
const readsAsListingSearch = (criteria: Criteria) =>
  Object.keys(criteria.filters).some((key) => !PLACE_FILTERS.has(key)) || criteria.sort !== undefined || criteria.comparative !== undefined;

/** Whether the words after "and the" are written with a capital: "and the Marigny?", "et l'Outremeuse ?". */
function writtenAsName(text: string): boolean {
  const words = text.trim().split(/\s+/u, 3);
  const article = words[1] ?? "";
  const name = /^l['’]./iu.test(article) ? article.slice(2) : (words[2] ?? "");
  return /^\p{Lu}/u.test(name);
}

/** "And the X?", "et le X alors ?", "¿y la X?": the whole message one noun phrase after "and the". Linear: one word class, bounded. */
const AND_THE =
  /^\s*(?:and|et|y)\s+(?:the|le|la|les|l'|el|los|las|lo)\s*(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){0,3}?)\s*(?:alors|then|entonces|donc|pues)?\s*[?!.]*\s*$/u;

/** Filters a question about the market may name besides it: where, whether to buy, and now. */
const MARKET_FILTERS: ReadonlySet<string> = new Set(["city", "cities", "place", "saleType", "availability"]);

const asksBeyond = (folded: string) => hasAny(folded, vocab.BEYOND_WORDS);

function pointsAtFocus(folded: string, criteria: Criteria, counting: boolean): boolean {
  // A place named ("in Austin", "en el 78704") asks for homes there, not about the home in view.
  if (criteria.filters.city !== undefined || criteria.filters.postalCode !== undefined || (criteria.sort && !criteria.adjective)) return false;
  const asked = listingQuestion(folded);
  // "Ça revient à combien par mois, frais de condo + taxes ?": what owning the home in focus costs, whatever a kind or
  // "a month" also reads as.
  if (asked && "field" in asked && asked.field === "costs") return true;
  // "What's included in the rent?": what the home in view includes, not a search for rentals.
  if (asksIncluded(folded) && Object.keys(criteria.filters).every((key) => key === "saleType")) return true;
  if (criteria.anchored && hasAny(folded, vocab.PLURAL_WORDS)) return false;
  // "Dommage. Et autre chose à vendre ?", "anything else for sale?": other homes than the one in view.
  if (hasAny(folded, SOMETHING_ELSE) && hasFilters(criteria.filters)) return false;
  if (hasAny(folded, STRONG_PRONOUNS) || namesDemonstrativeKind(folded) || (hasAny(folded, WEAK_PRONOUNS) && !hasAny(folded, vocab.SEARCH_WORDS)))
    return !(counting && criteria.anchored);
  if (asksSummary(folded) && !hasFilters(criteria.filters)) return true;
  // A fact of the owner's named on its own ("commission scolaire ?", "¿y la fianza?", "how long is the lease?"): about the listing in focus,
  // whatever its words also read as ("lease" as renting, "secteur …" as a place).
  if (
    asked &&
    "extension" in asked &&
    !criteria.anchored &&
    (namesFact(folded) || namesDeposit(folded)) &&
    Object.keys(criteria.filters).every((key) => FACT_WORD_FILTERS.has(key))
  )
    return true;
  // "And with a garage?" narrows the search; "and is parking included?" asks yes or no of the home in focus.
  if (asked === undefined || criteria.anchored || (REFINING.test(folded) && hasFilters(criteria.filters) && !asksYesNo(folded))) return false;
  // "Plutôt à louer ?", "what about for rent?": another search, not the status of this one.
  if (
    INSTEAD.test(folded) &&
    Object.keys(criteria.filters).some((key) => key !== "features" && key !== "excludedFeatures" && key !== "text" && key !== "place")
  )
    return false;
  // Only features named: a question about them ("what's the school district?"), not a new search.
  const onlyFeatures = Object.keys(criteria.filters).every((key) => key === "features" || key === "excludedFeatures");
  return !("extension" in asked) || (onlyFeatures && (hasFilters(criteria.filters) || asksWhat(folded)));
}

/** A message that only names features ("y aire acondicionado?", "and a garage?"), asked as a feature of one home would be. */
function onlyFeaturesAsked(rest: string, criteria: Criteria): boolean {
  const keys = Object.keys(criteria.filters);
  if (keys.length === 0 || !keys.every((key) => key === "features") || criteria.sort || criteria.anchored) return false;
  // "¿Y con piscina?", "and with a fireplace?": the search narrowed, not a question of the home.
  if (WITH_FIRST.test(rest)) return false;
  const asked = listingQuestion(rest);
  return asked !== undefined && "feature" in asked;
}

const WITH_FIRST = /^\s*(?:(?:and|y|e|et)\s+)?(?:with|without|con|sin|avec|sans)(?![\p{L}])/u;

/** Filters that a fact's own words may read as: a feature, renting ("the lease"), a place ("secteur scolaire"). */
const FACT_WORD_FILTERS = new Set(["features", "excludedFeatures", "saleType", "text", "place"]);

/** Fields a search gives as criteria ("3 dormitorios", "under 400k"). */
const CRITERIA_FIELDS: ReadonlySet<string> = new Set(["bedrooms", "bathrooms", "price", "area"]);

/** Questions beyond any listing that are about the world, not about a home in view: asked of a home only when it is named. */
const WORLD_TOPICS: ReadonlySet<BeyondTopic> = new Set(["finance", "futurePrice", "offtopic"]);

// biome-ignore format: one language a line.
const SOMETHING_ELSE = [
  "something else", "anything else", "other homes", "other listings", "other places",
  "otra cosa", "algo mas", "algo diferente", "otras viviendas", "otros pisos", "otras casas",
  "autre chose", "d'autres biens", "d'autres logements", "autres biens", "autres logements",
];
const INSTEAD = /^\s*(?:what about|how about|what if|y que tal|que tal|y si|et si|et pour|plutot|mejor|instead|rather|or|o|ou|sinon|en cambio)(?![\p{L}])/u;
const REFINING = /^\s*(?:and|with|without|y|con|sin|et|avec|sans|any|anything|some|algo|alguna|alguno|des|d'autres)(?![\p{L}])/u;

/** Whether a message with criteria refines the last search rather than starting a new one. */
function refines(folded: string, criteria: Criteria): boolean {
  if (criteria.comparative) return true;
  if (
    hasAny(folded, vocab.FOLLOW_UP_WORDS) &&
    /^\s*(?:and|what about|how about|also|only|just|with|without|y|que tal|con|sin|solo|et|avec|sans|seulement|plutot|e)(?![\p{L}])/u.test(folded)
  )
    return true;
  return !criteria.anchored;
}

/** Later words win; features add up; a switch between sale and rent drops a price meant for the other. */
export function merge(base: SearchFilters, next: SearchFilters): SearchFilters {
  const merged: SearchFilters = { ...base, ...next };
  delete merged.ids;
  if (next.ids) merged.ids = next.ids;
  if (base.features && next.features) merged.features = [...new Set([...base.features, ...next.features])];
  if (base.excludedFeatures && next.excludedFeatures) merged.excludedFeatures = [...new Set([...base.excludedFeatures, ...next.excludedFeatures])];
  if (merged.features && merged.excludedFeatures) merged.features = merged.features.filter((id) => !next.excludedFeatures?.includes(id));
  if (base.anyFeatures && next.anyFeatures) merged.anyFeatures = [...base.anyFeatures, ...next.anyFeatures];
  if (next.city && !next.cities) delete merged.cities;
  if (next.city && !next.text) delete merged.text;
  if (next.city && !next.place) delete merged.place;
  if (next.place && !next.placeIsTown) delete merged.placeIsTown;
  if (!merged.place) delete merged.placeIsTown;
  // "Not an apartment" then "a house": the later kind words win, either way.
  if (next.kinds && !next.excludedKinds) delete merged.excludedKinds;
  if (next.excludedKinds && !next.kinds) delete merged.kinds;
  if (next.place && !next.city && base.city) {
    delete merged.city;
    delete merged.cities;
  }
  if (next.text && !next.city && base.city) {
    delete merged.city;
    delete merged.cities;
  }
  if (next.saleType && base.saleType && next.saleType !== base.saleType && !next.price) {
    delete merged.price;
    delete merged.currency;
  }
  return merged;
}

interface References {
  refs: ListingRef[];
  /** The homes of a name that finds several and none picked out: the ids of each such name. */
  groups: number[][];
  /** A position named that the last results do not have ("the fifth one" after three). */
  missing: boolean;
  /** The folded text without the references. */
  rest: string;
}

/**
 * "2 listings on Pearl St" read as an address holds a named listing's words ("on Pearl") but its number starts
 * none of their addresses: the words name those listings, the number counts them.
 */
function notTheirs(address: string, spans: readonly NamedSpan[]): boolean {
  const typed = fold(address);
  const number = /^\s*(\d+)/u.exec(typed)?.[1];
  return spans.some(
    (span) => typed.includes(fold(span.phrase)) && !span.listings.some((listing) => number !== undefined && fold(listing.address).trim().startsWith(number)),
  );
}

/** How many listings a message may name for a comparison. */
const MAX_NAMED = 3;

/** Whether the message asks a listing's status ("¿sigue disponible?", "is it still available?"). */
function asksStatusOf(folded: string): boolean {
  const asked = listingQuestion(folded);
  return asked !== undefined && "field" in asked && asked.field === "status";
}

/**
 * The homes a span names that fit what the message asks ("the one for sale on Chestnut Ridge", "the Foundry Lofts
 * condo for rent"): its sale type, kind and availability (the available ones unless sold ones are asked), each
 * applied only when some home fits it, so the named homes are never all lost.
 */
function narrowed(span: NamedSpan, wanted: SearchFilters, asksStatus: boolean, picks: boolean): NamedSpan {
  let listings = span.listings;
  const keep = (fits: (listing: NamedListing) => boolean) => {
    const kept = listings.filter(fits);
    if (kept.length > 0) listings = kept;
  };
  // The kind named first ("el depto de Teatinos … por mes"): a sale type is often read from words about money.
  if (wanted.kinds?.length) keep((listing) => (wanted.kinds as readonly string[]).includes(listing.kind));
  if (wanted.saleType) keep((listing) => listing.saleType === wanted.saleType);
  // "Is the house on Lakeshore still available?" asks the status of each, and a comparison keeps every home
  // named: no status chooses among them then, unless the message asks for one ("the one that sold").
  const named = wanted.availability !== undefined && wanted.availability !== "available";
  const statuses: readonly string[] | null = !named && (asksStatus || picks) ? null : statusesFor(wanted.availability);
  if (statuses) keep((listing) => statuses.includes(listing.status));
  return { ...span, listings };
}

function references(
  text: string,
  folded: string,
  state: ConversationState,
  cities: readonly string[],
  named: readonly NamedSpan[],
  wanted: () => SearchFilters,
): References {
  const refs: ListingRef[] = [];
  let rest = text;
  // "X5004" may be an MLS number's shape and one of the chatbot's postal codes: then it is where the homes are.
  const postal = new Set(named.filter((span) => span.postal).map((span) => span.phrase.toUpperCase()));
  for (const mlsNumber of findMlsNumbers(text)) {
    if (postal.has(mlsNumber.toUpperCase())) continue;
    refs.push({ mlsNumber });
    rest = rest.replace(mlsNumber, " ");
  }
  // Listings named by words of their own ("the adobe on Acequia Madre"), found in the chatbot's data: one per
  // span, or the few a span finds when the message compares or picks ("the two on Pearl St, which is bigger?").
  // A search for homes ("houses near Mapleton") stays a search.
  const picks = hasAny(folded, vocab.COMPARE_WORDS) || hasAny(folded, vocab.WHICH_WORDS) || hasAny(folded, PLURAL_PRONOUNS);
  const spans = (
    refs.length > 0 || (hasAny(folded, vocab.PLURAL_WORDS) && !picks) ? [] : named.filter((span) => !span.postal && rest.includes(span.phrase))
  ).map((span) =>
    // Compared or picked among, the homes named are all kept whatever their status, unless one is asked for.
    span.listings.length > 1 ? narrowed(span, wanted(), asksStatusOf(folded), picks) : span,
  );
  const spanIds = [...new Set(spans.flatMap((span) => (span.listings.length === 1 || picks ? idsOf(span) : [])))].slice(0, MAX_NAMED);
  // Several homes one name finds, none picked ("is the house on Lakeshore Rd still available?"): all of them.
  const groups = picks ? [] : spans.filter((span) => span.listings.length > 1);
  // A street without a number names one listing ("the house on Oak Street"), unless several are sought.
  // "Calle Victoria 33 y Calle Cervantes 10", "entre le 25 rue Saint-Louis et le 3200 chemin Sainte-Foy":
  // up to three addresses, for a comparison.
  // "El IBI del adosado de Artxanda (BIO543)", "the condo on Belmont (SEA502)": with an MLS number, a street named
  // without a number describes that listing, unless a comparison is asked.
  const described = refs.length > 0 && !hasAny(folded, vocab.COMPARE_WORDS);
  for (let index = 0; index < 3; index++) {
    const address =
      findAddress(rest) ??
      (index > 0 || described || spanIds.length > 0 || groups.length > 0 || hasAny(folded, vocab.PLURAL_WORDS) ? undefined : findStreet(rest, cities));
    if (!address || notTheirs(address, named)) break;
    refs.push({ address });
    rest = withoutAddress(rest, address);
  }
  if (refs.length === 0 && (spanIds.length > 0 || groups.length > 0)) {
    for (const id of spanIds) refs.push({ id });
    for (const span of spans) rest = rest.replace(span.phrase, " ");
  }
  // "La dernière annonce publiée", "el último anuncio" with nothing shown: the newest listing, not the last of a list.
  let positions = findPositions(folded).filter((position) => position !== -1 || !asksLastListed(folded, state.results.length > 0));
  if (positions.length < 2 && hasAny(folded, vocab.COMPARE_WORDS)) positions = [...new Set([...positions, ...barePositions(folded)])];
  let missing = false;
  for (const position of positions) {
    const middle = state.results.length % 2 === 1 && state.results.length >= 3 ? state.results[(state.results.length - 1) / 2] : undefined;
    const id = position === -1 ? state.results.at(-1) : position === MIDDLE ? middle : state.results[position - 1];
    if (id === undefined) missing = true;
    else refs.push({ id });
  }
  // "The other one" after looking at one of two: the one of the two not in focus.
  const pair = state.focus.length === 1 && state.results.length === 2 && state.results.includes(state.focus[0]!) ? state.results : [];
  const other = refs.length === 0 && pair.length === 2 && findsOther(folded) ? pair.find((id) => id !== state.focus[0]) : undefined;
  if (other !== undefined) refs.push({ id: other });
  const restFolded = positions.length > 0 ? withoutPositions(fold(rest)) : fold(rest);
  return {
    refs,
    groups: refs.length === 0 ? groups.map((span) => idsOf(span).slice(0, SEVERAL)) : [],
    missing: missing && refs.length === 0,
    rest: other !== undefined ? withoutOther(restFolded) : restFolded,
  };
}

/** Whether a message offers a day or a time for a visit (read in UTC: only whether there is one matters here). */
function offersTimes(text: string): boolean {
  const read = readProposedTimes(text, "UTC");
  return read.times.length > 0 || read.dayMissing;
}

/**
 * The words a showing's times are read from: this message's when it offers a day or a time ("can we do
 * Thursday at 4 instead" replaces the Tuesday said before), else the earlier words with this one
 * after them (a day given to complete "at 10").
 */
function latestWhen(earlier: string | undefined, text: string): string {
  if (!earlier) return text;
  const read = readProposedTimes(text, "UTC");
  if (read.times.length === 0) return `${earlier} ${text}`;
  // A bare day ("mercredi") completing a time said with no day ("à 15h"): both.
  const before = readProposedTimes(earlier, "UTC");
  const completes = before.dayMissing && before.times.length === 0 && read.times.every((time) => !time.timed);
  if (completes) return `${earlier} ${text}`;
  // "Mejor el domingo a la misma hora": the new day at the hours said before (read and written in one zone, so its hours are as said).
  const hours = before.times.find((time) => time.timed);
  if (hours && hasAny(fold(text), vocab.SAME_TIME_WORDS) && read.times.every((time) => !time.timed))
    return atSameTime(text, `${hours.start.slice(11, 16)} - ${hours.end.slice(11, 16)}`);
  return text;
}

/**
 * The hours of "same time" written where it is said ("mejor el domingo a la misma hora 14:00 - 16:00, el sábado tengo
 * fiesta"), so that they go with the day it goes with, not with a day mentioned after.
 */
function atSameTime(text: string, hours: string): string {
  const folded = fold(text);
  const phrase = vocab.SAME_TIME_WORDS.find((words) => folded.includes(words));
  // fold keeps the length of Latin text (accents dropped, case lowered); anything else gets the hours at the end.
  if (!phrase || folded.length !== text.length) return `${text} ${hours}`;
  const end = folded.indexOf(phrase) + phrase.length;
  return `${text.slice(0, end)} ${hours}${text.slice(end)}`;
}

/** First words that make a message a question even without its question mark. */
// biome-ignore format: one language a line.
const QUESTION_OPENERS = [
  "what", "how", "any tips", "any advice", "should i", "should we", "can i", "can we", "do you", "is it", "is that", "are there",
  "que", "como", "cual", "cuanto", "cuanta", "algun consejo", "debo", "deberia", "puedo", "es un problema",
  "quel", "quelle", "comment", "combien", "des conseils", "dois-je", "est-ce",
];

/** Words of a visitor's own plans, which make a time said unasked a timeline. */
// biome-ignore format: one language a line.
const PLAN_WORDS = [
  "move", "moving", "relocate", "relocating", "buy", "buying", "rent", "renting", "lease", "we want", "we need", "i want", "i need", "we plan", "looking to", "our lease", "just browsing", "just looking",
  "mudar", "mudarnos", "mudarme", "mudanza", "comprar", "rentar", "alquilar", "queremos", "quiero", "necesitamos", "necesito", "buscamos", "solo estoy mirando", "solo miro",
  "demenager", "demenagement", "acheter", "louer", "on veut", "nous voulons", "je veux", "on cherche", "nous cherchons", "je cherche", "je regarde",
];
