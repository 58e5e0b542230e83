// EXPLAIN ANALYZE of the exact statements RealEstateList sends, for every list case,
// read from the engine under test: the benchmark fails if any reads listings sequentially.
import type { DatabaseHandle } from "@/db/client";
import { listingCountQuery, listingPageQuery } from "@/lib/listings/queries";
import type { BenchCase } from "./cases";

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };
const walk = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(walk)];

export interface PlanSummary {
  case: string;
  statement: "page" | "count";
  ms: number;
  listingsScans: string[];
  sequential: boolean;
}

export async function explainListCases(handle: DatabaseHandle, cases: BenchCase[]): Promise<PlanSummary[]> {
  const client = (handle.db as unknown as { $client: any }).$client;
  const explain = async (query: { toSQL: () => { sql: string; params: unknown[] } }) => {
    const { sql, params } = query.toSQL();
    const statement = `explain (analyze, format json) ${sql}`;
    const rows = handle.kind === "pglite" ? (await client.query(statement, params)).rows : await client.unsafe(statement, params);
    const [plan] = rows[0]["QUERY PLAN"] as [{ Plan: PlanNode; "Execution Time": number }];
    return { nodes: walk(plan.Plan), ms: plan["Execution Time"] };
  };
  const summaries: PlanSummary[] = [];
  for (const benchCase of cases.filter((c) => c.group === "list")) {
    const body = benchCase.body(0) as {
      SerialNumber: string;
      CityName?: string;
      SaleType?: "for_sale" | "for_rent";
      MLSNumber?: string;
      PageNumber: number;
      PageSize: number;
    };
    const filters = { CityName: body.CityName, SaleType: body.SaleType, MLSNumber: body.MLSNumber };
    for (const key of Object.keys(filters) as (keyof typeof filters)[]) if (filters[key] === undefined) delete filters[key];
    const statements = {
      page: listingPageQuery(handle.db, body.SerialNumber, filters, { number: body.PageNumber, size: body.PageSize }),
      count: listingCountQuery(handle.db, body.SerialNumber, filters),
    };
    for (const [statement, query] of Object.entries(statements) as ["page" | "count", (typeof statements)["page"]][]) {
      const { nodes, ms } = await explain(query);
      const listingsScans = nodes
        .filter((node) => node["Relation Name"] === "listings")
        .map((node) => `${node["Node Type"]}${node["Index Name"] ? ` on ${node["Index Name"]}` : ""}`);
      summaries.push({
        case: benchCase.name,
        statement,
        ms: Math.round(ms * 100) / 100,
        listingsScans,
        sequential: listingsScans.some((scan) => scan.startsWith("Seq Scan")),
      });
    }
  }
  return summaries;
}
