// Seeds a benchmark database through the app's own migrations and services, then bulk
// loads the listings with COPY (indexes and constraints dropped around the load and
// rebuilt after, which is several times faster than maintaining them row by row).
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import type { PGlite } from "@electric-sql/pglite";
import type postgres from "postgres";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import { createWorkspace } from "@/lib/auth/workspaces";
import { createChatbot } from "@/lib/chatbots/service";
import { botSizes, COPY_COLUMN_LIST, copyChunks } from "./data";

export interface SeedPlan {
  listings: number;
  bots: number;
  seed: number;
}

export interface Seeded extends SeedPlan {
  chatbotIds: string[];
  sizes: number[];
  workspaceIds: string[];
  seconds: number;
  reused: boolean;
}

export const defaultBots = (listings: number) => Math.max(10, Math.min(1000, Math.round(listings / 1000)));

/** Ten chatbots per workspace, as brokerages with a bot per office. */
const workspaceOf = (bot: number, bots: number) => bot % Math.max(1, Math.floor(bots / 10));

type Exec = (text: string) => Promise<Record<string, unknown>[]>;

export function engine(handle: DatabaseHandle): { exec: Exec; copy: (chunks: Iterable<string>) => Promise<void> } {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.kind === "pglite") {
    const pglite = client as PGlite;
    return {
      exec: async (text) => (await pglite.query<Record<string, unknown>>(text)).rows,
      copy: async (chunks) => {
        // PGlite reads COPY input from a blob; a few thousand rows at a time keeps memory flat.
        let batch: string[] = [];
        const flush = async () => {
          if (batch.length === 0) return;
          await pglite.query(`copy listings (${COPY_COLUMN_LIST}) from '/dev/blob'`, [], { blob: new Blob(batch) });
          batch = [];
        };
        for (const chunk of chunks) {
          batch.push(chunk);
          if (batch.length >= 10) await flush();
        }
        await flush();
      },
    };
  }
  const pg = client as postgres.Sql;
  return {
    exec: async (text) => [...(await pg.unsafe(text))],
    copy: async (chunks) => {
      const writable = await pg.unsafe(`copy listings (${COPY_COLUMN_LIST}) from stdin`).writable();
      await pipeline(Readable.from(chunks), writable);
    },
  };
}

/** Opens (and migrates) the database and seeds it unless it already holds this exact plan. */
export async function seedDatabase(handle: DatabaseHandle, plan: SeedPlan, log: (line: string) => void = () => {}): Promise<Seeded> {
  const started = performance.now();
  const { exec, copy } = engine(handle);
  const { db } = handle;
  await exec(
    "create table if not exists bench_seed (listings int not null, bots int not null, seed int not null, chatbot_ids text[] not null, workspace_ids text[] not null)",
  );
  const [previous] = await exec("select listings, bots, seed, chatbot_ids, workspace_ids from bench_seed");
  const sizes = botSizes(plan.listings, plan.bots);
  if (previous && previous.listings === plan.listings && previous.bots === plan.bots && previous.seed === plan.seed) {
    log(`reusing the seeded database (${plan.listings.toLocaleString("en-US")} listings)`);
    return { ...plan, sizes, chatbotIds: previous.chatbot_ids as string[], workspaceIds: previous.workspace_ids as string[], seconds: 0, reused: true };
  }
  const [{ n }] = (await exec("select count(*)::int as n from chatbots")) as [{ n: number }];
  if (n > 0) throw new Error("The benchmark database holds other data: point DATABASE_URL at an empty database (or pass --reseed).");

  const workspaceCount = Math.max(1, Math.floor(plan.bots / 10));
  const workspaceIds: string[] = [];
  for (let index = 0; index < workspaceCount; index++) {
    workspaceIds.push((await createWorkspace({ db, name: `Brokerage ${index + 1}` })).workspaceId);
  }
  const chatbotIds: string[] = [];
  for (let bot = 0; bot < plan.bots; bot++) {
    const workspaceId = workspaceIds[workspaceOf(bot, plan.bots)]!;
    chatbotIds.push(await createChatbot({ db, workspace: { id: workspaceId, name: "" }, input: { Name: `Bot ${bot} (${sizes[bot]} listings)` } as never }));
  }
  log(`created ${workspaceCount} workspaces and ${plan.bots} chatbots`);

  // Constraints first (their indexes go with them), then the plain indexes; rebuilt in reverse.
  const constraints = await exec(
    "select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'listings'::regclass and contype in ('p','u','f') order by contype desc",
  );
  const indexes = await exec(
    "select indexname as name, indexdef as def from pg_indexes where tablename = 'listings' and indexname not in (select conname from pg_constraint where conrelid = 'listings'::regclass)",
  );
  for (const { name } of constraints) await exec(`alter table listings drop constraint "${name}"`);
  for (const { name } of indexes) await exec(`drop index "${name}"`);

  const loadStart = performance.now();
  await copy(copyChunks(chatbotIds, sizes, { seed: plan.seed }));
  log(`copied ${plan.listings.toLocaleString("en-US")} listings in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);

  const indexStart = performance.now();
  if (handle.kind === "postgres") await exec("set maintenance_work_mem = '512MB'");
  for (const { def } of indexes) await exec(String(def));
  for (const { name, def } of [...constraints].reverse()) await exec(`alter table listings add constraint "${name}" ${def}`);
  await db.execute(sql`vacuum analyze listings`);
  await db.execute(sql`analyze`);
  log(`rebuilt ${indexes.length} indexes and ${constraints.length} constraints and analyzed in ${((performance.now() - indexStart) / 1000).toFixed(1)} s`);

  const literal = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(",")}]::text[]`;
  await exec(
    `insert into bench_seed values (${plan.listings}, ${plan.bots}, ${plan.seed}, ${literal(chatbotIds)}, ${literal(workspaceIds.map((_, index) => workspaceIds[index]!))})`,
  );
  return { ...plan, sizes, chatbotIds, workspaceIds, seconds: (performance.now() - started) / 1000, reused: false };
}

/** The workspace a seeded chatbot belongs to. */
export const workspaceOfBot = (seeded: Seeded, bot: number) => seeded.workspaceIds[workspaceOf(bot, seeded.bots)]!;

export async function openAndSeed(config: { databaseUrl?: string; dataDir: string }, plan: SeedPlan, log?: (line: string) => void) {
  const handle = await openDatabase({ ...config, poolMax: 2 });
  try {
    return await seedDatabase(handle, plan, log);
  } finally {
    await handle.close();
  }
}
