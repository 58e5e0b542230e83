import type { InsightRangeQuery } from "@/lib/client/queries";
import { INSIGHT_RANGES, type InsightRange } from "@/lib/insights/schema";

// The Insights tab's range lives in the URL: ?range=7d|90d (30d, the default, is no parameter),
// or ?from=YYYY-MM-DD[&to=YYYY-MM-DD] for days of the owner's choosing.

export const DEFAULT_RANGE: InsightRange = "30d";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The query of the URL's parameters; anything unreadable falls back to the last 30 days. The server judges the dates. */
export function rangeFromParams(params: URLSearchParams): InsightRangeQuery {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  if (DATE.test(from)) return DATE.test(to) ? { From: from, To: to } : { From: from };
  const range = INSIGHT_RANGES.find((value) => value === params.get("range"));
  return { Range: range ?? DEFAULT_RANGE };
}

/** The page's address for a range. */
export function rangeHref(pathname: string, query: InsightRangeQuery): string {
  const search = new URLSearchParams();
  if (query.From) {
    search.set("from", query.From);
    if (query.To) search.set("to", query.To);
  } else if (query.Range && query.Range !== DEFAULT_RANGE) {
    search.set("range", query.Range);
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}
