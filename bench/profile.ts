// Summarises a .cpuprofile (from `npm run bench -- --cpu-prof`): self time by package and
// by function, to see where a request's CPU goes. `tsx bench/profile.ts <file> [top]`.
// Frames in the built server's chunks are named by their source maps (Next writes one beside
// each chunk), so a minified `ej chunks/_0fm….js:21` reads as the function and file it came from.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SourceMapConsumer } from "source-map-js";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
const [file, topArg] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file!, "utf8")) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
const self = new Map<number, number>();
for (const [index, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
const total = [...self.values()].reduce((sum, us) => sum + us, 0);

const maps = new Map<string, SourceMapConsumer | null>();
function sourceMap(url: string): SourceMapConsumer | null {
  if (!maps.has(url)) {
    const path = url.startsWith("file://") ? fileURLToPath(url) : url;
    maps.set(url, path.endsWith(".js") && existsSync(`${path}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${path}.map`, "utf8"))) : null);
  }
  return maps.get(url)!;
}

/** Where a frame came from: its source file and name, through the chunk's source map when it has one. */
function origin({ url, functionName, lineNumber, columnNumber }: ProfileNode["callFrame"]) {
  const map = url ? sourceMap(url) : null;
  const position = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (position?.source) {
    const source = position.source.replace(/^.*?\[project\]\//, "").replace(/^.*node_modules\//, "node_modules/");
    return { url: source, name: position.name ?? functionName, line: (position.line ?? 1) - 1 };
  }
  return { url, name: functionName, line: lineNumber };
}

const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const node of profile.nodes) {
  const us = self.get(node.id) ?? 0;
  if (us === 0) continue;
  const { url, name: functionName, line: lineNumber } = origin(node.callFrame);
  const pkg =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
    (url.includes(".next/") ? "app (.next)" : url.startsWith("node:") ? "node" : url ? url.split("/").slice(-2).join("/") : `(${functionName || "native"})`);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  const name = `${functionName || "(anonymous)"} ${url.split("/").slice(-2).join("/")}:${lineNumber}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
}
const show = (title: string, map: Map<string, number>, top: number) => {
  console.log(`\n${title} (of ${(total / 1000).toFixed(0)} ms sampled)`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`);
};
show("self time by package", byPackage, 15);
show("self time by function", byFunction, Number(topArg ?? 25));
