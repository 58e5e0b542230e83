// Synthetic MLS feeds for the benchmark: a seeded PRNG, so two runs of the same size
// hold the same data. Values follow what real feeds look like: a few markets per
// brokerage, log-normal prices, mostly 2-4 bedrooms, a third rentals, most Active.

/** mulberry32: small, fast and good enough for test data. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = ReturnType<typeof prng>;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** A standard normal sample (Box-Muller). */
const normal = (random: Random) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

interface Market {
  city: string;
  state: string;
  lat: number;
  lng: number;
  salePerSqft: number;
}

// Sixty US markets: brokerages cluster in a few of them, so the city filter meets both
// very common and rare cities.
const MARKETS: Market[] = (
  [
    ["Austin", "TX", 30.27, -97.74, 390],
    ["Dallas", "TX", 32.78, -96.8, 260],
    ["Houston", "TX", 29.76, -95.37, 210],
    ["San Antonio", "TX", 29.42, -98.49, 190],
    ["Denver", "CO", 39.74, -104.99, 420],
    ["Boulder", "CO", 40.01, -105.27, 610],
    ["Miami", "FL", 25.76, -80.19, 560],
    ["Orlando", "FL", 28.54, -81.38, 250],
    ["Tampa", "FL", 27.95, -82.46, 280],
    ["Jacksonville", "FL", 30.33, -81.66, 200],
    ["Seattle", "WA", 47.61, -122.33, 610],
    ["Tacoma", "WA", 47.25, -122.44, 330],
    ["Portland", "OR", 45.52, -122.68, 390],
    ["Chicago", "IL", 41.88, -87.63, 330],
    ["Evanston", "IL", 42.05, -87.69, 360],
    ["San Diego", "CA", 32.72, -117.16, 720],
    ["Los Angeles", "CA", 34.05, -118.24, 780],
    ["San Francisco", "CA", 37.77, -122.42, 1050],
    ["Oakland", "CA", 37.8, -122.27, 640],
    ["San Jose", "CA", 37.34, -121.89, 880],
    ["Sacramento", "CA", 38.58, -121.49, 340],
    ["Phoenix", "AZ", 33.45, -112.07, 290],
    ["Tucson", "AZ", 32.22, -110.97, 230],
    ["Las Vegas", "NV", 36.17, -115.14, 260],
    ["Salt Lake City", "UT", 40.76, -111.89, 350],
    ["Boise", "ID", 43.62, -116.2, 300],
    ["Atlanta", "GA", 33.75, -84.39, 250],
    ["Savannah", "GA", 32.08, -81.09, 240],
    ["Charlotte", "NC", 35.23, -80.84, 240],
    ["Raleigh", "NC", 35.78, -78.64, 250],
    ["Nashville", "TN", 36.16, -86.78, 310],
    ["Memphis", "TN", 35.15, -90.05, 140],
    ["New York", "NY", 40.71, -74.01, 1100],
    ["Brooklyn", "NY", 40.68, -73.94, 900],
    ["Buffalo", "NY", 42.89, -78.88, 140],
    ["Boston", "MA", 42.36, -71.06, 720],
    ["Cambridge", "MA", 42.37, -71.11, 850],
    ["Philadelphia", "PA", 39.95, -75.17, 240],
    ["Pittsburgh", "PA", 40.44, -80.0, 170],
    ["Washington", "DC", 38.91, -77.04, 560],
    ["Baltimore", "MD", 39.29, -76.61, 190],
    ["Minneapolis", "MN", 44.98, -93.27, 250],
    ["St. Paul", "MN", 44.95, -93.09, 220],
    ["Detroit", "MI", 42.33, -83.05, 110],
    ["Ann Arbor", "MI", 42.28, -83.74, 330],
    ["Columbus", "OH", 39.96, -83.0, 200],
    ["Cleveland", "OH", 41.5, -81.69, 130],
    ["Cincinnati", "OH", 39.1, -84.51, 180],
    ["Indianapolis", "IN", 39.77, -86.16, 170],
    ["Milwaukee", "WI", 43.04, -87.91, 170],
    ["Kansas City", "MO", 39.1, -94.58, 190],
    ["St. Louis", "MO", 38.63, -90.2, 160],
    ["New Orleans", "LA", 29.95, -90.07, 210],
    ["Albuquerque", "NM", 35.08, -106.65, 220],
    ["Honolulu", "HI", 21.31, -157.86, 800],
    ["Anchorage", "AK", 61.22, -149.9, 240],
    ["Richmond", "VA", 37.54, -77.44, 230],
    ["Charleston", "SC", 32.78, -79.93, 340],
    ["Louisville", "KY", 38.25, -85.76, 170],
    ["Omaha", "NE", 41.26, -95.93, 170],
  ] as const
).map(([city, state, lat, lng, salePerSqft]) => ({ city, state, lat, lng, salePerSqft }));

const PROPERTY_TYPES = ["Single Family", "Single Family", "Single Family", "Condo", "Condo", "Townhouse", "Multi Family", "Apartment", "Land", "Mobile Home"];
const STREETS = [
  "Main St",
  "Oak Ave",
  "Maple Dr",
  "Cedar Ln",
  "Park Blvd",
  "Elm St",
  "Lake View Rd",
  "Sunset Blvd",
  "Hillcrest Ave",
  "River Rd",
  "Pine St",
  "Washington Ave",
  "Highland Dr",
  "Broadway",
  "Church St",
];
const NEIGHBORHOODS = ["Downtown", "Old Town", "Riverside", "Northside", "Westgate", "Eastwood", "Midtown", "University District", "Lakeshore", "Heights"];
const FEATURES = [
  "a renovated kitchen with quartz counters",
  "hardwood floors throughout",
  "a fenced backyard",
  "an attached two-car garage",
  "a primary suite with walk-in closet",
  "vaulted ceilings",
  "a sparkling pool",
  "solar panels",
  "a finished basement",
  "walkable access to shops and dining",
  "mountain views",
  "an open floor plan",
  "new windows and roof",
  "a gas fireplace",
  "in-unit laundry",
];
const OPENERS = ["Welcome home to", "Discover", "Move-in ready", "Charming", "Spacious", "Bright and airy", "Beautifully updated", "Rare opportunity:"];
const EXTENSION_KEYS = ["HeatingType", "CoolingType", "SchoolDistrict", "PetPolicy", "View"];
const EXTENSION_VALUES = ["Forced Air", "Central", "Unified", "Cats and dogs OK", "City", "Radiant", "None", "Water"];

/** How many listings each chatbot holds: three very large feeds, then a Zipf-like long tail. */
export function botSizes(total: number, bots: number): number[] {
  const head = [0.15, 0.12, 0.1].slice(0, Math.min(3, bots));
  const tailShare = 1 - head.reduce((sum, share) => sum + share, 0);
  const tailWeights = Array.from({ length: bots - head.length }, (_, index) => 1 / (index + 1) ** 0.9);
  const tailSum = tailWeights.reduce((sum, weight) => sum + weight, 0);
  const sizes = [
    ...head.map((share) => Math.round(total * share)),
    ...tailWeights.map((weight) => Math.max(1, Math.floor((total * tailShare * weight) / tailSum))),
  ];
  // Rounding leaves a few listings over or under; the largest tail bot takes the difference.
  const difference = total - sizes.reduce((sum, size) => sum + size, 0);
  sizes[head.length] = Math.max(1, sizes[head.length]! + difference);
  return sizes;
}

/** The markets a chatbot works in: a brokerage covers 2-12 cities, one of them its home. */
export function botMarkets(botIndex: number): Market[] {
  const random = prng(1_000_003 + botIndex);
  const count = 2 + Math.floor(random() * 11);
  const markets = new Set<Market>();
  while (markets.size < count) markets.add(pick(random, MARKETS));
  return [...markets];
}

export const mlsNumber = (botIndex: number, ordinal: number) => `B${botIndex}-${String(ordinal).padStart(7, "0")}`;

export interface GeneratedListing {
  SaleType: "for_sale" | "for_rent";
  Status: "Active" | "PreOnMarket" | "Sold";
  CurrencySymbol: string;
  PropertyType: string;
  Bedrooms: number;
  Bathrooms: number;
  Url: string;
  MLSNumber: string;
  YearBuilt: number;
  DaysOnMarket: number;
  LotArea: number;
  BuildingArea: number;
  AreaUnit: "Square Feet";
  Images: string[] | null;
  Tours: "OpenHouse" | "3D" | null;
  ParkingSpots: number;
  Description: string;
  ExtensionColumn: { Key: string; value: string }[] | null;
  Location: string;
  Address: string;
  City: string;
  State: string;
  ZIP: string;
  Latitude: number;
  Longitude: number;
  SalePrice: number | null;
  UnitAreaPrice: number | null;
  HOAMonth: number | null;
  ZestimatePrice: number | null;
  RentPrice: number | null;
  SpaceType: "Entire place" | "Room" | null;
  DepositFee: number | null;
}

/** One listing of a chatbot; the first market of a bot is its home market and gets most listings. */
export function generateListing(random: Random, botIndex: number, ordinal: number, markets: Market[]): GeneratedListing {
  const market = random() < 0.4 ? markets[0]! : pick(random, markets);
  const forRent = random() < 0.33;
  const propertyType = pick(random, PROPERTY_TYPES);
  const bedrooms = propertyType === "Land" ? 0 : Math.max(0, Math.min(8, Math.round(2.8 + normal(random) * 1.1)));
  const bathrooms = propertyType === "Land" ? 0 : Math.max(1, Math.round((bedrooms * 0.7 + random() * 1.5) * 2) / 2);
  const area = propertyType === "Land" ? 0 : Math.round(450 + bedrooms * 420 + random() * 900);
  const sale = Math.round(((area || 800) * market.salePerSqft * Math.exp(normal(random) * 0.25)) / 1000) * 1000;
  const rent = Math.round(((sale * 0.0055) / 10) * (0.8 + random() * 0.4)) * 10;
  const street = `${100 + Math.floor(random() * 9800)} ${pick(random, STREETS)}`;
  const neighborhood = pick(random, NEIGHBORHOODS);
  const features = [pick(random, FEATURES), pick(random, FEATURES), pick(random, FEATURES)];
  const mls = mlsNumber(botIndex, ordinal);
  const imageCount = Math.floor(random() * 8);
  return {
    SaleType: forRent ? "for_rent" : "for_sale",
    Status: random() < 0.82 ? "Active" : random() < 0.5 ? "PreOnMarket" : "Sold",
    CurrencySymbol: "$",
    PropertyType: propertyType,
    Bedrooms: bedrooms,
    Bathrooms: bathrooms,
    Url: random() < 0.97 ? `https://homes.example.com/b${botIndex}/${mls.toLowerCase()}` : "",
    MLSNumber: mls,
    YearBuilt: 1900 + Math.floor(random() * 125),
    DaysOnMarket: Math.floor(-Math.log(1 - random()) * 30),
    LotArea: propertyType === "Condo" || propertyType === "Apartment" ? 0 : Math.round(2000 + random() * 12000),
    BuildingArea: area,
    AreaUnit: "Square Feet",
    Images: imageCount === 0 ? null : Array.from({ length: imageCount }, (_, index) => `https://img.example.com/${mls.toLowerCase()}/${index + 1}.jpg`),
    Tours: random() < 0.2 ? "OpenHouse" : random() < 0.1 ? "3D" : null,
    ParkingSpots: Math.floor(random() * 4),
    Description: `${pick(random, OPENERS)} this ${bedrooms}-bedroom ${propertyType.toLowerCase()} in ${neighborhood}, ${market.city}. It offers ${features[0]}, ${features[1]} and ${features[2]}. ${forRent ? "Available now for a 12-month lease." : "Priced to sell; schedule a showing today."}`,
    ExtensionColumn: random() < 0.3 ? [{ Key: pick(random, EXTENSION_KEYS), value: pick(random, EXTENSION_VALUES) }] : null,
    Location: neighborhood,
    Address: street,
    City: market.city,
    State: market.state,
    ZIP: String(10000 + Math.floor(random() * 89999)),
    Latitude: Math.round((market.lat + (random() - 0.5) * 0.2) * 1e6) / 1e6,
    Longitude: Math.round((market.lng + (random() - 0.5) * 0.2) * 1e6) / 1e6,
    SalePrice: forRent ? null : sale,
    UnitAreaPrice: forRent || area === 0 ? null : Math.round(sale / area),
    HOAMonth: propertyType === "Condo" || propertyType === "Townhouse" ? Math.round(150 + random() * 500) : null,
    ZestimatePrice: forRent ? null : Math.round(sale * (0.9 + random() * 0.2)),
    RentPrice: forRent ? rent : null,
    SpaceType: forRent ? (random() < 0.9 ? "Entire place" : "Room") : null,
    DepositFee: forRent ? rent : null,
  };
}

/** The columns COPY fills, in order, with the property each comes from. */
export const COPY_COLUMNS: [string, keyof GeneratedListing][] = [
  ["sale_type", "SaleType"],
  ["status", "Status"],
  ["currency_symbol", "CurrencySymbol"],
  ["property_type", "PropertyType"],
  ["bedrooms", "Bedrooms"],
  ["bathrooms", "Bathrooms"],
  ["url", "Url"],
  ["mls_number", "MLSNumber"],
  ["year_built", "YearBuilt"],
  ["days_on_market", "DaysOnMarket"],
  ["lot_area", "LotArea"],
  ["building_area", "BuildingArea"],
  ["area_unit", "AreaUnit"],
  ["images", "Images"],
  ["tours", "Tours"],
  ["parking_spots", "ParkingSpots"],
  ["description", "Description"],
  ["extension_column", "ExtensionColumn"],
  ["location", "Location"],
  ["address", "Address"],
  ["city", "City"],
  ["state", "State"],
  ["zip", "ZIP"],
  ["latitude", "Latitude"],
  ["longitude", "Longitude"],
  ["sale_price", "SalePrice"],
  ["unit_area_price", "UnitAreaPrice"],
  ["hoa_month", "HOAMonth"],
  ["zestimate_price", "ZestimatePrice"],
  ["rent_price", "RentPrice"],
  ["space_type", "SpaceType"],
  ["deposit_fee", "DepositFee"],
];

/** A value in COPY's text format: \N for null, backslash escapes for the characters that delimit. */
function copyText(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return text.replace(/[\\\t\n\r]/g, (character) => ({ "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" })[character]!);
}

/**
 * The whole feed as COPY text, in chunks of rows. Chatbots' listings are interleaved (as
 * feeds arrive over time), so a big bot's ids are spread over the table; created_at grows
 * with the id over the last two years.
 */
export function* copyChunks(chatbotIds: string[], sizes: number[], { seed = 42, rowsPerChunk = 2000 } = {}): Generator<string> {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const random = prng(seed);
  const order = new Uint16Array(total);
  let at = 0;
  for (const [bot, size] of sizes.entries()) order.fill(bot, at, (at += size));
  for (let index = total - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  const ordinals = new Uint32Array(sizes.length);
  const markets = sizes.map((_, bot) => botMarkets(bot));
  const start = Date.now() - 2 * 365 * 86_400_000;
  const step = (2 * 365 * 86_400_000) / Math.max(1, total);
  let rows: string[] = [];
  for (let index = 0; index < total; index++) {
    const bot = order[index]!;
    const listing = generateListing(random, bot, ++ordinals[bot]!, markets[bot]!);
    const created = new Date(start + index * step).toISOString();
    rows.push([chatbotIds[bot]!, created, created, ...COPY_COLUMNS.map(([, key]) => copyText(listing[key]))].join("\t"));
    if (rows.length === rowsPerChunk) {
      yield `${rows.join("\n")}\n`;
      rows = [];
    }
  }
  if (rows.length > 0) yield `${rows.join("\n")}\n`;
}

export const COPY_COLUMN_LIST = ["chatbot_id", "created_at", "updated_at", ...COPY_COLUMNS.map(([column]) => column)].join(", ");
