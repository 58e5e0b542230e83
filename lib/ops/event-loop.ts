import { closeSync, openSync, readSync } from "node:fs";

// How long this process's event loop was held, as /api/health reports it: the worst delay of a
// 10 ms timer in the current second and the one before it ("recent"), and over the last minute.
// Measured inside the process, so it counts what held the loop here (a parser, a query PGlite
// answers in this thread) and not the time a request spent reaching us.
//
// Two measures. The delay is what a request felt: it includes time the thread spent ready to run
// while the machine's cores were busy with other processes. The hold leaves that time out, so it
// is what this process's own work cost its loop: on Linux the kernel counts, per thread, the time
// spent waiting for a CPU (the second field of /proc/thread-self/schedstat, in ns), and each
// timer's lateness less that wait over the same interval is the hold. (Measured: with three busy
// processes on two cores, an idle server's delays reached 300 ms while nothing in it ran.) Where
// the kernel does not count it, the hold is the delay.

const SECONDS = 60;
const TICK_MS = 10;

interface Window {
  /** The worst of the current second, in ms. */
  current: number;
  /** The worst of each of the last SECONDS whole seconds, in ms, newest last. */
  perSecond: number[];
}

interface Watch {
  delay: Window;
  held: Window;
}

// One per process, kept on globalThis: Next bundles instrumentation.ts and the route apart, and
// each bundle would otherwise hold a watch of its own.
const KEY = Symbol.for("casabot.eventLoopWatch");
const holder = globalThis as typeof globalThis & { [KEY]?: Watch };

/**
 * Reads the calling thread's total wait for a CPU, in ms, from one descriptor kept open (a read at
 * offset 0 of a /proc file renders it afresh); undefined where the kernel does not report it.
 */
export function runQueueWaitReader(path = "/proc/thread-self/schedstat"): (() => number) | undefined {
  let fd: number;
  try {
    // turbopackIgnore: a path known only at run time would make Next trace the whole project
    // (tests, evals and all) into the standalone server.
    fd = openSync(/*turbopackIgnore: true*/ path, "r");
  } catch {
    return undefined;
  }
  const buffer = Buffer.alloc(96);
  const read = () => {
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    const fields = buffer.toString("latin1", 0, length).split(" ");
    return Number(fields[1]) / 1e6;
  };
  try {
    if (!Number.isFinite(read())) throw new Error("unreadable");
  } catch {
    closeSync(fd);
    return undefined;
  }
  return read;
}

function rotate(window: Window) {
  window.perSecond.push(window.current);
  if (window.perSecond.length > SECONDS) window.perSecond.shift();
  window.current = 0;
}

function start(): Watch {
  const existing = holder[KEY];
  if (existing) return existing;
  const watch: Watch = { delay: { current: 0, perSecond: [] }, held: { current: 0, perSecond: [] } };
  // One timer measures both: how late it fires, and how much of that the thread spent waiting for a CPU.
  const waited = runQueueWaitReader();
  let last = performance.now();
  let lastWait = waited?.() ?? 0;
  const tick = setInterval(() => {
    const now = performance.now();
    const wait = waited?.() ?? 0;
    const late = Math.max(0, now - last - TICK_MS);
    watch.delay.current = Math.max(watch.delay.current, late);
    watch.held.current = Math.max(watch.held.current, Math.max(0, late - (wait - lastWait)));
    last = now;
    lastWait = wait;
  }, TICK_MS);
  tick.unref();
  const second = setInterval(() => {
    rotate(watch.delay);
    rotate(watch.held);
  }, 1000);
  second.unref();
  holder[KEY] = watch;
  return watch;
}

/** Starts measuring (at startup, so that the first report covers the first minute). */
export function watchEventLoop(): void {
  start();
}

export interface LoopReport {
  RecentMaxMs: number;
  MinuteMaxMs: number;
}

function report({ current, perSecond }: Window): LoopReport {
  const recent = Math.max(current, perSecond.at(-1) ?? 0);
  return { RecentMaxMs: Math.round(recent), MinuteMaxMs: Math.round(Math.max(recent, ...perSecond)) };
}

/** The worst event-loop delays seen, in whole ms: the last one to two seconds, and the last minute. */
export function eventLoopDelay(): LoopReport {
  return report(start().delay);
}

/** The worst holds of the event loop by this process's own work (delays less waits for a CPU), as eventLoopDelay. */
export function eventLoopHeld(): LoopReport {
  return report(start().held);
}
