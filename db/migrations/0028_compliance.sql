ALTER TABLE "chat_messages" ADD COLUMN "compliance" text;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "compliance_flags" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "compliance_flags" jsonb;--> statement-breakpoint
CREATE INDEX "chat_messages_compliance_idx" ON "chat_messages" USING btree ("chatbot_id","id") WHERE "chat_messages"."compliance" is not null;--> statement-breakpoint
CREATE INDEX "knowledge_sources_compliance_idx" ON "knowledge_sources" USING btree ("chatbot_id","id") WHERE "knowledge_sources"."compliance_flags" is not null;--> statement-breakpoint
CREATE INDEX "listings_compliance_idx" ON "listings" USING btree ("chatbot_id","id") WHERE "listings"."compliance_flags" is not null;