// Document text for the knowledge base: pure functions over bytes, no database, no HTTP.
export { type Chunk, type ChunkOptions, chunkSections, chunkText } from "./chunk";
export { ACCEPTED_DOCUMENTS, detectDocumentType } from "./detect";
export { extractDocument } from "./extract";
export { detectLanguage, type KnowledgeLanguage } from "./language";
export { cleanText } from "./text";
export * from "./types";
