import type { z } from "zod";
import type { AREA_UNITS, ListingStatus } from "@/lib/listings/filters";
import type { listingObject } from "@/lib/listings/schema";

type AreaUnit = (typeof AREA_UNITS)[number];

// A RESO Data Dictionary 2.x Property record, as an MLS's Web API serves it, read into our listing's
// fields. The mapping is data (the tables below) and a few converters; a value it cannot convert is
// reported as the record's problem, never stored as a guess. What a field means in the Data
// Dictionary: https://ddwiki.reso.org (Property resource).

/** A record's fields as the server sent them (OData JSON). */
export type ResoRecord = Record<string, unknown>;

type ListingFields = z.output<typeof listingObject>;
type RequiredField =
  | "SaleType"
  | "Status"
  | "CurrencySymbol"
  | "PropertyType"
  | "Bedrooms"
  | "Bathrooms"
  | "Url"
  | "MLSNumber"
  | "YearBuilt"
  | "DaysOnMarket"
  | "LotArea"
  | "BuildingArea"
  | "AreaUnit"
  | "ParkingSpots";

/** Our listing's fields as the listing schema (lib/listings/schema.ts) defines them: the ones it requires, and the rest when the record has them. */
export type MappedListing = Pick<ListingFields, RequiredField> & Partial<Omit<ListingFields, RequiredField>>;

export type MappedRecord =
  /** A record to store (create or replace) under its ListingKey. */
  | { kind: "listing"; key: string; modified: string; photosModified: string | null; listing: MappedListing }
  /** A record the bot must no longer hold: deleted at the MLS, or not to be shown on the internet. */
  | { kind: "remove"; key: string; modified: string; reason: "deleted" | "hidden" }
  /** A record that cannot be stored without guessing: each problem names the field and why. */
  | { kind: "problem"; key: string; modified: string; problems: string[] };

export interface MappingOptions {
  /** The currency sign of the feed's prices (an MLS serves one currency). */
  currency: string;
  /** The unit of areas the feed gives without LivingAreaUnits or LotSizeUnits, when the owner said it; else such an area is a problem. */
  areaUnit?: AreaUnit;
}

/** StandardStatus, in its member form ("ActiveUnderContract") or its display form ("Active Under Contract"), to ours. */
const STATUSES: Record<string, ListingStatus | "Delete"> = {
  active: "Active",
  activeundercontract: "Pending",
  pending: "Pending",
  closed: "Sold",
  comingsoon: "ComingSoon",
  hold: "OffMarket",
  withdrawn: "OffMarket",
  expired: "OffMarket",
  canceled: "OffMarket",
  cancelled: "OffMarket",
  incomplete: "OffMarket",
  delete: "Delete",
};

/** PropertyType values (member or display form) that are leases: their ListPrice is a rent. */
const LEASE_TYPES = new Set(["residentiallease", "commerciallease"]);
/** Property types whose homes may have no bedrooms: a missing BedroomsTotal is 0, not unknown. */
const NO_ROOMS_TYPES = new Set(["land", "commercialsale", "commerciallease", "businessopportunity", "farm"]);

/** PropertySubType to the kinds the concierge names (lib/ai/concierge/property-types.ts); others are spelled out. */
const SUBTYPES: Record<string, string> = {
  singlefamilyresidence: "Single Family",
  singlefamilydetached: "Single Family",
  townhouse: "Townhouse",
  condominium: "Condo",
  apartment: "Apartment",
  duplex: "Multi-Family",
  triplex: "Multi-Family",
  quadruplex: "Multi-Family",
  multifamily: "Multi-Family",
  stockcooperative: "Co-op",
  manufacturedhome: "Manufactured Home",
  mobilehome: "Manufactured Home",
  cabin: "Cabin",
  farm: "Farm",
  ranch: "Ranch",
  unimprovedland: "Land",
  land: "Land",
};

const AREA_UNITS_READ: Record<string, AreaUnit> = {
  squarefeet: "Square Feet",
  sqft: "Square Feet",
  squaremeters: "Square Meters",
  squaremetres: "Square Meters",
  sqm: "Square Meters",
};
/** Lot units converted to square feet. */
const LOT_UNITS_IN_SQFT: Record<string, number> = {
  squarefeet: 1,
  sqft: 1,
  acres: 43_560,
  squaremeters: 1 / 0.09290304,
  squaremetres: 1 / 0.09290304,
  hectares: 107_639.104167,
};
const SQFT_IN_SQM = 0.09290304;

/** Fees to a month's worth. */
const PER_MONTH: Record<string, number> = { monthly: 1, quarterly: 1 / 3, semiannually: 1 / 6, annually: 1 / 12, yearly: 1 / 12 };

/** Facts agents are asked about that our listing has no column for: stored as ExtensionColumn facts under these names. */
const EXTENSION_FACTS: readonly [field: string, name: string][] = [
  ["GarageSpaces", "Garage spaces"],
  ["PoolPrivateYN", "Private pool"],
  ["PetsAllowed", "Pets allowed"],
  ["ElementarySchool", "Elementary school"],
  ["MiddleOrJuniorSchool", "Middle school"],
  ["HighSchool", "High school"],
  ["HighSchoolDistrict", "School district"],
  ["VirtualTourURLUnbranded", "Virtual tour"],
  ["Heating", "Heating"],
  ["Cooling", "Cooling"],
  ["Stories", "Stories"],
  ["View", "View"],
];

/** "Active Under Contract", "ActiveUnderContract", "active_under_contract" alike. */
const folded = (value: unknown) => (typeof value === "string" ? value.replace(/[\s_-]+/g, "").toLowerCase() : "");

const text = (value: unknown): string | undefined => {
  if (typeof value === "string") return value.trim() || undefined;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
};

const number = (value: unknown): number | undefined => {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return undefined;
};

/** A PropertySubType with no entry above, in words ("StockCooperative" → "Stock Cooperative"). */
const spelledOut = (value: string) => value.replace(/([a-z])([A-Z])/g, "$1 $2").trim();

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function factValue(value: unknown): string | undefined {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) {
    const parts = value.map(text).filter((part): part is string => part !== undefined);
    return parts.length ? parts.map(spelledOut).join(", ") : undefined;
  }
  return text(value);
}

function streetAddress(record: ResoRecord): string | undefined {
  const whole = text(record.UnparsedAddress);
  if (whole) return whole;
  const street = ["StreetNumber", "StreetDirPrefix", "StreetName", "StreetSuffix", "StreetDirSuffix"]
    .map((field) => text(record[field]))
    .filter(Boolean)
    .join(" ");
  const unit = text(record.UnitNumber);
  return street ? (unit ? `${street} #${unit}` : street) : undefined;
}

function bathrooms(record: ResoRecord): number | undefined {
  const half = number(record.BathroomsHalf) ?? 0;
  const full = number(record.BathroomsFull);
  if (full !== undefined) return full + (number(record.BathroomsThreeQuarter) ?? 0) + half / 2;
  const total = number(record.BathroomsTotalInteger);
  if (total !== undefined) return total - half + half / 2;
  return number(record.BathroomsTotalDecimal);
}

function photos(record: ResoRecord): string[] | undefined {
  if (!Array.isArray(record.Media)) return undefined;
  return (record.Media as ResoRecord[])
    .filter((media) => {
      const category = folded(media.MediaCategory);
      const type = typeof media.MediaType === "string" ? media.MediaType.toLowerCase() : "";
      return category ? category === "photo" : type.startsWith("image/") || ["jpeg", "jpg", "png", "webp", "gif"].includes(type);
    })
    .sort((a, b) => (number(a.Order) ?? 0) - (number(b.Order) ?? 0))
    .map((media) => text(media.MediaURL))
    .filter((url): url is string => url !== undefined && /^https?:\/\//i.test(url))
    .slice(0, 100);
}

/** One record of the Property resource, read. */
export function mapResoProperty(record: ResoRecord, options: MappingOptions): MappedRecord {
  const key = text(record.ListingKey) ?? "";
  const modified = text(record.ModificationTimestamp) ?? "";
  const status = STATUSES[folded(record.StandardStatus)];
  if (status === "Delete") return { kind: "remove", key, modified, reason: "deleted" };
  if (record.MlgCanView === false || record.InternetEntireListingDisplayYN === false) return { kind: "remove", key, modified, reason: "hidden" };

  const problems: string[] = [];
  if (!key) problems.push("ListingKey: missing");
  if (!status) problems.push(`StandardStatus: "${String(record.StandardStatus ?? "")}" is not a status of the Data Dictionary`);

  const type = folded(record.PropertyType);
  const lease = LEASE_TYPES.has(type);
  const price = number(record.ListPrice);
  if (price === undefined || price < 0) problems.push("ListPrice: missing");

  const subtype = text(record.PropertySubType);
  const kind = subtype ? (SUBTYPES[folded(subtype)] ?? spelledOut(subtype)) : text(record.PropertyType) ? spelledOut(text(record.PropertyType)!) : undefined;
  if (!kind) problems.push("PropertyType: missing");

  const bedrooms = number(record.BedroomsTotal) ?? (NO_ROOMS_TYPES.has(type) ? 0 : undefined);
  if (bedrooms === undefined) problems.push("BedroomsTotal: missing");
  const baths = bathrooms(record) ?? (NO_ROOMS_TYPES.has(type) ? 0 : undefined);
  if (baths === undefined) problems.push("BathroomsTotalInteger: missing");

  // The living area's unit is the listing's; without one, the owner's unit for the feed, else a problem.
  const living = number(record.LivingArea);
  const livingUnit = text(record.LivingAreaUnits);
  const areaUnit = livingUnit ? AREA_UNITS_READ[folded(livingUnit)] : options.areaUnit;
  if (livingUnit && !areaUnit) problems.push(`LivingAreaUnits: "${livingUnit}" is not a unit of area this reads`);
  if (living !== undefined && !areaUnit) problems.push("LivingAreaUnits: missing, and the feed names no unit");
  const unit: AreaUnit = areaUnit ?? options.areaUnit ?? "Square Feet";

  let lotSqft: number | undefined;
  const lotUnit = text(record.LotSizeUnits);
  if (number(record.LotSizeSquareFeet) !== undefined) lotSqft = number(record.LotSizeSquareFeet);
  else if (number(record.LotSizeAcres) !== undefined) lotSqft = number(record.LotSizeAcres)! * 43_560;
  else if (number(record.LotSizeArea) !== undefined) {
    const perUnit = lotUnit ? LOT_UNITS_IN_SQFT[folded(lotUnit)] : undefined;
    if (perUnit === undefined) problems.push(`LotSizeUnits: "${lotUnit ?? ""}" is not a unit of area this reads`);
    else lotSqft = number(record.LotSizeArea)! * perUnit;
  }
  const lotArea = lotSqft === undefined ? 0 : round(unit === "Square Meters" ? lotSqft * SQFT_IN_SQM : lotSqft, 2);

  let hoaMonth: number | undefined;
  const fee = number(record.AssociationFee);
  if (fee !== undefined && fee > 0) {
    const frequency = text(record.AssociationFeeFrequency);
    const perMonth = frequency ? PER_MONTH[folded(frequency)] : undefined;
    if (perMonth === undefined) problems.push(`AssociationFeeFrequency: "${frequency ?? ""}" is not a period this reads`);
    else hoaMonth = round(fee * perMonth, 2);
  }

  if (problems.length) return { kind: "problem", key, modified, problems };

  const facts = EXTENSION_FACTS.flatMap(([field, name]) => {
    const value = factValue(record[field]);
    return value === undefined ? [] : [{ Key: name, value: value.slice(0, 5000) }];
  });
  const url = text(record.ListingURL);
  const images = photos(record);
  const listing: MappedListing = {
    SaleType: lease ? "for_rent" : "for_sale",
    Status: status as ListingStatus,
    CurrencySymbol: options.currency,
    PropertyType: kind!.slice(0, 100),
    Bedrooms: Math.round(bedrooms!),
    Bathrooms: baths!,
    Url: url && /^https?:\/\//i.test(url) ? url : "",
    MLSNumber: (text(record.ListingId) ?? key).slice(0, 100),
    YearBuilt: number(record.YearBuilt) ?? 0,
    DaysOnMarket: number(record.DaysOnMarket) ?? number(record.CumulativeDaysOnMarket) ?? 0,
    LotArea: lotArea,
    BuildingArea: living === undefined ? null : living,
    AreaUnit: unit,
    ParkingSpots: number(record.ParkingTotal) ?? number(record.GarageSpaces) ?? 0,
    ...(images ? { Images: images } : {}),
    Tours: text(record.VirtualTourURLUnbranded) ? "3D" : null,
    ...(text(record.PublicRemarks) ? { Description: text(record.PublicRemarks)!.slice(0, 20_000) } : {}),
    ...(facts.length ? { ExtensionColumn: facts } : {}),
    ...(streetAddress(record) ? { Address: streetAddress(record)!.slice(0, 500) } : {}),
    ...(text(record.City) ? { City: text(record.City)!.slice(0, 100) } : {}),
    ...(text(record.StateOrProvince) ? { State: text(record.StateOrProvince)!.slice(0, 100) } : {}),
    ...(text(record.PostalCode) ? { ZIP: text(record.PostalCode)!.slice(0, 20) } : {}),
    ...(number(record.Latitude) !== undefined ? { Latitude: number(record.Latitude) } : {}),
    ...(number(record.Longitude) !== undefined ? { Longitude: number(record.Longitude) } : {}),
    ...(lease ? { RentPrice: price } : { SalePrice: price }),
    ...(hoaMonth !== undefined ? { HOAMonth: hoaMonth } : {}),
  };
  return { kind: "listing", key, modified, photosModified: text(record.PhotosChangeTimestamp) ?? null, listing };
}
