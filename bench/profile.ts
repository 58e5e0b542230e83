// Summarises a .cpuprofile (from `npm run bench -- --cpu-prof`): self time by package and
// by function, to see where a request's CPU goes. `tsx bench/profile.ts <file> [top]`.
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const [file, topArg] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file!, "utf8")) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
const self = new Map<number, number>();
for (const [index, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
const total = [...self.values()].reduce((sum, us) => sum + us, 0);
const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const node of profile.nodes) {
  const us = self.get(node.id) ?? 0;
  const { url, functionName, lineNumber } = node.callFrame;
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
