import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { rateLimited } from "@/lib/errors";
import { bytesPerHour, sourcesPerHour } from "./limits";

// What one workspace may have the knowledge base read in an hour: sources (documents and web
// pages added or fetched again) and their bytes, in one fixed window per workspace. A charge
// that would pass either cap is refused whole and changes nothing, so a refused request costs
// the workspace nothing; concurrent charges are serialised by the row's upsert.

const WINDOW_SECONDS = 3600;

/**
 * Charges `sources` sources and `bytes` bytes to the workspace's hour, or refuses (429 with
 * Retry-After, naming the cap) when that would pass KNOWLEDGE_SOURCES_PER_HOUR or KNOWLEDGE_MB_PER_HOUR.
 */
export async function chargeKnowledgeBudget(db: Database, workspaceId: string, { sources = 0, bytes = 0 }: { sources?: number; bytes?: number }) {
  const maxSources = sourcesPerHour();
  const maxBytes = bytesPerHour();
  const fresh = sql`b.window_start <= now() - make_interval(secs => ${WINDOW_SECONDS})`;
  const result: unknown = await db.execute(sql`
    insert into knowledge_budget as b (workspace_id, window_start, sources, bytes)
    select ${workspaceId}::uuid, now(), ${sources}::int, ${bytes}::bigint where ${sources}::int <= ${maxSources}::int and ${bytes}::bigint <= ${maxBytes}::bigint
    on conflict (workspace_id) do update set
      window_start = case when ${fresh} then now() else b.window_start end,
      sources = case when ${fresh} then excluded.sources else b.sources + excluded.sources end,
      bytes = case when ${fresh} then excluded.bytes else b.bytes + excluded.bytes end
    where ${fresh} or (b.sources + excluded.sources <= ${maxSources}::int and b.bytes + excluded.bytes <= ${maxBytes}::bigint)
    returning 1 as charged`);
  if (rowsOf(result).length > 0) return;
  const waited: unknown = await db.execute(
    sql`select greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => ${WINDOW_SECONDS}) - now()))))::int as seconds, sources, bytes from knowledge_budget where workspace_id = ${workspaceId}::uuid`,
  );
  const [row] = rowsOf<{ seconds: unknown; sources: unknown; bytes: unknown }>(waited);
  const seconds = Number(row?.seconds ?? WINDOW_SECONDS);
  const minutes = Math.ceil(seconds / 60);
  const cap =
    Number(row?.sources ?? 0) + sources > maxSources
      ? `${maxSources} documents and web pages an hour (KNOWLEDGE_SOURCES_PER_HOUR)`
      : `${maxBytes / 1024 / 1024} MB of documents and pages read an hour (KNOWLEDGE_MB_PER_HOUR)`;
  throw rateLimited(`This workspace has reached its limit of ${cap}: try again in ${minutes} minute${minutes === 1 ? "" : "s"}`, seconds);
}
