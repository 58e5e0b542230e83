// Counted, not timed: how many listing rows the database reads to answer one RealEstateList
// request, from the statements the service itself sends (recorded through Drizzle's logger)
// explained with EXPLAIN ANALYZE on the engine under test. A 20-row page may read its 20 rows,
// the ids it skips to reach them, and the one listing an MLS number's count reads; anything
// more grows with the chatbot, not with the page (issue 38: a list sent through the grid's
// window count read all 150,000 listings of the biggest chatbot to show 20). The bench checks
// it for every list case, and tests/db/list-plans.test.ts on every commit, on both engines.
import type { Logger } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";
import { listListingsInput } from "@/lib/listings/schema";
import { listListings } from "@/lib/listings/service";
import { parseInput } from "@/lib/validation/parse";

export type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
};
export const walkPlan = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(walkPlan)];

export interface SentStatement {
  sql: string;
  params: unknown[];
}

/**
 * A Drizzle logger that keeps what it is told while `record` runs. Pass `logger` to
 * openDatabase; statements sent outside `record` are not kept.
 */
export function statementRecorder() {
  let sent: SentStatement[] | undefined;
  const logger: Logger = { logQuery: (sql, params) => sent?.push({ sql, params }) };
  return {
    logger,
    async record(run: () => Promise<unknown>): Promise<SentStatement[]> {
      sent = [];
      try {
        await run();
        return sent;
      } finally {
        sent = undefined;
      }
    },
  };
}

/** EXPLAIN ANALYZE of one read statement, with its parameters, on the handle's engine. */
export async function explainStatement(handle: DatabaseHandle, sql: string, params: unknown[]) {
  const client = (handle.db as unknown as { $client: any }).$client;
  const statement = `explain (analyze, format json) ${sql}`;
  const rows = handle.kind === "pglite" ? (await client.query(statement, params)).rows : await client.unsafe(statement, params);
  const [plan] = rows[0]["QUERY PLAN"] as [{ Plan: PlanNode; "Execution Time": number }];
  return { nodes: walkPlan(plan.Plan), ms: plan["Execution Time"] };
}

/** Rows of `listings` a plan read: those its scans returned and those they read and discarded, over every loop. */
export const listingRowsRead = (nodes: PlanNode[]) =>
  nodes
    .filter((node) => node["Relation Name"] === "listings")
    .reduce(
      (sum, node) =>
        sum + ((node["Actual Rows"] ?? 0) + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0)) * (node["Actual Loops"] ?? 1),
      0,
    );

/**
 * A match set the planner may read whole: for a city of 130 listings, PostgreSQL sometimes
 * sorts them all (0.3 ms) rather than walk the index for 20 (0.1 ms), as its sample of the
 * table says. That is a constant, not the chatbot's size; 150,000 read for a page is not.
 */
export const SMALL_SET_ROWS = 500;

/**
 * The page's rows, the ids skipped to reach them, the ids of the page itself, one for an MLS
 * number's count, and a small set read whole.
 */
export const listRowBudget = (page: { PageNumber: number; PageSize: number }) => (page.PageNumber - 1) * page.PageSize + 2 * page.PageSize + 1 + SMALL_SET_ROWS;

export interface ListWork {
  statements: { sql: string; ms: number; nodes: PlanNode[] }[];
  rowsRead: number;
  budget: number;
}

/**
 * Runs RealEstateList as the route does, records what it sends, and explains each statement
 * (all are reads). The handle must have been opened with `recorder.logger`.
 */
export async function measureListWork(
  handle: DatabaseHandle,
  recorder: ReturnType<typeof statementRecorder>,
  workspaceId: string,
  body: unknown,
): Promise<ListWork> {
  const input = parseInput(listListingsInput, body);
  const sent = await recorder.record(() => listListings({ db: handle.db, workspace: { id: workspaceId, name: "" }, input }));
  const statements = [];
  for (const { sql, params } of sent) statements.push({ sql, ...(await explainStatement(handle, sql, params)) });
  return {
    statements,
    rowsRead: statements.reduce((sum, { nodes }) => sum + listingRowsRead(nodes), 0),
    budget: listRowBudget(input),
  };
}
