import { filterFields } from "./filter";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { violatedUniqueConstraint } from "@/db/errors";
import { listings } from "@/db/schema";
import { type FeedProblem, type ListingFeed, listingFeeds } from "@/db/schema-integrations";
import { AppError } from "@/lib/errors";
import { flagListing } from "@/lib/fair-housing/flags";
import { listingObject } from "@/lib/listings/schema";
import { unseal } from "@/lib/secrets/sealed";
import { describeIssues } from "@/lib/validation/messages";
import { type ResoAuth, ResoClient, type ResoClientOptions, type Watermark } from "./reso-client";
import { type MappedRecord, mapResoProperty } from "./reso-map";

// One run of a chatbot's MLS feed: claim the feed (one server at a time), replicate what changed
// since its watermark, and store each page in one transaction with the watermark that ends it. A run
// killed mid-way loses nothing: the next resumes after the last stored page, and storing a record
// again changes nothing (an upsert on the chatbot's MLS number).

/** How long a run may hold a feed without renewing its claim (renewed at every page). */
const LEASE_SECONDS = 300;
/** How often every key in the feed's scope is read, to drop listings incremental replication cannot see leave. */
const RECONCILE_HOURS = 24;
const MAX_PROBLEMS = 50;

export const feedSecretContext = (chatbotId: string) => `feed:${chatbotId}`;

export interface FeedRunResult {
  ran: boolean;
  added: number;
  changed: number;
  removed: number;
  problems: FeedProblem[];
  error: string;
}

interface Counts {
  added: number;
  changed: number;
  removed: number;
  problems: FeedProblem[];
}

/** Claims the feed for one run; null when another run holds it. */
async function claim(db: Database, feedId: number): Promise<{ feed: ListingFeed; token: string } | null> {
  const token = randomUUID();
  const [feed] = await db
    .update(listingFeeds)
    .set({ leaseToken: token, leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(and(eq(listingFeeds.id, feedId), or(isNull(listingFeeds.leaseUntil), lt(listingFeeds.leaseUntil, sql`now()`))))
    .returning();
  return feed ? { feed, token } : null;
}

const held = (feedId: number, token: string) => and(eq(listingFeeds.id, feedId), eq(listingFeeds.leaseToken, token));

function clientFor(feed: ListingFeed, options: ResoClientOptions): ResoClient {
  const secret = unseal(feed.secretSealed, feedSecretContext(feed.chatbotId));
  if (secret === null) throw new AppError("unavailable", "The feed's secret cannot be opened (SECRETS_KEY changed): enter it again");
  const auth: ResoAuth =
    feed.auth === "bearer"
      ? { kind: "bearer", token: secret }
      : { kind: "oauth", tokenUrl: feed.tokenUrl, clientId: feed.clientId, clientSecret: secret, ...(feed.scope ? { scope: feed.scope } : {}) };
  return new ResoClient(
    { baseUrl: feed.baseUrl, resource: feed.resource, filter: feed.filter || undefined, top: feed.pageSize, expandMedia: true, auth },
    options,
  );
}

type ListingRow = typeof listings.$inferInsert;

/** The listing row a record becomes, or its problem when the listing's own schema refuses it. */
function rowOf(chatbotId: string, record: Extract<MappedRecord, { kind: "listing" }>): ListingRow | FeedProblem {
  const parsed = listingObject.safeParse(record.listing);
  if (!parsed.success) return { Key: record.key, Problems: [describeIssues(parsed.error.issues)] };
  const flags = flagListing(parsed.data);
  return { chatbotId, ...parsed.data, feedKey: record.key, complianceFlags: flags.length ? flags : null };
}

/**
 * Rows upserted on the chatbot's MLS number in one statement, inside a savepoint (so a refusal leaves
 * the page's transaction usable). Every column a row writes is set from the row proposed (`excluded`);
 * one a row leaves out takes its default. Counts what was added and what changed.
 */
async function upsert(tx: Database, rows: ListingRow[], counts: Counts) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key !== "chatbotId") as (keyof ListingRow)[];
  const set = Object.fromEntries(columns.map((key) => [key, sql.raw(`excluded."${listings[key as keyof typeof listings.$inferSelect].name}"`)]));
  const written = await tx.transaction((inner) =>
    inner
      .insert(listings)
      .values(rows)
      .onConflictDoUpdate({ target: [listings.chatbotId, listings.MLSNumber], set: { ...set, updatedAt: sql`now()` } })
      .returning({ inserted: sql<boolean>`(xmax = 0)` }),
  );
  for (const row of written) {
    if (row.inserted) counts.added++;
    else counts.changed++;
  }
}

/**
 * A page into the chatbot's listings, inside the page's transaction: removals in one statement, the
 * listings in one upsert. When another listing's unique Url refuses one of them, the rows are upserted
 * one by one instead, so that only that record becomes a problem.
 */
async function storePage(tx: Database, chatbotId: string, records: MappedRecord[], counts: Counts) {
  const removals = records.filter((record) => record.kind === "remove").map((record) => record.key);
  if (removals.length) {
    const gone = await tx
      .delete(listings)
      .where(and(eq(listings.chatbotId, chatbotId), inArray(listings.feedKey, removals)))
      .returning({ id: listings.id });
    counts.removed += gone.length;
  }
  // One row per MLS number (the last record of the page wins): an upsert may touch a row once.
  const rows = new Map<string, ListingRow>();
  for (const record of records) {
    if (record.kind === "problem") counts.problems.push({ Key: record.key, Problems: record.problems });
    if (record.kind !== "listing") continue;
    const row = rowOf(chatbotId, record);
    if ("Problems" in row) counts.problems.push(row);
    else rows.set(row.MLSNumber, row);
  }
  if (rows.size === 0) return;
  try {
    await upsert(tx, [...rows.values()], counts);
  } catch (error) {
    if (violatedUniqueConstraint(error) !== "listings_chatbot_url_uq") throw error;
    for (const row of rows.values()) {
      try {
        await upsert(tx, [row], counts);
      } catch (refused) {
        if (violatedUniqueConstraint(refused) !== "listings_chatbot_url_uq") throw refused;
        counts.problems.push({ Key: row.feedKey!, Problems: [`ListingURL: "${row.Url}" is already the Url of another listing of this chatbot`] });
      }
    }
  }
}

export interface FeedRunOptions extends ResoClientOptions {
  /** Stop between pages after this long (a serverless request's budget); the next run goes on from the watermark. */
  deadlineMs?: number;
}

/**
 * Runs the feed once if no other run holds it: replicates from its watermark and stores page by
 * page. Returns what changed; a failure is kept on the feed (last error) and returned, not thrown.
 */
export async function runFeed(db: Database, feedId: number, options: FeedRunOptions = {}): Promise<FeedRunResult> {
  const stopAt = options.deadlineMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + options.deadlineMs;
  let stoppedEarly = false;
  const claimed = await claim(db, feedId);
  const counts: Counts = { added: 0, changed: 0, removed: 0, problems: [] };
  if (!claimed) return { ran: false, ...counts, error: "" };
  const { feed, token } = claimed;
  let error = "";
  try {
    const client = clientFor(feed, options);
    const mapping = { currency: feed.currency, ...(feed.areaUnit ? { areaUnit: feed.areaUnit as "Square Feet" | "Square Meters" } : {}) };
    const from: Watermark | null = feed.watermarkTimestamp && feed.watermarkKey ? { timestamp: feed.watermarkTimestamp, key: feed.watermarkKey } : null;
    await checkFilterFields(client, feed.filter);
    for await (const page of client.replicate(from)) {
      const stored = await db.transaction(async (tx) => {
        const [still] = await tx.select({ id: listingFeeds.id }).from(listingFeeds).where(held(feed.id, token)).for("update");
        if (!still) return false;
        await storePage(
          tx as unknown as Database,
          feed.chatbotId,
          page.records.map((record) => mapResoProperty(record, mapping)),
          counts,
        );
        await tx
          .update(listingFeeds)
          .set({
            watermarkTimestamp: page.watermark?.timestamp ?? null,
            watermarkKey: page.watermark?.key ?? null,
            leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
          })
          .where(held(feed.id, token));
        return true;
      });
      // The claim was lost (the feed was removed, or this run outlived its lease): stop here.
      if (!stored) {
        stoppedEarly = true;
        break;
      }
      if (Date.now() > stopAt) {
        stoppedEarly = true;
        break;
      }
    }
    const due = !feed.reconciledAt || feed.reconciledAt.getTime() < Date.now() - RECONCILE_HOURS * 3_600_000;
    if (!stoppedEarly && due) await reconcile(db, feed, token, client, counts);
  } catch (failure) {
    error = failure instanceof AppError ? failure.message : "The run failed unexpectedly";
    if (!(failure instanceof AppError)) throw failure;
  } finally {
    await db
      .update(listingFeeds)
      .set({
        leaseToken: null,
        leaseUntil: null,
        lastRunAt: sql`now()`,
        ...(error ? {} : { lastSuccessAt: sql`now()` }),
        lastError: error,
        lastAdded: counts.added,
        lastChanged: counts.changed,
        lastRemoved: counts.removed,
        problems: counts.problems.slice(0, MAX_PROBLEMS),
        // A run stopped by its deadline is due again at once.
        nextRunAt: stoppedEarly ? sql`now()` : sql`now() + make_interval(mins => ${feed.intervalMinutes})`,
        updatedAt: sql`now()`,
      })
      .where(held(feed.id, token));
  }
  return { ran: true, ...counts, error };
}

/**
 * The filter's fields, checked against the MLS's own $metadata before anything is read: a field the
 * resource does not have fails the run with its name (an MLS answers such a filter with a bare 400, or,
 * worse, with nothing). A server without $metadata, or without the resource's EntityType in it, is not checked.
 */
async function checkFilterFields(client: ResoClient, filter: string): Promise<void> {
  const used = filterFields(filter);
  if (used.length === 0) return;
  const known = await client.fields();
  if (!known) return;
  const unknown = used.filter((field) => !known.has(field));
  if (unknown.length > 0)
    throw new AppError("upstreamFailed", `The filter names ${unknown.join(", ")}, which the MLS's ${client.resource} resource does not have (its $metadata)`);
}

/**
 * Every key in the feed's scope, read without the records (`$select`), and the feed's listings whose
 * key is not among them removed: records that left the scope, or were purged at the MLS without a
 * Delete status, which replication after a watermark never hears of.
 */
async function reconcile(db: Database, feed: ListingFeed, token: string, client: ResoClient, counts: Counts) {
  const keys = new Set<string>();
  for await (const page of client.replicate(null, ["ListingKey", "ModificationTimestamp"])) {
    for (const record of page.records) keys.add(String(record.ListingKey));
  }
  const owned = await db
    .select({ id: listings.id, key: listings.feedKey })
    .from(listings)
    .where(and(eq(listings.chatbotId, feed.chatbotId), isNotNull(listings.feedKey)));
  const gone = owned.filter((listing) => !keys.has(listing.key!)).map((listing) => listing.id);
  await db.transaction(async (tx) => {
    const [still] = await tx.select({ id: listingFeeds.id }).from(listingFeeds).where(held(feed.id, token)).for("update");
    if (!still) return;
    for (let at = 0; at < gone.length; at += 1000) {
      const removed = await tx
        .delete(listings)
        .where(and(eq(listings.chatbotId, feed.chatbotId), inArray(listings.id, gone.slice(at, at + 1000)), isNotNull(listings.feedKey)))
        .returning({ id: listings.id });
      counts.removed += removed.length;
    }
    await tx.update(listingFeeds).set({ reconciledAt: sql`now()` }).where(held(feed.id, token));
  });
}

/** The feeds due now, each run once (the minute job); a feed another server holds is left to it. */
export async function runDueFeeds(db: Database, options: FeedRunOptions = {}): Promise<number> {
  const due = await db
    .select({ id: listingFeeds.id })
    .from(listingFeeds)
    .where(
      and(eq(listingFeeds.enabled, true), lt(listingFeeds.nextRunAt, sql`now()`), or(isNull(listingFeeds.leaseUntil), lt(listingFeeds.leaseUntil, sql`now()`))),
    )
    .limit(20);
  // One budget for all of them: each feed gets what the ones before it left.
  const stopAt = options.deadlineMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + options.deadlineMs;
  let ran = 0;
  for (const { id } of due) {
    const left = stopAt - Date.now();
    if (left <= 0) break;
    if ((await runFeed(db, id, { ...options, ...(Number.isFinite(left) ? { deadlineMs: left } : {}) })).ran) ran++;
  }
  return ran;
}
