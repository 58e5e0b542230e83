import { featuresOf } from "@/lib/classify/features";
import { type Item, Lexicon, mergeLexicons } from "@/lib/classify/lexicon";
import { EN } from "./lexicon/en";
import { ES } from "./lexicon/es";
import { FR } from "./lexicon/fr";

// How the fair-housing model reads a message: one lexicon for the three languages, so a message is
// read before (and whatever) its language is, and the same features in training and in use.

export const FAIR_HOUSING_LABELS = ["ok", "steer", "safety"] as const;
export type FairHousingLabel = (typeof FAIR_HOUSING_LABELS)[number];

export const FAIR_HOUSING_LEXICONS = { en: EN, es: ES, fr: FR };

let lexicon: Lexicon | undefined;

export function fairHousingLexicon(): Lexicon {
  lexicon ??= new Lexicon(mergeLexicons([EN, ES, FR]));
  return lexicon;
}

/** Tag families that make a message worth the model's look; a message with none of them is answered as it is. */
export const TRIGGERS = new Set(["G", "P", "CODED", "DEMO", "SAFE"]);

export function readForFairHousing(text: string) {
  const items = fairHousingLexicon().read(text);
  const triggered = items.some((item) => item.tag !== undefined && TRIGGERS.has(item.tag.split(".")[0]!));
  return { items, triggered, features: triggered ? featuresOf(items) : [] };
}

/** A tag's family: "G" of "G.race". */
export const family = (item: Item | undefined) => item?.tag?.split(".")[0];

/** The first word of a phrase in which the visitor describes themselves ("je suis enceinte", "i'm pregnant", "estoy embarazada"). */
const SELF_OPENERS = new Set(["je", "j", "i", "im", "estoy", "soy", "somos", "nous", "we", "were", "on"]);

/** Words that ask whether a place suits a family: its amenities, when the message names some. */
const FAMILY_FRIENDLY = new Set(["family friendly", "family-friendly", "kid friendly", "kid-friendly", "familiar", "familial", "familiale"]);

const CHOOSING = new Set(["AVOID", "MOSTLY", "AREA", "PEOPLE", "LIVE", "SCREEN"]);
/** Words that make a group a choice of homes or neighbours when they stand between the visitor and it. */
const PICKING = new Set(["AVOID", "MOSTLY", "AREA", "STREET", "SCREEN", "LIVE"]);

/**
 * The visitor, at this item: a word of the visitor ("I", "we", "my"), except "were" said of people named just before
 * ("applicants who were born in the US", "my neighbors at the last place were…"), where it is no typo of "we're".
 */
function visitorAt(items: readonly Item[], index: number): boolean {
  const item = items[index];
  if (family(item) !== "SELF") return false;
  return !(item?.word === "were" && items.slice(Math.max(0, index - 6), index).some((entry) => family(entry) === "PEOPLE"));
}

/** "We are catholic", "mi pareja es una persona trans": the visitor (SELF) a few words before, nothing picking between. */
function describesSelf(items: readonly Item[], index: number): boolean {
  // "Only catholic neighbours" picks, whoever says it.
  if ((items[index]?.also ?? []).some((tag) => PICKING.has(tag.split(".")[0]!)) || family(items[index + 1]) === "PEOPLE") return false;
  const start = Math.max(0, index - 5);
  const before = items.slice(start, index);
  const self = before.findLastIndex((_, at) => visitorAt(items, start + at));
  return self >= 0 && !before.slice(self + 1).some((entry) => PICKING.has(family(entry) ?? ""));
}

/**
 * A visitor asking about their own rights ("can a landlord refuse me because I have kids? is that legal?",
 * "on est un couple gay, on peut postuler ?"): their own situation, told to learn what the law says. Not when
 * the message also picks people: a group after "no", "mostly", an area or people ("is it legal to ask for white
 * neighbours?"), or others like them.
 */
export function asksOwnRights(items: readonly Item[]): boolean {
  if (!items.some((item) => family(item) === "RIGHTS")) return false;
  // The visitor speaks of themselves: "I", "my", or a phrase that holds it ("je suis enceinte", "we have two kids").
  if (!items.some((item) => family(item) === "SELF" || family(item) === "P" || item.tag === "OWNFAMILY")) return false;
  if (items.some((item) => family(item) === "OTHERS")) return false;
  // "Comment refuser les locataires qui touchent les APL sans que ce soit de la discrimination ?": whoever turns tenants
  // away asks how to, not what their own rights are.
  if (items.some((item, index) => family(item) === "SCREEN" && items.slice(index + 1, index + 4).some((entry) => family(entry) === "PEOPLE"))) return false;
  // What the visitor says of themselves ("I have kids", "je suis enceinte", "mi pareja es una persona trans"): words
  // of the same kind they report from a landlord ("he told me 'no babies here'") are what they ask about.
  const reported = items.some((item) => family(item) === "REPORTED");
  const own = new Set<string>();
  items.forEach((item, index) => {
    const [kind, characteristic] = (item.tag ?? "").split(".");
    if (item.tag === "OWNFAMILY") own.add("familial");
    else if (kind === "P" && characteristic) own.add(characteristic);
    else if (kind === "G" && characteristic && describesSelf(items, index)) own.add(characteristic);
  });
  return items.every((item, index) => {
    if (family(item) !== "G") return true;
    if (describesSelf(items, index) || (reported && own.has(item.tag?.split(".")[1] ?? ""))) return true;
    if ((item.also ?? []).some((tag) => CHOOSING.has(tag.split(".")[0]!))) return false;
    return !items.slice(Math.max(0, index - 3), index).some((entry) => CHOOSING.has(family(entry) ?? ""));
  });
}

/**
 * The visitor describes only themselves: a person's trait ("active duty", "je touche l'AAH", "cobro el IMV"), and
 * at most the same kind of group asked to be accepted ("¿aceptan inquilinos con ayudas?"), with nobody avoided,
 * screened, ranked, counted or matched. Answered whatever the model's score: it reads "active duty" beside
 * "just" as a landlord's words.
 */
export function describesOnlySelf(items: readonly Item[]): boolean {
  const own = new Set(items.filter((item) => family(item) === "P").map((item) => item.tag!.split(".")[1]));
  if (own.size === 0) return false;
  if (items.some((item) => ["SCREEN", "OTHERS", "DEMO", "CODED", "SHARE", "TREND", "MOSTLY"].includes(family(item) ?? "") && item.word !== "just"))
    return false;
  // A group only when it is the visitor's own kind, asked to be accepted ("¿aceptan inquilinos con ayudas?").
  return items.every((item, index) => {
    if (family(item) !== "G") return true;
    if (!own.has(item.tag!.split(".")[1])) return false;
    return items.slice(Math.max(0, index - 3), index).some((entry) => ACCEPTS.test(entry.word));
  });
}

/** The visitor says what they are ("we're both guys", "somos católicos", "je suis musulmane"), the nearest words before the group. */
const BEING = new Set(["im", "i m", "we re", "were", "i am", "we are", "soy", "somos", "estoy", "estamos", "suis", "sommes", "on est", "nous sommes"]);
function isBeing(items: readonly Item[], index: number): boolean {
  return items.slice(Math.max(0, index - 3), index).some((item) => family(item) === "SELF" && BEING.has(item.word));
}

/**
 * Every group named is the visitor's own ("me and my partner (we're both guys)", "we're catholic"), and nothing in the
 * message picks, screens, ranks or places people: no area, neighbours, residents or living somewhere. The model alone
 * does not decline that: its borderline scores there came from the group word, not from a choice.
 */
export function namesOnlySelf(items: readonly Item[]): boolean {
  const groups = items.map((item, index) => [item, index] as const).filter(([item]) => family(item) === "G");
  if (groups.length === 0 || !groups.every(([, index]) => describesSelf(items, index) && isBeing(items, index))) return false;
  const choosing = ["SCREEN", "OTHERS", "DEMO", "CODED", "SHARE", "TREND", "MOSTLY", "AVOID", "AREA", "PEOPLE", "LIVE", "RIGHTS"];
  return !items.some((item) => choosing.includes(family(item) ?? "") || (item.also ?? []).some((tag) => choosing.includes(tag.split(".")[0]!)));
}

/** Asking whether a kind of tenant or buyer is accepted. */
const ACCEPTS = /^(?:accept|accepts|accepted|acceptez|acceptent|accepte|aceptan|aceptais|acepta|aceptas|admiten|admite|take|takes|allow|allows)$/;

/** A copula between people and a group ("the neighbours are…", "los vecinos son…", "les voisins sont…"). */
const COPULA = new Set(["are", "is", "son", "es", "sont", "est", "were", "eran", "etaient"]);
/** Words that place a group near something ("cerca del piso", "near the house", "pres de l'appart"). */
const NEAR = new Set(["cerca", "near", "nearby", "around", "pres", "proche", "alrededor"]);

/** Words that match homes to people ("would suit", "ideal for", "le convient"): said of a family by its group, a choice by who they are. */
const SUITS = new Set([
  "suit",
  "suits",
  "suited",
  "ideal",
  "perfect",
  "best",
  "fit",
  "fits",
  "convenga",
  "conviene",
  "convienne",
  "convient",
  "adapte",
  "adaptee",
  "ideale",
]);

/**
 * A group named right next to an area, to neighbours or residents, to living somewhere, or after
 * "without"/"mostly", or in a message asking to screen people out, and not
 * as the visitor's own description ("we're Muslim", "my son is autistic"): the shape of most steering
 * requests, declined whatever the model's score (lib/fair-housing/model.ts).
 */
export function steeringShape(items: readonly Item[]): boolean {
  // The bot's own refusal names groups too; a listing's stated 55+ status is a fact about age.
  if (items.some((item) => family(item) === "REFUSE")) return false;
  // Not when it is said not to be one ("not a 55+ place tho").
  const olderPersons = items.some(
    (item, index) => family(item) === "FIFTYFIVE" && !items.slice(Math.max(0, index - 2), index).some((entry) => family(entry) === "AVOID"),
  );
  const screens = items.some((item) => family(item) === "SCREEN" || (item.also ?? []).some((tag) => tag === "SCREEN"));
  if (asksOwnRights(items)) return false;
  // A group or the language people speak named, then avoided by a phrase pointing back at it ("on n'entendait parler que
  // turc et arabe… on aimerait éviter ce genre d'ambiance", "lots of X around… avoid that crowd").
  const avoidsThem = items.some(
    (item, index) =>
      (family(item) === "KIND" || family(item) === "CODED") && items.slice(Math.max(0, index - 2), index).some((entry) => family(entry) === "AVOID"),
  );
  // A language heard is others' ("on n'entendait parler que russe": the "on" hears it).
  const heard = (item: Item) => family(item) === "LANG" || (item.also ?? []).includes("LANG");
  if (avoidsThem && items.some((item, index) => heard(item) || (family(item) === "G" && !describesSelf(items, index)))) return true;
  // A question about who lives somewhere that lists what it wants to know ("describe the demographics: age,
  // religion, ethnicity"): a demographic word and three words of groups or demographics in all.
  const groups = new Set(items.filter((item) => family(item) === "G").map((item) => item.tag));
  const demographic = items.filter((item) => family(item) === "DEMO").length;
  if (demographic >= 1 && groups.size >= 1 && demographic + groups.size >= 3) return true;
  // The visitor's own benefits named ("I get the housing benefit"), and nobody to avoid or screen out:
  // tenants on benefits are asked about for themselves ("do you accept tenants on benefits?"). Only for
  // income: "we are Catholics" before "neighbours of our faith" is still a choice of neighbours.
  const ownSituation = new Set(items.filter((item) => item.tag === "P.income").map((item) => item.tag?.slice(2)));
  const excludes = items.some((item) => ["AVOID", "SCREEN", "MOSTLY"].includes(family(item) ?? ""));
  const accessible = items.some((item) => family(item) === "ACCESS" || (item.also ?? []).includes("ACCESS"));
  return items.some((item, index) => {
    // A person described in the singular is picked too right after words that screen applicants ("not rent to a pregnant woman").
    // So is one right after "no"/"sin"/"not" ("no quiero inquilinos en silla de ruedas"), and an applicant or tenant
    // described in a message that asks to turn them away ("une candidate est enceinte, je peux dire que c'est loué ?").
    const person = family(item) === "P";
    // "je peux refuser un locataire en fauteuil roulant", "my tenant uses a wheelchair, can I not renew?": the
    // "je" or "my" is who screens, not who is described.
    const applicant =
      (item.also ?? []).some((tag) => tag === "PEOPLE") || items.slice(Math.max(0, index - 7), index).some((entry) => family(entry) === "PEOPLE");
    // The visitor's own state said first ("je suis enceinte, vous pouvez filtrer les annonces…") screens nobody.
    const ownState = index === 0 || SELF_OPENERS.has(item.word.split(" ")[0] ?? "") || family(items[index - 1]) === "SELF";
    if (person && (items.slice(Math.max(0, index - 4), index).some((entry) => family(entry) === "SCREEN") || (screens && (applicant || !ownState))))
      return true;
    // "What part of Denver would suit a gay couple?", "¿qué zona le conviene a una familia musulmana?": an area matched
    // to people by who they are, the visitor's own group too.
    if (
      (family(item) === "G" || family(item) === "P") &&
      items.slice(Math.max(0, index - 4), index).some((entry) => SUITS.has(entry.word)) &&
      items.some((entry) => family(entry) === "AREA")
    )
      return true;
    const screened = person && items.slice(Math.max(0, index - 2), index).some((entry) => family(entry) === "AVOID");
    const group = family(item) === "G" || screened;
    if (!group || (olderPersons && (item.tag === "G.age" || item.tag === "G.familial"))) return false;
    if (!excludes && family(item) === "G" && ownSituation.has(item.tag?.slice(2))) return false;
    // "Is the subdivision family-friendly, like is there a playground?": a place's amenities asked about, nobody picked.
    if (
      !excludes &&
      item.tag === "G.familial" &&
      FAMILY_FRIENDLY.has(item.word) &&
      items.some((entry) => family(entry) === "FEATURE" || family(entry) === "LANDMARK")
    )
      return false;
    // People with a disability named in a question about access ("accessible for residents in wheelchairs"), with no one to avoid or screen out.
    if (!excludes && item.tag === "G.disability" && accessible) return false;
    const before = items.slice(Math.max(0, index - 4), index);
    // People described by the group in a message that screens ("don't send me any section 8 ppl, screen them out"):
    // the "me" is who screens.
    const described = (item.also ?? []).includes("PEOPLE") || items[index + 1]?.tag === "PEOPLE" || items[index - 1]?.tag === "PEOPLE";
    if (screens && family(item) === "G" && described) return true;
    // Someone who lets, sells or advertises ("help me word the listing so single moms don't apply"): the "me" is who
    // screens; only a visitor right before the group ("I'm a single mom") describes themselves.
    if (screens && !visitorAt(items, index - 1)) return true;
    const others = before.some((entry) => family(entry) === "OTHERS");
    // "Somos católicos, ¿nos buscáis una comunidad parecida a nosotros?": neighbours matched to who the visitor is.
    // "Are there other black folks on that street?": others of the group, on a street too.
    if (items.some((entry) => family(entry) === "OTHERS") && items.some((entry) => ["AREA", "PEOPLE", "STREET"].includes(family(entry) ?? ""))) return true;
    // "¿Los vecinos de al lado son marroquíes?", "are the neighbours Muslim?": who the people are, asked.
    // Not an age or a family said of them ("mis vecinos son jubilados"): how neighbours are often described.
    if (
      family(item) === "G" &&
      item.tag !== "G.age" &&
      item.tag !== "G.familial" &&
      COPULA.has(items[index - 1]?.word ?? "") &&
      items.slice(Math.max(0, index - 7), index - 1).some((entry) => family(entry) === "PEOPLE")
    )
      return true;
    // "Are the people next door Muslim?": the copula first, then the people, then the group.
    if (family(item) === "G" && item.tag !== "G.age" && item.tag !== "G.familial") {
      const before = items.slice(Math.max(0, index - 5), index);
      const copula = before.findIndex((entry) => COPULA.has(entry.word));
      if (copula >= 0 && before.slice(copula + 1).some((entry) => family(entry) === "PEOPLE")) return true;
    }
    // "¿Hay gitanos cerca del piso?", "any muslims near the house?": who lives near a home, asked.
    if (family(item) === "G" && NEAR.has(items[index + 1]?.word ?? "") && !describesSelf(items, index)) return true;
    // "Which listings would suit a nice christian family?": homes matched to a family by its group, not told by the visitor of themselves.
    if (
      family(item) === "G" &&
      family(items[index + 1]) === "FAMILY" &&
      items.slice(Math.max(0, index - 4), index).some((entry) => SUITS.has(entry.word)) &&
      !describesSelf(items, index)
    )
      return true;
    // "Soy casera, no quiero inquilinos mayores de 65": a group joined with the words that turn it away is no self-description.
    if ((item.also ?? []).some((tag) => tag === "AVOID" || tag === "SCREEN")) return true;
    if (!others && before.some((_, at) => visitorAt(items, Math.max(0, index - 4) + at))) return false;
    // A rewrite may have joined the word that makes it steering into the group's own item ("mostly white").
    // Someone who lets or sells asks to reject, screen out or filter people by a group ("reject
    // applicants with kids", "para descartarlos", "les écarter"): wherever the group stands.
    if (screens) return true;
    const own = item.also ?? [];
    if (own.some((tag) => ["AREA", "PEOPLE", "MOSTLY", "AVOID"].includes(tag.split(".")[0]!))) return true;
    const near = [...items.slice(Math.max(0, index - 2), index), ...items.slice(index + 1, index + 3)];
    // Where a group is moving in or out ("which neighborhoods are the immigrant families leaving?"): an investor's steering.
    const trend = [...items.slice(Math.max(0, index - 3), index), ...items.slice(index + 1, index + 4)].some((entry) => family(entry) === "TREND");
    if (trend && items.some((entry) => family(entry) === "AREA")) return true;
    // "Gente mayor de 60 no", "les enfants non": a group turned away by a "no" right after it.
    if (["no", "non", "nope", "nah"].includes(items[index + 1]?.word ?? "") && family(items[index + 1]) === "AVOID") return true;
    // "Los chinos están comprando todo": what a group does, said right after it, asked about.
    if (items.slice(index + 1, index + 3).some((entry) => family(entry) === "TREND")) return true;
    return (
      near.some((entry) => family(entry) === "AREA" || family(entry) === "LIVE" || family(entry) === "PEOPLE") ||
      // "aucun locataire n'est handicapé", "the tenants are all…": people three words before, the group said of them.
      (excludes && items.slice(Math.max(0, index - 3), index).some((entry) => family(entry) === "PEOPLE")) ||
      items.slice(Math.max(0, index - 2), index).some((entry) => family(entry) === "AVOID" || family(entry) === "MOSTLY") ||
      // "no quiero alquilar a personas en silla de ruedas", "the share of foreigners": a refusal or a demographic word three words before.
      items
        .slice(Math.max(0, index - 3), index)
        .some((entry) => ["DEMO", "SHARE"].includes(family(entry) ?? "") || (family(entry) === "AVOID" && entry.word.includes(" ")))
    );
  });
}
