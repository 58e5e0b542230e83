import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { knowledgeSources, listings } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { requireChatbot } from "@/lib/chatbots/service";
import { flagView } from "./flags";
import type { complianceFlagsInput } from "./schema";

interface Scope {
  db: Database;
  workspace: WorkspaceRef;
}

/**
 * Chatbot/ComplianceFlags: the chatbot's listings and knowledge sources whose text holds a
 * fair-housing flag, newest first (listings, then knowledge), each with its flags.
 */
export async function complianceFlags({ db, workspace, input }: Scope & { input: z.output<typeof complianceFlagsInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const listingWhere = and(
    eq(listings.chatbotId, chatbotId),
    isNotNull(listings.complianceFlags),
    input.IDs || input.MLSNumbers
      ? or(input.IDs ? inArray(listings.id, input.IDs.map(Number)) : undefined, input.MLSNumbers ? inArray(listings.MLSNumber, input.MLSNumbers) : undefined)
      : undefined,
  );
  const knowledgeWhere = and(eq(knowledgeSources.chatbotId, chatbotId), isNotNull(knowledgeSources.complianceFlags));
  const wantListings = input.Kind !== "knowledge";
  const wantKnowledge = input.Kind !== "listing" && !input.IDs && !input.MLSNumbers;
  const [flaggedListings, flaggedSources] = await Promise.all([
    wantListings
      ? db
          .select({
            id: listings.id,
            mls: listings.MLSNumber,
            title: sql<string>`coalesce(nullif(${listings.Address}, ''), ${listings.MLSNumber})`,
            flags: listings.complianceFlags,
          })
          .from(listings)
          .where(listingWhere)
          .orderBy(desc(listings.id))
          .limit(1000)
      : [],
    wantKnowledge
      ? db
          .select({ id: knowledgeSources.id, title: knowledgeSources.title, flags: knowledgeSources.complianceFlags })
          .from(knowledgeSources)
          .where(knowledgeWhere)
          .orderBy(desc(knowledgeSources.id))
          .limit(1000)
      : [],
  ]);
  const all = [
    ...flaggedListings.map((row) => ({ Kind: "listing" as const, ID: String(row.id), MLSNumber: row.mls, Title: row.title, Flags: flagView(row.flags) })),
    ...flaggedSources.map((row) => ({ Kind: "knowledge" as const, ID: String(row.id), MLSNumber: null, Title: row.title, Flags: flagView(row.flags) })),
  ];
  const start = (input.PageNumber - 1) * input.PageSize;
  return { List: all.slice(start, start + input.PageSize), VirtualCount: all.length };
}
