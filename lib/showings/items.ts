import { desc, eq, inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { chatbots } from "@/db/schema";
import { type ShowingRequest, showingRequests } from "@/db/schema-integrations";
import { windowText } from "./format";

/** A showing request as the API and webhooks show it. */
export function showingItem(showing: ShowingRequest, timeZone: string) {
  return {
    ShowingID: showing.id,
    SerialNumber: showing.chatbotId,
    LeadID: showing.leadId,
    SessionID: showing.sessionId,
    Listing:
      showing.listingId === null && !showing.listingAddress ? null : { ID: showing.listingId, Address: showing.listingAddress, MLSNumber: showing.listingMls },
    Proposed: showing.proposed.map((window) => ({ Start: window.start, End: window.end, Timed: window.timed, Text: windowText(window, "en", timeZone) })),
    VisitorWords: showing.visitorWords,
    Status: showing.status,
    ScheduledStart: showing.scheduledStart?.toISOString() ?? null,
    ScheduledEnd: showing.scheduledEnd?.toISOString() ?? null,
    OwnerNote: showing.ownerNote,
    TimeZone: timeZone,
    CreateTime: showing.createdAt.toISOString(),
    UpdatedAt: showing.updatedAt.toISOString(),
  };
}

export type ShowingItem = ReturnType<typeof showingItem>;

/** The showing requests of these leads, newest first, by lead. */
export async function showingsOfLeads(db: Database, leadIds: number[]): Promise<Map<number, ShowingItem[]>> {
  const byLead = new Map<number, ShowingItem[]>();
  if (leadIds.length === 0) return byLead;
  const rows = await db
    .select({ showing: showingRequests, timeZone: chatbots.TimeZone })
    .from(showingRequests)
    .innerJoin(chatbots, eq(chatbots.id, showingRequests.chatbotId))
    .where(inArray(showingRequests.leadId, leadIds))
    .orderBy(desc(showingRequests.id));
  for (const { showing, timeZone } of rows) byLead.set(showing.leadId, [...(byLead.get(showing.leadId) ?? []), showingItem(showing, timeZone)]);
  return byLead;
}
