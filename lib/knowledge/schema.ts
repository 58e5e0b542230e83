import { z } from "zod";
import { chatbotIdField } from "@/lib/chatbots/schema";
import { intField } from "@/lib/validation/fields";

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

/** Add takes a Q&A pair; documents and web pages come with their ingesters. */
export const addKnowledgeInput = z.object({
  SerialNumber: chatbotIdField,
  Question: question,
  AlternativeQuestions: alternatives.default([]),
  Answer: answer,
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

const emptyToUndefined = (value: unknown) => (value === null || value === "" ? undefined : value);

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

/** One passage an ingester hands to storeChunks. */
export const chunkInput = z.object({
  heading: z.string().max(2000).default(""),
  content: z.string().trim().min(1).max(20_000),
});

export type ChunkInput = z.input<typeof chunkInput>;
