CREATE TABLE "widget_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"session_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"visitor_address" text NOT NULL,
	"fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "widget_events" ADD CONSTRAINT "widget_events_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_events" ADD CONSTRAINT "widget_events_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "widget_events_session_idx" ON "widget_events" USING btree ("session_id","kind");--> statement-breakpoint
CREATE INDEX "widget_events_address_idx" ON "widget_events" USING btree ("chatbot_id","visitor_address","kind","created_at");