import type { TestProject } from "vitest/node";
import { openDatabase } from "@/db/client";
import { freshDatabase } from "./databases";
import { createFixtures } from "./fixtures";
import { startFakeOpenAI } from "./fake-openai";
import { serverEnvFor, providerEnv, SIGNUPS_FROM_TESTS, startServer } from "./server";

export default async function setup(project: TestProject) {
  const database = await freshDatabase(process.env.TEST_DATABASE_URL!);
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: "", poolMax: 2 });
  const fixtures = await createFixtures(handle.db, "postgres", database.url);
  await handle.close();

  const fake = await startFakeOpenAI();
  const env = { DATABASE_URL: database.url, SEED_DEMO: "0", TRUST_PROXY: "1", SIGNUP_LIMIT: SIGNUPS_FROM_TESTS, ...providerEnv(fake.url) };
  const server = await startServer({ ...env, ...serverEnvFor(project.name) });
  // A second server process on the same database: limits must hold across both.
  const second = await startServer(env);
  project.provide("baseUrl", server.baseUrl);
  project.provide("fixtures", fixtures);
  project.provide("fakeOpenAI", fake.url);
  project.provide("secondBaseUrl", second.baseUrl);
  project.provide("serverPid", server.pid);
  return async () => {
    await server.stop();
    await second.stop();
    await fake.close();
    await database.drop();
  };
}
