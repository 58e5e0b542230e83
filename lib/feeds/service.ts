import { and, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { listings } from "@/db/schema";
import { type ListingFeed, listingFeeds } from "@/db/schema-integrations";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { requireChatbot } from "@/lib/chatbots/service";
import { conflict, invalidInput, notFound } from "@/lib/errors";
import { seal } from "@/lib/secrets/sealed";
import { feedFilter, type feedOwnedInput, type feedRefInput, type feedSetInput } from "./schema";
import { errorFields, log } from "@/lib/log";
import { feedSecretContext, runFeed } from "./sync";
import { kickFeeds } from "./kick";

// The Feed/* endpoints (issue 43): one MLS feed per chatbot, its secret sealed and never shown
// again, its status as the dashboard's panel shows it, and a run on demand.

interface Scope {
  db: Database;
  workspace: WorkspaceRef;
}

/** What may be shown of a secret: its first characters. */
const hint = (secret: string) => `${secret.slice(0, 4)}…`;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function feedStatus(db: Database, feed: ListingFeed) {
  const [owned] = await db
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.chatbotId, feed.chatbotId), isNotNull(listings.feedKey)));
  const running = feed.leaseUntil !== null && feed.leaseUntil > new Date();
  return {
    SerialNumber: feed.chatbotId,
    BaseUrl: feed.baseUrl,
    Resource: feed.resource,
    Auth: feed.auth,
    TokenUrl: feed.tokenUrl,
    ClientId: feed.clientId,
    Scope: feed.scope,
    SecretHint: feed.secretHint,
    Filter: feed.filter,
    IntervalMinutes: feed.intervalMinutes,
    PageSize: feed.pageSize,
    Currency: feed.currency,
    AreaUnit: feed.areaUnit ?? "",
    Enabled: feed.enabled,
    Running: running,
    Listings: owned?.n ?? 0,
    LastRunAt: iso(feed.lastRunAt),
    LastSuccessAt: iso(feed.lastSuccessAt),
    LastError: feed.lastError,
    LastAdded: feed.lastAdded,
    LastChanged: feed.lastChanged,
    LastRemoved: feed.lastRemoved,
    Problems: feed.problems,
    NextRunAt: feed.enabled ? iso(feed.nextRunAt) : null,
    Watermark: feed.watermarkTimestamp ? { Timestamp: feed.watermarkTimestamp, ListingKey: feed.watermarkKey ?? "" } : null,
  };
}

export type FeedStatus = Awaited<ReturnType<typeof feedStatus>>;

async function feedOf(db: Database, chatbotId: string) {
  const [feed] = await db.select().from(listingFeeds).where(eq(listingFeeds.chatbotId, chatbotId));
  return feed;
}

/** Sets the chatbot's feed (a new one, or new settings for it); a changed source or scope loads everything again. */
export async function feedSet({ db, workspace, input }: Scope & { input: z.output<typeof feedSetInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const existing = await feedOf(db, chatbotId);
  if (!existing && !input.Secret) throw invalidInput(`Secret is required for a new feed (the ${input.Auth === "oauth" ? "client secret" : "token"})`);
  const filter = feedFilter(input);
  const settings = {
    baseUrl: input.BaseUrl,
    resource: input.Resource,
    auth: input.Auth,
    tokenUrl: input.Auth === "oauth" ? (input.TokenUrl ?? "") : "",
    clientId: input.Auth === "oauth" ? (input.ClientId ?? "") : "",
    scope: input.Scope ?? "",
    filter,
    pageSize: input.PageSize,
    currency: input.Currency,
    areaUnit: input.AreaUnit ?? null,
    intervalMinutes: input.IntervalMinutes,
    enabled: input.Enabled,
    ...(input.Secret ? { secretSealed: seal(input.Secret, feedSecretContext(chatbotId)), secretHint: hint(input.Secret) } : {}),
  };
  // Another source or scope is another set of records: replicate from the start, and read every key
  // after it, so that the listings of the old scope leave with that run.
  const restart = !existing || existing.baseUrl !== settings.baseUrl || existing.resource !== settings.resource || existing.filter !== filter;
  const [feed] = existing
    ? await db
        .update(listingFeeds)
        .set({
          ...settings,
          ...(restart ? { watermarkTimestamp: null, watermarkKey: null, reconciledAt: null } : {}),
          nextRunAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(listingFeeds.id, existing.id))
        .returning()
    : await db
        .insert(listingFeeds)
        .values({ chatbotId, ...settings, secretSealed: settings.secretSealed!, secretHint: settings.secretHint! })
        .onConflictDoNothing()
        .returning();
  if (!feed) throw conflict("Another request set this chatbot's feed at the same moment: send it again");
  if (feed.enabled) kickFeeds(db);
  return feedStatus(db, feed);
}

export async function feedGet({ db, workspace, input }: Scope & { input: z.output<typeof feedRefInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const feed = await feedOf(db, chatbotId);
  return feed ? feedStatus(db, feed) : null;
}

/** Which of these listings of the chatbot its feed owns (a hand edit of one is overwritten at its next change). */
export async function feedOwned({ db, workspace, input }: Scope & { input: z.output<typeof feedOwnedInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  if (input.IDs.length === 0) return [];
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.chatbotId, chatbotId), inArray(listings.id, input.IDs), isNotNull(listings.feedKey)));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Removes the feed; its listings stay, as listings made by hand (nothing overwrites them any more). */
export async function feedDelete({ db, workspace, input }: Scope & { input: z.output<typeof feedRefInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  return db.transaction(async (tx) => {
    const gone = await tx.delete(listingFeeds).where(eq(listingFeeds.chatbotId, chatbotId)).returning({ id: listingFeeds.id });
    if (gone.length === 0) throw notFound("This chatbot has no feed");
    await tx
      .update(listings)
      .set({ feedKey: null })
      .where(and(eq(listings.chatbotId, chatbotId), isNotNull(listings.feedKey)));
    return gone.length;
  });
}

/** Makes the feed due now and starts the run in the background; the status says when it ends. */
export async function feedSyncNow({ db, workspace, input }: Scope & { input: z.output<typeof feedRefInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const feed = await feedOf(db, chatbotId);
  if (!feed) throw notFound("This chatbot has no feed");
  // In the background: an initial load may take minutes. A run already holding the feed is left to finish.
  void runFeed(db, feed.id).catch((error: unknown) => log.error("feed sync failed", { feedId: feed.id, ...errorFields(error) }));
  return { ...(await feedStatus(db, feed)), Running: true };
}
