CREATE TYPE "public"."knowledge_kind" AS ENUM('qa', 'document', 'url');--> statement-breakpoint
CREATE TYPE "public"."knowledge_language" AS ENUM('en', 'es', 'fr', 'other');--> statement-breakpoint
CREATE TYPE "public"."knowledge_status" AS ENUM('processing', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "knowledge_chunks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source_id" bigint NOT NULL,
	"chatbot_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"language" "knowledge_language" DEFAULT 'other' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_sources" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"kind" "knowledge_kind" NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"url" text,
	"file_id" bigint,
	"status" "knowledge_status" DEFAULT 'processing' NOT NULL,
	"failure_reason" text,
	"language" "knowledge_language" DEFAULT 'other' NOT NULL,
	"question" text,
	"alternatives" text[] DEFAULT '{}'::text[] NOT NULL,
	"answer" text,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_source_id_knowledge_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."knowledge_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD CONSTRAINT "knowledge_sources_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD CONSTRAINT "knowledge_sources_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_chunks_source_idx" ON "knowledge_chunks" USING btree ("source_id","ordinal");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_chatbot_idx" ON "knowledge_chunks" USING btree ("chatbot_id");--> statement-breakpoint
CREATE INDEX "knowledge_sources_chatbot_idx" ON "knowledge_sources" USING btree ("chatbot_id","id");--> statement-breakpoint
-- Knowledge search (lib/knowledge/search.ts). A chunk is indexed in its language's configuration
-- (0010's casabot_en/es/fr, accents folded, stemmed) and in casabot_simple (folded, unstemmed),
-- so a question whose language is unknown or differs from the source's still meets its words.
CREATE TEXT SEARCH CONFIGURATION casabot_simple (COPY = simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION casabot_simple ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;--> statement-breakpoint
CREATE FUNCTION casabot_knowledge_config(language knowledge_language) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
  CASE language WHEN 'en' THEN 'casabot_en'::regconfig WHEN 'es' THEN 'casabot_es'::regconfig WHEN 'fr' THEN 'casabot_fr'::regconfig ELSE 'casabot_simple'::regconfig END;--> statement-breakpoint
-- Headings weigh more than the text under them (A against B); the unstemmed words count least (D).
CREATE FUNCTION casabot_knowledge_vector(language knowledge_language, heading text, content text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
  setweight(to_tsvector(casabot_knowledge_config(language), left(heading, 2000)), 'A')
  || setweight(to_tsvector(casabot_knowledge_config(language), left(content, 100000)), 'B')
  || setweight(to_tsvector('casabot_simple'::regconfig, left(heading || ' ' || content, 100000)), 'D');--> statement-breakpoint
-- What near-misses (typos) are matched against by trigram word similarity.
CREATE FUNCTION casabot_knowledge_text(heading text, content text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
  casabot_fold(left(heading || ' ' || content, 20000));--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (casabot_knowledge_vector(language, heading, content)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "knowledge_chunks_search_idx" ON "knowledge_chunks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_trgm_idx" ON "knowledge_chunks" USING gin (casabot_knowledge_text("heading", "content") gin_trgm_ops);
