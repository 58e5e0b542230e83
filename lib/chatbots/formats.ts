import { emailAddress } from "@/lib/validation/fields";
import { canonicalLanguage } from "./languages";
import { splitList } from "@/lib/validation/text";

// The normalising checks behind chatbot settings. Each returns the stored form of a
// valid value, or undefined.

const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour as the spec stores it, `rgb(r,g,b)`: from rgb(), or from a hex colour as designers copy it (#BF5700, #fff, BF5700). */
export function normalizeRgb(value: string): string | undefined {
  const hex = HEX.exec(value.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit) : hex[1]!.match(/../g)!;
    return `rgb(${digits.map((pair) => Number.parseInt(pair, 16)).join(",")})`;
  }
  const match = RGB.exec(value.trim());
  if (!match) return undefined;
  const channels = match.slice(1, 4).map(Number);
  if (channels.some((channel) => channel > 255)) return undefined;
  return `rgb(${channels.join(",")})`;
}

/** The IANA name in its canonical spelling ("america/new_york" → "America/New_York"). */
export function normalizeTimeZone(value: string): string | undefined {
  const name = value.trim();
  // Intl also accepts offsets such as "+05:00"; the setting wants a zone name.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return undefined;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function normalizeLanguage(value: string): string | undefined {
  return value.trim() === "" ? "" : canonicalLanguage(value);
}

const emailSchema = emailAddress();

/** One address or a comma-separated list; stored as "a@x.com, b@y.com". */
export function normalizeEmailList(value: string): string | undefined {
  const addresses = splitList(value);
  if (addresses.some((address) => !emailSchema.safeParse(address).success)) return undefined;
  return addresses.join(", ");
}

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOST = new RegExp(`^(?:\\*\\.)?${LABEL}(?:\\.${LABEL})*(?::\\d{1,5})?$`);

/** A host name (optionally `*.` wildcard and `:port`); a pasted origin URL is reduced to its host. */
export function normalizeHost(value: string, allowWildcard: boolean): string | undefined {
  let host = value.trim().toLowerCase();
  if (/^https?:\/\//.test(host)) {
    try {
      host = new URL(host).host;
    } catch {
      return undefined;
    }
  }
  host = host.replace(/\.$/, "");
  if (!HOST.test(host) || (!allowWildcard && host.startsWith("*."))) return undefined;
  return host;
}

/** Comma- or newline-separated hosts; stored one per line. */
export function normalizeDomains(value: string): string | undefined {
  const hosts = splitList(value, true).map((host) => normalizeHost(host, true));
  if (hosts.some((host) => host === undefined)) return undefined;
  return [...new Set(hosts)].join("\n");
}

export function normalizeCustomDomain(value: string): string | undefined {
  return value.trim() === "" ? "" : normalizeHost(value, false);
}
