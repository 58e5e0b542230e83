import type { DecimalMark } from "./units";

/**
 * What an import falls back on when a sheet says nothing about its currency, area unit or decimal
 * mark: the conventions of the chatbot's country, read from its time zone. Always shown to the
 * owner before the import, with a count of the rows it applies to, and changeable there.
 */
export interface SheetLocale {
  /** ISO 3166 country, or "" when the time zone names none we know. */
  country: string;
  currency: string;
  areaUnit: "sqft" | "m2";
  decimal: DecimalMark;
  /** Where it was read from, for the owner: "the chatbot's time zone, Europe/Madrid". */
  source: string;
}

const COUNTRIES: Record<string, Omit<SheetLocale, "country" | "source">> = {
  US: { currency: "$", areaUnit: "sqft", decimal: "." },
  CA: { currency: "C$", areaUnit: "sqft", decimal: "." },
  MX: { currency: "MX$", areaUnit: "m2", decimal: "." },
  ES: { currency: "€", areaUnit: "m2", decimal: "," },
  FR: { currency: "€", areaUnit: "m2", decimal: "," },
  BE: { currency: "€", areaUnit: "m2", decimal: "," },
  LU: { currency: "€", areaUnit: "m2", decimal: "," },
  PT: { currency: "€", areaUnit: "m2", decimal: "," },
  IT: { currency: "€", areaUnit: "m2", decimal: "," },
  DE: { currency: "€", areaUnit: "m2", decimal: "," },
  NL: { currency: "€", areaUnit: "m2", decimal: "," },
  IE: { currency: "€", areaUnit: "m2", decimal: "." },
  CH: { currency: "CHF", areaUnit: "m2", decimal: "." },
  GB: { currency: "£", areaUnit: "sqft", decimal: "." },
};

/** Time zones outside the United States that name a country above; every other America/* zone of the US list is the US. */
const ZONE_COUNTRY: Record<string, string> = {
  "America/Toronto": "CA",
  "America/Montreal": "CA",
  "America/Vancouver": "CA",
  "America/Edmonton": "CA",
  "America/Winnipeg": "CA",
  "America/Halifax": "CA",
  "America/Regina": "CA",
  "America/St_Johns": "CA",
  "America/Moncton": "CA",
  "America/Whitehorse": "CA",
  "America/Mexico_City": "MX",
  "America/Cancun": "MX",
  "America/Monterrey": "MX",
  "America/Merida": "MX",
  "America/Tijuana": "MX",
  "America/Chihuahua": "MX",
  "America/Hermosillo": "MX",
  "America/Mazatlan": "MX",
  "America/Matamoros": "MX",
  "America/Bahia_Banderas": "MX",
  "Europe/Madrid": "ES",
  "Atlantic/Canary": "ES",
  "Africa/Ceuta": "ES",
  "Europe/Paris": "FR",
  "Europe/Brussels": "BE",
  "Europe/Luxembourg": "LU",
  "Europe/Lisbon": "PT",
  "Europe/Rome": "IT",
  "Europe/Berlin": "DE",
  "Europe/Amsterdam": "NL",
  "Europe/Dublin": "IE",
  "Europe/Zurich": "CH",
  "Europe/London": "GB",
};

const US_ZONES = new Set([
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "America/Phoenix",
  "America/Anchorage",
  "America/Detroit",
  "America/Boise",
  "America/Indiana/Indianapolis",
  "America/Kentucky/Louisville",
  "America/Puerto_Rico",
  "Pacific/Honolulu",
]);

/** The conventions of the country a time zone names; the United States' when it names none we know (said so in `source`). */
export function sheetLocale(timeZone: string | undefined): SheetLocale {
  const zone = timeZone?.trim() ?? "";
  const country = ZONE_COUNTRY[zone] ?? (US_ZONES.has(zone) || zone.startsWith("US/") ? "US" : "");
  const conventions = COUNTRIES[country || "US"]!;
  const source = zone ? `the chatbot's time zone, ${zone}` : "no time zone set";
  return { country, ...conventions, source };
}
