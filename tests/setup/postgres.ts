import { openDatabase } from "@/db/client";
import { freshDatabase } from "./databases";
import { type Prepared, together } from "./early";
import { createFixtures } from "./fixtures";
import { startFakeOpenAI } from "./fake-openai";
import { providerEnv, type RunningServer, SIGNUPS_FROM_TESTS, serverEnvFor, startServer } from "./server";

export async function prepare(projectName: string): Promise<Prepared> {
  const database = await freshDatabase(process.env.TEST_DATABASE_URL!);
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: "", poolMax: 2 });
  const fixtures = await createFixtures(handle.db, "postgres", database.url);
  await handle.close();

  const fake = await startFakeOpenAI();
  const env = { DATABASE_URL: database.url, SEED_DEMO: "0", TRUST_PROXY: "1", SIGNUP_LIMIT: SIGNUPS_FROM_TESTS, ...providerEnv(fake.url) };
  // A second server process on the same database, for the API files: limits must hold across
  // both (the fuzz has no use for one). Both start at once: each start is one core's work.
  const started = await Promise.allSettled([
    startServer({ ...env, ...serverEnvFor(projectName) }),
    projectName === "fuzz" ? Promise.resolve(undefined) : startServer(env),
  ]);
  const failure = started.find((outcome) => outcome.status === "rejected");
  if (failure) {
    // The one that did start is stopped, not left running past the run.
    for (const outcome of started) if (outcome.status === "fulfilled") await outcome.value?.stop();
    await fake.close();
    await database.drop();
    throw failure.reason;
  }
  const [server, second] = started.map((outcome) => (outcome as PromiseFulfilledResult<RunningServer | undefined>).value);
  if (!server) throw new Error("the server did not start");
  return {
    provide: (project) => {
      project.provide("baseUrl", server.baseUrl);
      project.provide("fixtures", fixtures);
      project.provide("fakeOpenAI", fake.url);
      if (second) project.provide("secondBaseUrl", second.baseUrl);
      project.provide("serverPid", server.pid);
    },
    teardown: async () => {
      await server.stop();
      await second?.stop();
      await fake.close();
      await database.drop();
    },
  };
}

export default together(prepare);
