import type { ListingFields } from "@/lib/listings/schema";

// A fixed, realistic demo portfolio: six US cities, homes for sale and for rent.
// Generated from a seeded random sequence so every fresh install gets the same data.

interface City {
  name: string;
  state: string;
  zips: string[];
  neighborhoods: string[];
  streets: string[];
  lat: number;
  lng: number;
  salePerSqft: number;
  rentPerSqft: number;
}

const CITIES: City[] = [
  {
    name: "Austin",
    state: "TX",
    zips: ["78701", "78704", "78745", "78751"],
    neighborhoods: ["Travis Heights", "Mueller", "Hyde Park", "South Congress"],
    streets: ["Congress Ave", "Barton Springs Rd", "Lamar Blvd", "Duval St", "Riverside Dr"],
    lat: 30.2672,
    lng: -97.7431,
    salePerSqft: 390,
    rentPerSqft: 1.85,
  },
  {
    name: "Denver",
    state: "CO",
    zips: ["80202", "80205", "80210", "80218"],
    neighborhoods: ["LoHi", "Capitol Hill", "Washington Park", "RiNo"],
    streets: ["Larimer St", "Colfax Ave", "Downing St", "Pearl St", "Tejon St"],
    lat: 39.7392,
    lng: -104.9903,
    salePerSqft: 420,
    rentPerSqft: 1.95,
  },
  {
    name: "Miami",
    state: "FL",
    zips: ["33127", "33131", "33133", "33137"],
    neighborhoods: ["Brickell", "Coconut Grove", "Wynwood", "Edgewater"],
    streets: ["Brickell Ave", "Biscayne Blvd", "Main Hwy", "NW 2nd Ave", "Bayshore Dr"],
    lat: 25.7617,
    lng: -80.1918,
    salePerSqft: 560,
    rentPerSqft: 2.9,
  },
  {
    name: "Seattle",
    state: "WA",
    zips: ["98102", "98103", "98109", "98122"],
    neighborhoods: ["Capitol Hill", "Fremont", "Queen Anne", "Ballard"],
    streets: ["Pike St", "Fremont Ave N", "Queen Anne Ave N", "Market St", "Madison St"],
    lat: 47.6062,
    lng: -122.3321,
    salePerSqft: 610,
    rentPerSqft: 2.7,
  },
  {
    name: "Chicago",
    state: "IL",
    zips: ["60614", "60622", "60647", "60657"],
    neighborhoods: ["Lincoln Park", "Wicker Park", "Logan Square", "Lakeview"],
    streets: ["Armitage Ave", "Milwaukee Ave", "Clark St", "Damen Ave", "Halsted St"],
    lat: 41.8781,
    lng: -87.6298,
    salePerSqft: 330,
    rentPerSqft: 2.1,
  },
  {
    name: "San Diego",
    state: "CA",
    zips: ["92101", "92103", "92104", "92109"],
    neighborhoods: ["Little Italy", "Hillcrest", "North Park", "Pacific Beach"],
    streets: ["India St", "University Ave", "30th St", "Garnet Ave", "Adams Ave"],
    lat: 32.7157,
    lng: -117.1611,
    salePerSqft: 720,
    rentPerSqft: 3.1,
  },
];

const FEATURES = [
  ["pool", "a sparkling pool"],
  ["garage", "an attached two-car garage"],
  ["fireplace", "a wood-burning fireplace"],
  ["hardwood", "hardwood floors throughout"],
  ["kitchen", "a renovated chef's kitchen with quartz counters"],
  ["balcony", "a private balcony"],
  ["rooftop", "a shared rooftop deck"],
  ["laundry", "in-unit laundry"],
  ["pets", "a pet-friendly policy"],
  ["office", "a dedicated home office"],
  ["solar", "owned solar panels"],
  ["views", "sweeping city views"],
  ["yard", "a fenced backyard"],
  ["gym", "a fitness center in the building"],
] as const;

const SALE_TYPES = ["Single Family", "Condo", "Townhouse", "Multi-Family"] as const;
const RENT_TYPES = ["Apartment", "Condo", "Townhouse", "Single Family"] as const;

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function demoListings(): ListingFields[] {
  const random = mulberry32(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const out: ListingFields[] = [];
  let serial = 1000;

  for (const city of CITIES) {
    for (let i = 0; i < 12; i++) {
      const forSale = i < 7;
      const propertyType = forSale ? pick(SALE_TYPES) : pick(RENT_TYPES);
      const bedrooms = propertyType === "Apartment" || propertyType === "Condo" ? between(0, 3) : between(2, 5);
      const bathrooms = Math.max(1, bedrooms - between(0, 1)) + (random() < 0.4 ? 0.5 : 0);
      const sqft = Math.round((bedrooms === 0 ? 480 : 550 + bedrooms * 420 + between(-150, 350)) / 10) * 10;
      const neighborhood = pick(city.neighborhoods);
      const street = `${between(100, 4999)} ${pick(city.streets)}${propertyType === "Condo" || propertyType === "Apartment" ? ` Unit ${between(2, 30)}${pick(["A", "B", "C"])}` : ""}`;
      const features = [...FEATURES].sort(() => random() - 0.5).slice(0, between(2, 4));
      const yearBuilt = between(1925, 2024);
      const salePrice = Math.round((sqft * city.salePerSqft * (0.85 + random() * 0.4)) / 1000) * 1000;
      const rentPrice = Math.round((sqft * city.rentPerSqft * (0.9 + random() * 0.3)) / 25) * 25;
      const mls = `${city.state}${++serial}`;
      const slug = `${street}-${city.name}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      const bedText = bedrooms === 0 ? "Studio" : `${bedrooms}-bedroom`;
      out.push({
        SaleType: forSale ? "for_sale" : "for_rent",
        Status: forSale && i === 6 ? "PreOnMarket" : forSale && i === 5 ? "Sold" : "Active",
        CurrencySymbol: "$",
        PropertyType: propertyType,
        Bedrooms: bedrooms,
        Bathrooms: bathrooms,
        Url: `https://demo.casabot.local/listings/${mls.toLowerCase()}/${slug}`,
        MLSNumber: mls,
        YearBuilt: yearBuilt,
        DaysOnMarket: between(0, 90),
        LotArea: propertyType === "Single Family" || propertyType === "Multi-Family" ? between(3000, 9000) : 0,
        BuildingArea: sqft,
        AreaUnit: "Square Feet",
        Images: [`https://demo.casabot.local/images/${mls.toLowerCase()}-1.jpg`, `https://demo.casabot.local/images/${mls.toLowerCase()}-2.jpg`],
        Tours: random() < 0.3 ? "3D" : random() < 0.5 ? "OpenHouse" : null,
        ParkingSpots: features.some(([key]) => key === "garage") ? 2 : between(0, 1),
        Description: `${bedText} ${propertyType.toLowerCase()} in ${neighborhood}, built in ${yearBuilt}, with ${features.map(([, text]) => text).join(", ")}. ${forSale ? "Close to shops, parks and transit." : "Available now; twelve-month lease preferred."}`,
        ExtensionColumn: [
          { Key: "Neighborhood", value: neighborhood },
          { Key: "Features", value: features.map(([key]) => key).join(", ") },
        ],
        Location: `${neighborhood}, ${city.name}`,
        Address: street,
        City: city.name,
        State: city.state,
        ZIP: pick(city.zips),
        Latitude: Number((city.lat + (random() - 0.5) * 0.08).toFixed(5)),
        Longitude: Number((city.lng + (random() - 0.5) * 0.08).toFixed(5)),
        SalePrice: forSale ? salePrice : null,
        UnitAreaPrice: forSale ? Math.round(salePrice / sqft) : null,
        HOAMonth: propertyType === "Condo" || propertyType === "Townhouse" ? between(150, 650) : null,
        ZestimatePrice: forSale ? Math.round((salePrice * (0.95 + random() * 0.1)) / 1000) * 1000 : null,
        RentPrice: forSale ? null : rentPrice,
        SpaceType: forSale ? null : bedrooms > 1 && random() < 0.15 ? "Room" : "Entire place",
        DepositFee: forSale ? null : rentPrice,
      });
    }
  }
  return out;
}
