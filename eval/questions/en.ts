import { bigFixture } from "../fixtures/big";
import { INTL } from "../fixtures/intl";
import { US } from "../fixtures/us";
import { biggest, biggestLot, cheapest, type Criteria, defaultOrder, extreme, fact, mostBedrooms, newestBuilt, newestListed, oldestBuilt, priciest } from "./derive";
import { AGENT_WORDS, CONTACT_WORDS, count, hides, never, NO_MATCH_WORDS, numberForms, price, says, shows, STATUS_WORDS } from "./expect";
import { over, questionSet } from "./set";

// English questions, written as buyers type them: informal, abbreviations, typos.

const { add, chain, list } = questionSet("en");
const us = over(US);
const intl = over(INTL);
const L = us.mls;
const I = intl.mls;
const none = { language: "en" as const };
const NO = says(...NO_MATCH_WORDS.en);
const US_CITIES = { mustContain: US.cities.map((city) => [city]) };
const INTL_CITIES = { mustContain: INTL.cities.map((city) => [city]) };

// search
add("us", "search", "what homes do you have in Austin?", us.exactly(us.find({ city: "Austin" }), us.city("Austin")));
add("us", "search", "looking for a 3 bed house to buy in boise", shows([L("BOI301")]), hides(us.unavailable({ city: "Boise" })), hides(us.find({ city: "Boise", kinds: ["condo", "apartment", "townhouse"] })));
add("us", "search", "any rentals in Denver?", us.exactly(us.find({ city: "Denver", sale: "for_rent" }), us.city("Denver")));
add("us", "search", "2 bedroom apartment for rent austin", us.exactly([L("AUS110")], us.city("Austin")));
add("us", "search", "I need a place with at least 4 bedrooms in Denver", us.exactly(us.find({ city: "Denver", beds: [4, 99] }), us.city("Denver")));
add("us", "search", "show me whats for sale in charlotte", us.exactly(us.find({ city: "Charlotte", sale: "for_sale" }), us.city("Charlotte")));
// "2 bedrooms" may be read as exactly 2 or at least 2: fewer is wrong either way.
add("us", "search", "Got anything to rent in Boise, 2 bedrooms?", shows([L("BOI305")]), hides(us.find({ city: "Boise", sale: "for_rent", beds: [0, 1] })), hides(us.find({ city: "Boise", sale: "for_sale" })), hides(us.unavailable({ city: "Boise" })));
add("intl", "search", "do you have apartments for sale in Madrid", shows([I("MAD501")]), hides([I("MAD506"), I("MAD502"), I("MAD505"), I("MAD504")]));
add("intl", "search", "I'm moving to Montreal, anything to rent?", intl.exactly(intl.find({ city: "Montréal", sale: "for_rent" }), intl.city("Montréal")));

// features
add("us", "features", "homes with a pool in austin", us.exactly([L("AUS101")], us.city("Austin")));
add("us", "features", "anything with a swimming pool in Charlotte?", us.exactly(us.find({ city: "Charlotte", has: ["pool"] }), us.city("Charlotte")));
add("us", "features", "which Denver homes have a fireplace", us.exactly([L("DEN201")], us.city("Denver")));
add("us", "features", "houses w/ garage in boise", us.exactly([L("BOI301")], us.city("Boise")));
add("us", "features", "place with a yard in Charlotte", us.exactly(us.find({ city: "Charlotte", has: ["garden"] }), us.city("Charlotte")));
add("us", "features", "anything with mountain views in denver?", shows([L("DEN201")]), hides([L("DEN207"), L("DEN202"), L("DEN203")]));
add("us", "features", "condo with a gym in austin", us.exactly([L("AUS104")], us.city("Austin")));
add("us", "features", "which homes have solar panels", shows(us.find({ has: ["solar"] })), hides(us.find({ lacks: ["solar"] })));
add("us", "features", "do any of your listings have an EV charger", shows(us.find({ has: ["ev"] })), hides([L("AUS101"), L("CLT401")]));
add("us", "features", "need a home office, what do you have", shows(us.find({ has: ["office"] })), hides([L("AUS101"), L("DEN202")]));
add("us", "features", "pet friendly rentals in Charlotte", us.exactly(us.find({ city: "Charlotte", sale: "for_rent", has: ["pets"] }), us.city("Charlotte")));
add("us", "features", "apartment with a balcony for rent in Austin", us.exactly([L("AUS110")], us.city("Austin")));
add("us", "features", "rentals in austin with washer and dryer", us.exactly(us.find({ city: "Austin", has: ["laundry"] }), us.city("Austin")));
add("us", "features", "hardwood floors in denver?", us.exactly([L("DEN202")], us.city("Denver")));
add("us", "features", "condos in Charlotte in an elevator building", us.exactly([L("CLT402")], us.city("Charlotte")));
add("intl", "features", "any place in Malaga with sea views?", intl.exactly(intl.find({ city: "Málaga", has: ["sea_view"] }), intl.city("Málaga")));
add("intl", "features", "homes with a garden in madrid", intl.exactly(intl.find({ city: "Madrid", has: ["garden"] }), intl.city("Madrid")));
add("intl", "features", "Montreal homes with a fireplace", intl.exactly([I("MTL702")], intl.city("Montréal")));
add("intl", "features", "mexico city apartments with a gym", intl.exactly(intl.find({ city: "Ciudad de México", kinds: ["apartment"], has: ["gym"] }), intl.city("Ciudad de México")));
// facts kept only in ExtensionColumn, under the owner's keys
add("us", "features", "homes in austin that allow pets", shows([L("AUS101"), L("AUS107")]), hides([L("AUS108"), L("AUS103"), L("AUS105"), L("AUS109")]));
add("us", "features", "anything in the Eanes ISD school district?", shows([L("AUS102")]), hides([L("AUS101"), L("AUS103"), L("AUS106")]));
add("us", "features", "denver homes with geothermal heating", shows([L("DEN210")]), hides([L("DEN202"), L("DEN201")]));

// negation
add("us", "negation", "houses in austin without a pool", us.exactly(us.find({ city: "Austin", kinds: ["house"], lacks: ["pool"] }), us.city("Austin")));
add("us", "negation", "denver homes with a basement", us.exactly([L("DEN202")], us.city("Denver")));
add("us", "negation", "I want a home in Charlotte with a garage", us.exactly(us.find({ city: "Charlotte", has: ["garage"] }), us.city("Charlotte")));
add("us", "negation", "which rentals in boise come with parking?", us.exactly([L("BOI304"), L("BOI305")], us.city("Boise")));
add("us", "negation", "anything in austin with no garage?", shows(us.find({ city: "Austin", lacks: ["garage"] })), hides([L("AUS101"), L("AUS106"), L("AUS109")]));
add("us", "negation", "charlotte houses but no pool please", us.exactly(us.find({ city: "Charlotte", kinds: ["house"], lacks: ["pool"] }), us.city("Charlotte")));
add("us", "negation", "Boise condos that allow pets", NO, hides([L("BOI303")]));
add("us", "negation", "need a pet friendly apartment in austin", hides([L("AUS108")]));
add("intl", "negation", "Madrid rentals with an elevator", shows([I("MAD508")]), hides([I("MAD502"), I("MAD505")]));
add("intl", "negation", "Malaga homes with a garage", intl.exactly(intl.find({ city: "Málaga", has: ["garage"] }), intl.city("Málaga")));

// status
add("us", "status", "what has sold in Austin?", us.exactly([L("AUS103")], us.city("Austin")));
add("us", "status", "show me sold homes in Charlotte", us.exactly([L("CLT406")], us.city("Charlotte")));
add("us", "status", "is 77 Rainey St #1402 still available?", says(...STATUS_WORDS.pending), says("AUS105", "77 Rainey"));
add("us", "status", "is AUS109 for sale?", says(...STATUS_WORDS.offMarket, "not available", "no longer"));
add("us", "status", "anything pending in boise", shows([L("BOI308")]), hides([L("BOI301"), L("BOI306")]));
add("us", "status", "whats coming soon in Austin", shows([L("AUS106")]), hides([L("AUS103"), L("AUS109")]));
add("us", "status", "homes for sale in Denver that are not sold", us.exactly(us.find({ city: "Denver", sale: "for_sale" }), us.city("Denver")));
add("us", "status", "can I still buy 4500 Tennyson St?", says(...STATUS_WORDS.sold));
add("us", "status", "has anything sold in boise recently", shows([L("BOI306")]), hides([L("BOI301"), L("BOI302")]));
add("intl", "status", "what's sold in Montreal", intl.exactly([I("MTL706")], intl.city("Montréal")));

// kinds
add("us", "kinds", "townhouses in charlotte", us.exactly([L("CLT405")], us.city("Charlotte")));
add("us", "kinds", "townhomes for sale in denver", us.exactly([L("DEN204")], us.city("Denver")));
add("us", "kinds", "any condos for sale in boise", us.exactly([L("BOI303")], us.city("Boise")));
add("us", "kinds", "studio apartments for rent in Boise", shows([L("BOI309")]), hides([L("BOI304"), L("BOI301")]));
add("us", "kinds", "single family homes for sale in austin", us.exactly([L("AUS101"), L("AUS102")], us.city("Austin")));
add("us", "kinds", "apartments in charlotte", us.exactly([L("CLT407")], us.city("Charlotte")));
add("us", "kinds", "any flats to rent in denver", shows([L("DEN205")]), hides([L("DEN208"), L("DEN201"), L("DEN202")]));
add("us", "kinds", "condos in austin", us.exactly([L("AUS104")], us.city("Austin")));
add("intl", "kinds", "any houses in Quebec City?", intl.exactly(intl.find({ city: "Québec", kinds: ["house"] }), intl.city("Québec")));
add("intl", "kinds", "penthouse or flat for sale in madrid", shows([I("MAD501"), I("MAD503")]), hides([I("MAD504"), I("MAD506")]));
add("intl", "kinds", "condos in Montreal", intl.exactly([I("MTL703")], intl.city("Montréal")));

// cities
add("us", "cities", "which cities do you cover?", US_CITIES);
add("us", "cities", "what areas do you have listings in", US_CITIES);
add("us", "cities", "do you have anything in charlote", shows(us.find({ city: "Charlotte" })), hides(us.unavailable({ city: "Charlotte" })));
add("us", "cities", "homes in BOISE", shows(us.find({ city: "Boise" })), hides(us.unavailable({ city: "Boise" })));
add("us", "cities", "anything in denver co", shows(us.find({ city: "Denver" })), hides(us.unavailable({ city: "Denver" })));
add("intl", "cities", "where are your properties?", INTL_CITIES);
add("intl", "cities", "what do you have in Quebec", shows(intl.find({ city: "Québec" })), hides(intl.unavailable({ city: "Québec" })));
add("intl", "cities", "homes in malaga", shows(intl.find({ city: "Málaga" })), hides(intl.unavailable({ city: "Málaga" })));

// superlatives
const sup = (criteria: Criteria) => ({ found: us.find(criteria), traps: us.unavailable(criteria) });
{
  let s = sup({ city: "Austin", kinds: ["house"], sale: "for_sale" });
  add("us", "superlatives", "cheapest house for sale in Austin", us.best(cheapest(s.found), s.traps));
  s = sup({ city: "Charlotte", sale: "for_sale" });
  add("us", "superlatives", "most expensive home for sale in charlotte", us.best(priciest(s.found), s.traps));
  s = sup({ city: "Denver", kinds: ["house"] });
  add("us", "superlatives", "biggest house in denver", us.best(biggest(s.found), s.traps));
  s = sup({ city: "Boise" });
  add("us", "superlatives", "which home in Boise has the most bedrooms", us.best(mostBedrooms(s.found), s.traps));
  s = sup({ city: "Charlotte" });
  add("us", "superlatives", "what has the biggest lot in charlotte", us.best(biggestLot(s.found), s.traps));
  s = sup({ city: "Austin" });
  add("us", "superlatives", "newest construction in Austin?", us.best(newestBuilt(s.found), s.traps));
  s = sup({ city: "Denver" });
  add("us", "superlatives", "newest listings in Denver", says(...newestListed(s.found).map((l) => l.fields.MLSNumber)));
  s = sup({ city: "Denver", sale: "for_rent" });
  add("us", "superlatives", "cheapest rental in denver", us.best(cheapest(s.found), s.traps));
  s = sup({ city: "Austin", kinds: ["condo"] });
  add("us", "superlatives", "least expensive condo in austin", us.best(cheapest(s.found), s.traps));
  s = sup({ city: "Boise", kinds: ["house"] });
  add("us", "superlatives", "oldest house in Boise", us.best(oldestBuilt(s.found), s.traps));
  s = sup({ city: "Austin", kinds: ["apartment"], sale: "for_rent" });
  add("us", "superlatives", "what's the largest apartment for rent in austin", us.best(biggest(s.found), s.traps));
  s = sup({ city: "Boise", sale: "for_sale" });
  add("us", "superlatives", "the most affordable home for sale in boise?", us.best(cheapest(s.found), s.traps));
  s = sup({ city: "Charlotte" });
  add("us", "superlatives", "most recently listed home in Charlotte", us.best(newestListed(s.found), s.traps));
  s = sup({ city: "Austin", kinds: ["house"] });
  add("us", "superlatives", "which austin house has the biggest yard", us.best(biggestLot(s.found), s.traps));
  add("intl", "superlatives", "cheapest apartment for sale in Madrid", intl.best(cheapest(intl.find({ city: "Madrid", kinds: ["apartment"], sale: "for_sale" })), intl.unavailable({ city: "Madrid", kinds: ["apartment"], sale: "for_sale" })));
  add("intl", "superlatives", "biggest home in Mexico City", intl.best(biggest(intl.find({ city: "Ciudad de México" })), intl.unavailable({ city: "Ciudad de México" })));
}

{
  // Superlatives over other fields, and a word between the article and the superlative.
  const withHoa = us.find({ kinds: ["condo"], sale: "for_sale" }).filter((l) => l.fields.HOAMonth != null);
  add("us", "superlatives", "which condo has the lowest HOA?", us.best(extreme(withHoa, (l) => l.fields.HOAMonth ?? 0, "min"), us.unavailable({ kinds: ["condo"] })));
  add("us", "superlatives", "what has the most bathrooms in charlotte", us.best(extreme(us.find({ city: "Charlotte" }), (l) => l.fields.Bathrooms, "max"), us.unavailable({ city: "Charlotte" })));
  add("us", "superlatives", "which austin home has the most parking", us.best(extreme(us.find({ city: "Austin" }), (l) => l.fields.ParkingSpots, "max"), us.unavailable({ city: "Austin" })));
  add("us", "superlatives", "what's the very cheapest house for sale in Charlotte", us.best(cheapest(us.find({ city: "Charlotte", kinds: ["house"], sale: "for_sale" })), us.unavailable({ city: "Charlotte" })));
}

// ranges
add("us", "ranges", "homes for sale in charlotte under 500k", us.exactly(us.find({ city: "Charlotte", sale: "for_sale", price: [0, 500000] }), us.city("Charlotte")));
add("us", "ranges", "rentals under $2,000/month in Boise", us.exactly(us.find({ city: "Boise", sale: "for_rent", price: [0, 2000] }), us.city("Boise")));
add("us", "ranges", "denver houses between 600k and 900k", us.exactly(us.find({ city: "Denver", kinds: ["house"], price: [600000, 900000] }), us.city("Denver")));
add("us", "ranges", "anything over a million?", us.exactly(us.find({ sale: "for_sale", price: [1_000_000, 1e12] }), us.listings));
add("us", "ranges", "at least 2000 sq ft in Austin", us.exactly(us.find({ city: "Austin", sqft: [2000, 1e9] }), us.city("Austin")));
add("us", "ranges", "austin rentals under 2500 a month", us.exactly(us.find({ city: "Austin", sale: "for_rent", price: [0, 2500] }), us.city("Austin")));
add("us", "ranges", "3+ baths in charlotte", us.exactly(us.find({ city: "Charlotte", baths: [3, 99] }), us.city("Charlotte")));
add("us", "ranges", "homes in denver built after 2015", shows([L("DEN204"), L("DEN210")]), hides([L("DEN201"), L("DEN202"), L("DEN203")]));
add("us", "ranges", "condos under 300k", us.exactly(us.find({ kinds: ["condo"], sale: "for_sale", price: [0, 300000] }), us.listings));
add("us", "ranges", "between 1,500 and 2,000 sqft for sale in boise", us.exactly(us.find({ city: "Boise", sale: "for_sale", sqft: [1500, 2000] }), us.city("Boise")));
add("intl", "ranges", "apartments in Madrid under 1 million euros", shows([I("MAD501")]), hides([I("MAD503"), I("MAD504"), I("MAD506")]));
add("intl", "ranges", "Montreal homes over 100 m2 for sale", intl.exactly(intl.find({ city: "Montréal", sale: "for_sale", sqft: [1076.4, 1e9] }), intl.city("Montréal")));
add("intl", "ranges", "rentals in montreal under 1500 CAD", intl.exactly(intl.find({ city: "Montréal", sale: "for_rent", price: [0, 1500] }), intl.city("Montréal")));

// counts
add("us", "counts", "how many houses for sale in Austin?", count(us.find({ city: "Austin", kinds: ["house"], sale: "for_sale" }).length, "en"), hides(us.unavailable({ city: "Austin" })));
add("us", "counts", "how many rentals do you have in Denver", count(us.find({ city: "Denver", sale: "for_rent" }).length, "en"));
add("us", "counts", "how many homes with a pool are available in Charlotte", count(us.find({ city: "Charlotte", has: ["pool"] }).length, "en"));
add("us", "counts", "How many listings in Boise", count(us.find({ city: "Boise" }).length, "en"));
add("us", "counts", "number of condos in denver?", count(us.find({ city: "Denver", kinds: ["condo"] }).length, "en"));
add("us", "counts", "how many homes have sold in Austin", count(us.find({ city: "Austin", statuses: ["Sold"] }).length, "en"));
add("us", "counts", "how many townhouses do you have in total", count(us.find({ kinds: ["townhouse"] }).length, "en"));
add("intl", "counts", "how many places for rent in Madrid", count(intl.find({ city: "Madrid", sale: "for_rent" }).length, "en"));

// compare
add("us", "compare", "compare AUS101 and AUS102", shows([L("AUS101"), L("AUS102")]), price(L("AUS101")), price(L("AUS102")));
add("us", "compare", "what's the difference between 1500 Riverside Dr #210 and 1901 South Blvd #305", shows([L("AUS104"), L("CLT402")]), price(L("AUS104")), price(L("CLT402")));
add("us", "compare", "DEN202 vs DEN203 - which one is bigger?", shows([L("DEN202"), L("DEN203")]), { mustContain: [numberForms(2800)] });
add("us", "compare", "can you compare BOI301, BOI302 and BOI303", shows([L("BOI301"), L("BOI302"), L("BOI303")]));
add("intl", "compare", "compare MTL702 with QC804", shows([I("MTL702"), I("QC804")]), price(I("MTL702")), price(I("QC804")));

// facts
add("us", "facts", "what school district is 4100 Congress Ave in?", says(fact(L("AUS101"), "School District")));
add("us", "facts", "what kind of heating does DEN202 have", says(fact(L("DEN202"), "Heating")));
add("us", "facts", "HOA fee for AUS104?", says("350"));
add("us", "facts", "are pets allowed at 1200 Lamar Blvd #5?", says("not allowed", "no pets", "pets are not", "doesn't allow", "does not allow"));
add("us", "facts", "what year was CLT401 built", says("2004"));
add("us", "facts", "how many parking spots does BOI304 have", count(2, "en"));
add("us", "facts", "whats the lease term on AUS107", says("12 month", "12-month", "twelve month", "one year", "1 year"));
add("us", "facts", "how big is 3120 Tejon St", { mustContain: [numberForms(2800)] });
add("us", "facts", "what's the roof like on AUS102?", says("metal"));
add("us", "facts", "what heating system does 5150 Lowell Blvd have", says("geothermal"));
add("intl", "facts", "what's the energy rating of MAD501?", says("C"), says("MAD501", "Serrano"));
add("intl", "facts", "what are the condo fees at MTL703", says("420"));

// followups
chain("us", "followups", [["houses for sale in austin", shows([L("AUS101"), L("AUS102")])], ["which of those has a pool?", us.exactly([L("AUS101")], us.city("Austin"))]]);
add("us", "followups", ["rentals in Denver", "the cheapest one?"], us.best(cheapest(us.find({ city: "Denver", sale: "for_rent" }))));
add("us", "followups", ["homes with a pool in Charlotte", "and in Boise?"], us.exactly(us.find({ city: "Boise", has: ["pool"] }), us.listings));
{
  const rentals = defaultOrder(us.find({ city: "Charlotte", sale: "for_rent" }));
  add("us", "followups", ["rentals in charlotte", "tell me more about the second one"], us.exactly([rentals[1]!], us.city("Charlotte")));
  const forSale = defaultOrder(us.find({ city: "Charlotte", sale: "for_sale" }));
  add("us", "followups", ["homes for sale in charlotte", "compare the first two"], us.exactly(forSale.slice(0, 2), us.city("Charlotte")));
}
add("us", "followups", ["anything in Boise under 500k", "only houses"], us.exactly(us.find({ city: "Boise", kinds: ["house"], price: [0, 500000] }), us.city("Boise")));
add("us", "followups", ["denver homes for sale", "which is the biggest?"], us.best(biggest(us.find({ city: "Denver", sale: "for_sale" })), us.unavailable({ city: "Denver" })));
add("us", "followups", ["show me condos in charlotte", "which of them allow pets?"], us.exactly([L("CLT404")], us.city("Charlotte")));
add("us", "followups", ["what do you have in Austin for rent?", "any with 2 bedrooms?"], shows([L("AUS110")]), hides([L("AUS108")]), hides(us.find({ city: "Austin", sale: "for_sale" })));
add("us", "followups", ["houses in boise", "what's the school district for the first one?"], says("Boise School District"));
add("us", "followups", ["rentals in charlotte", "what about austin"], us.exactly(us.find({ city: "Austin", sale: "for_rent" }), us.listings));
add("us", "followups", ["cheapest condo for sale in charlotte", "what's the HOA on it?"], says("300"));
add("intl", "followups", ["homes for sale in Quebec", "which one has a pool?"], intl.exactly([I("QC804")], intl.city("Québec")));

// smalltalk
add("us", "smalltalk", "hi", none);
add("us", "smalltalk", "hello there!", none);
add("us", "smalltalk", "good morning", none);
add("us", "smalltalk", "thanks, that's really helpful", none);
add("us", "smalltalk", "can I talk to a real person?", says(...AGENT_WORDS));
add("us", "smalltalk", "i'd like to speak with a realtor", says(...AGENT_WORDS));
add("us", "smalltalk", "connect me with a broker please", says(...AGENT_WORDS));
add("us", "smalltalk", "can I schedule a viewing of AUS101 on saturday?", says(...CONTACT_WORDS));
add("us", "smalltalk", "I want to see 88 S Pearl St this weekend", says(...CONTACT_WORDS));
add("us", "smalltalk", "my email is jane.doe@example.com, please have someone call me", says("thank", "contact", "touch", "agent", "shortly", "soon"));
add("intl", "smalltalk", "hey! what can you do?", none);

// offtopic
const OFF = { noAnswer: true };
add("us", "offtopic", "what's the weather in Austin tomorrow?", OFF, hides(us.city("Austin")));
add("us", "offtopic", "who won the Broncos game last night in Denver", OFF, hides(us.city("Denver")));
add("us", "offtopic", "give me a recipe for lasagna", OFF);
add("us", "offtopic", "what's 17 times 23", OFF, never("391"));
add("us", "offtopic", "tell me a joke", OFF);
add("us", "offtopic", "best restaurants in Boise?", OFF, hides(us.city("Boise")));
add("us", "offtopic", "who should I vote for in the Charlotte mayor race", OFF, hides(us.city("Charlotte")));
add("intl", "offtopic", "what's the best tapas bar in Madrid?", OFF, hides(intl.city("Madrid")));

// nomatch
add("us", "nomatch", "houses in Phoenix", US_CITIES, never("Phoenix, AZ"));
add("us", "nomatch", "any homes in Seattle?", US_CITIES);
add("us", "nomatch", "houses in austin with 7 bedrooms", NO);
add("us", "nomatch", "condos in boise under 200k", NO, hides([L("BOI303")]));
add("us", "nomatch", "rentals in charlotte under $900", NO);
add("intl", "nomatch", "apartments in Barcelona", INTL_CITIES);

// big
const big = over(bigFixture());
const B = big.find;
add("big", "counts", "how many houses for sale in Phoenix?", count(B({ city: "Phoenix", kinds: ["house"], sale: "for_sale" }).length, "en"));
add("big", "counts", "how many rentals in Nashville under $1,500?", count(B({ city: "Nashville", sale: "for_rent", price: [0, 1500] }).length, "en"));
add("big", "counts", "how many homes with a pool in Sacramento", count(B({ city: "Sacramento", has: ["pool"] }).length, "en"));
add("big", "counts", "how many homes sold in kansas city", count(B({ city: "Kansas City", statuses: ["Sold"] }).length, "en"));
add("big", "counts", "how many houses in Phoenix without a pool?", count(B({ city: "Phoenix", kinds: ["house"], lacks: ["pool"] }).length, "en"));
add("big", "superlatives", "cheapest condo for sale in Dallas", big.best(cheapest(B({ city: "Dallas", kinds: ["condo"], sale: "for_sale" })), big.unavailable({ city: "Dallas", kinds: ["condo"], sale: "for_sale" })));
add("big", "superlatives", "biggest house in Atlanta", big.best(biggest(B({ city: "Atlanta", kinds: ["house"] })), big.unavailable({ city: "Atlanta", kinds: ["house"] })));
add("big", "superlatives", "largest lot in Tampa", big.best(biggestLot(B({ city: "Tampa" })), big.unavailable({ city: "Tampa" })));
add("big", "superlatives", "cheapest 3 bedroom house for sale in Salt Lake City", big.best(cheapest(B({ city: "Salt Lake City", kinds: ["house"], sale: "for_sale", beds: [3, 3] })), big.unavailable({ city: "Salt Lake City", kinds: ["house"], sale: "for_sale", beds: [3, 3] })));
add("big", "facts", "tell me about BIG04321", says("BIG04321"), price(big.mls("BIG04321")));
add("big", "facts", "what school district is BIG00777 in", says(fact(big.mls("BIG00777"), "School District")));
add("big", "followups", ["condos for sale in Tampa", "which of those is cheapest?"], big.best(cheapest(B({ city: "Tampa", kinds: ["condo"], sale: "for_sale" })), big.unavailable({ city: "Tampa", kinds: ["condo"], sale: "for_sale" })));
add("big", "status", "is BIG00001 still for sale?", says(...STATUS_WORDS[big.mls("BIG00001").fields.Status === "Sold" ? "sold" : "pending"]));
add("big", "ranges", "houses in Columbus under 200k with a garage", shows(B({ city: "Columbus", kinds: ["house"], sale: "for_sale", price: [0, 200000], has: ["garage"] })), hides(B({ city: "Columbus", kinds: ["house"], lacks: ["garage"], statuses: ["Active"] }).slice(0, 50)));

export const ENGLISH = list;
