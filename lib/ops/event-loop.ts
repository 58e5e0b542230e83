import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";

// How long this process's event loop was held, as /api/health reports it: the worst delay of a
// 10 ms timer in the current second and the one before it ("recent"), and over the last minute.
// Measured inside the process, so it counts what held the loop here (a parser, a query PGlite
// answers in this thread) and not the time a request spent reaching us.

const SECONDS = 60;

interface Watch {
  histogram: IntervalHistogram;
  /** The worst delay of each of the last SECONDS whole seconds, in ms, newest last. */
  perSecond: number[];
}

// One per process, kept on globalThis: Next bundles instrumentation.ts and the route apart, and
// each bundle would otherwise hold a watch of its own.
const KEY = Symbol.for("casabot.eventLoopWatch");
const holder = globalThis as typeof globalThis & { [KEY]?: Watch };

function start(): Watch {
  const existing = holder[KEY];
  if (existing) return existing;
  const watch: Watch = { histogram: monitorEventLoopDelay({ resolution: 10 }), perSecond: [] };
  watch.histogram.enable();
  const rotate = setInterval(() => {
    watch.perSecond.push(watch.histogram.max / 1e6);
    if (watch.perSecond.length > SECONDS) watch.perSecond.shift();
    watch.histogram.reset();
  }, 1000);
  rotate.unref();
  holder[KEY] = watch;
  return watch;
}

/** Starts measuring (at startup, so that the first report covers the first minute). */
export function watchEventLoop(): void {
  start();
}

/** The worst event-loop delays seen, in whole ms: the last one to two seconds, and the last minute. */
export function eventLoopDelay(): { RecentMaxMs: number; MinuteMaxMs: number } {
  const { histogram, perSecond } = start();
  const recent = Math.max(histogram.max / 1e6, perSecond.at(-1) ?? 0);
  return { RecentMaxMs: Math.round(recent), MinuteMaxMs: Math.round(Math.max(recent, ...perSecond)) };
}
