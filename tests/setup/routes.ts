import { readdirSync } from "node:fs";
import path from "node:path";
import { type Access, contract, type RouteName } from "@/lib/api/openapi/contract";

export type RouteAuth = Access;

export interface DiscoveredRoute {
  path: string;
  auth: RouteAuth;
}

/** How an endpoint is guarded: its contract entry's access, which its route file binds (lib/api/route.ts). */
function authOf(route: string): RouteAuth {
  const entry = contract[route.slice("/chat/".length) as RouteName];
  if (!entry) throw new Error(`${route}: a route folder without a contract entry`);
  return entry.access;
}

/** Every endpoint under app/chat, found on disk, so that a new one cannot escape the tests that walk them all. */
export function discoverRoutes(dir = "app/chat", prefix = "/chat"): DiscoveredRoute[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name.startsWith("[")) return [];
    const here = path.join(dir, entry.name);
    const route = `${prefix}/${entry.name}`;
    const own = readdirSync(here).includes("route.ts") ? [{ path: route, auth: authOf(route) }] : [];
    return [...own, ...discoverRoutes(here, route)];
  });
}
