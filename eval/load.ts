import type { Database } from "@/db/client";
import { LISTING_STATUSES } from "@/db/enums";
import { listings } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { createChatbot } from "@/lib/chatbots/service";
import { createListing } from "@/lib/listings/service";
import type { EvalListing, Fixture } from "./fixtures/types";

// Loads a fixture into a chatbot of its own: small fixtures through the listings service
// (validated like the API), the big one in bulk inserts of the same rows (createListing is one
// insert of these fields, so whatever the database derives, both get; ten times faster).
// Listings in a status this build's enum does not know yet are skipped and reported (their
// questions then fail, as they should).

const BULK_ROWS = 500;

export interface Loaded {
  chatbotId: string;
  loaded: number;
  skipped: number;
}

export async function loadFixture(db: Database, workspace: WorkspaceRef, fixture: Fixture): Promise<Loaded> {
  const chatbotId = await createChatbot({ db, workspace, input: { Name: `Eval ${fixture.name}` } });
  const known = new Set<string>(LISTING_STATUSES);
  const usable = fixture.listings.filter((listing) => known.has(listing.fields.Status));
  if (fixture.listings.length > 1000) await bulkInsert(db, chatbotId, usable);
  else for (const listing of usable) await createListing({ db, workspace, input: { SerialNumber: chatbotId, ...(listing.fields as object) } as never });
  return { chatbotId, loaded: usable.length, skipped: fixture.listings.length - usable.length };
}

async function bulkInsert(db: Database, chatbotId: string, rows: EvalListing[]) {
  for (let start = 0; start < rows.length; start += BULK_ROWS) {
    const batch = rows.slice(start, start + BULK_ROWS).map((listing) => ({ chatbotId, ...listing.fields }));
    await db.insert(listings).values(batch as never);
  }
}
