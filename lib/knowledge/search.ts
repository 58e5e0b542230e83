import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import type { KnowledgeLanguage } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { requireChatbot } from "@/lib/chatbots/service";
import { knowledgeLanguage } from "./language";
import type { searchKnowledgeInput } from "./schema";

// Ranked passages for a question. The question is read in its language's configuration (all
// three when eld is unsure) and in casabot_simple, and its words are OR'ed: a passage about
// fees should answer "what are your fees for first-time buyers" without naming buyers;
// ts_rank_cd puts the passages with more of the words, closer together, first. Words that
// match nothing exactly but nearly ("comissions") add a trigram word similarity.

const CONFIGS: Record<KnowledgeLanguage, string[]> = {
  en: ["casabot_en"],
  es: ["casabot_es"],
  fr: ["casabot_fr"],
  other: ["casabot_en", "casabot_es", "casabot_fr"],
};

/** Words shorter than this are left to the exact search: trigrams of short words match too much. */
const NEAR_MIN_LETTERS = 4;
const NEAR_MAX_WORDS = 8;
/** A near-miss counts for less than a stemmed match. */
const NEAR_WEIGHT = 0.1;
const WORD = /[\p{L}\p{N}]+/gu;

export interface Passage {
  SourceID: string;
  Kind: "qa" | "document" | "url";
  Title: string;
  Url: string | null;
  Heading: string;
  Content: string;
  /** The Q&A's answer, for a Q&A source; null otherwise. */
  Answer: string | null;
  Score: number;
}

interface PassageRow {
  source_id: string | number;
  kind: Passage["Kind"];
  title: string;
  url: string | null;
  heading: string;
  content: string;
  answer: string | null;
  score: number | string;
}

/**
 * Folded (lower case, no accents) distinct words of the question that may be near-misses:
 * long enough, and a stop word in none of the three languages ("what", "vous", "para"
 * would nearly match most passages).
 */
async function nearWords(db: Database, question: string): Promise<string[]> {
  const folded = question.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const candidates = [...new Set((folded.match(WORD) ?? []).filter((word) => word.length >= NEAR_MIN_LETTERS && word.length <= 40))].slice(0, NEAR_MAX_WORDS);
  if (candidates.length === 0) return [];
  const result: unknown = await db.execute(sql`
    select w from unnest(array[${sql.join(
      candidates.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]) as w
    where length(to_tsvector('casabot_en', w)) > 0 and length(to_tsvector('casabot_es', w)) > 0 and length(to_tsvector('casabot_fr', w)) > 0`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { w: string }[];
  return rows.map((row) => row.w);
}

/** Ranked passages of one chatbot's ready sources for a question; empty when nothing is close. */
export async function searchPassages(
  db: Database,
  chatbotId: string,
  question: string,
  limit = 5,
): Promise<{ language: KnowledgeLanguage; passages: Passage[] }> {
  const text = question.slice(0, 1000);
  const language = knowledgeLanguage(text);
  const configs = [...CONFIGS[language], "casabot_simple"];
  // websearch_to_tsquery ANDs the words; ' | ' makes them alternatives, and a '-word' of the
  // visitor's is not a negation here ('!' dropped). Lexemes never hold spaces, so the swap is safe.
  const query = sql.join(
    configs.map((config) => sql`replace(replace(websearch_to_tsquery(${config}::regconfig, ${text})::text, ' & ', ' | '), '!', '')::tsquery`),
    sql` || `,
  );
  const words = await nearWords(db, text);
  const near =
    words.length > 0
      ? sql.join(
          words.map(
            (word) =>
              sql`(case when ${word} <% casabot_knowledge_text(c.heading, c.content) then word_similarity(${word}, casabot_knowledge_text(c.heading, c.content)) else 0 end)`,
          ),
          sql` + `,
        )
      : sql`0`;
  // One `<%` per word, so that the trigram index finds the candidates.
  const nearMatch =
    words.length > 0
      ? sql.join(
          words.map((word) => sql`${word} <% casabot_knowledge_text(c.heading, c.content)`),
          sql` or `,
        )
      : sql`false`;
  const result: unknown = await db.execute(sql`
    with q as (select (${query}) as query)
    select * from (
      -- A crawled source's passage names its own page; others, the source's address.
      select c.source_id, s.kind, s.title, coalesce(c.url, s.url) as url, c.heading, c.content, s.answer,
        (ts_rank_cd(c.search_vector, q.query, 1) + ${NEAR_WEIGHT}::float8 * ${near})::float8 as score
      from knowledge_chunks c
      cross join q
      join knowledge_sources s on s.id = c.source_id and s.status = 'ready'
      where c.chatbot_id = ${chatbotId} and (c.search_vector @@ q.query or ${nearMatch})
    ) ranked
    where score > 0
    order by score desc, source_id
    limit ${limit}`);
  // postgres.js answers with the rows themselves, PGlite with { rows }.
  const list = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as PassageRow[];
  return {
    language,
    passages: list.map((row) => ({
      SourceID: String(row.source_id),
      Kind: row.kind,
      Title: row.title,
      Url: row.url,
      Heading: row.heading,
      Content: row.content,
      Answer: row.kind === "qa" ? row.answer : null,
      Score: Math.round(Number(row.score) * 10_000) / 10_000,
    })),
  };
}

/** Knowledge/Search: the passages a question would be answered from, with their scores. */
export async function searchKnowledge({ db, workspace, input }: { db: Database; workspace: WorkspaceRef; input: z.output<typeof searchKnowledgeInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const { language, passages } = await searchPassages(db, chatbotId, input.Question, input.Limit);
  return { Language: language, Passages: passages };
}
