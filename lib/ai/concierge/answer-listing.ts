import { costsText, feeCovers, monthlyCharges } from "./costs";
import { describedFactWords, factName, matchExtension, namesCurrency, namesDeposit } from "./extension-match";
import { pendingPair } from "./status";
import { bareFeatureName, featureName } from "./feature-names";
import { featureWords } from "./features";
import {
  areaText,
  inAskedUnit,
  lotText,
  extraFact,
  formatMoney,
  formatNumber,
  fullAddress,
  kindGender,
  kindName,
  listingLine,
  marketDate,
  placeOf,
  priceText,
  SEPARATOR,
  snippet,
  withMarketDate,
} from "./format";
import { readFeature, readSpecies } from "./listing-facts";
import { firstAmount } from "./numbers";
import { fold, hasAny } from "./text";
import { QUALIFIER_WORDS } from "./questions";
import { capitalize, type PhraseBook } from "./phrase-book";
import type { ConciergeListing, ListingQuestion } from "./types";

// A listing's summary, or the answer to one question about it. `noAnswer` is set when the
// fact asked about is not in the listing: the visitor was not answered.

const SUMMARY_DESCRIPTION = 160;
const ASKED_DESCRIPTION = 500;
const EXTENSION_SHOWN = 6;
/** The most of the owner's words quoted for a yes or a no. */
const EVIDENCE = 120;

export interface ListingReply {
  text: string;
  noAnswer: boolean;
}

/** The line, the facts beyond it, a description snippet and the owner's extra facts. */
export function listingSummary(book: PhraseBook, listing: ConciergeListing): string {
  const details = (["area", "lotArea", "yearBuilt", "parkingSpots", "hoa"] as const).map((fact) => extraFact(book, listing, fact)).filter(Boolean);
  const text = snippet(listing.description, SUMMARY_DESCRIPTION);
  // Labelled: the owner may write in another language than the answer's.
  const description = text && `${capitalize(book.descriptionName)}${book.language === "French" ? " :" : ":"} ${text}`;
  const extension = (listing.extension ?? [])
    .filter((pair) => pair.Key && String(pair.value ?? "").trim())
    .slice(0, EXTENSION_SHOWN)
    .map((pair) => `${snippet(pair.Key, 40)}: ${snippet(String(pair.value), 80)}`);
  return [listingLine(book, listing), details.join(SEPARATOR), description, extension.join(SEPARATOR), book.listingAsk].filter(Boolean).join("\n");
}

/** What an ExtensionColumn key for a field would say, for a field the listing leaves empty. */
const OWNER_KEYS: Partial<Record<Extract<ListingQuestion, { field: string }>["field"], string>> = {
  hoa: "hoa",
  lotArea: "lot size",
  area: "living area",
  yearBuilt: "year built",
  parkingSpots: "parking",
  tours: "open house",
};

/** The description's words for a field its own value lacks ("HOA $485/month includes heat", "garage for two cars"). */
// biome-ignore format: one field a line.
const DESCRIBED: Partial<Record<Extract<ListingQuestion, { field: string }>["field"], string[]>> = {
  hoa: ["hoa", "hoa fee", "hoa fees", "hoa dues", "association fee", "association fees", "condo fee", "condo fees", "cuota de comunidad", "gastos de comunidad", "gastos comunes", "cuota de mantenimiento", "charges de copropriete", "charges mensuelles", "frais de copropriete", "frais de condo", "charges"],
  parkingSpots: ["parking", "garage", "carport", "parking space", "estacionamiento", "cochera", "aparcamiento", "garaje", "stationnement", "place de parking"],
};

/** The first sentence of the description that names the field, or null. */
function describedSentence(description: string | null | undefined, field: keyof typeof DESCRIBED): string | null {
  const wanted = DESCRIBED[field];
  if (!wanted || !description) return null;
  for (const sentence of description.slice(0, 4000).split(/(?<=[.!?])\s+|\n+/)) {
    const folded = ` ${fold(sentence).replace(/[^\p{L}\p{N}$]+/gu, " ")} `;
    if (wanted.some((words) => folded.includes(` ${words} `))) return sentence.trim();
  }
  return null;
}

/** Words of the same thing in the three languages, for finding a fact asked in one in a description written in another. */
// biome-ignore format: one thing a line.
const SAME_WORDS: readonly (readonly string[])[] = [
  ["water", "agua", "eau"],
  ["trash", "garbage", "basura", "ordures", "poubelles"],
  ["electricity", "power", "luz", "electricidad", "electricite"],
  ["gas", "gaz"],
  ["internet", "wifi", "wi-fi"],
  ["heat", "heating", "calefaccion", "chauffage"],
  ["sewer", "alcantarillado", "egouts"],
  ["lawn", "jardineria", "pelouse", "jardinage"],
  ["included", "include", "includes", "incluye", "incluido", "incluida", "incluidos", "incluidas", "inclus", "incluse", "compris", "comprise", "comprend"],
];
const INCLUDED = SAME_WORDS.at(-1)!;
const NEGATED = /(?<![\p{L}])(?:not|no|sin|pas|non|except|excepto|sauf)(?![\p{L}])/u;
/** Asked words that name nothing: an MLS number, a figure. */
const NO_NAME = /\d/u;

/**
 * The description's sentence that holds every content word asked (at most three, each or its word in another language):
 * "is water included?" finds "water and trash are included in the rent". `included` when it says so, with no negation.
 */
function describedFact(description: string | null | undefined, asked: string): { sentence: string; included: boolean } | null {
  if (!description) return null;
  // A fact named by any of its words ("orienté comment ?" of "jardin de ville orienté sud"): one of them in a sentence.
  const fact = describedFactWords(asked);
  const words = fact ? [] : asked.split(" ").filter((word) => word.length >= 3 && !NO_NAME.test(word));
  if (!fact && (words.length === 0 || words.length > 3)) return null;
  const variants = fact
    ? [fact.map((word) => word.replace(/[^\p{L}\p{N}]+/gu, " "))]
    : words.map((word) => SAME_WORDS.find((group) => group.includes(word)) ?? [word]);
  for (const sentence of description.slice(0, 4000).split(/(?<=[.!?])\s+|\n+/)) {
    const folded = ` ${fold(sentence).replace(/[^\p{L}\p{N}]+/gu, " ")} `;
    if (!variants.every((group) => group.some((word) => folded.includes(` ${word} `)))) continue;
    const included = words.some((word) => INCLUDED.includes(word)) && !NEGATED.test(folded);
    return { sentence: sentence.trim().replace(/(?<![.!])[.!]+$/u, ""), included };
  }
  return null;
}

function missing(listing: ConciergeListing, field: Extract<ListingQuestion, { field: string }>["field"]): boolean {
  if (field === "hoa") return !(listing.hoaMonth && listing.hoaMonth > 0);
  if (field === "parkingSpots") return !(listing.parkingSpots > 0);
  // An open house's times are the owner's words ("Visite libre: samedi 10 h–12 h"); the listing's field only says there is one.
  if (field === "tours") return listing.tours !== "3D";
  return false;
}

const answered = (text: string): ListingReply => ({ text, noAnswer: false });
const unanswered = (text: string): ListingReply => ({ text, noAnswer: true });

/** A yes before an answer that opens with a place or an article: "Oui, le bien du …". */
const yesFirst = (yes: string, text: string) => `${yes}, ${/^(?:Le|La|Les|El|Los|Las)\s/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text}`;

function fieldAnswer(
  book: PhraseBook,
  listing: ConciergeListing,
  field: Extract<ListingQuestion, { field: string }>["field"],
  yesNo = false,
  withPets = false,
  unit?: "metric" | "imperial",
  costs?: { period?: "month" | "year"; taxesOnly?: true },
): ListingReply {
  const place = placeOf(listing);
  const a = book.answer;
  switch (field) {
    case "price": {
      const price = priceText(book, listing);
      if (!price) return unanswered(a.noPrice(place));
      // A home sold: what it sold for, and what was asked when the owner says ("List price: $499,900").
      if (listing.status === "Sold" && listing.saleType === "for_sale") {
        const asked = askedPricePair(listing);
        return answered(`${a.soldPrice(place, price)}${asked ? ` ${a.extension(place, snippet(asked.Key, 60), snippet(String(asked.value), 120))}` : ""}`);
      }
      return answered(a.price(place, price, listing.saleType === "for_rent"));
    }
    case "bedrooms":
      if (listing.bedrooms > 0) return answered(a.bedrooms(place, listing.bedrooms));
      return answered(listing.kind === "apartment" || listing.kind === "condo" ? a.studio(place) : a.noBedrooms(place));
    case "bathrooms":
      return answered(listing.bathrooms > 0 ? a.bathrooms(place, formatNumber(book, listing.bathrooms), listing.bathrooms) : a.noBathrooms(place));
    case "area": {
      const area = areaText(book, listing.buildingArea, listing.areaUnit);
      // A plot's size is its land: "le terrain à Park Point, quelle taille ?".
      if (!area && listing.kind === "land" && listing.lotArea > 0) return fieldAnswer(book, listing, "lotArea", false, false, unit);
      return area
        ? answered(a.area(place, inAskedUnit(book, area, listing.buildingArea, listing.areaUnit, unit)))
        : unanswered(a.notListed(place, book.fieldName.area));
    }
    case "pricePerArea": {
      const perArea = extraFact(book, listing, "pricePerArea");
      const price = priceText(book, listing);
      // A plot's price is for its land.
      const area =
        areaText(book, listing.buildingArea, listing.areaUnit) ?? (listing.kind === "land" ? lotText(book, listing.lotArea, listing.areaUnit) : null);
      return perArea && price && area ? answered(a.pricePerArea(place, perArea, price, area)) : unanswered(a.notListed(place, book.fieldName.pricePerArea));
    }
    case "lotArea": {
      const lot = lotText(book, listing.lotArea, listing.areaUnit);
      return lot
        ? answered(a.lotArea(place, inAskedUnit(book, lot, listing.lotArea, listing.areaUnit, unit)))
        : unanswered(a.notListed(place, book.fieldName.lotArea));
    }
    case "yearBuilt":
      return listing.yearBuilt > 0 ? answered(a.yearBuilt(place, listing.yearBuilt)) : unanswered(a.notListed(place, book.fieldName.yearBuilt));
    case "parkingSpots":
      if (listing.parkingSpots <= 0) return answered(a.noParking(place));
      // Asked yes or no ("il y a une place de parking ?"): the yes first.
      return answered(yesNo ? yesFirst(a.yes, a.parkingSpots(place, listing.parkingSpots)) : a.parkingSpots(place, listing.parkingSpots));
    case "hoa": {
      if (!(listing.hoaMonth && listing.hoaMonth > 0)) return answered(a.noHoa(place));
      // What the fee covers, when the owner says: "HOA includes: water, trash, building insurance".
      const covers = feeCovers(listing);
      const fee = a.hoa(place, formatMoney(book, listing.hoaMonth, listing.currencySymbol));
      return answered(covers ? `${fee} ${a.extension(place, snippet(covers.Key, 60), snippet(String(covers.value), 200))}` : fee);
    }
    case "tours":
      return answered(a.tours(place, listing.tours));
    case "address":
      return answered(a.address(place, fullAddress(listing)));
    case "status":
      return answered(a.status(place, listing.status));
    case "daysOnMarket":
      return answered(a.daysOnMarket(place, listing.daysOnMarket));
    case "kind":
      return answered(a.kind(place, kindName(book, listing.kind)));
    case "description": {
      const text = snippet(listing.description, ASKED_DESCRIPTION);
      return text ? answered(a.description(place, text)) : unanswered(a.notListed(place, book.descriptionName));
    }
    case "moveIn":
      return moveInAnswer(book, listing, withPets);
    case "costs": {
      const text = costsText(book, listing, place, costs?.period ?? "year", costs?.taxesOnly === true);
      return text ? answered(text) : unanswered(a.notListed(place, book.costs.fee));
    }
    case "availableWhen": {
      // The owner's own date ("Disponible: 1er octobre", "Available: Immediately"), else what the status says.
      const pair = AVAILABLE_KEYS.map((key) => matchExtension(listing, key)).find(Boolean);
      return pair ? answered(a.extension(place, snippet(pair.Key, 60), snippet(String(pair.value), 200))) : fieldAnswer(book, listing, "status");
    }
  }
}

/** The owner's keys for the date a home is free from, in the three languages. */
const AVAILABLE_KEYS = [
  "available",
  "availability",
  "available from",
  "move-in date",
  "disponible",
  "disponibilidad",
  "fecha de disponibilidad",
  "libre",
  "disponibilite",
  "libre des",
  "entree",
];

/** "2 meses de renta", "3 mois de loyer", "one month's rent": a deposit given as months of rent. */
const MONTHS_OF_RENT = /(?<![\p{L}\p{N}])(\d{1,2}|one|two|three|un|una|dos|tres|deux|trois)\s*(?:months?|meses|mes|mois)(?![\p{L}])/u;
const WORD_COUNTS: Record<string, number> = { one: 1, two: 2, three: 3, un: 1, una: 1, dos: 2, tres: 3, deux: 2, trois: 3 };
const PET_DEPOSIT = [
  "pet deposit",
  "pet fee",
  "deposito mascota",
  "deposito por mascota",
  "fianza mascota",
  "depot animaux",
  "caution animaux",
  "depot pour animaux",
];

/** An amount with its currency just before a deposit's or a fee's word: "$400 pet deposit", "150 € de dépôt". Linear: bounded runs. */
const AMOUNT_THEN_DEPOSIT =
  /(?:[$€£]\s?(\d[\d.,]{0,12})|(\d[\d.,]{0,12})\s?(?:€|\$|eur|euros?|usd|dollars?))\s*(?:(?:pet|mascota|animaux|de|por|pour)\s+){0,2}(?:deposit|fee|deposito|fianza|depot|caution|frais)(?![\p{L}])/u;

/**
 * The pet deposit an owner's pair gives: any amount when its key names one ("Pet deposit: $400"), else only an amount
 * written as a deposit or a fee in its words ("Cats only (max 2), $35/month pet rent" gives none; "… with a $400 pet deposit" $400).
 */
function petDepositIn(pair: { Key: string; value: unknown }): number | undefined {
  const value = fold(String(pair.value).slice(0, 300));
  if (hasAny(fold(pair.Key), PET_DEPOSIT)) return firstAmount(value);
  const found = AMOUNT_THEN_DEPOSIT.exec(value);
  const digits = found?.[1] ?? found?.[2];
  return digits ? firstAmount(digits) : undefined;
}

/**
 * The first month of a rental and its deposit, summed ("whats the total to move in?", "cuánto es de entrada?"): the
 * deposit from DepositFee, else from the owner's own words for it (an amount, or months of rent); a pet deposit the
 * owner lists is added when the visitor asked with pets. A home for sale has no such sum: its price.
 */
function moveInAnswer(book: PhraseBook, listing: ConciergeListing, withPets: boolean): ListingReply {
  const place = placeOf(listing);
  const rent = listing.saleType === "for_rent" && listing.price && listing.price > 0 ? listing.price : null;
  if (!rent) return fieldAnswer(book, listing, "price");
  const money = (amount: number) => formatMoney(book, amount, listing.currencySymbol);
  const pair = matchExtension(listing, "deposit");
  const months = pair ? MONTHS_OF_RENT.exec(fold(String(pair.value))) : null;
  const stated = pair && !months ? firstAmount(fold(String(pair.value))) : undefined;
  const deposit =
    listing.deposit && listing.deposit > 0
      ? listing.deposit
      : months
        ? (WORD_COUNTS[months[1]!] ?? Number(months[1])) * rent
        : stated && stated > 0
          ? stated
          : null;
  if (!deposit) return unanswered(book.answer.moveInNoDeposit(place, money(rent)));
  const petPair = withPets ? PET_DEPOSIT.map((words) => matchExtension(listing, words)).find(Boolean) : null;
  const pet = petPair ? petDepositIn(petPair) : undefined;
  const petDeposit = pet && pet > 0 ? pet : null;
  // The first month is the rent and the charges the listing gives apart from it.
  const charges = monthlyCharges(listing);
  const first = charges > 0 ? `${money(rent)} + ${book.costs.charges} ${money(charges)}` : money(rent);
  const fees = tenantFees(listing);
  const total = rent + charges + deposit + (petDeposit ?? 0) + (fees ?? 0);
  return answered(book.answer.moveIn(place, first, money(deposit), petDeposit ? money(petDeposit) : null, money(total), fees ? money(fees) : null));
}

/** Keys of the fees a tenant pays the agency on signing ("Honoraires locataire", "Agency fee", "Honorarios de agencia"). */
// biome-ignore format: one language a line.
const TENANT_FEE_KEYS = ["agency fee", "agency fees", "letting fee", "letting fees", "broker fee", "brokers fee", "honorarios", "honoraires"];
/** Who pays is not the tenant ("A cargo del vendedor", "à la charge du bailleur", "paid by the landlord"), or it is a rate. */
const NOT_TENANTS = /vendedor|propietario|arrendador|casero|bailleur|proprietaire|vendeur|landlord|owner|seller|%/u;

/** What a tenant pays the agency on signing, when the listing gives it as an amount; else undefined. */
function tenantFees(listing: ConciergeListing): number | undefined {
  const pair = (listing.extension ?? []).find((entry) => hasAny(fold(String(entry.Key ?? "")), TENANT_FEE_KEYS));
  if (!pair) return undefined;
  const value = fold(String(pair.value ?? ""));
  if (NOT_TENANTS.test(`${fold(String(pair.Key))} ${value}`)) return undefined;
  const amount = firstAmount(value);
  return amount && amount > 0 ? amount : undefined;
}

/** The owner's fact of the price asked before a sale ("List price", "Prix demandé", "Precio de lista"). */
// biome-ignore format: one language a line.
const ASKED_PRICE_KEYS = [
  "list price", "listing price", "asking price", "original price", "listed at", "asked",
  "precio de lista", "precio de publicacion", "precio pedido", "precio inicial", "precio original",
  "prix demande", "prix affiche", "prix de depart", "prix initial", "prix de mise en vente",
];
const askedPricePair = (listing: ConciergeListing) => listing.extension.find((pair) => hasAny(fold(String(pair?.Key ?? "").slice(0, 80)), ASKED_PRICE_KEYS));

/** The answer to the question, or the summary when there is none; the status is said when not available. */
export function listingReply(book: PhraseBook, listing: ConciergeListing, question: ListingQuestion | undefined): ListingReply {
  if (!question) return answered(listingSummary(book, listing));
  const place = placeOf(listing);
  let reply: ListingReply;
  // "And cats?": what the listing says of that kind of animal, before its pet policy in general ("Pets allowed, no cats").
  const species = "feature" in question && question.species ? readSpecies(listing, question.species) : undefined;
  if (species && "feature" in question && question.species) {
    const said = species.mention === "yes" ? book.answer.speciesYes(place, question.species) : book.answer.speciesNo(place, question.species);
    const quoted = species.evidence ? ` ${book.answer.evidence(snippet(species.evidence, EVIDENCE))}` : "";
    const note = withMarketDate(book.statusNote(listing.status, kindGender(book, listing.kind)), listing);
    return answered(`${said}${quoted}${note ? ` ${note}` : ""}`);
  }
  // "¿Tiene seguridad?" with a "Seguridad: Caseta 24 horas" pair: the owner's own fact says more than yes.
  const pair = "feature" in question ? matchExtension(listing, featureWords(question.feature)[0] ?? question.feature) : null;
  const hoaPair = "field" in question && question.field === "hoa" && !(listing.hoaMonth && listing.hoaMonth > 0) ? matchExtension(listing, "hoa") : null;
  if (pair || hoaPair) {
    const fact = (pair ?? hoaPair)!;
    const said = book.answer.extension(place, snippet(fact.Key, 60), snippet(String(fact.value), 200));
    // "¿Admite mascotas?" with a "Pet Deposit: $400" pair: the yes or the no first, when the listing says it, then the owner's fact.
    const feature = pair && "feature" in question ? question.feature : undefined;
    const mention = feature ? readFeature(listing, feature).mention : undefined;
    // "La buanderie est privée ?": asked how it is, not whether there is one: the owner's words say, with no yes before them.
    const verdict =
      !feature || ("qualified" in question && question.qualified)
        ? ""
        : mention === "yes"
          ? book.answer.featureYes(place, featureName(feature, book.language))
          : mention === "no"
            ? book.answer.featureNo(place, bareFeatureName(feature, book.language))
            : "";
    // "Is the pool heated?" of "Piscine : 8 x 4 m, au sel": the owner's words, and that they do not say how it is asked.
    const how = pair && "feature" in question && question.how;
    const unsaid = how && !hasAny(fold(`${fact.Key} ${String(fact.value)}`), QUALIFIER_WORDS[how]) ? ` ${book.answer.howUnknown(book.qualifiers[how])}` : "";
    reply = answered(`${verdict ? `${verdict} ${said}` : said}${unsaid}`);
  } else if ("feature" in question) {
    const { mention, evidence } = readFeature(listing, question.feature);
    // The owner's words the yes or the no rests on, in their own language.
    const quoted = evidence ? ` ${book.answer.evidence(snippet(evidence, EVIDENCE))}` : "";
    if (mention === "yes") reply = answered(book.answer.featureYes(place, featureName(question.feature, book.language)) + quoted);
    else if (mention === "no") reply = answered(book.answer.featureNo(place, bareFeatureName(question.feature, book.language)) + quoted);
    else reply = unanswered(book.answer.featureUnknown(place, featureName(question.feature, book.language)));
  } else if ("beyond" in question) {
    // How good the schools are is no fact of a listing; which schools are near, when the owner says, is.
    const school = question.beyond === "schoolQuality" ? matchExtension(listing, "school") : null;
    const said = school ? ` ${book.answer.extension(place, snippet(school.Key, 60), snippet(String(school.value), 200))}` : "";
    reply = unanswered(`${book.answer.beyond(place, question.beyond)}${said}`);
  } else if ("extension" in question) {
    const pair = matchExtension(listing, question.extension);
    // The amount asked is the listing's DepositFee; the owner's words on the deposit ("Garantía: seguro de caución") go beside it.
    const deposit = listing.deposit && listing.deposit > 0 && namesDeposit(question.extension) ? listing.deposit : null;
    // Else the description's own sentence that holds every word asked, or its word in another language ("is water
    // included?" of "water and trash are included in the rent").
    const described = !pair && !deposit ? describedFact(listing.description, question.extension) : null;
    const owner = pair ? book.answer.extension(place, snippet(pair.Key, 60), snippet(String(pair.value), 200)) : "";
    if (deposit) reply = answered(`${book.answer.deposit(place, formatMoney(book, deposit, listing.currencySymbol))}${owner ? ` ${owner}` : ""}`);
    else if (pair) reply = answered(owner);
    else if (described)
      reply = answered(
        `${described.included ? `${book.answer.yes}, ` : ""}${book.answer.evidence(snippet(described.sentence, 300)).replace(/^\p{Lu}/u, (c) => (described.included ? c.toLowerCase() : c))}`,
      );
    else if (namesCurrency(question.extension) && listing.currencySymbol.trim())
      reply = answered(book.answer.currencySign(place, listing.currencySymbol.trim()));
    else reply = unanswered(book.answer.extensionMissing(place, factName(question.extension, book.language) ?? snippet(question.extension, 60)));
  } else {
    reply = fieldAnswer(book, listing, question.field, question.yesNo === true, question.withPets === true, question.unit, question);
    // A fact the listing's own field lacks may be one of the owner's pairs ("Frais de copropriété").
    const key = OWNER_KEYS[question.field];
    const lacking = reply.noAnswer || missing(listing, question.field);
    const pair = lacking ? key && matchExtension(listing, key) : null;
    // Else the description's own sentence about it: "HOA $485/month includes heat, water and one deeded garage space."
    const sentence = lacking && !pair ? describedSentence(listing.description, question.field as keyof typeof DESCRIBED) : null;
    if (pair) reply = answered(book.answer.extension(place, snippet(pair.Key, 60), snippet(String(pair.value), 200)));
    else if (sentence) reply = answered(book.answer.description(place, snippet(sentence, 300)));
    // "Is it available yet?": the status, and from when, when the owner says ("Disponible desde: 1 de febrero de 2027").
    const from =
      question.field === "status"
        ? (matchExtension(listing, "availability") ?? marketDate(listing) ?? (listing.status === "Pending" ? pendingPair(listing.extension) : null))
        : null;
    if (from) reply = { ...reply, text: `${reply.text} ${book.answer.extension(place, snippet(from.Key, 60), snippet(String(from.value), 200))}` };
  }
  // The status is said by the answer itself when it asked it, or said what a sold home sold for.
  const said =
    "field" in question && (question.field === "status" || (question.field === "price" && listing.status === "Sold" && listing.saleType === "for_sale"));
  const note = said ? null : withMarketDate(book.statusNote(listing.status, kindGender(book, listing.kind)), listing);
  return note ? { ...reply, text: `${reply.text} ${note}` } : reply;
}
