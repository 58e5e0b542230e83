import {
  addKnowledgeInput,
  deleteKnowledgeInput,
  getKnowledgeInput,
  importKnowledgeInput,
  listKnowledgeInput,
  refetchKnowledgeInput,
  searchKnowledgeInput,
  updateKnowledgeInput,
} from "@/lib/knowledge/schema";
import { examples as ex } from "./examples";
import * as reply from "./replies";

// The Knowledge/* entries of the contract (issue 19), kept apart to keep contract.ts readable.

export const knowledgeContract = {
  "Knowledge/Add": {
    summary: "Add a Q&A pair, a document or a web page (or site) to a chatbot's knowledge",
    description: [
      "Send exactly one kind of source (400 naming the fields otherwise):",
      "",
      "- **A Q&A pair**: `Question`, `Answer`, optional `AlternativeQuestions`. It becomes one searchable passage at once (`Status: ready`), in the language detected from it.",
      "- **A document**: `FileID`, a ready file of kind `document` of this workspace (PDF, DOCX, HTML, Markdown or plain text, uploaded with User/GetPreUploadUrl, at most KNOWLEDGE_MAX_DOCUMENT_MB, default 20 MB; text types at most 5 MB). Its text is extracted with its headings and cut into passages.",
      "- **A web page**: `Url` (http or https, at most 2048 characters), fetched as CasabotBot under robots.txt, never from private or loopback addresses. With `Crawl: true` the site's same-origin links are followed breadth-first, up to `MaxPages` pages (1 to KNOWLEDGE_MAX_CRAWL_PAGES, default 50; 20 when not sent); the crawl is one source whose passages carry their page's `Url`.",
      "",
      "`Title` (documents and pages) replaces the document's or page's own. Documents and pages are processed in the background: the reply comes after at most KNOWLEDGE_ADD_WAIT_MS (default 3 s) with the source as it then is, `ready` for a small one, else `processing` (poll Knowledge/Get). A source that cannot be used ends `failed` with a plain-language `FailureReason` (address refused, robots.txt, too large, timeout, no text, unsupported type, over the chunk limit).",
      "",
      "413 for a Q&A pair past KNOWLEDGE_MAX_CHUNKS passages for the chatbot (a document or page over it fails instead).",
    ].join("\n"),
    access: "apiKey",
    body: addKnowledgeInput,
    data: reply.knowledgeSource,
    errors: [404, 413],
    example: ex.knowledgeAdd,
  },
  "Knowledge/Delete": {
    summary: "Delete knowledge sources and their passages",
    description: "IDs that are not this chatbot's are skipped: `SuccessCount` says how many were deleted.",
    access: "apiKey",
    ownersOnly: true,
    body: deleteKnowledgeInput,
    data: reply.deleteCount,
    errors: [404],
    example: ex.knowledgeDelete,
  },
  "Knowledge/Get": {
    summary: "One knowledge source",
    access: "apiKey",
    body: getKnowledgeInput,
    data: reply.knowledgeSource,
    errors: [404],
    example: ex.knowledgeGet,
  },
  "Knowledge/Import": {
    summary: "Add Q&A pairs from CSV text",
    description:
      "`Csv`: a header row naming the columns `Question`, `Answer` and optionally `AlternativeQuestions` (in any case and order; other phrasings separated by `|`), then at most 1000 rows (at most 1,000,000 characters in all). Rows with a fault are skipped and listed in `Errors` with their row number (the header is row 1); the others are added, ready at once. 400 naming Csv when there is no such header or too many rows; 413, and nothing added, when the rows would take the chatbot past KNOWLEDGE_MAX_CHUNKS passages.",
    access: "apiKey",
    body: importKnowledgeInput,
    data: reply.knowledgeImportData,
    errors: [404, 413],
    example: ex.knowledgeImport,
  },
  "Knowledge/List": {
    summary: "A page of a chatbot's knowledge sources, newest first, with their status",
    access: "apiKey",
    body: listKnowledgeInput,
    data: reply.knowledgePage,
    errors: [404],
    example: ex.knowledgeList,
  },
  "Knowledge/Refetch": {
    summary: "Fetch a web page (or crawl a site) again, or read a document again",
    description:
      "The source goes back to `processing` (its passages leave the search meanwhile) and is processed as Knowledge/Add does, with the same wait. When it fails, it is `failed` with the reason and its old passages are removed. 409 for a Q&A pair, and for a source this server is processing already.",
    access: "apiKey",
    body: refetchKnowledgeInput,
    data: reply.knowledgeSource,
    errors: [404, 409],
    example: ex.knowledgeRefetch,
  },
  "Knowledge/Search": {
    summary: "The passages a question would be answered from, ranked, with scores",
    description:
      "Full-text search in the question's detected language (English, Spanish, French; accents ignored, words stemmed) and unstemmed, a word the knowledge does not hold joined by its nearest known word (trigrams), and the agency topics' words in the other two languages added, as the built-in concierge searches. Only ready sources are searched. An empty list means nothing relevant.",
    access: "apiKey",
    body: searchKnowledgeInput,
    data: reply.knowledgeSearchData,
    errors: [404],
    example: ex.knowledgeSearch,
  },
  "Knowledge/Update": {
    summary: "Change a Q&A pair",
    description: "Only the fields sent change; the passage is rebuilt. A document or web page source is a 409.",
    access: "apiKey",
    body: updateKnowledgeInput,
    data: reply.knowledgeSource,
    errors: [404, 409, 413],
    example: ex.knowledgeUpdate,
  },
} as const;
