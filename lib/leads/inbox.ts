import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { chatbots, chatMessages, LEAD_STATUSES, leads, listings, outbox } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { requireChatbot } from "@/lib/chatbots/service";
import { notFound } from "@/lib/errors";
import { smtpConfigured } from "@/lib/mail/sender";
import type { LeadScore } from "@/db/enums";
import { readQualification } from "@/lib/leads/qualification";
import { scoreLead } from "@/lib/leads/score";
import { type ShowingItem, showingsOfLeads } from "@/lib/showings/items";
import { alertsOfLeads, type SavedSearchItem } from "@/lib/alerts/service";
import { afterEvents, emitLeadEvent } from "@/lib/webhooks/events";
import type { leadInboxInput, leadUpdateInput } from "./schema";

interface Scope {
  db: Database;
  workspace: WorkspaceRef;
}

/**
 * The listing a lead is about: the first one named by the last answer of its conversation
 * that named any, up to the lead itself (what the visitor was looking at when they asked to be
 * contacted). The subquery names its tables itself: Drizzle renders a column without its table here.
 */
const leadListingId = sql<number | null>`(
  select (m.listing_ids ->> 0)::bigint from ${chatMessages} m
  where m.session_id = leads.session_id and m.created_at <= leads.created_at
    and jsonb_typeof(m.listing_ids) = 'array' and jsonb_array_length(m.listing_ids) > 0
  order by m.id desc limit 1
)`;

const columns = {
  id: leads.id,
  chatbotId: leads.chatbotId,
  chatbotName: chatbots.Name,
  type: leads.type,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  message: leads.message,
  status: leads.status,
  notes: leads.notes,
  sessionId: leads.sessionId,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
  listingId: leadListingId,
  qualification: leads.qualification,
  score: leads.score,
  listingsViewed: leads.listingsViewed,
};

interface LeadRow {
  id: number;
  chatbotId: string;
  chatbotName: string;
  type: "Lead" | "Handoff";
  name: string;
  email: string;
  phone: string;
  message: string;
  status: (typeof LEAD_STATUSES)[number];
  notes: string;
  sessionId: number | null;
  createdAt: Date;
  updatedAt: Date;
  /** bigint text from the subquery, or null. */
  listingId: number | string | null;
  qualification: Record<string, unknown> | null;
  score: LeadScore;
  listingsViewed: number[] | null;
}

/** The listings of these leads, by chatbot and ID: MLS number and address to show, if they still exist. */
async function listingsOf(db: Database, rows: LeadRow[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.listingId === null ? [] : [Number(row.listingId)])))];
  if (ids.length === 0) return new Map<string, { ID: number; MLSNumber: string; Address: string; City: string }>();
  const found = await db
    .select({ chatbotId: listings.chatbotId, id: listings.id, mls: listings.MLSNumber, address: listings.Address, city: listings.City })
    .from(listings)
    .where(and(inArray(listings.chatbotId, [...new Set(rows.map((row) => row.chatbotId))]), inArray(listings.id, ids)));
  return new Map(
    found.map((listing) => [
      `${listing.chatbotId}/${listing.id}`,
      { ID: listing.id, MLSNumber: listing.mls, Address: listing.address ?? "", City: listing.city ?? "" },
    ]),
  );
}

function leadItem(
  row: LeadRow,
  listing: { ID: number; MLSNumber: string; Address: string; City: string } | undefined,
  showings: ShowingItem[] = [],
  savedSearches: SavedSearchItem[] = [],
) {
  return {
    LeadID: row.id,
    SerialNumber: row.chatbotId,
    ChatbotName: row.chatbotName,
    Type: row.type,
    Name: row.name,
    Email: row.email,
    Phone: row.phone,
    Message: row.message,
    Status: row.status,
    Notes: row.notes,
    SessionID: row.sessionId,
    Listing: listing ?? null,
    Showings: showings,
    SavedSearches: savedSearches,
    Qualification: readQualification(row.qualification),
    Score: row.score,
    ScoreReasons: scoreLead({
      reachable: Boolean(row.email || row.phone),
      showingRequested: showings.length > 0,
      qualification: readQualification(row.qualification),
    }).reasons,
    ListingsViewed: row.listingsViewed ?? [],
    CreateTime: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The leads inbox: the workspace's leads and handoffs (or one chatbot's), newest first, with
 * where each one's follow-up stands, the owner's notes, the listing it is about and its
 * conversation; `Counts` has how many of each status the same filter holds.
 */
export async function leadInbox({ db, workspace, input }: Scope & { input: z.output<typeof leadInboxInput> }) {
  const chatbotId = input.serialNumber ? await requireChatbot({ db, workspace, serialNumber: input.serialNumber }) : undefined;
  const scope = and(
    eq(chatbots.workspaceId, workspace.id),
    chatbotId ? eq(leads.chatbotId, chatbotId) : undefined,
    input.Type ? eq(leads.type, input.Type) : undefined,
    input.Score ? eq(leads.score, input.Score) : undefined,
  );
  const where = and(scope, input.Status ? eq(leads.status, input.Status) : undefined);
  const [rows, counted] = await db.transaction(
    async (tx) =>
      [
        (await tx
          .select(columns)
          .from(leads)
          .innerJoin(chatbots, eq(chatbots.id, leads.chatbotId))
          .where(where)
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(input.PageSize)
          .offset((input.PageNumber - 1) * input.PageSize)) as LeadRow[],
        await tx
          .select({ status: leads.status, total: count() })
          .from(leads)
          .innerJoin(chatbots, eq(chatbots.id, leads.chatbotId))
          .where(scope)
          .groupBy(leads.status),
      ] as const,
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const ids = rows.map((row) => row.id);
  const [found, showings, saved] = await Promise.all([listingsOf(db, rows), showingsOfLeads(db, ids), alertsOfLeads(db, ids)]);
  const Counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, counted.find((row) => row.status === status)?.total ?? 0])) as Record<
    (typeof LEAD_STATUSES)[number],
    number
  >;
  return {
    List: rows.map((row) =>
      leadItem(row, row.listingId === null ? undefined : found.get(`${row.chatbotId}/${Number(row.listingId)}`), showings.get(row.id), saved.get(row.id)),
    ),
    VirtualCount: input.Status ? Counts[input.Status] : LEAD_STATUSES.reduce((sum, status) => sum + Counts[status], 0),
    Counts,
  };
}

/**
 * Sets a lead's status or notes, and queues lead.updated for the chatbot's webhooks in the same
 * transaction (`Changes` names what changed); a lead of another workspace is not found.
 */
export async function leadUpdate({ db, workspace, input }: Scope & { input: z.output<typeof leadUpdateInput> }) {
  const owned = db
    .select({ id: leads.id })
    .from(leads)
    .innerJoin(chatbots, eq(chatbots.id, leads.chatbotId))
    .where(and(eq(leads.id, input.LeadID), eq(chatbots.workspaceId, workspace.id)));
  const { lead, queued } = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: leads.id, chatbotId: leads.chatbotId, status: leads.status, notes: leads.notes })
      .from(leads)
      .where(inArray(leads.id, owned))
      .for("update");
    if (!before) throw notFound("Lead not found");
    await tx
      .update(leads)
      .set({ ...(input.Status ? { status: input.Status } : {}), ...(input.Notes !== undefined ? { notes: input.Notes } : {}), updatedAt: new Date() })
      .where(eq(leads.id, before.id));
    const Changes = [
      ...(input.Status !== undefined && input.Status !== before.status ? ["Status"] : []),
      ...(input.Notes !== undefined && input.Notes !== before.notes ? ["Notes"] : []),
    ];
    const queued = Changes.length > 0 ? await emitLeadEvent(tx, before.chatbotId, "lead.updated", before.id, { Changes }) : 0;
    return { lead: (await inboxLeadById(tx, before.id))!, queued };
  });
  afterEvents(queued);
  return lead;
}

export type InboxLead = ReturnType<typeof leadItem>;

/** One lead as the inbox shows it (webhook payloads carry the same), or null when it is gone. */
export async function inboxLeadById(db: Database, id: number): Promise<InboxLead | null> {
  const [row] = (await db.select(columns).from(leads).innerJoin(chatbots, eq(chatbots.id, leads.chatbotId)).where(eq(leads.id, id))) as LeadRow[];
  if (!row) return null;
  const [found, showings, saved] = await Promise.all([listingsOf(db, [row]), showingsOfLeads(db, [row.id]), alertsOfLeads(db, [row.id])]);
  return leadItem(row, row.listingId === null ? undefined : found.get(`${row.chatbotId}/${Number(row.listingId)}`), showings.get(row.id), saved.get(row.id));
}

/**
 * Whether the workspace's mail reaches anyone: SMTP set up or not, and its outbox's mails
 * that wait or failed. The dashboard shows a banner when mails cannot be delivered.
 */
export async function mailStatus({ db, workspace }: Scope) {
  const rows = await db
    .select({
      status: outbox.status,
      total: count(),
      oldest: sql<string | null>`min(${outbox.createdAt})`,
      lastError: sql<string | null>`max(${outbox.lastError})`,
    })
    .from(outbox)
    .innerJoin(chatbots, eq(chatbots.id, outbox.chatbotId))
    .where(and(eq(chatbots.workspaceId, workspace.id), inArray(outbox.status, ["pending", "failed"])))
    .groupBy(outbox.status);
  const pending = rows.find((row) => row.status === "pending");
  const failed = rows.find((row) => row.status === "failed");
  return {
    SmtpConfigured: smtpConfigured(),
    Pending: pending?.total ?? 0,
    Failed: failed?.total ?? 0,
    OldestPendingAt: pending?.oldest ? new Date(pending.oldest).toISOString() : null,
    LastError: failed?.lastError ?? "",
  };
}
