import { list, type PhraseBook, plural } from "./phrase-book";

export const english: PhraseBook = {
  locale: "en-US",
  money: (amount, symbol) => `${symbol}${amount}`,
  perMonth: "/month",
  priceOnRequest: "Price on request",
  beds: (n) => (n === 0 ? "Studio" : `${n} ${plural(n, "bed", "beds")}`),
  baths: (n, text) => `${text} ${plural(n, "bath", "baths")}`,
  areaUnits: { "Square Feet": "sq ft", "Square Meters": "m²" },
  statusTags: { Sold: "Sold", PreOnMarket: "Coming soon" },
  found: (total, shown, sort) => {
    const order = { newest: "newest first", price_asc: "cheapest first", price_desc: "most expensive first", area_desc: "largest first" }[sort];
    const best = { newest: "the newest", price_asc: "the cheapest", price_desc: "the most expensive", area_desc: "the largest" }[sort];
    if (total === 1) return "I found one listing that matches:";
    if (shown === total) return `I found ${total} listings that match (${order}):`;
    if (shown === 1) return `I found ${total} listings that match. Here is ${best}:`;
    return `I found ${total} listings that match. Here are ${shown}, ${order}:`;
  },
  askMore: (shown) => (shown === 1 ? "Ask me anything about it." : "Ask me about any of them for more details."),
  none: (suggestions) => `I couldn't find any listings that match.${suggestions.length ? ` You could try ${list(suggestions, "or")}.` : ""}`,
  suggestions: { price: "a wider price range", rooms: "fewer bedrooms or bathrooms", city: "another city", musts: "fewer must-haves" },
  count: (total, { saleType, city, narrowed }) => {
    const noun = { for_rent: ["rental", "rentals"], for_sale: ["home for sale", "homes for sale"], any: ["listing", "listings"] }[saleType ?? "any"]!;
    const where = `${city ? ` in ${city}` : ""}${narrowed ? plural(total, " that matches", " that match") : ""}`;
    if (total === 0) return `There are no ${noun[1]}${where} right now.`;
    return total === 1 ? `There is 1 ${noun[0]}${where}.` : `There are ${total} ${noun[1]}${where}.`;
  },
  notFound: (reference) => `I couldn't find a listing matching "${reference}". Could you check the MLS number or address?`,
  details: (f) => [
    f.yearBuilt > 0 ? `Built in ${f.yearBuilt}` : "",
    `${f.parkingSpots} parking ${plural(f.parkingSpots, "spot", "spots")}`,
    f.hoa ? `HOA ${f.hoa}/month` : "",
    f.tours === "OpenHouse" ? "Open house" : f.tours === "3D" ? "3D tour" : "",
    `${f.daysOnMarket} ${plural(f.daysOnMarket, "day", "days")} on the market`,
  ],
  answer: {
    size: (f) => (f.area ? `it has ${f.area} of living space${f.lot ? ` on a ${f.lot} lot` : ""}.` : "its size isn't listed."),
    price: (f) => (f.price ? (f.forRent ? `the rent is ${f.price}.` : `it's listed at ${f.price}.`) : "its price isn't listed; an agent can tell you."),
    bedrooms: (f) => (f.bedrooms === 0 ? "it's a studio." : `it has ${f.bedrooms} ${plural(f.bedrooms, "bedroom", "bedrooms")}.`),
    bathrooms: (f) => `it has ${f.bathrooms} ${f.bathrooms === "1" ? "bathroom" : "bathrooms"}.`,
    year: (f) => (f.yearBuilt > 0 ? `it was built in ${f.yearBuilt}.` : "its year of construction isn't listed."),
    parking: (f) => (f.parkingSpots > 0 ? `it has ${f.parkingSpots} parking ${plural(f.parkingSpots, "spot", "spots")}.` : "it has no dedicated parking."),
    hoa: (f) => (f.hoa ? `the HOA fee is ${f.hoa}/month.` : "no HOA fee is listed."),
    tours: (f) => (f.tours === "OpenHouse" ? "it has an open house; an agent can give you the times." : f.tours === "3D" ? `it has a 3D virtual tour: ${f.url}` : "no open house or virtual tour is listed yet."),
    address: (f) => `it's at ${f.fullAddress}.`,
    features: (f) => `${f.description}${f.features ? ` (${f.features})` : ""}`,
    status: (f) => ({ Sold: "it has been sold.", PreOnMarket: "it's coming soon (pre-market)." })[f.status] ?? "it's active and available.",
  },
  greeting: "Hi! How can I help you find a home today?",
  thanks: "You're welcome! Let me know if there's anything else I can help you find.",
  human: "Sure, I'll let an agent know, and they'll get back to you shortly.",
  lead: (name, recorded) =>
    recorded ? `Thank you${name ? `, ${name}` : ""}! I've passed your details on, and an agent will reach out to you soon.` : "Sorry, I couldn't save your details just now. Please try again in a moment.",
  unknown: "Sorry, I can only help with questions about our listings. Try something like \"3-bedroom homes in Austin under $500k\" or \"rentals with parking\".",
  files: "I can only read text, so I can't look at the file you sent. Tell me in words what you're looking for and I'll search our listings.",
};
