import { z } from "zod";
import { chatbotIdField } from "@/lib/chatbots/schema";
import { booleanField, httpUrl, intField } from "@/lib/validation/fields";
import { crawlPageLimit, IMPORT_MAX_CHARS, MAX_CRAWL_PAGES } from "./limits";

// Inputs of the Knowledge/* endpoints. IDs travel as text (as listing IDs do) and are
// accepted as numbers too; the bounds keep one Q&A well inside one chunk.

export const QUESTION_MAX = 500;
export const ANSWER_MAX = 10_000;
export const ALTERNATIVES_MAX = 20;

/** A source's ID: digits, as text or a number. */
export const sourceIdField = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : value),
  z
    .string()
    .trim()
    .regex(/^\d{1,15}$/, "must be a knowledge source ID (digits)")
    .transform(Number),
);

const question = z.string().trim().min(1).max(QUESTION_MAX);
const answer = z.string().trim().min(1).max(ANSWER_MAX);
const alternatives = z.array(z.string().trim().min(1).max(QUESTION_MAX)).max(ALTERNATIVES_MAX);

const emptyToUndefined = (value: unknown) => (value === null || value === "" ? undefined : value);
const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

/** A file's ID (FileStoreId): digits, as text or a number. */
const fileIdField = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : value),
  z
    .string()
    .trim()
    .regex(/^\d{1,18}$/, "must be a FileStoreId (digits)"),
);

export const TITLE_MAX = 300;

/**
 * Add takes exactly one kind of source: a Q&A pair (Question, Answer, AlternativeQuestions), a
 * document uploaded beforehand (FileID), or a web page (Url, with Crawl and MaxPages to follow
 * its links). Which one is decided by the fields present, so a Q&A without its Question is
 * told about the Question, as before documents and pages existed.
 */
export const addKnowledgeInput = z
  .object({
    SerialNumber: chatbotIdField,
    Question: z.preprocess(nullToUndefined, question.optional()),
    AlternativeQuestions: z.preprocess(nullToUndefined, alternatives.optional()),
    Answer: z.preprocess(nullToUndefined, answer.optional()),
    FileID: z.preprocess(emptyToUndefined, fileIdField.optional()),
    Url: z.preprocess(emptyToUndefined, httpUrl(2048).optional()),
    Crawl: z.preprocess(emptyToUndefined, booleanField().optional()),
    MaxPages: z.preprocess(emptyToUndefined, intField(1, MAX_CRAWL_PAGES).optional()),
    Title: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(TITLE_MAX).optional()),
  })
  .superRefine((input, ctx) => {
    const kinds = [
      ...(input.Question !== undefined || input.Answer !== undefined || input.AlternativeQuestions !== undefined ? ["Question and Answer"] : []),
      ...(input.FileID !== undefined ? ["FileID"] : []),
      ...(input.Url !== undefined ? ["Url"] : []),
    ];
    if (kinds.length !== 1) {
      ctx.addIssue({
        code: "custom",
        path: [],
        message: `must hold exactly one of Question and Answer (a Q&A pair), FileID (an uploaded document) or Url (a web page)${kinds.length > 1 ? `, not ${kinds.join(" and ")} together` : ""}`,
      });
      return;
    }
    if (kinds[0] === "Question and Answer") {
      if (input.Question === undefined) ctx.addIssue({ code: "custom", path: ["Question"], message: "is required" });
      if (input.Answer === undefined) ctx.addIssue({ code: "custom", path: ["Answer"], message: "is required" });
      if (input.Title !== undefined)
        ctx.addIssue({ code: "custom", path: ["Title"], message: "is for documents and web pages: a Q&A pair's title is its Question" });
    }
    if (input.Url === undefined) {
      if (input.Crawl !== undefined) ctx.addIssue({ code: "custom", path: ["Crawl"], message: "is for web pages: send it with Url" });
      if (input.MaxPages !== undefined) ctx.addIssue({ code: "custom", path: ["MaxPages"], message: "is for web pages: send it with Url and Crawl" });
    } else if (input.MaxPages !== undefined) {
      if (input.Crawl !== true) ctx.addIssue({ code: "custom", path: ["MaxPages"], message: "is for a crawl: send it with Crawl true" });
      // The configured limit is read per request (KNOWLEDGE_MAX_CRAWL_PAGES, never over MAX_CRAWL_PAGES).
      const limit = crawlPageLimit();
      // Past the hard ceiling, the field's own bound has said so: one message, not two.
      if (input.MaxPages > limit && input.MaxPages <= MAX_CRAWL_PAGES)
        ctx.addIssue({ code: "custom", path: ["MaxPages"], message: `must be at most ${limit}` });
    }
  })
  // A Q&A pair's other phrasings default to none, as they did before documents and pages.
  .transform((input) => (input.Question !== undefined && input.AlternativeQuestions === undefined ? { ...input, AlternativeQuestions: [] } : input));

export type AddKnowledgeInput = z.output<typeof addKnowledgeInput>;

export const refetchKnowledgeInput = z.object({ SerialNumber: chatbotIdField, ID: sourceIdField });

export const importKnowledgeInput = z.object({
  SerialNumber: chatbotIdField,
  Csv: z.string().min(1).max(IMPORT_MAX_CHARS),
});

export const updateKnowledgeInput = z.object({
  SerialNumber: chatbotIdField,
  ID: sourceIdField,
  Question: question.optional(),
  AlternativeQuestions: alternatives.optional(),
  Answer: answer.optional(),
});

export const getKnowledgeInput = z.object({ SerialNumber: chatbotIdField, ID: sourceIdField });

export const deleteKnowledgeInput = z.object({ SerialNumber: chatbotIdField, IDs: z.array(sourceIdField).min(1).max(100) });

export const listKnowledgeInput = z.object({
  SerialNumber: chatbotIdField,
  Kind: z.preprocess(emptyToUndefined, z.enum(["qa", "document", "url"]).optional()),
  Status: z.preprocess(emptyToUndefined, z.enum(["processing", "ready", "failed"]).optional()),
  PageNumber: z.preprocess(emptyToUndefined, intField(1, 10_000_000).default(1)),
  PageSize: z.preprocess(emptyToUndefined, intField(1, 100).default(20)),
});

export const searchKnowledgeInput = z.object({
  SerialNumber: chatbotIdField,
  Question: z.string().trim().min(1).max(1000),
  Limit: z.preprocess(emptyToUndefined, intField(1, 20).default(5)),
});

/** One passage an ingester hands to storeChunks; `url` is the page it came from, in a crawl. */
export const chunkInput = z.object({
  heading: z.string().max(2000).default(""),
  content: z.string().trim().min(1).max(20_000),
  url: z.string().max(2048).optional(),
});

export { question as questionField, answer as answerField, alternatives as alternativesField };

export type ChunkInput = z.input<typeof chunkInput>;
