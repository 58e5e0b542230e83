import type { TestProject } from "vitest/node";

/**
 * The projects' global setups, started together. vitest runs one project's global setup after
 * another (initializeGlobalSetup awaits each in turn), and ours each start a server and make a
 * database, about one core's work for some seconds: one after the other they kept every test
 * waiting for the first 25 s of a run. In the whole suite (scripts/test.mjs sets
 * CASABOT_SETUPS_TOGETHER=1) the first of them to run starts them all, and each then takes its
 * own; a run of some files starts only what its projects need, one after another, as before.
 */

/** What a global setup made: the values it gives its project's tests, and how to undo it. */
export interface Prepared {
  provide: (project: TestProject) => void;
  teardown: () => Promise<void>;
}

type Prepare = (projectName: string) => Promise<Prepared>;

interface Entry {
  promise: Promise<Prepared>;
  taken: boolean;
}

const KEY = Symbol.for("casabot.setupsTogether");
const holder = globalThis as typeof globalThis & { [KEY]?: Map<string, Entry> };
const started = (holder[KEY] ??= new Map<string, Entry>());

/**
 * Starts every project's global setup that is split this way (exports `prepare`), read from the
 * project's own configuration, so that vitest.config.ts stays the one place that says which
 * project runs which setup.
 */
function startAll(projects: TestProject[]) {
  for (const project of projects) {
    if (started.has(project.name)) continue;
    const promise = (async () => {
      for (const file of [project.config.globalSetup ?? []].flat()) {
        const { prepare } = (await import(/* @vite-ignore */ file)) as { prepare?: Prepare };
        if (prepare) return prepare(project.name);
      }
      return { provide: () => {}, teardown: async () => {} };
    })();
    // Awaited by the project's own setup, which reports a failure; not an unhandled rejection before that.
    promise.catch(() => {});
    started.set(project.name, { promise, taken: false });
  }
}

/** A project's global setup: takes what was started for it, or does the work now. */
export function together(prepare: Prepare) {
  return async function setup(project: TestProject) {
    if (process.env.CASABOT_SETUPS_TOGETHER === "1") startAll(project.vitest.projects);
    const entry = started.get(project.name);
    if (entry) entry.taken = true;
    const prepared = await (entry?.promise ?? prepare(project.name));
    prepared.provide(project);
    return async () => {
      await prepared.teardown();
      // Started for a project that ran no file (the suite with a filter): undone with the first teardown.
      for (const [name, other] of started) {
        if (other.taken) continue;
        started.delete(name);
        await other.promise.then((made) => made.teardown()).catch(() => {});
      }
    };
  };
}
