import { rmSync } from "node:fs";
import { openDatabase } from "@/db/client";
import { migratedDataDir } from "@/tests/setup/databases";
import { type Prepared, together } from "./early";
import { createFixtures } from "./fixtures";
import { startFakeOpenAI } from "./fake-openai";
import { providerEnv, SIGNUPS_FROM_TESTS, serverEnvFor, startServer } from "./server";

export async function prepare(projectName: string): Promise<Prepared> {
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
    ...serverEnvFor(projectName),
  }).catch(async (error) => {
    await fake.close();
    throw error;
  });
  return {
    provide: (project) => {
      project.provide("baseUrl", server.baseUrl);
      project.provide("fixtures", fixtures);
      project.provide("fakeOpenAI", fake.url);
      project.provide("serverPid", server.pid);
    },
    teardown: async () => {
      await server.stop();
      await fake.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default together(prepare);
