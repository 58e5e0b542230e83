import type { Database } from "@/db/client";
import type { ConciergeResult } from "./results";
import { compareListings, countListings, findListing, listCoverage, searchListings } from "./search";
import type { Intent } from "./types";

/**
 * What the tool behind an intent returns, for the intents answered from the listings.
 * A lead is recorded by the caller, who knows the session; it gets `{ kind: "lead", recorded }`.
 */
export async function resolveIntent({ db, chatbotId, intent }: { db: Database; chatbotId: string; intent: Intent }): Promise<ConciergeResult> {
  switch (intent.kind) {
    case "search":
      return { kind: "search", ...(await searchListings({ db, chatbotId, filters: intent.filters, sort: intent.sort, limit: intent.limit, offset: intent.offset })) };
    case "count":
      return { kind: "count", ...(await countListings({ db, chatbotId, filters: intent.filters })) };
    case "listing":
      return { kind: "listing", listing: await findListing({ db, chatbotId, ref: intent.listing }) };
    case "compare":
      return { kind: "compare", ...(await compareListings({ db, chatbotId, refs: intent.listings })) };
    case "coverage":
      return { kind: "coverage", cities: await listCoverage({ db, chatbotId }) };
    case "human":
      return { kind: "human" };
    default:
      return { kind: "none" };
  }
}
