import type { Chatbot } from "@/db/schema";
import { splitList } from "@/lib/validation/text";

type DomainSettings = Pick<Chatbot, "VerifyDomain" | "Domains" | "CustomDomain">;

/** The hosts a chatbot with VerifyDomain on may be embedded on: Domains (one per line) and CustomDomain, once each. */
export function allowedHosts(chatbot: Pick<DomainSettings, "Domains" | "CustomDomain">): string[] {
  return [...new Set([...splitList(chatbot.Domains, true), ...splitList(chatbot.CustomDomain)])];
}

/**
 * Whether a host entry (`example.com`, `*.example.com`, `localhost:8080`) covers a page
 * URL. An entry without a port covers every port of that host; `*.` covers subdomains
 * at any depth, not the bare domain (list both to allow both).
 */
function hostMatches(entry: string, url: URL): boolean {
  const [pattern, port] = entry.split(":") as [string, string | undefined];
  if (port !== undefined && port !== (url.port || (url.protocol === "https:" ? "443" : "80"))) return false;
  const hostname = url.hostname.toLowerCase();
  return pattern.startsWith("*.") ? hostname.endsWith(pattern.slice(1)) : hostname === pattern;
}

/**
 * Whether a page of this origin may show and use the chatbot's widget. Our own origin
 * (the widget frame, the dashboard's preview) always may; with VerifyDomain off any page
 * may; with it on, only http(s) pages of the allowed hosts, and never a request that
 * does not say where it comes from.
 */
export function originAllowed(chatbot: DomainSettings, origin: string | null, ownOrigin: string): boolean {
  if (origin === ownOrigin) return true;
  if (!chatbot.VerifyDomain) return true;
  if (!origin || origin === "null") return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  return allowedHosts(chatbot).some((entry) => hostMatches(entry, url));
}

/** The CSP `frame-ancestors` sources that match exactly what originAllowed allows. */
export function frameAncestors(chatbot: DomainSettings): string {
  if (!chatbot.VerifyDomain) return "*";
  const sources = allowedHosts(chatbot).flatMap((entry) => {
    const host = entry.includes(":") ? entry : `${entry}:*`;
    return [`https://${host}`, `http://${host}`];
  });
  return ["'self'", ...sources].join(" ");
}
