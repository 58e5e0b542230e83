// Builds the knowledge base's reading worker (lib/knowledge/extract/worker-entry.ts) into one
// self-contained file, dist/knowledge-extract.mjs, that the server starts in a worker thread
// for each document or page it reads. Bundled whole (mammoth, linkedom, pdf.js, Readability),
// so that it runs the same from the repository, Next's standalone output, a container or Vercel.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
export const WORKER_OUTPUT = path.join("dist", "knowledge-extract.mjs");

export async function buildWorkers({ quiet = false } = {}) {
  mkdirSync(path.join(root, "dist"), { recursive: true });
  await build({
    absWorkingDir: root,
    entryPoints: ["lib/knowledge/extract/worker-entry.ts"],
    outfile: WORKER_OUTPUT,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    minify: false,
    legalComments: "none",
    logLevel: "warning",
    // The CommonJS packages inside (mammoth's) call require for Node's own modules.
    banner: { js: "import { createRequire as __casabotRequire } from 'node:module'; const require = __casabotRequire(import.meta.url);" },
  });
  if (!quiet) console.log(`${WORKER_OUTPUT} built`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildWorkers();
