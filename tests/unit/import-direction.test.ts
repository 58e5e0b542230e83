import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Imports point down: app → lib/api → the domain (the rest of lib) → db. Only lib/api itself
// and lib/client (the browser's typed client of the API) may import lib/api from inside lib.
const ROOT = path.resolve(import.meta.dirname, "../..");
const API = path.join(ROOT, "lib", "api");
const MAY_IMPORT_API = [API, path.join(ROOT, "lib", "client")];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

const inside = (file: string, dir: string) => file === dir || file.startsWith(dir + path.sep);

/** Every module a source names: static and type-only imports, re-exports, import() and require(). */
function specifiers(source: string): string[] {
  const pattern = /\b(?:from|import|require)\s*\(?\s*["']([^"']+)["']/g;
  return [...source.matchAll(pattern)].map((match) => match[1]!);
}

/** The imports of a file (path relative to the repository) that reach into lib/api. */
function apiImports(file: string, source: string): string[] {
  return specifiers(source).filter((specifier) => {
    if (specifier === "@/lib/api" || specifier.startsWith("@/lib/api/")) return true;
    if (!specifier.startsWith(".")) return false;
    return inside(path.resolve(ROOT, path.dirname(file), specifier), API);
  });
}

describe("import direction", () => {
  it("finds every kind of import into lib/api, type-only and relative ones too", () => {
    const source = [
      'import { endpoint } from "@/lib/api/endpoint";',
      'import type { Contract } from "../api/openapi/contract";',
      'export { envelope } from "../../lib/api/envelope";',
      'const lazy = await import("@/lib/api");',
      'import {\n  a,\n  b,\n} from "@/lib/apis-are-not-api";',
      'import { ok } from "../auth/sessions";',
    ].join("\n");
    expect(apiImports("lib/chat/example.ts", source)).toEqual(["@/lib/api/endpoint", "../api/openapi/contract", "../../lib/api/envelope", "@/lib/api"]);
  });

  it("has no import from the domain or db up into lib/api", () => {
    const files = [...sources(path.join(ROOT, "lib")).filter((file) => !MAY_IMPORT_API.some((dir) => inside(file, dir))), ...sources(path.join(ROOT, "db"))];
    expect(files.length).toBeGreaterThan(100);
    const upward = files.flatMap((file) => {
      const relative = path.relative(ROOT, file);
      return apiImports(relative, readFileSync(file, "utf8")).map((specifier) => `${relative} → ${specifier}`);
    });
    expect(upward).toEqual([]);
  });
});
