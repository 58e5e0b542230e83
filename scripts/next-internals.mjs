// Every internal of Next that the server relies on, and why: none of these is a public API, so
// a Next upgrade may move them. tests/ops (config, chat-routes, server, container) notice when
// one does. Plain JavaScript, run as it is by scripts/server.mjs, also from the standalone output.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/**
 * `.next/required-server-files.json` and `__NEXT_PRIVATE_STANDALONE_CONFIG`: Next reads the
 * configuration the build used (serialized into the build) from this variable, as the server.js it
 * generates for the standalone output does. So the container, which has no next.config.ts, and
 * npm start run with exactly the same configuration. Must be set before Next loads.
 */
export function loadBuildConfig(distDir) {
  const serverFiles = path.join(distDir, "required-server-files.json");
  if (existsSync(serverFiles)) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(readJson(serverFiles).config);
}

/**
 * `app.server.getServer().prepare()`: in a custom server Next runs instrumentation.ts on the
 * first request. Run now, the configuration is checked (exit 78 on a problem) and the database
 * opened and migrated before the server listens.
 */
export async function runInstrumentation(app) {
  await (await app.server?.getServer?.())?.prepare?.();
}

/** `server/app-paths-manifest.json`: the built file of each app route, by page (`/chat/Chatbot/Edit/route`). */
export function appRouteFiles(distDir) {
  const serverDir = path.resolve(distDir, "server");
  const pages = readJson(path.join(serverDir, "app-paths-manifest.json"));
  return new Map(Object.entries(pages).map(([page, file]) => [page, path.join(serverDir, file)]));
}

/** `routes-manifest.json` `headers`: the rules of next.config.ts headers(), with their compiled regexes. */
export function headerRules(distDir) {
  return readJson(path.join(distDir, "routes-manifest.json")).headers ?? [];
}

/** `next/dist/compiled/compression`: Next's own compression middleware, so a reply is compressed as on Next's paths. */
export function nextCompression() {
  return require("next/dist/compiled/compression")();
}

/**
 * A built route file's `routeModule.userland`: the module of route.ts itself, whose exports are
 * the plain Request → Response handlers (after `ensureUserland()`, which loads it).
 */
export async function routeUserland(file) {
  const { routeModule } = require(file);
  await routeModule.ensureUserland();
  return routeModule.userland;
}
