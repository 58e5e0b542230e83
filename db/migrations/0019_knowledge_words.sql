-- Near-misses ("comissions", "ofice hourz") are matched against the words a chatbot's knowledge
-- holds, not against whole passages: a trigram index over long passages finds nearly every
-- passage as a candidate (each holds most trigrams) and then measures each, about a second per
-- question at 2,000 passages. The words of a chatbot are few and short, so a question's word
-- finds its nearest known word through the index at once, and the search itself is plain
-- full-text search (lib/knowledge/search.ts). Kept by triggers, out of Drizzle's sight.
DROP INDEX IF EXISTS "knowledge_chunks_trgm_idx";--> statement-breakpoint
-- One row per word of a chatbot's knowledge, with how many of its passages hold it: the
-- triggers below count passages in and out, and a word no passage holds any more is removed.
CREATE TABLE "knowledge_words" (
  "chatbot_id" text NOT NULL REFERENCES "chatbots"("id") ON DELETE cascade,
  "word" text NOT NULL,
  "chunks" integer NOT NULL,
  PRIMARY KEY ("chatbot_id", "word")
);--> statement-breakpoint
-- GIN indexes without a pending list: PGlite has no autovacuum to merge one, so every search
-- would read the whole list (up to 4 MB) before the index: 30 ms instead of 1 at 10,000 passages.
CREATE INDEX "knowledge_words_trgm_idx" ON "knowledge_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
ALTER INDEX "knowledge_chunks_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('knowledge_chunks_search_idx');--> statement-breakpoint
-- A passage's words as casabot_simple reads them (accents folded, lower case, unstemmed), four
-- to forty letters: shorter ones are left to the exact search, as the question's are.
CREATE FUNCTION casabot_knowledge_words(heading text, content text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lexeme FROM unnest(to_tsvector('casabot_simple'::regconfig, left(heading || ' ' || content, 100000))) WHERE length(lexeme) BETWEEN 4 AND 40
$$;--> statement-breakpoint
-- Statement triggers with transition tables: one statement storing a source's passages counts
-- their words in one insert, not one per passage.
CREATE FUNCTION casabot_knowledge_words_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    WITH gone AS (
      SELECT removed.chatbot_id, w.word, count(*)::integer AS chunks
      FROM removed CROSS JOIN LATERAL casabot_knowledge_words(removed.heading, removed.content) AS w(word)
      GROUP BY removed.chatbot_id, w.word
    )
    UPDATE knowledge_words k SET chunks = k.chunks - gone.chunks FROM gone WHERE k.chatbot_id = gone.chatbot_id AND k.word = gone.word;
    DELETE FROM knowledge_words k WHERE k.chunks <= 0 AND k.chatbot_id IN (SELECT DISTINCT chatbot_id FROM removed);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    -- In key order, so that two writers of one chatbot's words take their row locks in the same order.
    INSERT INTO knowledge_words AS k (chatbot_id, word, chunks)
      SELECT added.chatbot_id, w.word, count(*)::integer
      FROM added CROSS JOIN LATERAL casabot_knowledge_words(added.heading, added.content) AS w(word)
      GROUP BY added.chatbot_id, w.word
      ORDER BY 1, 2
      ON CONFLICT (chatbot_id, word) DO UPDATE SET chunks = k.chunks + excluded.chunks;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER knowledge_chunks_words_added AFTER INSERT ON knowledge_chunks REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION casabot_knowledge_words_counted();--> statement-breakpoint
CREATE TRIGGER knowledge_chunks_words_removed AFTER DELETE ON knowledge_chunks REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION casabot_knowledge_words_counted();--> statement-breakpoint
CREATE TRIGGER knowledge_chunks_words_changed AFTER UPDATE ON knowledge_chunks REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION casabot_knowledge_words_counted();--> statement-breakpoint
INSERT INTO knowledge_words (chatbot_id, word, chunks)
  SELECT c.chatbot_id, w.word, count(*)::integer
  FROM knowledge_chunks c CROSS JOIN LATERAL casabot_knowledge_words(c.heading, c.content) AS w(word)
  GROUP BY c.chatbot_id, w.word;
