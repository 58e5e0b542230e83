import { Worker } from "node:worker_threads";
import type { Input } from "./inputs";

/** How long one input may run before the worker is stopped: far past the budget, short enough not to wait on a blow-up. */
const GIVE_UP_MS = 3_000;

export interface Timing {
  name: string;
  /** Finding every match; Infinity when stopped. */
  ms: number;
}

let worker: Worker | undefined;
const workerUrl = new URL("./worker.mjs", import.meta.url);

export async function closeRunner(): Promise<void> {
  await worker?.terminate();
  worker = undefined;
}

/** Times the pattern on each input in a worker thread, restarting it past any input it gives up on. */
export async function timePattern(source: string, flags: string, inputs: Input[]): Promise<Timing[]> {
  const timings: Timing[] = inputs.map((input) => ({ name: input.name, ms: Number.POSITIVE_INFINITY }));
  const texts = inputs.map((input) => input.text);
  let from = 0;
  while (from < texts.length) {
    worker ??= new Worker(workerUrl);
    const current = worker;
    from = await new Promise<number>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      let running = from;
      const done = (next: number) => {
        clearTimeout(timer);
        current.removeAllListeners("message").removeAllListeners("error");
        resolve(next);
      };
      const watch = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          worker = undefined;
          void current.terminate();
          done(running + 1);
        }, GIVE_UP_MS);
      };
      current.on("message", (message: { index: number; started?: boolean; ms?: number }) => {
        running = message.index;
        if (message.started) return watch();
        timings[message.index]!.ms = message.ms!;
        if (message.index === texts.length - 1) done(texts.length);
      });
      current.on("error", reject);
      // The clock starts with the first input, not while a new worker boots on a busy machine.
      current.postMessage({ source, flags, texts, from });
    });
  }
  return timings;
}
