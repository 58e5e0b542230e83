// The concierge's reading plus search on the biggest bot, in process: a fixed mix of the
// questions home buyers ask (features, kinds, a city, a price, sorts, a miss that relaxes), each
// timed from the visitor's text through understand() and the search its intent calls for, as the
// concierge's tool runs it. Issue 16's target: parse plus search p50 <= 15 ms.
import type { DatabaseHandle } from "@/db/client";
import { understand } from "@/lib/ai/concierge/parse";
import { countListings, listCities, searchListings } from "@/lib/ai/concierge/search";
import { EMPTY_STATE } from "@/lib/ai/concierge/types";
import { botMarkets } from "./data";

export interface ConciergeCase {
  name: string;
  question: string;
}

/** The mix, for the bot of this index: its home city and one of its other markets. */
export function conciergeCases(botIndex: number): ConciergeCase[] {
  const markets = botMarkets(botIndex);
  const home = markets[0]!.city;
  const other = (markets[1] ?? markets[0]!).city;
  return [
    { name: "homes in the home city", question: `What homes do you have in ${home}?` },
    { name: "3+ bedrooms under a price, cheapest", question: `cheapest 3+ bedroom homes for sale in ${home} under $600k` },
    { name: "a pool anywhere", question: "anything with a pool?" },
    { name: "condos in the home city", question: `condos in ${home.toLowerCase()}` },
    { name: "a garage and a garden, for sale", question: `casas en venta en ${home} con garaje y jardín` },
    { name: "houses in a price band, biggest", question: "the biggest houses between 300k and 800k" },
    { name: "cheapest rental in another city", question: `la location la moins chère à ${other}` },
    { name: "newest built", question: "what's the newest construction you have?" },
    { name: "a neighbourhood by name", question: `homes in Riverside, ${home}` },
    { name: "a house with a pool, most bedrooms", question: `the house with a pool with the most bedrooms in ${home}` },
    { name: "sold in the home city", question: `what sold recently in ${home}?` },
    { name: "no match: sea view in a city not covered", question: "apartments with a sea view in Reykjavik" },
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
  // The concierge reads with the bot's cities, cached per chatbot for a minute: read once, as in a session.
  const cities = await listCities({ db: handle.db, chatbotId });
  for (let round = 0; round <= rounds; round++) {
    for (const c of cases) {
      const started = performance.now();
      const { intent } = understand(c.question, EMPTY_STATE, { cities });
      // What search_listings and count_listings run (lib/ai/tools.ts), without saving the session's state.
      const found =
        intent.kind === "search"
          ? await searchListings({ db: handle.db, chatbotId, filters: intent.filters, sort: intent.sort, limit: intent.limit, offset: intent.offset })
          : intent.kind === "count"
            ? await countListings({ db: handle.db, chatbotId, filters: intent.filters })
            : undefined;
      const ms = performance.now() - started;
      if (round > 0) times.get(c.name)!.push(ms);
      totals.set(c.name, found ? found.total : -1);
    }
  }
  const all = [...times.values()].flat();
  const perCase: ConciergeTiming[] = cases.map((c) => ({
    case: c.name,
    p50: round(percentile(times.get(c.name)!, 50)),
    max: round(Math.max(...times.get(c.name)!)),
    total: totals.get(c.name)!,
  }));
  return { p50: round(percentile(all, 50)), p99: round(percentile(all, 99)), perCase };
}

export function formatConciergeTimings(engine: string, measured: Awaited<ReturnType<typeof measureConciergeSearch>>): string {
  const lines = measured.perCase.map(
    (t) => `  ${t.case.padEnd(48)} p50 ${String(t.p50).padStart(7)} ms  max ${String(t.max).padStart(7)} ms  (${t.total} matches)`,
  );
  return [`Concierge parse + search (${engine}, biggest bot): p50 ${measured.p50} ms, p99 ${measured.p99} ms`, ...lines].join("\n");
}
