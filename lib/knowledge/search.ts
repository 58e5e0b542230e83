import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import type { KnowledgeLanguage } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { requireChatbot } from "@/lib/chatbots/service";
import { knowledgeQuery, knowledgeWords } from "@/lib/ai/concierge/knowledge";
import { knowledgeLanguage } from "./language";
import type { searchKnowledgeInput } from "./schema";
import { rowsOf } from "@/db/rows";

// Ranked passages for a question. The question's words that matter (its language's stop words
// dropped) are read in that language's configuration (all three when eld is unsure) and in
// casabot_simple, and OR'ed: a passage about fees should answer "what are your fees for
// first-time buyers" without naming buyers; ts_rank_cd puts the passages with more of the words,
// closer together, first. A word the chatbot's knowledge does not hold ("comissions") is joined
// by the nearest word it does hold ("commissions"), found by trigrams in knowledge_words
// (migration 0018), so the search itself stays a full-text search on the GIN index.

const CONFIGS: Record<KnowledgeLanguage, string[]> = {
  en: ["casabot_en"],
  es: ["casabot_es"],
  fr: ["casabot_fr"],
  other: ["casabot_en", "casabot_es", "casabot_fr"],
};

/** Words shorter than this are left to the exact search: trigrams of short words match too much. */
const NEAR_MIN_LETTERS = 4;
/** How alike (pg_trgm similarity, 0 to 1) a known word must be to stand in for a question's word. */
const NEAR_MIN_SIMILARITY = 0.4;
const MAX_WORDS = 24;
/** Candidates ranked per search: those with every word, and per word of the question. */
const CANDIDATES_ALL_WORDS = 100;
const CANDIDATES_PER_WORD = 40;
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
 * What a search looks for, one text-search query per word of the question that matters: its
 * words folded (lower case, no accents), distinct, a stop word of none of the question's
 * configurations ("what", "vous", "para" would match most passages); each word read in those
 * configurations and in casabot_simple, with the chatbot's nearest known word when it is long
 * enough and not known itself. The queries come back as text, so that the search is planned
 * with them as constants (the planner then knows a rare word from a common one).
 */
async function wordQueries(db: Database, chatbotId: string, question: string, configs: string[]): Promise<string[]> {
  const folded = question.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const candidates = [...new Set((folded.match(WORD) ?? []).filter((word) => word.length <= 40))].slice(0, MAX_WORDS);
  if (candidates.length === 0) return [];
  const matters = sql.join(
    configs.map((config) => sql`length(to_tsvector(${config}::regconfig, w.word)) > 0`),
    sql` and `,
  );
  // Each word's distinct lexemes in every configuration, its near-miss's with them, as alternatives.
  const lexemes = (column: string) =>
    sql.join(
      [...configs, "casabot_simple"].map((config) => sql`tsvector_to_array(to_tsvector(${config}::regconfig, ${sql.raw(column)}))`),
      sql` || `,
    );
  const rows = rowsOf<{ query: string }>(
    await db.execute(sql`
      with words as (
        select w.word, w.n,
          case when length(w.word) >= ${NEAR_MIN_LETTERS}
            and not exists (select 1 from knowledge_words k where k.chatbot_id = ${chatbotId} and k.word = w.word)
          then (
            select n.word from knowledge_words n
            where n.chatbot_id = ${chatbotId} and n.word % w.word and similarity(n.word, w.word) >= ${NEAR_MIN_SIMILARITY}::float4
            order by n.word <-> w.word, n.word limit 1
          ) end as near
        from unnest(array[${sql.join(
          candidates.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]) with ordinality as w(word, n)
        where ${matters}
      )
      select (select string_agg(distinct quote_literal(l), ' | ') from unnest(${lexemes("word")} || coalesce(${lexemes("near")}, '{}')) as l) as query
      from words order by n`),
  );
  return rows.flatMap((row) => (row.query ? [row.query] : []));
}

/**
 * Ranked passages of one chatbot's ready sources for a question; empty when nothing is close.
 * Passages holding every word of the question come first. Ranking reads each candidate's vector,
 * so the candidates are bounded: those holding every word, and for each word the first
 * CANDIDATES_PER_WORD holding it. A rare word's passages are all there; a word in thousands of
 * passages ("home") cannot make one question rank thousands.
 */
export async function searchPassages(
  db: Database,
  chatbotId: string,
  question: string,
  limit = 5,
): Promise<{ language: KnowledgeLanguage; passages: Passage[] }> {
  const text = question.slice(0, 1000);
  const language = knowledgeLanguage(text);
  const words = await wordQueries(db, chatbotId, text, CONFIGS[language]);
  if (words.length === 0) return { language, passages: [] };
  // Queries as PostgreSQL writes them (quoted lexemes), so joining them with & and | is safe.
  const every = words.map((query) => `(${query})`).join(" & ");
  const any = words.map((query) => `(${query})`).join(" | ");
  const hits = (query: string, max: number) =>
    sql`(select c.id from knowledge_chunks c where c.chatbot_id = ${chatbotId} and c.search_vector @@ ${query}::tsquery limit ${max})`;
  const list = rowsOf<PassageRow>(
    await db.execute(sql`
      with candidates as (${sql.join(
        [hits(every, CANDIDATES_ALL_WORDS), ...(words.length > 1 ? words.map((query) => hits(query, CANDIDATES_PER_WORD)) : [])],
        sql` union `,
      )})
      -- A crawled source's passage names its own page; others, the source's address.
      select c.source_id, s.kind, s.title, coalesce(c.url, s.url) as url, c.heading, c.content, s.answer,
        (ts_rank_cd(c.search_vector, ${any}::tsquery, 1) + case when c.search_vector @@ ${every}::tsquery then 1 else 0 end)::float8 as score
      from knowledge_chunks c
      join knowledge_sources s on s.id = c.source_id and s.status = 'ready'
      where c.id in (select id from candidates)
      order by score desc, c.source_id, c.ordinal
      limit ${limit}`),
  );
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
  // Looked up as the concierge looks it up (its searchKnowledge call): with the words of the other
  // languages for the agency's topics, so that "horario del sábado" shows the English passage the
  // chatbot would answer from. The language reported is the question's own.
  const language = knowledgeLanguage(input.Question);
  const { passages } = await searchPassages(db, chatbotId, knowledgeQuery(input.Question, knowledgeWords(input.Question)), input.Limit);
  return { Language: language, Passages: passages };
}
