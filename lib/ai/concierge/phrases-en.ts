import { type Bound, capitalize, list, period, type PhraseBook, plural, type RangeField } from "./phrase-book";
import type { ListingSort } from "./types";

const NOUNS: Record<"bedrooms" | "bathrooms" | "parkingSpots", [string, string]> = {
  bedrooms: ["bedroom", "bedrooms"],
  bathrooms: ["bathroom", "bathrooms"],
  parkingSpots: ["parking spot", "parking spots"],
};

function range(field: RangeField, { min, max, show }: Bound): string {
  if (field === "bedrooms" || field === "bathrooms" || field === "parkingSpots") {
    const [one, many] = NOUNS[field];
    if (field === "parkingSpots" && min === 1 && max === undefined) return "with parking";
    if (field === "parkingSpots" && max === 0 && !min) return "without parking";
    if (field === "bedrooms" && max === 0 && !min) return "with no separate bedroom";
    if (min !== undefined && max !== undefined) return min === max ? `with ${show(min)} ${plural(min, one, many)}` : `with ${show(min)} to ${show(max)} ${many}`;
    if (min !== undefined) return `with at least ${show(min)} ${plural(min, one, many)}`;
    return `with at most ${show(max!)} ${plural(max!, one, many)}`;
  }
  const span = min !== undefined && max !== undefined ? `between ${show(min)} and ${show(max)}` : min !== undefined ? `at least ${show(min)}` : `up to ${show(max!)}`;
  switch (field) {
    case "price":
      return min !== undefined && max !== undefined ? span : min !== undefined ? `from ${show(min)}` : `up to ${show(max!)}`;
    case "area":
      return `with ${span} of living space`;
    case "lotArea":
      return `on a lot of ${span}`;
    case "hoa":
      return max === 0 && !min ? "without HOA fees" : `with HOA fees ${span}`;
    case "yearBuilt":
      if (min !== undefined && max !== undefined) return min === max ? `built in ${min}` : `built between ${min} and ${max}`;
      return min !== undefined ? `built in ${min} or later` : `built in ${max} or earlier`;
    case "daysOnMarket":
      return max !== undefined ? `listed in the last ${show(max)} ${plural(max, "day", "days")}` : `on the market for at least ${show(min!)} days`;
  }
}

const ADJECTIVES: Partial<Record<string, string>> = {
  "price asc": "cheapest",
  "price desc": "most expensive",
  "area desc": "largest",
  "area asc": "smallest",
  "yearBuilt desc": "newest-built",
  "yearBuilt asc": "oldest",
  "daysOnMarket asc": "most recently listed",
  "daysOnMarket desc": "longest-listed",
};
const PHRASES: Record<string, string> = {
  "bedrooms desc": "with the most bedrooms",
  "bedrooms asc": "with the fewest bedrooms",
  "bathrooms desc": "with the most bathrooms",
  "bathrooms asc": "with the fewest bathrooms",
  "lotArea desc": "with the biggest lot",
  "lotArea asc": "with the smallest lot",
  "parkingSpots desc": "with the most parking spots",
  "parkingSpots asc": "with the fewest parking spots",
  "hoa asc": "with the lowest HOA fee",
  "hoa desc": "with the highest HOA fee",
  "pricePerArea asc": "with the lowest price per square foot",
  "pricePerArea desc": "with the highest price per square foot",
};
const key = (sort: ListingSort) => `${sort.field} ${sort.direction}`;

const FIELDS = {
  price: "price", bedrooms: "bedrooms", bathrooms: "bathrooms", area: "living area", lotArea: "lot size", yearBuilt: "year built",
  daysOnMarket: "days on the market", parkingSpots: "parking", hoa: "HOA fee", pricePerArea: "price per square foot",
};

const VERDICTS: Record<keyof typeof FIELDS, string> = {
  price: "is cheaper", bedrooms: "has more bedrooms", bathrooms: "has more bathrooms", area: "is larger", lotArea: "has the bigger lot",
  yearBuilt: "is newer", daysOnMarket: "was listed more recently", parkingSpots: "has more parking", hoa: "has the lower HOA fee", pricePerArea: "is cheaper for its size",
};

const EXAMPLE = (city?: string) => (city ? `"3-bedroom houses for sale in ${city}"` : `"3-bedroom houses for sale with a garden"`);
const isAre = (count: number) => (count === 1 ? "there is 1" : `there are ${count}`);

export const english: PhraseBook = {
  language: "English",
  locale: "en-US",
  money: (amount, symbol) => `${symbol}${amount}`,
  perMonth: "/month",
  costs: {
    fee: "HOA fee",
    rent: "rent",
    charges: "charges",
    taxes: { property: "property taxes", municipal: "municipal taxes", school: "school taxes", ibi: "IBI (property tax)" },
    perYear: "/year",
    sum: (p, sum, period, what) => {
      const per = period === "month" ? "a month" : "a year";
      if (what === "taxes") return `Taxes on ${p}: ${sum} ${per}.`;
      const costs = `${period === "month" ? "Monthly" : "Yearly"} costs of ${p}: ${sum} ${per}`;
      return what === "rental" ? `${costs}, from the listing's figures.` : `${costs}, without mortgage or insurance.`;
    },
  },
  priceOnRequest: "price on request",
  areaUnits: { "Square Feet": "sq ft", "Square Meters": "m²" },
  largeUnit: { acre: "acre", hectare: "hectare" },
  qualifiers: { private: "private", shared: "shared", inUnit: "in the unit", covered: "covered", heated: "heated", indoor: "indoors", outdoor: "outdoors" },
  line: {
    beds: (n) => `${n} bd`,
    baths: (text) => `${text} ba`,
    studio: "studio",
    built: (year) => `built ${year}`,
    lot: (area) => `${area} lot`,
    parking: (n) => `${n} parking`,
    hoa: (money) => `HOA ${money}/month`,
    days: (n) => `${n} ${plural(n, "day", "days")} on market`,
    perArea: (money, unit) => `${money}/${unit}`,
  },
  statusNote: (status) => ({ Pending: "It has a sale pending.", ComingSoon: "It is coming soon.", PreOnMarket: "It is coming soon.", Sold: "It has been sold.", OffMarket: "It is not on the market right now (off-market)." })[status] ?? null,
  statusTag: (status) => ({ Pending: "pending", ComingSoon: "coming soon", PreOnMarket: "coming soon", Sold: "sold", OffMarket: "off-market" })[status] ?? null,
  homes: { one: "home", many: "homes", gender: "m" },
  studios: { one: "studio", many: "studios", gender: "m" },
  kindGender: {},
  and: "and",
  or: "or",
  saleType: { for_sale: "for sale", for_rent: "for rent" },
  availability: (availability, _gender, many) =>
    ({ available: "", now: "available now", any: "", coming_soon: "coming soon", pending: "with a sale pending", sold: many ? "that have sold" : "that has sold", off_market: "off the market" })[availability],
  inCity: (city) => `in ${city}`,
  amongShown: () => "among those I showed you",
  withFeatures: (names) => `with ${list(names, "and")}`,
  withAnyFeatures: (names) => `with ${list(names, "or")}`,
  withoutFeatures: (names) => `without ${list(names, "or")}`,
  notKinds: (names) => `other than ${list(names, "or")}`,
  range,
  tours: { OpenHouse: "with an open house", "3D": "with a 3D tour" },
  mentioning: (words) => `mentioning ${list(words.map((word) => `"${word}"`), "and")}`,
  fieldName: FIELDS,
  descriptionName: "description",
  superlative: (sort) => {
    const adjective = ADJECTIVES[key(sort)];
    return adjective ? { words: adjective, adjective: true } : { words: PHRASES[key(sort)] ?? `with the ${sort.direction === "asc" ? "lowest" : "highest"} ${FIELDS[sort.field]}`, adjective: false };
  },
  order: (sort) => {
    if (sort.field === "daysOnMarket") return sort.direction === "asc" ? "most recently listed first" : "longest-listed first";
    if (sort.field === "yearBuilt") return sort.direction === "desc" ? "by year built, most recent first" : "by year built, oldest first";
    return `by ${FIELDS[sort.field]}, ${sort.direction === "asc" ? "lowest" : "highest"} first`;
  },
  found: (total, shown, s, superlative, order) => {
    if (superlative && shown === 1) {
      return superlative.adjective ? `The ${superlative.words} ${s.one}${s.rest} is:` : `The ${s.one}${s.rest} ${superlative.words} is:`;
    }
    if (total === 1) return `I found one ${s.one}${s.rest}:`;
    const found = `I found ${total} ${s.many}${s.rest}`;
    if (superlative && shown < total) return `${found}; these are the ${shown} ${superlative.words}:`;
    if (order) return `${found}; here they are, ${order}:`;
    if (shown < total) return shown === 1 ? `${found}; here is one of them:` : `${found}; here are ${shown} of them:`;
    return `${found}:`;
  },
  more: (total, shown, s) => `Here ${shown === 1 ? "is one more" : `are ${shown} more`} of the ${total} ${s.many}${s.rest}:`,
  andMore: (count) => `…and ${count} more.`,
  noMore: (total, s) =>
    total === 1 ? `That's the only ${s.one}${s.rest}: there are no others. Would you like to change the search?` : `That's all: I've shown you all ${total} ${s.many}${s.rest}. Would you like to change the search?`,
  askNext: () => "Would you like more details on one of them, or to book a visit?",
  counted: (total, s) => (total === 1 ? `There is only one ${s.one}${s.rest}.` : `There are ${total} ${s.many}${s.rest}.`),
  count: (total, s) => (total === 1 ? `There is one ${s.one}${s.rest}. Would you like to see it?` : `There are ${total} ${s.many}${s.rest}. Would you like to see them?`),
  none: (s) => `I couldn't find any ${s.many}${s.rest}.`,
  relaxDropped: {
    features: (names) => `without the ${list(names, "and the")}`,
    excludedFeatures: "allowing the features you wanted to avoid",
    city: "in other cities",
    kinds: "counting other property types",
    saleType: (saleType) => (saleType === "for_rent" ? "for rent" : saleType === "for_sale" ? "for sale" : "counting both sale and rent"),
    availability: "counting every status",
    range: (field) => `with no limit on ${FIELDS[field]}`,
    other: "with fewer requirements",
  },
  relaxed: (parts, total) => `${capitalize(list(parts, "and"))} ${isAre(total)}.`,
  offerToShow: (total) => (total === 1 ? "Would you like to see it?" : "Would you like to see them?"),
  citiesCovered: (cities) => `I have homes in ${list(cities, "and")}.`,
  coverage: (cities) => `I have homes in ${list(cities, "and")}. Which city interests you?`,
  noCoverage: "I don't have any homes available right now.",
  notFound: (reference) => `I couldn't find a listing matching "${reference}". Could you check the MLS number or the address?`,
  listingAsk: "Would you like to book a visit, or to know anything else about it?",
  answer: {
    price: (p, price, rent) => (rent ? `The rent for ${p} is ${price}.` : `${p} is listed at ${price}.`),
    soldPrice: (p, price) => `${p} sold for ${price}.`,
    noPrice: (p) => `The price of ${p} isn't published; an agent can tell you.`,
    bedrooms: (p, n) => `${p} has ${n} ${plural(n, "bedroom", "bedrooms")}.`,
    studio: (p) => `${p} is a studio.`,
    noBedrooms: (p) => `No bedrooms are listed for ${p}.`,
    bathrooms: (p, text, n) => `${p} has ${text} ${plural(n, "bathroom", "bathrooms")}.`,
    noBathrooms: (p) => `No bathrooms are listed for ${p}.`,
    area: (p, area) => `${p} has ${area} of living space.`,
    pricePerArea: (p, perArea, price, area) => `${p} comes to ${perArea}: ${price} for ${area}.`,
    lotArea: (p, area) => `The lot at ${p} is ${area}.`,
    yearBuilt: (p, year) => `${p} was built in ${year}.`,
    parkingSpots: (p, n) => `${p} has ${n} ${plural(n, "parking spot", "parking spots")}.`,
    noParking: (p) => `No parking spots are listed for ${p}.`,
    hoa: (p, money) => `The HOA fee for ${p} is ${money}/month.`,
    deposit: (p, money) => `The deposit for ${p} is ${money}.`,
    moveIn: (p, rent, deposit, pet, total, fees) =>
      `To move in at ${p}: first month ${rent} + deposit ${deposit}${pet ? ` + pet deposit ${pet}` : ""}${fees ? ` + agency fees ${fees}` : ""} = ${total}.`,
    moveInNoDeposit: (p, rent) => `The first month at ${p} is ${rent}; the listing gives no deposit, so an agent can tell you the full amount to move in.`,
    noHoa: (p) => `No HOA fee is listed for ${p}.`,
    tours: (p, tours) =>
      tours === "OpenHouse" ? `${p} has an open house; an agent can give you the times.` : tours === "3D" ? `${p} has a 3D virtual tour.` : `No open house or virtual tour is listed for ${p} yet.`,
    address: (_p, full) => `It's at ${full}.`,
    status: (p, status) =>
      ({ Pending: `${p} has a sale pending.`, ComingSoon: `${p} is coming soon.`, PreOnMarket: `${p} is coming soon.`, Sold: `${p} has been sold.`, OffMarket: `${p} is not on the market right now (off-market).` })[status] ??
      `${p} is available.`,
    daysOnMarket: (p, days) => (days > 0 ? `${p} has been on the market for ${days} ${plural(days, "day", "days")}.` : `${p} was just listed.`),
    kind: (p, kind) => `${p} is a ${kind}.`,
    description: (p, text) => `About ${p}: ${text}`,
    notListed: (p, what) => `The ${what} of ${p} isn't listed; an agent can tell you.`,
    yes: "Yes",
    featureYes: (p, name) => `Yes, ${p} has ${name}.`,
    featureNo: (p, name) => `No, according to the listing ${p} has no ${name}.`,
    speciesYes: (p, species) => `Yes, ${p} accepts ${species === "cat" ? "cats" : "dogs"}.`,
    speciesNo: (p, species) => `No, according to the listing ${p} does not accept ${species === "cat" ? "cats" : "dogs"}.`,
    featureUnknown: (p, name) => `The listing for ${p} doesn't say whether it has ${name}; an agent can tell you.`,
    evidence: (words) => `The listing says: “${words}”.`,
    extension: (p, k, value) => `For ${p}, the listing gives ${k}: ${value}.`,
    extensionMissing: (p, words) => `The listing for ${p} doesn't say anything about ${words}; an agent can tell you.`,
    currencySign: (p, sign) => `The prices of ${p} are given in “${sign}”; the listing doesn't say more about the currency, and an agent can confirm it.`,
    beyondToo: "As for the rest of your question, I don't have that information; an agent can help you with it.",
    howUnknown: (how) => `It doesn't say whether it is ${how}; an agent can confirm it.`,
    beyond: (p, topic) =>
      ({
        negotiation: `Whether the seller of ${p} would take a lower price is not something the listing can tell me; an agent can ask for you.`,
        why: `The listing for ${p} doesn't say why; an agent can tell you.`,
        schoolQuality: `I can't judge how good the schools near ${p} are: the state's school report cards are the official source, and an agent can tell you more.`,
        rentalIncome: `The listing for ${p} doesn't say what it could rent for; an agent can give you an estimate.`,
        noise: `The listing for ${p} doesn't say how noisy it is; an agent can tell you, or you can see for yourself on a visit.`,
        travelTime: `The listing for ${p} doesn't give travel times from it; an agent can tell you.`,
        works: `The listing for ${p} doesn't say what works or changes would cost; a contractor or an agent can give you an estimate.`,
        finance: `The listing for ${p} doesn't say what a lender would offer or what rates are today; a mortgage adviser or an agent can help.`,
        futurePrice: `I can't say what the price of ${p} or the market will do; an agent can share recent sales with you.`,
        offtopic: "That part isn't something I can help with: I only answer about homes and this agency's listings.",
      })[topic],
  },
  compareIntro: "Here they are side by side:",
  compareMissing: (references) => `I couldn't find ${list(references, "or")}.`,
  verdict: (field, winner, values) => period(`${winner} ${VERDICTS[field]}: ${values.join(" vs ")}`),
  tie: (field, value) => period(`They're the same on ${FIELDS[field]}: ${value}`),
  difference: (amount) => `A difference of ${amount}.`,
  saleAndRent: "One is for sale and the other for rent, so their prices don't compare: a price to buy against a monthly rent.",
  notComparable: (field) => `I can't compare their ${FIELDS[field]}: it isn't listed for all of them.`,
  greeting: "Hi! How can I help you find a home today?",
  welcomeDefault: "Hi! I can help you find a home. What are you looking for?",
  humanDefault: "Thanks! An agent will get back to you shortly.",
  thanks: "You're welcome! Is there anything else I can help you find?",
  noContact:
    "No problem, you don't have to. Without a phone number or e-mail I can't send a visit request to the agent, so please call the agency to arrange it, or leave a contact here later and I'll pass it on right away.",
  about: "I'm this agency's virtual assistant, an automated helper rather than a person. I can find homes by city, budget, bedrooms and features, answer questions about a listing, compare homes, and pass your details to an agent for a visit or a call, in English, Spanish or French. What are you looking for?",
  goodbye: "Goodbye, and good luck with your search! I'm here whenever you need me.",
  viewing: (place) => `I'd be happy to set up a visit${place ? ` to ${place}` : ""}. Could you give me your name and a phone number or e-mail address, so an agent can confirm a time?`,
  qualifyQuestion: {
    timeline: "By the way, when are you hoping to move?",
    financing: "Are you pre-approved for a mortgage, paying cash, or not yet?",
    sellFirst: "Do you need to sell a home before you buy?",
  },
  qualifyNoted: "Thanks, I've noted that for the agent.",
  qualifyKept: "Thanks, I'll keep that in mind for your search.",
  showingAskContact: (place, times) =>
    `I'd be happy to set up a visit${place ? ` to ${place}` : ""} on ${times}. Could you give me your name and a phone number or e-mail address, so the agent can confirm?`,
  showingAskReach: (place, times, name) =>
    `Thank you, ${name}! To confirm the visit${place ? ` to ${place}` : ""} on ${times}, could you give me a phone number or an e-mail address where the agent can reach you?`,
  showingUnavailable: (place, status) =>
    status === "ComingSoon"
      ? `${place ?? "That home"} is coming soon and not open for visits yet; an agent can tell you when showings start. Would you like to see similar homes that are available now?`
      : status === "Pending"
      ? `${place ?? "That home"} is under contract (sale pending), so it isn't open for regular showings; an agent can tell you whether the seller is taking backup offers. Would you like to see similar homes that are available?`
      : `${place ?? "That home"} ${status === "Sold" ? "has been sold" : "is not on the market right now"}, so it can't be visited. Would you like to see similar homes that are available?`,
  showingAskDay: (place, needsContact) =>
    `Which day would suit you to visit${place ? ` ${place}` : ""}?${needsContact ? " And could you leave a phone number or e-mail address, so the agent can confirm?" : ""}`,
  showingSent: (place, times, reach) =>
    `Done: I've sent your request to visit${place ? ` ${place}` : ""}${times ? ` on ${times}` : ""} to the agent, who will confirm ${times ? "the time" : "a time"} with you at ${reach}.`,
  showingChanged: (place, times, reach) =>
    `Done: I've told the agent you'd rather visit${place ? ` ${place}` : ""} on ${times}; they will confirm the new time with you at ${reach}.`,
  showingBooking: (place, url) => `You can book your visit${place ? ` to ${place}` : ""} directly here, at a time that suits you: ${url}`,
  lead: (name, place, viewing) =>
    `Thank you${name ? `, ${name}` : ""}! I've passed your details on${place ? ` about ${place}` : ""}, and an agent will contact you soon${viewing ? " to arrange the visit" : ""}.`,
  leadFailed: "Sorry, I couldn't save your details just now. Please try again in a moment.",
  alert: {
    saved: (summary, email) =>
      `Done: I saved your search${summary ? ` for ${summary}` : ""}. I've sent a confirmation link to ${email}; once you confirm, you'll get at most one e-mail a day when a new or newly cheaper home matches, and every e-mail has an unsubscribe link.`,
    active: (summary, email) => `You're already signed up${summary ? ` for ${summary}` : ""} at ${email}: I'll e-mail you when a new or newly cheaper home matches.`,
    askEmail: (summary) =>
      `Happy to keep an eye out${summary ? ` for ${summary}` : ""}. Which e-mail address should I send new matches to? You'll get at most one e-mail a day.`,
    askCriteria: "Sure! What should I watch for? Tell me the city, your budget or the number of bedrooms, and your e-mail address.",
    badEmail: "That e-mail address doesn't look right. Could you check it?",
    limit: "I can't save more searches in this conversation. An agent can keep you posted: just ask to talk to one.",
    unavailable: "I can't set up e-mail alerts right now. An agent can keep you posted: just ask to talk to one.",
  },
  offtopic: (city) =>
    `Sorry, I can only help with homes: finding listings, answering questions about them and putting you in touch with an agent. Try, for example, ${EXAMPLE(city)}.`,
  whichHome: "Which home do you mean? Give me its address or MLS number and I'll check, or tell me what you're looking for and I'll search.",
  unknown: (city) => `Sorry, I didn't understand that. You could ask, for example, ${EXAMPLE(city)} or "Which cities do you cover?".`,
  knowledge: (quote, source) => `Here is what the agency's information says:\n"${quote}"\nSource: ${source}`,
  noInformation: "I'm sorry, I don't have that information. An agent can answer it: just ask to talk to one. I can also help you find a home.",
  assistanceAnimal:
    "A guide, service or assistance animal is generally not treated as a pet, so a \"no pets\" rule or pet fees don't apply to it; the rules differ by place and by kind of animal. An agent can confirm it with the owner for the home you want: just ask to talk to one.",
  files: "I can only read text, so I can't look at the file you sent. Tell me in words what you're looking for and I'll search our listings.",
};
