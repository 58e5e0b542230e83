import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { chatbots, files, type KnowledgeSource, knowledgeSources } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { fileStorage } from "@/lib/files/storage";
import { errorFields, log } from "@/lib/log";
import { chargeKnowledgeBudget } from "./budget";
import { chunkSections, detectLanguage, type ExtractedDocument } from "./extract";
import { ExtractionStopped, extractInWorker } from "./extract-worker";
import { type FetchRefusal, refusalOf } from "@/lib/net/address";
import { crawlSite, fetchAllowedPage } from "./fetch/crawl";
import type { FetchedPage } from "./fetch/fetch-page";
import { CRAWL_TIMEOUT_MS, documentByteLimit, extractTimeoutMs, MAX_ATTEMPTS } from "./limits";
import type { ChunkInput } from "./schema";
import { markFailed, storeChunks } from "./service";

// Turning a document or a web page into a source's chunks, in the background (lib/knowledge/jobs.ts).
// Whatever happens, the source ends ready with all its chunks or failed with a reason a person
// can act on and none: storeChunks replaces them in one transaction, markFailed clears them.

/** A chunk's most characters, and how much of the previous one it repeats so a sentence cut at its end is found whole. */
const CHUNK_CHARS = 1500;
const CHUNK_OVERLAP = 150;
const HEADING_MAX = 2000;
/** Bytes of one fetched page (a single URL may be a document as large as an upload; a crawl's pages are smaller). */
const CRAWL_PAGE_BYTES = 5 * 1024 * 1024;

/** Thrown for a source that cannot be processed; its message is the FailureReason. */
class Unprocessable extends Error {}

function chunksOf(document: ExtractedDocument, url?: string): ChunkInput[] {
  return chunkSections(document.sections, { maxChars: CHUNK_CHARS, overlap: CHUNK_OVERLAP }).map((chunk) => {
    const headings = chunk.page === undefined ? chunk.headings : [...chunk.headings, `Page ${chunk.page}`];
    return { heading: headings.join(" > ").slice(0, HEADING_MAX), content: chunk.content, ...(url ? { url } : {}) };
  });
}

/** The language of the source's text, from its first passages. */
function languageOf(chunks: ChunkInput[]) {
  let sample = "";
  for (const chunk of chunks) {
    if (sample.length >= 3000) break;
    sample += `${chunk.content}\n`;
  }
  return detectLanguage(sample);
}

/** A fetched page or document, read in a worker within `timeoutMs`. */
const extractPage = (page: FetchedPage, timeoutMs?: number): Promise<ExtractedDocument> =>
  extractInWorker({ kind: "page", bytes: page.bytes, contentType: page.contentType, charset: page.charset }, timeoutMs);

const NO_TEXT = "No text was found to learn from";

async function processDocument(db: Database, source: KnowledgeSource) {
  const [file] = source.fileId === null ? [] : await db.select().from(files).where(eq(files.id, source.fileId)).limit(1);
  if (file?.status !== "ready" || !file.storageKey) throw new Unprocessable("The document's file was deleted: upload it again and add it anew");
  const limit = documentByteLimit();
  if ((file.size ?? 0) > limit) throw new Unprocessable(`The document is larger than ${limit / 1024 / 1024} MB (KNOWLEDGE_MAX_DOCUMENT_MB)`);
  const bytes = await fileStorage().read(file.storageKey);
  const document = await extractInWorker({ kind: "document", bytes, fileName: file.fileName });
  const chunks = chunksOf(document);
  if (chunks.length === 0) throw new Unprocessable(`${NO_TEXT} in this document (a scanned PDF holds pictures of text, not text)`);
  // A title the caller gave is kept; the file's name, set at Add, gives way to the document's own.
  const title = source.title === file.fileName && document.title ? document.title : source.title;
  return storeChunks(db, source.id, chunks, languageOf(chunks), { title, pageCount: 0 });
}

async function processUrl(db: Database, source: KnowledgeSource) {
  const url = source.url!;
  let pages: FetchedPage[];
  let firstRefusal: { reason?: FetchRefusal; message: string } | undefined;
  if (source.maxPages === null) {
    pages = [await fetchAllowedPage(url, { maxBytes: documentByteLimit() })];
  } else {
    const crawl = await crawlSite(url, { maxPages: source.maxPages, maxBytes: CRAWL_PAGE_BYTES, totalTimeoutMs: CRAWL_TIMEOUT_MS });
    pages = crawl.pages;
    firstRefusal = crawl.refused[0];
    if (crawl.stoppedBy) log.info("knowledge crawl stopped", { sourceId: source.id, stoppedBy: crawl.stoppedBy, pages: pages.length });
  }
  const fetched = pages.reduce((total, page) => total + page.bytes.length, 0);
  if (fetched > 0) await chargeKnowledgeBudget(db, await workspaceOfChatbot(db, source.chatbotId), { bytes: fetched });
  const chunks: ChunkInput[] = [];
  let pageCount = 0;
  let title: string | undefined;
  // A crawl's pages share one reading time, so a site of hostile pages costs one page's worth.
  const readUntil = Date.now() + extractTimeoutMs();
  for (const page of pages) {
    const left = readUntil - Date.now();
    if (left <= 0) {
      log.info("knowledge crawl reading time used up", { sourceId: source.id, pages: pageCount });
      firstRefusal ??= { message: "reading the site's pages took too long" };
      break;
    }
    try {
      const document = await extractPage(page, left);
      const own = chunksOf(document, page.finalUrl);
      if (own.length === 0) continue;
      title ??= document.title;
      chunks.push(...own);
      pageCount++;
    } catch (error) {
      // One unreadable page of a crawl is skipped (a stopped reading too: the crawl is not read
      // again for it); a single page that cannot be read fails the source.
      if (source.maxPages === null) throw error;
      firstRefusal ??= { message: error instanceof Error ? error.message : String(error) };
    }
  }
  if (chunks.length === 0) {
    if (pages.length === 0 && firstRefusal) throw new Unprocessable(refusalReason(firstRefusal.reason, firstRefusal.message));
    throw new Unprocessable(`${NO_TEXT} at this address${firstRefusal ? ` (${firstRefusal.message})` : ""}`);
  }
  return storeChunks(db, source.id, chunks, languageOf(chunks), { title: source.title === url && title ? title : source.title, pageCount });
}

async function workspaceOfChatbot(db: Database, chatbotId: string): Promise<string> {
  const [row] = await db.select({ workspaceId: chatbots.workspaceId }).from(chatbots).where(eq(chatbots.id, chatbotId)).limit(1);
  if (!row) throw new Unprocessable("The chatbot was deleted");
  return row.workspaceId;
}

/** A fetch refusal in words the dashboard can show as they are. */
function refusalReason(reason: FetchRefusal | undefined, message: string): string {
  if (reason === "robots") return `The site's robots.txt does not allow fetching it: ${message}`;
  if (
    reason === "privateAddress" ||
    reason === "badPort" ||
    reason === "credentials" ||
    reason === "badScheme" ||
    reason === "badUrl" ||
    reason === "unresolved"
  )
    return `This address cannot be fetched: ${message}`;
  if (reason === "timeout") return `The site took too long: ${message}`;
  return `The page could not be fetched: ${message}`;
}

/** Why processing failed, in words the dashboard can show as they are. */
function failureReason(error: unknown, source: KnowledgeSource): string {
  if (error instanceof Unprocessable) return error.message;
  if (error instanceof AppError) {
    const reason = refusalOf(error);
    if (reason) return refusalReason(reason, error.message);
    if (error.kind === "tooLarge") return error.message;
    if (error.kind === "unsupportedType") return `Unsupported type: ${error.message}`;
    return error.message;
  }
  log.error("knowledge source processing failed", { sourceId: source.id, ...errorFields(error) });
  return "Processing failed unexpectedly: fetch it again (Knowledge/Refetch), and if it fails again, contact support";
}

/**
 * Processes a source that is `processing`: a document is read from file storage and
 * extracted, a URL fetched (or crawled) under robots.txt and the SSRF guards, the reading in a
 * worker. Never throws for the source's own faults; a source deleted meanwhile is left alone.
 * "stopped": the reading was stopped from outside (time, memory) and, this not being the
 * source's last attempt, it stays processing for one more; on the last it is failed with the reason.
 */
export async function processSource(db: Database, sourceId: number, { lastAttempt = true }: { lastAttempt?: boolean } = {}): Promise<"done" | "stopped"> {
  const [source] = await db.select().from(knowledgeSources).where(eq(knowledgeSources.id, sourceId)).limit(1);
  if (source?.status !== "processing" || source.kind === "qa") return "done";
  try {
    if (source.kind === "document") await processDocument(db, source);
    else await processUrl(db, source);
  } catch (error) {
    if (error instanceof ExtractionStopped) {
      log.warn("knowledge reading stopped", { sourceId, reason: error.reason, lastAttempt });
      if (!lastAttempt) return "stopped";
      await markFailed(db, sourceId, `${error.message} (tried ${MAX_ATTEMPTS} times; it will not be tried again)`);
      return "done";
    }
    // storeChunks marked the source failed itself for the chunk limit; a deleted source has nothing to mark.
    if (error instanceof AppError && error.kind === "tooLarge" && /KNOWLEDGE_MAX_CHUNKS/.test(error.message)) return "done";
    if (error instanceof AppError && error.kind === "notFound") return "done";
    await markFailed(db, sourceId, failureReason(error, source));
  }
  return "done";
}
