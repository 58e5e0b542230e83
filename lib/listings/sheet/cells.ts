/**
 * What a column's cells are, judged by the cells themselves and not only by the header: photo
 * links, virtual-tour links, other web links, yes/no answers in English, Spanish and French.
 */

const MAX_CELL = 4000;

/** Hosts that serve listing photos (MLS vendors, portals, image CDNs). */
const PHOTO_HOSTS = [
  "photos.zillowstatic.com",
  "zillowstatic.com",
  "rdcpix.com",
  "cdn.photos.sparkplatform.com",
  "sparkplatform.com",
  "mlsgrid.com",
  "media.mlsgrid.com",
  "trestle.corelogic.com",
  "bridgedataoutput.com",
  "cloudinary.com",
  "imgix.net",
  "images.unsplash.com",
  "googleusercontent.com",
  "amazonaws.com",
  "cloudfront.net",
  "idealista.com",
  "fotocasa.es",
  "seloger.com",
  "leboncoin.fr",
  "inmuebles24.com",
  "centris.ca",
  "realtor.ca",
];

/** Hosts of virtual tours and walk-through videos. */
const TOUR_HOSTS = [
  "matterport.com",
  "my.matterport.com",
  "kuula.co",
  "youtube.com",
  "youtu.be",
  "vimeo.com",
  "iguide.tours",
  "youriguide.com",
  "cloudpano.com",
  "eyespy360.com",
  "theasys.io",
  "3dvista.com",
  "tourbuilder.com",
  "ricoh360.com",
  "zillow.com/view-3d-home",
  "tours.",
  "tour.",
];

const IMAGE_EXTENSION = /\.(?:jpe?g|png|webp|gif|avif|heic|bmp|tiff?)$/i;

/** The http(s) links in a cell: one, or several separated by spaces, "|", ";" or commas before a scheme. */
export function linksIn(cell: string): string[] {
  const text = cell.trim().slice(0, MAX_CELL);
  // An export's Images cell: the links as JSON text.
  if (text.startsWith("[")) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (Array.isArray(parsed) && parsed.every((item) => typeof item === "string")) return parsed.filter((item) => /^https?:\/\/\S+$/i.test(item));
    } catch {
      return [];
    }
    return [];
  }
  if (!/^https?:\/\//i.test(text) && !/^www\./i.test(text)) return [];
  return text
    .split(/[\s|;]+/)
    .flatMap((part) => part.split(/,(?=https?:\/\/)/i))
    .map((part) => part.replace(/,$/, ""))
    .filter((part) => /^(?:https?:\/\/|www\.)\S+$/i.test(part));
}

function parsedUrl(link: string): URL | undefined {
  try {
    return new URL(/^www\./i.test(link) ? `https://${link}` : link);
  } catch {
    return undefined;
  }
}

const hostMatches = (url: URL, hosts: readonly string[]) => {
  const host = url.hostname.toLowerCase();
  const hostAndPath = `${host.replace(/^www\./, "")}${url.pathname.toLowerCase()}`;
  return hosts.some((entry) =>
    entry.endsWith(".") ? host.startsWith(entry) : entry.includes("/") ? hostAndPath.startsWith(entry) : host === entry || host.endsWith(`.${entry}`),
  );
};

export type LinkKind = "image" | "tour" | "web";

/** What a link points to: a photo (by its extension or a photo host), a virtual tour (a tour host), or a web page. */
export function linkKind(link: string): LinkKind | undefined {
  const url = parsedUrl(link);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return undefined;
  if (hostMatches(url, TOUR_HOSTS)) return "tour";
  if (IMAGE_EXTENSION.test(url.pathname) || hostMatches(url, PHOTO_HOSTS)) return "image";
  return "web";
}

export type ColumnKind = LinkKind | "yesno" | "other" | "empty";

/** A column's kind: what at least 60 % of its non-empty cells (the first 200 looked at) are. */
export function columnKind(cells: readonly string[]): ColumnKind {
  const kinds: ColumnKind[] = [];
  for (const cell of cells) {
    if (kinds.length === 200) break;
    if (cell.trim() === "") continue;
    const links = linksIn(cell);
    if (links.length > 0) {
      const found = links.map(linkKind);
      kinds.push(found.every((kind) => kind === "image") ? "image" : found.some((kind) => kind === "tour") ? "tour" : "web");
    } else kinds.push(yesNo(cell) === undefined ? "other" : "yesno");
  }
  if (kinds.length === 0) return "empty";
  for (const kind of ["image", "tour", "web", "yesno"] as const) {
    if (kinds.filter((found) => found === kind).length >= kinds.length * 0.6) return kind;
  }
  return "other";
}

const YES = new Set(["yes", "y", "si", "s", "oui", "o", "true", "vrai", "verdadero", "x", "✓", "✔", "✔️", "✅", "☑", "☑️"]);
const NO = new Set(["no", "n", "non", "false", "faux", "falso", "none", "ninguno", "ninguna", "aucun", "aucune", "✗", "✘", "❌", "☐"]);

/** A yes/no cell in English, Spanish or French (and ticks), or undefined. */
export function yesNo(cell: string): boolean | undefined {
  const text = cell.trim();
  if (text === "" || text.length > 12) return undefined;
  const key = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[.!]$/, "");
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  return undefined;
}
