// Starting and stopping the servers under test, and watching their memory.
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

export interface Running {
  name: string;
  url: string;
  pid: number;
  stop: () => Promise<void>;
  output: () => string;
}

/** How much of a server's output is kept after it started: the last 256 KB or so. */
const OUTPUT_KEPT = 256 * 1024;

/** Starts a server and waits until it answers, and, when `ready` is given, until its output says that too (all workers listen). */
export async function startProcess(name: string, args: string[], env: Record<string, string | undefined>, port: number, ready?: RegExp): Promise<Running> {
  const child: ChildProcess = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"] });
  // What a failure report needs: the start (until ready) and the last lines. Kept whole, the server's
  // access log (a line a request, a million in a full run) grew this process by hundreds of MB on the
  // cores the servers share, and a reader that falls behind blocks the server's writes to the pipe.
  let output = "";
  let started = false;
  const keep = (chunk: Buffer) => {
    output += chunk;
    if (started && output.length > OUTPUT_KEPT * 2) output = output.slice(-OUTPUT_KEPT);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output}`);
    try {
      await fetch(`${url}/chat/none`, { method: "POST" });
      if (!ready || ready.test(output)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not start in 120 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  started = true;
  return {
    name,
    url,
    pid: child.pid!,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resident memory of a process and all its descendants, in MB (Linux /proc). */
export function treeRssMb(rootPid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents)
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
  }
  let kb = 0;
  for (const pid of tree) {
    try {
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      kb += Number(match?.[1] ?? 0);
    } catch {
      // Gone.
    }
  }
  return kb / 1024;
}

/** Samples the peak RSS of each server every 250 ms until stopped. */
export function watchMemory(servers: Running[]) {
  const peak = new Map(servers.map((server) => [server.name, 0]));
  const timer = setInterval(() => {
    for (const server of servers) peak.set(server.name, Math.max(peak.get(server.name)!, treeRssMb(server.pid)));
  }, 250);
  const stop = () => {
    clearInterval(timer);
    return Object.fromEntries([...peak].map(([name, mb]) => [name, Math.round(mb)]));
  };
  return { stop };
}
