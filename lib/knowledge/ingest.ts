import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { files, type KnowledgeSource, knowledgeSources } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { fileStorage } from "@/lib/files/storage";
import { errorFields, log } from "@/lib/log";
import { chunkSections, type DocumentType, detectDocumentType, detectLanguage, type ExtractedDocument, extractDocument } from "./extract";
import { type FetchRefusal, refusalOf } from "./fetch/address";
import { crawlSite, fetchAllowedPage } from "./fetch/crawl";
import type { FetchedPage } from "./fetch/fetch-page";
import { CRAWL_TIMEOUT_MS, documentByteLimit } from "./limits";
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

const PAGE_TYPE: Record<string, DocumentType> = {
  "text/html": "html",
  "application/xhtml+xml": "html",
  "text/plain": "text",
  "text/markdown": "markdown",
  "text/x-markdown": "markdown",
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};

/** A text page's bytes as UTF-8: its declared charset, else UTF-8 when valid, else Windows-1252 (what browsers assume). */
function utf8Of(bytes: Uint8Array, charset: string | undefined): Uint8Array {
  const declared = charset?.trim().toLowerCase();
  if (declared && declared !== "utf-8" && declared !== "utf8") {
    try {
      return new TextEncoder().encode(new TextDecoder(declared).decode(bytes));
    } catch {
      // An unknown charset: read it as the bytes say.
    }
  }
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return bytes;
  } catch {
    return new TextEncoder().encode(new TextDecoder("windows-1252").decode(bytes));
  }
}

async function extractPage(page: FetchedPage): Promise<ExtractedDocument> {
  const type = PAGE_TYPE[page.contentType];
  if (!type) throw new Unprocessable(`The page is ${page.contentType}, not a page or document we can read`);
  const bytes = type === "pdf" || type === "docx" ? page.bytes : utf8Of(page.bytes, page.charset);
  return extractDocument(bytes, type);
}

const NO_TEXT = "No text was found to learn from";

async function processDocument(db: Database, source: KnowledgeSource) {
  const [file] = source.fileId === null ? [] : await db.select().from(files).where(eq(files.id, source.fileId)).limit(1);
  if (file?.status !== "ready" || !file.storageKey) throw new Unprocessable("The document's file was deleted: upload it again and add it anew");
  const limit = documentByteLimit();
  if ((file.size ?? 0) > limit) throw new Unprocessable(`The document is larger than ${limit / 1024 / 1024} MB (KNOWLEDGE_MAX_DOCUMENT_MB)`);
  const bytes = await fileStorage().read(file.storageKey);
  const document = await extractDocument(bytes, await detectDocumentType(bytes, file.fileName));
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
  const chunks: ChunkInput[] = [];
  let pageCount = 0;
  let title: string | undefined;
  for (const page of pages) {
    try {
      const document = await extractPage(page);
      const own = chunksOf(document, page.finalUrl);
      if (own.length === 0) continue;
      title ??= document.title;
      chunks.push(...own);
      pageCount++;
    } catch (error) {
      // One unreadable page of a crawl is skipped; a single page that cannot be read fails the source.
      if (source.maxPages === null) throw error;
      firstRefusal ??= { message: error instanceof Error ? error.message : String(error) };
    }
  }
  if (chunks.length === 0) {
    if (pages.length === 0 && firstRefusal) throw new Unprocessable(refusalReason(firstRefusal.reason, firstRefusal.message));
    throw new Unprocessable(`${NO_TEXT} at this address`);
  }
  return storeChunks(db, source.id, chunks, languageOf(chunks), { title: source.title === url && title ? title : source.title, pageCount });
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
 * extracted, a URL fetched (or crawled) under robots.txt and the SSRF guards. Never throws for
 * the source's own faults; a source deleted meanwhile is left alone.
 */
export async function processSource(db: Database, sourceId: number): Promise<void> {
  const [source] = await db.select().from(knowledgeSources).where(eq(knowledgeSources.id, sourceId)).limit(1);
  if (source?.status !== "processing" || source.kind === "qa") return;
  try {
    if (source.kind === "document") await processDocument(db, source);
    else await processUrl(db, source);
  } catch (error) {
    // storeChunks marked the source failed itself for the chunk limit; a deleted source has nothing to mark.
    if (error instanceof AppError && error.kind === "tooLarge" && /KNOWLEDGE_MAX_CHUNKS/.test(error.message)) return;
    if (error instanceof AppError && error.kind === "notFound") return;
    await markFailed(db, sourceId, failureReason(error, source));
  }
}
