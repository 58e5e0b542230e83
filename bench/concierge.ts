// The concierge's search on the biggest bot, in process: a fixed mix of the questions home
// buyers ask (features, kinds, a city, a price, sorts, a miss that relaxes), each timed through
// searchListings as the concierge's tool calls it. Issue 16's target: p50 <= 15 ms.
import type { DatabaseHandle } from "@/db/client";
import { searchListings } from "@/lib/ai/concierge/search";
import type { ListingFilters, ListingSort } from "@/lib/ai/concierge/types";
import { botMarkets } from "./data";

export interface ConciergeCase {
  name: string;
  filters: ListingFilters;
  sort?: ListingSort;
}

/** The mix, for the bot of this index: its home city and one of its other markets. */
export function conciergeCases(botIndex: number): ConciergeCase[] {
  const markets = botMarkets(botIndex);
  const home = markets[0]!.city;
  const other = (markets[1] ?? markets[0]!).city;
  return [
    { name: "homes in the home city", filters: { city: home } },
    { name: "3+ bedrooms under a price, cheapest", filters: { city: home, saleType: "for_sale", bedrooms: { min: 3 }, price: { max: 600_000 } }, sort: { field: "price", direction: "asc" } },
    { name: "a pool anywhere", filters: { features: ["pool"] } },
    { name: "condos in the home city", filters: { city: home.toLowerCase(), kinds: ["condo"] } },
    { name: "a garage and a garden, for sale", filters: { city: home, saleType: "for_sale", features: ["garage", "garden"] } },
    { name: "houses in a price band, biggest", filters: { kinds: ["house"], price: { min: 300_000, max: 800_000 } }, sort: { field: "area", direction: "desc" } },
    { name: "cheapest rental in another city", filters: { city: other, saleType: "for_rent" }, sort: { field: "price", direction: "asc" } },
    { name: "newest built", filters: {}, sort: { field: "yearBuilt", direction: "desc" } },
    { name: "a neighbourhood by name", filters: { city: home, text: ["Riverside"] } },
    { name: "a house with a pool, most bedrooms", filters: { city: home, kinds: ["house"], features: ["pool"] }, sort: { field: "bedrooms", direction: "desc" } },
    { name: "sold in the home city", filters: { city: home, availability: "sold" } },
    { name: "no match: sea view in a city not covered", filters: { city: "Reykjavik", features: ["sea_view"] } },
  ];
}

export interface ConciergeTiming {
  case: string;
  p50: number;
  max: number;
  total: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};
const round = (ms: number) => Math.round(ms * 100) / 100;

/** Every case `rounds` times (after one warm-up round): p50 and p99 over all, and per case. */
export async function measureConciergeSearch(handle: DatabaseHandle, chatbotId: string, botIndex: number, rounds = 20) {
  const cases = conciergeCases(botIndex);
  const times = new Map<string, number[]>(cases.map((c) => [c.name, []]));
  const totals = new Map<string, number>();
  for (let round = 0; round <= rounds; round++) {
    for (const c of cases) {
      const started = performance.now();
      const found = await searchListings({ db: handle.db, chatbotId, filters: c.filters, sort: c.sort, limit: 5 });
      const ms = performance.now() - started;
      if (round > 0) times.get(c.name)!.push(ms);
      totals.set(c.name, found.total);
    }
  }
  const all = [...times.values()].flat();
  const perCase: ConciergeTiming[] = cases.map((c) => ({ case: c.name, p50: round(percentile(times.get(c.name)!, 50)), max: round(Math.max(...times.get(c.name)!)), total: totals.get(c.name)! }));
  return { p50: round(percentile(all, 50)), p99: round(percentile(all, 99)), perCase };
}

export function formatConciergeTimings(engine: string, measured: Awaited<ReturnType<typeof measureConciergeSearch>>): string {
  const lines = measured.perCase.map((t) => `  ${t.case.padEnd(48)} p50 ${String(t.p50).padStart(7)} ms  max ${String(t.max).padStart(7)} ms  (${t.total} matches)`);
  return [`Concierge search (${engine}, biggest bot): p50 ${measured.p50} ms, p99 ${measured.p99} ms`, ...lines].join("\n");
}
