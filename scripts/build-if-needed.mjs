// Builds the widget, the knowledge reading worker and the Next app unless .next already holds a build of exactly these
// sources. The widget's bundles are written into public/ by that build, so they are not sources.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  "db",
  "lexicon",
  "public",
  "widget",
  "scripts/build-widget.mjs",
  "scripts/build-workers.mjs",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "package.json",
  "package-lock.json",
  // patch-package changes node_modules that the build bundles.
  "patches",
  "tsconfig.json",
  "postcss.config.mjs",
];
const stampFile = path.join(".next", "casabot-source-hash");
const WIDGET_OUTPUTS = ["widget.js", "widget-frame.js", "widget-frame.css"].map((name) => path.join("public", name));
/** Built beside the app by scripts/build-workers.mjs (dist/ is not a source). */
const WORKER_OUTPUTS = [path.join("dist", "knowledge-extract.mjs")];

function* files(entry) {
  if (!existsSync(entry)) return;
  if (WIDGET_OUTPUTS.includes(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else {
    yield entry;
  }
}

export function sourceHash() {
  const hash = createHash("sha256");
  for (const source of SOURCES) for (const file of files(source)) hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}

export function buildIfNeeded({ force = false } = {}) {
  const hash = sourceHash();
  const built =
    existsSync(path.join(".next", "BUILD_ID")) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === hash &&
    [...WIDGET_OUTPUTS, ...WORKER_OUTPUTS].every((file) => existsSync(file));
  if (built && !force) return;
  console.log(force ? "Building Casabot…" : "Sources changed since the last build: building Casabot…");
  for (const args of [
    [path.join("scripts", "build-widget.mjs")],
    [path.join("scripts", "build-workers.mjs")],
    [path.join("node_modules", "next", "dist", "bin", "next"), "build"],
  ]) {
    const result = spawnSync(process.execPath, args, { stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, hash);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded({ force: process.argv.includes("--force") });
