import { createRequire } from "node:module";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";

// postgres.js keeps its pool's connections in queues (open, busy, full, …). Its Queue's shift()
// left a hole at the front and dropped the holes only when a shift emptied the queue; the busy
// queue of a loaded pool never empties, so its array grew by a slot per query and remove(),
// called each time a connection changes queue, scanned all of it (78,309 slots after 80,000
// queries at 64 callers on a pool of 10: a tenth of a list request's CPU under the bench's load).
// patches/postgres+3.4.9.patch bounds the array. Loaded from the files the app bundles.

interface Queue<T> {
  readonly length: number;
  push(x: T): T;
  shift(): T | undefined;
  remove(x: T): T | null;
}
const require = createRequire(import.meta.url);
const root = join(process.cwd(), "node_modules/postgres");
const queues: Record<string, <T>(initial?: T[]) => Queue<T>> = {
  cjs: require(join(root, "cjs/src/queue.js")),
  esm: (await import(join(root, "src/queue.js"))).default,
  cf: (await import(join(root, "cf/src/queue.js"))).default,
};

// Array.prototype.indexOf, counted: the longest array remove() searched.
const indexOf = Array.prototype.indexOf;
afterEach(() => {
  Array.prototype.indexOf = indexOf;
});
function longestSearched(run: () => void): number {
  let longest = 0;
  Array.prototype.indexOf = function (this: unknown[], ...args: [unknown, number?]) {
    longest = Math.max(longest, this.length - (args[1] ?? 0));
    return indexOf.apply(this, args);
  };
  try {
    run();
  } finally {
    Array.prototype.indexOf = indexOf;
  }
  return longest;
}

describe.each(Object.keys(queues))("postgres.js's Queue (%s)", (name) => {
  const Queue = queues[name]!;

  it("a queue that never empties (a loaded pool's busy connections) stays as long as what it holds", () => {
    const busy = Queue<{ id: number }>();
    const connections = Array.from({ length: 10 }, (_, id) => busy.push({ id }));
    const searched = longestSearched(() => {
      for (let query = 0; query < 100_000; query++) {
        // The pool takes the first busy connection and moves it back to busy (go → move).
        const connection = busy.shift()!;
        busy.remove(connection);
        busy.push(connection);
        // Now and then one goes idle (move to open) and comes back.
        if (query % 7 === 0) {
          const idle = connections[query % 10]!;
          if (busy.remove(idle)) busy.push(idle);
        }
      }
    });
    expect(busy.length).toBe(10);
    expect(searched).toBeLessThanOrEqual(10);
  });

  it("is first in, first out through any mix of push, shift and remove", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constant({ op: "push" as const }),
            fc.constant({ op: "shift" as const }),
            fc.nat(300).map((n) => ({ op: "remove" as const, n })),
          ),
          {
            maxLength: 600,
          },
        ),
        (ops) => {
          const queue = Queue<number>();
          const model: number[] = [];
          let next = 0;
          for (const step of ops) {
            if (step.op === "push") {
              model.push(next);
              queue.push(next++);
            } else if (step.op === "shift") {
              if (model.length === 0) continue;
              expect(queue.shift()).toBe(model.shift());
            } else {
              const at = model.indexOf(step.n);
              expect(queue.remove(step.n)).toBe(at === -1 ? null : step.n);
              if (at !== -1) model.splice(at, 1);
            }
            expect(queue.length).toBe(model.length);
          }
          const rest: number[] = [];
          while (queue.length) rest.push(queue.shift()!);
          expect(rest).toEqual(model);
        },
      ),
      { numRuns: 300 },
    );
  });
});
