// Builds the embeddable widget: the loader that host pages include (public/widget.js) and
// the chat frame it opens (public/widget-frame.js and .css). Plain esbuild bundles: the
// loader runs on other people's pages, so it stays small and defines no global name.
import { readFileSync, mkdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { build, transform } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const out = (name) => path.join(root, "public", name);

export async function buildWidget({ quiet = false } = {}) {
  mkdirSync(path.join(root, "public"), { recursive: true });
  const common = {
    bundle: true,
    minify: true,
    target: "es2020",
    platform: "browser",
    format: "iife",
    legalComments: "none",
    logLevel: "warning",
    absWorkingDir: root,
  };
  // The launcher's styles go into its shadow root as a constructed stylesheet (no <style>
  // element, so a host page's CSP without 'unsafe-inline' does not block them).
  const launcherCss = await transform(readFileSync(path.join(root, "widget", "launcher.css"), "utf8"), { loader: "css", minify: true, target: "chrome90" });
  await Promise.all([
    build({
      ...common,
      entryPoints: ["widget/loader.ts"],
      outfile: out("widget.js"),
      define: { __CASABOT_LAUNCHER_CSS__: JSON.stringify(launcherCss.code.trim()) },
    }),
    build({ ...common, entryPoints: ["widget/frame/main.ts"], outfile: out("widget-frame.js") }),
    build({ ...common, entryPoints: ["widget/frame/frame.css"], outfile: out("widget-frame.css"), format: undefined }),
  ]);
  const loader = readFileSync(out("widget.js"));
  if (!quiet) console.log(`widget.js: ${loader.length} bytes, ${gzipSync(loader).length} bytes gzipped`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildWidget();
