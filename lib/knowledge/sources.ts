import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { files, knowledgeSources } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { requireChatbot } from "@/lib/chatbots/service";
import { conflict, invalidInput } from "@/lib/errors";
import { workspaceFiles } from "@/lib/files/service";
import { chargeKnowledgeBudget } from "./budget";
import { enqueue, isQueued, waitFor } from "./jobs";
import { addWaitMs, crawlPageLimit, DEFAULT_CRAWL_PAGES } from "./limits";
import type { AddKnowledgeInput, refetchKnowledgeInput } from "./schema";
import { addQaSource, createSource, requireSource, toSourceView } from "./service";

// Knowledge/Add for every kind, and Knowledge/Refetch: documents and web pages are processed in
// the background; the request waits a little (KNOWLEDGE_ADD_WAIT_MS) so that a small source comes
// back ready at once, and a slow one comes back processing, to be polled with Knowledge/Get.

interface Scope {
  db: Database;
  workspace: WorkspaceRef;
}

/** Starts a source's processing and answers with the source as it is after the wait. */
async function processAndWait(db: Database, sourceId: number) {
  void enqueue(db, sourceId);
  await waitFor(sourceId, addWaitMs());
  const [row] = await db.select().from(knowledgeSources).where(eq(knowledgeSources.id, sourceId)).limit(1);
  return toSourceView(row!);
}

/** The ready document file of the workspace FileID names, or a 400 naming FileID. */
async function requireDocumentFile(db: Database, workspace: WorkspaceRef, fileId: string) {
  const [file] = await workspaceFiles(db, workspace, [fileId]);
  // A visitor's file is never a document; the check keeps the knowledge base the owner's own.
  if (!file || file.chatSessionId !== null) throw invalidInput("FileID is not a file of this workspace");
  if (file.status !== "ready") throw invalidInput(`FileID ${file.status === "failed" ? "was refused when it was uploaded" : "has not finished uploading"}`);
  if (file.kind !== "document")
    throw invalidInput(
      `FileID is ${file.kind === "image" || file.kind === "audio" ? "an" : "a"} ${file.kind} file, not a document (PDF, DOCX, HTML, Markdown or text)`,
    );
  return file;
}

/** Knowledge/Add: a Q&A pair (ready at once), a document (FileID) or a web page or site (Url). */
export async function addSource({ db, workspace, input }: Scope & { input: AddKnowledgeInput }) {
  if (input.FileID === undefined && input.Url === undefined) {
    return addQaSource({
      db,
      workspace,
      input: { SerialNumber: input.SerialNumber, Question: input.Question!, AlternativeQuestions: input.AlternativeQuestions ?? [], Answer: input.Answer! },
    });
  }
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  if (input.FileID !== undefined) {
    const file = await requireDocumentFile(db, workspace, input.FileID);
    await chargeKnowledgeBudget(db, workspace.id, { sources: 1, bytes: file.size ?? 0 });
    const source = await createSource(db, chatbotId, { kind: "document", title: input.Title ?? file.fileName, fileId: file.id });
    return processAndWait(db, source.id);
  }
  const url = input.Url!;
  // A page's bytes are charged when it has been fetched (lib/knowledge/ingest.ts).
  await chargeKnowledgeBudget(db, workspace.id, { sources: 1 });
  const maxPages = input.Crawl ? (input.MaxPages ?? Math.min(DEFAULT_CRAWL_PAGES, crawlPageLimit())) : null;
  const source = await createSource(db, chatbotId, { kind: "url", title: input.Title ?? url, url, maxPages });
  return processAndWait(db, source.id);
}

async function documentSize(db: Database, fileId: number | null): Promise<number> {
  if (fileId === null) return 0;
  const [file] = await db.select({ size: files.size }).from(files).where(eq(files.id, fileId)).limit(1);
  return file?.size ?? 0;
}

/** Knowledge/Refetch: a web page fetched (a site crawled) again, a document read again; a Q&A pair is a 409. */
export async function refetchSource({ db, workspace, input }: Scope & { input: z.output<typeof refetchKnowledgeInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const source = await requireSource(db, chatbotId, input.ID);
  if (source.kind === "qa") throw conflict(`Knowledge source ${input.ID} is a Q&A pair: there is nothing to fetch; change it with Knowledge/Update`);
  if (source.status === "processing" && isQueued(source.id))
    throw conflict(`Knowledge source ${input.ID} is being processed already: wait for it (Knowledge/Get)`);
  await chargeKnowledgeBudget(db, workspace.id, { sources: 1, bytes: source.kind === "document" ? await documentSize(db, source.fileId) : 0 });
  // Its passages leave the search until it is ready again: a failed refetch clears them (markFailed).
  await db
    .update(knowledgeSources)
    .set({ status: "processing", failureReason: null, attempts: 0, updatedAt: new Date() })
    .where(eq(knowledgeSources.id, source.id));
  return processAndWait(db, source.id);
}
