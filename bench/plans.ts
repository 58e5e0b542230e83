// EXPLAIN ANALYZE of the statements RealEstateList sends, for every list case, read from the
// engine under test: those the service sent for the case (recorded, bench/list-work.ts) and the
// count it sends for a page past the last. The benchmark fails if any reads listings
// sequentially, or if a case reads more listing rows than its page needs.
import type { DatabaseHandle } from "@/db/client";
import { listingCountQuery } from "@/lib/listings/queries";
import type { BenchCase } from "./cases";
import { explainStatement, listingRowsRead, measureListWork, type PlanNode, type statementRecorder } from "./list-work";

export interface PlanSummary {
  case: string;
  statement: string;
  ms: number;
  listingsScans: string[];
  sequential: boolean;
  /** Listing rows the statement read (scans' rows and those they discarded). */
  rowsRead: number;
}

export interface ListWorkSummary {
  case: string;
  rowsRead: number;
  budget: number;
}

const summarise = (benchCase: string, statement: string, nodes: PlanNode[], ms: number): PlanSummary => {
  const listingsScans = nodes
    .filter((node) => node["Relation Name"] === "listings")
    .map((node) => `${node["Node Type"]}${node["Index Name"] ? ` on ${node["Index Name"]}` : ""}`);
  return {
    case: benchCase,
    statement,
    ms: Math.round(ms * 100) / 100,
    listingsScans,
    sequential: listingsScans.some((scan) => scan.startsWith("Seq Scan")),
    rowsRead: listingRowsRead(nodes),
  };
};

export async function explainListCases(
  handle: DatabaseHandle,
  recorder: ReturnType<typeof statementRecorder>,
  cases: BenchCase[],
  workspaceOf: (chatbotId: string) => string,
): Promise<{ plans: PlanSummary[]; work: ListWorkSummary[] }> {
  const plans: PlanSummary[] = [];
  const work: ListWorkSummary[] = [];
  for (const benchCase of cases.filter((c) => c.group === "list")) {
    const body = benchCase.body(0) as { SerialNumber: string; CityName?: string; SaleType?: "for_sale" | "for_rent"; MLSNumber?: string };
    const measured = await measureListWork(handle, recorder, workspaceOf(body.SerialNumber), body);
    for (const [index, { sql, nodes, ms }] of measured.statements.entries()) {
      if (/from "(listings|listing_counts)"/.test(sql)) plans.push(summarise(benchCase.name, `sent ${index + 1}`, nodes, ms));
    }
    work.push({ case: benchCase.name, rowsRead: measured.rowsRead, budget: measured.budget });
    const filters = { CityName: body.CityName, SaleType: body.SaleType, MLSNumber: body.MLSNumber };
    for (const key of Object.keys(filters) as (keyof typeof filters)[]) if (filters[key] === undefined) delete filters[key];
    const { sql, params } = listingCountQuery(handle.db, body.SerialNumber, filters).toSQL();
    const count = await explainStatement(handle, sql, params);
    plans.push(summarise(benchCase.name, "count past the last page", count.nodes, count.ms));
  }
  return { plans, work };
}
