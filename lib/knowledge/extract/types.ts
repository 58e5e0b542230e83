/** The document types the knowledge base reads, sniffed from their bytes. */
export const DOCUMENT_TYPES = ["pdf", "docx", "html", "markdown", "text"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A run of text under one heading path (outermost first), e.g. ["Fees", "Buyers"]. */
export interface Section {
  headings: string[];
  text: string;
  /** The PDF page it came from (1-based), for citations. */
  page?: number;
}

export interface ExtractedDocument {
  title?: string;
  sections: Section[];
  /** True when the text went past MAX_TEXT_CHARS and the rest was dropped. */
  truncated: boolean;
}

const MB = 1024 * 1024;
/** The largest PDF or DOCX read; the knowledge limits may set a smaller one. */
export const MAX_DOCUMENT_BYTES = 20 * MB;
/** The largest HTML, Markdown or text read: those are parsed whole, into a DOM for HTML. */
export const MAX_TEXT_BYTES = 5 * MB;
/** The most text kept from one document, in characters, across its sections. */
export const MAX_TEXT_CHARS = 1_000_000;
/** PDFs with more pages are refused rather than read in part. */
export const MAX_PDF_PAGES = 2_000;
/** The most text read from one PDF page: a dense page holds about 5,000 characters. */
export const MAX_PDF_PAGE_CHARS = 100_000;
