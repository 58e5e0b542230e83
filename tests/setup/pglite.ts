import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/db/client";
import { createFixtures } from "./fixtures";
import { startFakeOpenAI } from "./fake-openai";
import { serverEnvFor, providerEnv, SIGNUPS_FROM_TESTS, startServer } from "./server";
import { migratedDataDir } from "@/tests/setup/databases";

export default async function setup(project: TestProject) {
  const dataDir = await migratedDataDir("test");
  const handle = await openDatabase({ dataDir, poolMax: 1 });
  const fixtures = await createFixtures(handle.db, "pglite");
  await handle.close();

  const fake = await startFakeOpenAI();
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SEED_DEMO: "0",
    TRUST_PROXY: "1",
    SIGNUP_LIMIT: SIGNUPS_FROM_TESTS,
    ...providerEnv(fake.url),
    ...serverEnvFor(project.name),
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("fixtures", fixtures);
  project.provide("fakeOpenAI", fake.url);
  project.provide("serverPid", server.pid);
  return async () => {
    await server.stop();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
