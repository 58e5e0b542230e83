import { and, count, desc, eq, inArray, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { isForeignKeyViolation } from "@/db/errors";
import { chatbots, type KnowledgeLanguage, type KnowledgeSource, knowledgeChunks, knowledgeSources } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { requireChatbot } from "@/lib/chatbots/service";
import { AppError, chatbotNotFound, conflict, notFound, tooLarge } from "@/lib/errors";
import { type ComplianceFlag, flagText, flagView } from "@/lib/fair-housing/flags";
import { knowledgeLanguage } from "./language";
import { type ChunkInput, chunkInput, type deleteKnowledgeInput, type getKnowledgeInput, type listKnowledgeInput, type updateKnowledgeInput } from "./schema";

interface Scope {
  db: Database;
  workspace: WorkspaceRef;
}

export const DEFAULT_KNOWLEDGE_MAX_CHUNKS = 5000;

/** KNOWLEDGE_MAX_CHUNKS: how many chunks one chatbot's sources may hold together (checked at start by lib/config.ts). */
export function knowledgeChunkLimit(env: Record<string, string | undefined> = process.env): number {
  const limit = Number(env.KNOWLEDGE_MAX_CHUNKS?.trim() || DEFAULT_KNOWLEDGE_MAX_CHUNKS);
  return Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_KNOWLEDGE_MAX_CHUNKS;
}

/** A source as the API shows it. */
export function toSourceView(row: KnowledgeSource) {
  return {
    ID: String(row.id),
    Kind: row.kind,
    Title: row.title,
    Url: row.url,
    FileID: row.fileId === null ? null : String(row.fileId),
    Status: row.status,
    FailureReason: row.failureReason,
    Language: row.language,
    Question: row.question,
    AlternativeQuestions: row.alternatives,
    Answer: row.answer,
    ChunkCount: row.chunkCount,
    PageCount: row.pageCount,
    ComplianceFlags: flagView(row.complianceFlags),
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

/** The fair-housing flags of a source's passages, each phrase once; null when none. */
export function chunkFlags(chunks: readonly { heading?: string; content: string }[]): ComplianceFlag[] | null {
  const flags = new Map<string, ComplianceFlag>();
  for (const chunk of chunks) for (const flag of flagText(chunk.content, chunk.heading || "Content")) if (!flags.has(flag.phrase)) flags.set(flag.phrase, flag);
  return flags.size > 0 ? [...flags.values()] : null;
}

/** A Q&A pair is one chunk (Add, Update, Import): the question heads it, so it weighs most; its other phrasings and the answer follow. */
export function qaChunk(question: string, alternatives: string[], answer: string): ChunkInput {
  return { heading: question, content: [...alternatives, answer].join("\n") };
}

/** A new source of a chatbot, processing until storeChunks or markFailed; for the document and URL ingesters. */
export async function createSource(
  db: Database,
  chatbotId: string,
  fields: Omit<typeof knowledgeSources.$inferInsert, "id" | "chatbotId" | "status" | "chunkCount" | "createdAt" | "updatedAt">,
) {
  try {
    const [row] = await db
      .insert(knowledgeSources)
      .values({ chatbotId, ...fields })
      .returning();
    return row!;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw chatbotNotFound();
    throw error;
  }
}

/**
 * Inside a transaction about to write `adding` chunks for a chatbot (in place of a source's own,
 * when `replacing`): locks the chatbot's row, so that writers of its chunks take turns, and throws
 * tooLarge (413) when they would take it past KNOWLEDGE_MAX_CHUNKS. `refused` says what happens then.
 */
export async function reserveChunks(
  tx: Database,
  chatbotId: string,
  adding: number,
  { replacing, refused = "" }: { replacing?: number; refused?: string } = {},
) {
  const limit = knowledgeChunkLimit();
  await tx.select({ id: chatbots.id }).from(chatbots).where(eq(chatbots.id, chatbotId)).for("update");
  const [held] = await tx
    .select({ n: count() })
    .from(knowledgeChunks)
    .where(and(eq(knowledgeChunks.chatbotId, chatbotId), replacing === undefined ? undefined : ne(knowledgeChunks.sourceId, replacing)));
  const total = (held?.n ?? 0) + adding;
  if (total > limit) {
    throw tooLarge(
      `This chatbot's knowledge would hold ${total} passages, over its limit of ${limit}: ${refused}delete sources or raise KNOWLEDGE_MAX_CHUNKS.`,
    );
  }
}

/**
 * Replaces a source's chunks and marks it ready with their count, in the given language (the
 * source's own when omitted). Past KNOWLEDGE_MAX_CHUNKS for its chatbot the source is marked
 * failed with the reason and a tooLarge (413) is thrown. Chunks of one chatbot are written one
 * source at a time (the chatbot's row is locked), so concurrent writes cannot pass the limit together.
 */
export async function storeChunks(
  db: Database,
  sourceId: number,
  chunks: ChunkInput[],
  language?: KnowledgeLanguage,
  /** Set with the chunks, in the same transaction: what processing learnt of the source. */
  fields: { title?: string; pageCount?: number } = {},
): Promise<KnowledgeSource> {
  const parsed = chunks.map((chunk) => chunkInput.parse(chunk));
  try {
    return await db.transaction(async (tx) => {
      const [source] = await tx.select().from(knowledgeSources).where(eq(knowledgeSources.id, sourceId)).limit(1);
      if (!source) throw notFound(`No knowledge source ${sourceId}`);
      await reserveChunks(tx, source.chatbotId, parsed.length, { replacing: sourceId });
      const lang = language ?? source.language;
      await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.sourceId, sourceId));
      if (parsed.length > 0) {
        await tx.insert(knowledgeChunks).values(parsed.map((chunk, ordinal) => ({ sourceId, chatbotId: source.chatbotId, ordinal, language: lang, ...chunk })));
      }
      const [updated] = await tx
        .update(knowledgeSources)
        .set({
          ...fields,
          status: "ready",
          failureReason: null,
          language: lang,
          chunkCount: parsed.length,
          complianceFlags: chunkFlags(parsed),
          updatedAt: new Date(),
        })
        .where(eq(knowledgeSources.id, sourceId))
        .returning();
      return updated!;
    });
  } catch (error) {
    if (error instanceof AppError && error.kind === "tooLarge") await markFailed(db, sourceId, error.message);
    throw error;
  }
}

/** Marks a source failed with a reason a person can act on; its chunks are removed. */
export async function markFailed(db: Database, sourceId: number, reason: string) {
  await db.transaction(async (tx) => {
    await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.sourceId, sourceId));
    await tx
      .update(knowledgeSources)
      .set({ status: "failed", failureReason: reason.slice(0, 1000), chunkCount: 0, pageCount: 0, updatedAt: new Date() })
      .where(eq(knowledgeSources.id, sourceId));
  });
}

/** Adds a Q&A pair: stored and searchable at once (status ready), or a 413 past the chunk limit. */
export async function addQaSource({
  db,
  workspace,
  input,
}: Scope & { input: { SerialNumber: string; Question: string; AlternativeQuestions: string[]; Answer: string } }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const language = knowledgeLanguage(`${input.Question} ${input.Answer}`);
  const fields = { question: input.Question, alternatives: input.AlternativeQuestions, answer: input.Answer };
  const source = await createSource(db, chatbotId, { kind: "qa", title: input.Question, language, ...fields });
  try {
    return toSourceView(await storeChunks(db, source.id, [qaChunk(input.Question, input.AlternativeQuestions, input.Answer)]));
  } catch (error) {
    // A Q&A refused for the limit is not kept as a failed source: the caller was told and nothing was added.
    if (error instanceof AppError && error.kind === "tooLarge") await db.delete(knowledgeSources).where(eq(knowledgeSources.id, source.id));
    throw error;
  }
}

export async function requireSource(db: Database, chatbotId: string, id: number) {
  const [row] = await db
    .select()
    .from(knowledgeSources)
    .where(and(eq(knowledgeSources.chatbotId, chatbotId), eq(knowledgeSources.id, id)))
    .limit(1);
  if (!row) throw notFound(`No knowledge source of this chatbot has ID "${id}"`);
  return row;
}

export async function getSource({ db, workspace, input }: Scope & { input: z.output<typeof getKnowledgeInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  return toSourceView(await requireSource(db, chatbotId, input.ID));
}

/** Changes the fields sent of a Q&A source and rechunks it; other kinds are a 409. */
export async function updateQaSource({ db, workspace, input }: Scope & { input: z.output<typeof updateKnowledgeInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const source = await requireSource(db, chatbotId, input.ID);
  if (source.kind !== "qa") throw conflict(`Knowledge source ${input.ID} is a ${source.kind}: only Q&A sources are edited; fetch it again or delete it`);
  const question = input.Question ?? source.question ?? "";
  const alternatives = input.AlternativeQuestions ?? source.alternatives;
  const answer = input.Answer ?? source.answer ?? "";
  await db.update(knowledgeSources).set({ question, alternatives, answer, title: question, updatedAt: new Date() }).where(eq(knowledgeSources.id, source.id));
  const language = knowledgeLanguage(`${question} ${answer}`);
  return toSourceView(await storeChunks(db, source.id, [qaChunk(question, alternatives, answer)], language));
}

export async function deleteSources({ db, workspace, input }: Scope & { input: z.output<typeof deleteKnowledgeInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const deleted = await db
    .delete(knowledgeSources)
    .where(and(eq(knowledgeSources.chatbotId, chatbotId), inArray(knowledgeSources.id, [...new Set(input.IDs)])))
    .returning({ id: knowledgeSources.id });
  return { SuccessCount: deleted.length };
}

/** A page of a chatbot's sources, newest first, with the count of all that match. */
export async function listSources({ db, workspace, input }: Scope & { input: z.output<typeof listKnowledgeInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const where = and(
    eq(knowledgeSources.chatbotId, chatbotId),
    input.Kind ? eq(knowledgeSources.kind, input.Kind) : undefined,
    input.Status ? eq(knowledgeSources.status, input.Status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(knowledgeSources)
      .where(where)
      .orderBy(desc(knowledgeSources.id))
      .limit(input.PageSize)
      .offset((input.PageNumber - 1) * input.PageSize),
    db.select({ n: count() }).from(knowledgeSources).where(where),
  ]);
  return { List: rows.map(toSourceView), VirtualCount: total?.n ?? 0 };
}
