ALTER TYPE "public"."file_kind" ADD VALUE 'document';--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "page_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "max_pages" integer;--> statement-breakpoint
CREATE INDEX "knowledge_sources_processing_idx" ON "knowledge_sources" USING btree ("updated_at") WHERE "knowledge_sources"."status" = 'processing';