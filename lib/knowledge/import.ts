import Papa from "papaparse";
import { z } from "zod";
import type { Database } from "@/db/client";
import { knowledgeChunks, knowledgeSources } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { requireChatbot } from "@/lib/chatbots/service";
import { invalidInput } from "@/lib/errors";
import { describeIssues, validationErrorMap } from "@/lib/validation/messages";
import { knowledgeLanguage } from "./language";
import { IMPORT_MAX_ROWS } from "./limits";
import { alternativesField, answerField, type importKnowledgeInput, questionField } from "./schema";
import { chunkFlags, qaChunk, reserveChunks } from "./service";

// Knowledge/Import: Q&A pairs from CSV text. A header row names the columns, in any case and
// order: Question, Answer and, optionally, AlternativeQuestions (phrasings separated by "|").
// Rows with a fault are reported and skipped; the others are added together, or none of them
// when they would take the chatbot past KNOWLEDGE_MAX_CHUNKS.

const ALTERNATIVES_SEPARATOR = "|";

const rowSchema = z.object({ Question: questionField, Answer: answerField, AlternativeQuestions: alternativesField });

export interface ImportError {
  /** The row's number in the CSV, the header being row 1. */
  Row: number;
  Message: string;
}

interface Pair {
  question: string;
  alternatives: string[];
  answer: string;
}

/** The rows of the CSV as Q&A pairs and the faults of the others; a 400 naming Csv when the text is not such a CSV at all. */
export function parseQaCsv(csv: string): { pairs: Pair[]; errors: ImportError[] } {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [header, ...rows] = parsed.data;
  if (!header) throw invalidInput("Csv has no header row: its first line must name the columns Question and Answer (and AlternativeQuestions if any)");
  const column = (name: string) => header.findIndex((cell) => cell.trim().toLowerCase() === name.toLowerCase());
  const at = { question: column("Question"), answer: column("Answer"), alternatives: column("AlternativeQuestions") };
  if (at.question < 0 || at.answer < 0) throw invalidInput("Csv's header row must name the columns Question and Answer (and AlternativeQuestions if any)");
  if (rows.length > IMPORT_MAX_ROWS) throw invalidInput(`Csv must have at most ${IMPORT_MAX_ROWS} rows besides its header`);
  if (rows.length === 0) throw invalidInput("Csv has no rows besides its header");

  // Papaparse reports a fault (an unclosed quote, say) by the data row it is in, header included.
  const faults = new Map<number, string>();
  for (const error of parsed.errors) if (error.row !== undefined && !faults.has(error.row)) faults.set(error.row, error.message);

  const pairs: Pair[] = [];
  const errors: ImportError[] = [];
  for (const [index, cells] of rows.entries()) {
    const Row = index + 2;
    const fault = faults.get(index + 1);
    if (fault) {
      errors.push({ Row, Message: `The row could not be read: ${fault}` });
      continue;
    }
    const alternatives = at.alternatives < 0 ? "" : (cells[at.alternatives] ?? "");
    const result = rowSchema.safeParse(
      {
        Question: cells[at.question] ?? "",
        Answer: cells[at.answer] ?? "",
        AlternativeQuestions: alternatives
          .split(ALTERNATIVES_SEPARATOR)
          .map((phrase) => phrase.trim())
          .filter(Boolean),
      },
      { error: validationErrorMap },
    );
    if (!result.success) errors.push({ Row, Message: describeIssues(result.error.issues) });
    else pairs.push({ question: result.data.Question, alternatives: result.data.AlternativeQuestions, answer: result.data.Answer });
  }
  return { pairs, errors };
}

/** Knowledge/Import: adds the good rows as ready Q&A sources in one transaction. */
export async function importQaCsv({ db, workspace, input }: { db: Database; workspace: WorkspaceRef; input: z.output<typeof importKnowledgeInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const { pairs, errors } = parseQaCsv(input.Csv);
  if (pairs.length === 0) return { Added: 0, Errors: errors };
  await db.transaction(async (tx) => {
    await reserveChunks(tx, chatbotId, pairs.length, { refused: "nothing was imported; " });
    const languages = pairs.map((pair) => knowledgeLanguage(`${pair.question} ${pair.answer}`));
    const sources = await tx
      .insert(knowledgeSources)
      .values(
        pairs.map((pair, i) => ({
          chatbotId,
          kind: "qa" as const,
          title: pair.question,
          status: "ready" as const,
          language: languages[i]!,
          question: pair.question,
          alternatives: pair.alternatives,
          answer: pair.answer,
          chunkCount: 1,
          complianceFlags: chunkFlags([qaChunk(pair.question, pair.alternatives, pair.answer)]),
        })),
      )
      .returning({ id: knowledgeSources.id });
    // Inserted in order, so returning's rows line up with the pairs.
    await tx.insert(knowledgeChunks).values(
      sources.map((source, i) => ({
        sourceId: source.id,
        chatbotId,
        ordinal: 0,
        language: languages[i]!,
        ...qaChunk(pairs[i]!.question, pairs[i]!.alternatives, pairs[i]!.answer),
      })),
    );
  });
  return { Added: pairs.length, Errors: errors };
}
