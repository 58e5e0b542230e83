import { randomBytes } from "node:crypto";
import type { Principal } from "@/lib/auth/principal";
import { smtpConfigured } from "@/lib/mail/sender";
import { and, count, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { preparedOnce } from "@/db/prepared";
import { chatbots, chatSessions, files, listings, monthlyUsage } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { resolveModelKey } from "@/lib/ai/models";
import { monthKey } from "@/lib/chat/limits";
import { chatbotNotFound, invalidInput } from "@/lib/errors";
import { removeStoredFiles } from "@/lib/files/cleanup";
import { isReadyFileOfKind } from "@/lib/files/service";
import { type FileStorage, fileStorage } from "@/lib/files/storage";
import { errorFields, log } from "@/lib/log";
import { defaultSettings } from "./defaults";
import { type addChatbotInput, type ChatbotSettings, type editChatbotInput, SETTING_FIELDS } from "./schema";

const MODEL_MESSAGE = "Model must be a model key or name from ModelList";

interface Scope {
  db: Database;
  workspace: WorkspaceRef;
}

const settingColumns = Object.fromEntries(SETTING_FIELDS.map((field) => [field, getTableColumns(chatbots)[field]])) as {
  [K in keyof ChatbotSettings]: (typeof chatbots)[K];
};

const ownedBy = (workspace: WorkspaceRef, chatbotId: string) => and(eq(chatbots.id, chatbotId), eq(chatbots.workspaceId, workspace.id));

export async function createChatbot({ db, workspace, input, principal }: Scope & { input: z.output<typeof addChatbotInput>; principal?: Principal }) {
  const id = randomBytes(16).toString("hex");
  const settings = defaultSettings(input.timeZone);
  if (input.Name !== undefined) settings.Name = input.Name;
  // A chatbot an owner creates tells that owner of its leads and handoffs, where mail can go out:
  // their sign-in address, shown and changeable in Settings. A key creates one with no one to tell.
  if (principal?.kind === "owner" && smtpConfigured()) {
    settings.TalkToHumanEmail = principal.user.email;
    settings.EmailForDailyLeads = principal.user.email;
  }
  await db.insert(chatbots).values({ id, workspaceId: workspace.id, type: input.type ?? 0, ...settings });
  return id;
}

/** Writes only the fields present, so concurrent edits of different settings never undo each other. */
export async function editChatbot({ db, workspace, input }: Scope & { input: z.output<typeof editChatbotInput> }) {
  const { serialNumber, ...changes } = input;
  // The schema knows only that these look like file IDs; whether they name an image of
  // this workspace takes the database. "" clears the picture.
  for (const field of ["ChatProfilePicture", "ChatIcon"] as const) {
    const fileId = changes[field];
    if (fileId && !(await isReadyFileOfKind(db, workspace, fileId, "image"))) {
      throw invalidInput(`${field} must be an image file ID of this workspace`);
    }
  }
  if (changes.Model !== undefined) {
    const key = resolveModelKey(changes.Model);
    if (key === undefined) throw invalidInput(MODEL_MESSAGE);
    changes.Model = key;
  }
  const present = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const updated = await db
    .update(chatbots)
    .set({ ...present, updatedAt: new Date() })
    .where(ownedBy(workspace, serialNumber))
    .returning({ id: chatbots.id });
  if (updated.length === 0) throw chatbotNotFound();
  return 1;
}

export async function getChatbot({ db, workspace, serialNumber }: Scope & { serialNumber: string }) {
  const [row] = await db
    .select({ ...settingColumns, serialNumber: chatbots.id, createdAt: chatbots.createdAt })
    .from(chatbots)
    .where(ownedBy(workspace, serialNumber))
    .limit(1);
  if (!row) throw chatbotNotFound();
  const { createdAt, ...rest } = row;
  return { ...rest, CreatedAt: createdAt.toISOString() };
}

/** Throws the not-found error unless the chatbot exists in this workspace. */
export async function requireChatbot({ db, workspace, serialNumber }: Scope & { serialNumber: string }) {
  const [row] = await preparedOnce(db, "owned_chatbot", (db) =>
    db
      .select({ id: chatbots.id })
      .from(chatbots)
      .where(and(eq(chatbots.id, sql.placeholder("chatbot")), eq(chatbots.workspaceId, sql.placeholder("workspace"))))
      .limit(1)
      .prepare("owned_chatbot"),
  ).execute({ chatbot: serialNumber, workspace: workspace.id });
  if (!row) throw chatbotNotFound();
  return row.id;
}

export async function listChatbots({ db, workspace }: Scope) {
  const listingCounts = db
    .select({ chatbotId: listings.chatbotId, total: count().as("total") })
    .from(listings)
    .innerJoin(chatbots, eq(chatbots.id, listings.chatbotId))
    .where(eq(chatbots.workspaceId, workspace.id))
    .groupBy(listings.chatbotId)
    .as("listing_counts");
  const rows = await db
    .select({ id: chatbots.id, name: chatbots.Name, timeZone: chatbots.TimeZone, createdAt: chatbots.createdAt, total: listingCounts.total })
    .from(chatbots)
    .leftJoin(listingCounts, eq(listingCounts.chatbotId, chatbots.id))
    .where(eq(chatbots.workspaceId, workspace.id))
    .orderBy(desc(chatbots.createdAt), desc(chatbots.id));
  // "This month" is each chatbot's own calendar month, in its TimeZone, as MessageLimit counts it.
  const months = new Map(rows.map((row) => [row.id, monthKey(row.timeZone)]));
  const usage = rows.length
    ? await db
        .select()
        .from(monthlyUsage)
        .where(and(inArray(monthlyUsage.chatbotId, [...months.keys()]), inArray(monthlyUsage.month, [...new Set(months.values())])))
    : [];
  const questions = new Map(usage.filter((row) => months.get(row.chatbotId) === row.month).map((row) => [row.chatbotId, row.questions]));
  return rows.map((row) => ({
    serialNumber: row.id,
    Name: row.name,
    CreatedAt: row.createdAt.toISOString(),
    ListingCount: Number(row.total ?? 0),
    MessagesThisMonth: questions.get(row.id) ?? 0,
  }));
}

/**
 * Removes the chatbot and, by cascade in the same transaction, all that belongs to it; then the
 * bytes of its visitors' uploads (the owner's own uploads, such as pictures and documents, are
 * the workspace's and stay). Bytes a failed removal leaves are swept within the hour.
 */
export async function removeChatbot({ db, workspace, serialNumber, storage = fileStorage() }: Scope & { serialNumber: string; storage?: FileStorage }) {
  const visitorFiles = await db.transaction(async (tx) => {
    const [owned] = await tx.select({ id: chatbots.id }).from(chatbots).where(ownedBy(workspace, serialNumber)).for("update");
    if (!owned) throw chatbotNotFound();
    const sessions = tx.select({ id: chatSessions.id }).from(chatSessions).where(eq(chatSessions.chatbotId, owned.id));
    const removedFiles = await tx
      .delete(files)
      .where(and(eq(files.workspaceId, workspace.id), inArray(files.chatSessionId, sessions)))
      .returning({ id: files.id, workspaceId: files.workspaceId });
    await tx.delete(chatbots).where(eq(chatbots.id, owned.id));
    return removedFiles;
  });
  await removeStoredFiles(storage, visitorFiles).catch((error) =>
    log.warn("removing a chatbot's files from storage failed; the hourly sweep removes them", { chatbotId: serialNumber, ...errorFields(error) }),
  );
  return null;
}
