ALTER TABLE "chat_sessions" ADD COLUMN "visitor_token_hash" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "visitor_token_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "visitor_address" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "chat_session_id" bigint;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_chat_session_id_chat_sessions_id_fk" FOREIGN KEY ("chat_session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_visitor_idx" ON "chat_sessions" USING btree ("chatbot_id","visitor_address","created_at") WHERE "chat_sessions"."visitor_address" is not null;--> statement-breakpoint
CREATE INDEX "files_chat_session_idx" ON "files" USING btree ("chat_session_id") WHERE "files"."chat_session_id" is not null;