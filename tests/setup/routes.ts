import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type RouteAuth = "apiKey" | "apiKeyOrSessionKey" | "owner" | "public" | "widget" | "widgetToken" | "widgetSessionKey";

export interface DiscoveredRoute {
  path: string;
  auth: RouteAuth;
}

/** How a route file's endpoint is guarded, read from the file itself. */
function authOf(file: string): RouteAuth {
  const source = readFileSync(file, "utf8");
  if (source.includes("sessionKeyEndpoint(")) return "widgetSessionKey";
  if (source.includes("widgetEndpoint(")) return /token:\s*true/.test(source) ? "widgetToken" : "widget";
  const modes = [...source.matchAll(/auth:\s*"(\w+)"/g)].map((match) => match[1]!);
  if (modes.length === 0) throw new Error(`${file}: cannot tell how this endpoint is guarded`);
  if (new Set(modes).size > 1) throw new Error(`${file}: endpoints with different guards (${modes.join(", ")})`);
  return modes[0] as RouteAuth;
}

/** Every endpoint under app/chat, found on disk, so that a new one cannot escape the tests that walk them all. */
export function discoverRoutes(dir = "app/chat", prefix = "/chat"): DiscoveredRoute[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name.startsWith("[")) return [];
    const here = path.join(dir, entry.name);
    const route = `${prefix}/${entry.name}`;
    const file = path.join(here, "route.ts");
    const own = readdirSync(here).includes("route.ts") ? [{ path: route, auth: authOf(file) }] : [];
    return [...own, ...discoverRoutes(here, route)];
  });
}
