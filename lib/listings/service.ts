import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { isForeignKeyViolation, violatedUniqueConstraint } from "@/db/errors";
import { listings } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { requireChatbot } from "@/lib/chatbots/service";
import { chatbotNotFound, conflict, notFound } from "@/lib/errors";
import { type ComplianceFlag, flagListing } from "@/lib/fair-housing/flags";
import { toListItem } from "./format";
import { listingCountQuery, listingPage } from "./queries";
import { listingTableCount, listingTablePage, usesTable } from "./table-queries";
import type { createListingInput, deleteListingsInput, getListingInput, KeyType, listListingsInput, setListingStatusInput, updateListingInput } from "./schema";

interface Scope {
  db: Database;
  workspace: WorkspaceRef;
}

/**
 * Turns a broken uniqueness rule into a 409 that names the listing holding the value,
 * and a write that lost its chatbot to a concurrent Remove into the usual 404.
 */
async function rethrowDuplicate(db: Database, chatbotId: string, fields: { MLSNumber?: string; Url?: string }, error: unknown): Promise<never> {
  // The chatbot was removed between our check and the write.
  if (isForeignKeyViolation(error)) throw chatbotNotFound();
  const constraint = violatedUniqueConstraint(error);
  const byUrl = constraint === "listings_chatbot_url_uq";
  if (constraint === undefined || (!byUrl && constraint !== "listings_chatbot_mls_uq")) throw error;
  const field = byUrl ? "Url" : "MLSNumber";
  const value = (byUrl ? fields.Url : fields.MLSNumber) ?? "";
  const column = byUrl ? listings.Url : listings.MLSNumber;
  const [holder] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.chatbotId, chatbotId), eq(column, value)))
    .limit(1);
  throw conflict(`${field} "${value}" is already used by listing ${holder?.id ?? "(another listing)"} of this chatbot`);
}

const someFlags = (flags: ComplianceFlag[]) => (flags.length > 0 ? flags : null);

/**
 * The flags of an update: those of the fields it writes afresh, and those it leaves as they were
 * (a description rewritten keeps the facts' flags). Null when none is left.
 */
function reflagged(changes: Parameters<typeof flagListing>[0]): { complianceFlags?: SQL } {
  const fields = (["Description", "ExtensionColumn"] as const).filter((field) => field in changes);
  if (fields.length === 0) return {};
  const fresh = JSON.stringify(flagListing(changes));
  const keep = sql.join(
    fields.map((field) => sql`${field}`),
    sql`, `,
  );
  return {
    complianceFlags: sql`nullif(coalesce((select jsonb_agg(f) from jsonb_array_elements(coalesce(${listings.complianceFlags}, '[]'::jsonb)) f
      where split_part(f->>'field', '.', 1) not in (${keep})), '[]'::jsonb) || ${fresh}::jsonb, '[]'::jsonb)`,
  };
}

export async function createListing({ db, workspace, input }: Scope & { input: z.output<typeof createListingInput> }) {
  const { SerialNumber, ...fields } = input;
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: SerialNumber });
  try {
    const [row] = await db
      .insert(listings)
      .values({ chatbotId, ...fields, complianceFlags: someFlags(flagListing(fields)) })
      .returning({ id: listings.id });
    return String(row!.id);
  } catch (error) {
    return rethrowDuplicate(db, chatbotId, fields, error);
  }
}

/** The listings of one chatbot that a Key of the given KeyType names. */
function keyCondition(chatbotId: string, keyType: KeyType, keys: string[]): SQL | undefined {
  const column = { PlatformId: listings.id, MLSNumber: listings.MLSNumber, URL: listings.Url }[keyType];
  // A PlatformId that is not a listing number can match nothing; don't hand it to the database as one.
  const values = keyType === "PlatformId" ? keys.filter((key) => /^\d{1,15}$/.test(key)).map(Number) : keys;
  if (values.length === 0) return undefined;
  return and(eq(listings.chatbotId, chatbotId), inArray(column, values));
}

/** Merges the fields present into the listing that Key names; returns how many were updated (0 is a 404). */
export async function updateListing({ db, workspace, input }: Scope & { input: z.output<typeof updateListingInput> }) {
  const { SerialNumber, Key, KeyType, ...fields } = input;
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: SerialNumber });
  const where = keyCondition(chatbotId, KeyType, [Key]);
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  let updated: { id: number }[] = [];
  if (where) {
    try {
      updated = await db
        .update(listings)
        .set({ ...changes, ...reflagged(changes), updatedAt: new Date() })
        .where(where)
        .returning({ id: listings.id });
    } catch (error) {
      return rethrowDuplicate(db, chatbotId, fields, error);
    }
  }
  if (updated.length === 0) throw notFound(`No listing of this chatbot has ${KeyType} "${Key}"`, 0);
  return updated.length;
}

/**
 * One listing in the input shape of Create and Update (spec 2.4: real numbers, null for
 * absent values, AreaUnit included), so an editor can load it, change it and send it back.
 */
export async function getListing({ db, workspace, input }: Scope & { input: z.output<typeof getListingInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const where = keyCondition(chatbotId, input.KeyType, [input.Key]);
  const [row] = where ? await db.select().from(listings).where(where).limit(1) : [];
  if (!row) throw notFound(`No listing of this chatbot has ${input.KeyType} "${input.Key}"`);
  const { id, chatbotId: _chatbot, cityKey: _cityKey, createdAt, updatedAt, feedKey, ...fields } = row;
  return { ID: String(id), ...fields, FeedKey: feedKey ?? "", CreatedAt: createdAt.toISOString(), UpdatedAt: updatedAt.toISOString() };
}

export async function deleteListings({ db, workspace, input }: Scope & { input: z.output<typeof deleteListingsInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const where = keyCondition(chatbotId, input.KeyType, [...new Set(input.Keys)]);
  if (!where) return { SuccessCount: 0 };
  const deleted = await db.delete(listings).where(where).returning({ id: listings.id });
  return { SuccessCount: deleted.length };
}

/** Sets one status on every listing the keys name; keys that match nothing are skipped, as in Delete. */
export async function setListingStatus({ db, workspace, input }: Scope & { input: z.output<typeof setListingStatusInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const where = keyCondition(chatbotId, input.KeyType, [...new Set(input.Keys)]);
  if (!where) return { SuccessCount: 0 };
  const updated = await db.update(listings).set({ Status: input.Status, updatedAt: new Date() }).where(where).returning({ id: listings.id });
  return { SuccessCount: updated.length };
}

export async function listListings({ db, workspace, input }: Scope & { input: z.output<typeof listListingsInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const page = { number: input.PageNumber, size: input.PageSize };
  const table = usesTable(input);
  const rows = table ? await listingTablePage(db, chatbotId, input, page) : await listingPage(db, chatbotId, input, page);
  // Every row carries the count. An empty first page means nothing matches; an empty later
  // page (past the end) asks for the count by itself.
  const counted = () => (table ? listingTableCount(db, chatbotId, input) : listingCountQuery(db, chatbotId, input));
  const total = rows[0]?.total ?? (input.PageNumber === 1 ? 0 : (await counted())[0]?.total);
  return { List: rows.map(toListItem), VirtualCount: Number(total ?? 0) };
}
