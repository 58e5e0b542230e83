import {
  addKnowledgeInput,
  deleteKnowledgeInput,
  getKnowledgeInput,
  listKnowledgeInput,
  searchKnowledgeInput,
  updateKnowledgeInput,
} from "@/lib/knowledge/schema";
import { examples as ex } from "./examples";
import * as reply from "./replies";

// The Knowledge/* entries of the contract (issue 19), kept apart to keep contract.ts readable.

export const knowledgeContract = {
  "Knowledge/Add": {
    summary: "Add a Q&A pair to a chatbot's knowledge",
    description:
      "The question, its other phrasings and the answer become one searchable passage at once (`Status: ready`), in the language detected from them. 413 past KNOWLEDGE_MAX_CHUNKS passages for the chatbot. Documents and web pages are added by their own flows.",
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
  "Knowledge/List": {
    summary: "A page of a chatbot's knowledge sources, newest first, with their status",
    access: "apiKey",
    body: listKnowledgeInput,
    data: reply.knowledgePage,
    errors: [404],
    example: ex.knowledgeList,
  },
  "Knowledge/Search": {
    summary: "The passages a question would be answered from, ranked, with scores",
    description:
      "Full-text search in the question's detected language (English, Spanish, French; accents ignored, words stemmed) and unstemmed, with trigram similarity for near-misses. Only ready sources are searched. An empty list means nothing relevant.",
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
