CREATE TYPE "public"."lead_score" AS ENUM('hot', 'warm', 'cold');--> statement-breakpoint
CREATE TYPE "public"."showing_status" AS ENUM('requested', 'confirmed', 'proposed', 'declined', 'cancelled');--> statement-breakpoint
CREATE TABLE "showing_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"lead_id" bigint NOT NULL,
	"session_id" bigint,
	"listing_id" bigint,
	"listing_address" text DEFAULT '' NOT NULL,
	"listing_mls" text DEFAULT '' NOT NULL,
	"proposed" jsonb NOT NULL,
	"visitor_words" text DEFAULT '' NOT NULL,
	"status" "showing_status" DEFAULT 'requested' NOT NULL,
	"scheduled_start" timestamp with time zone,
	"scheduled_end" timestamp with time zone,
	"owner_note" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chatbots" ADD COLUMN "booking_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "qualification" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "listings_viewed" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "score" "lead_score" DEFAULT 'cold' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "ical" text;--> statement-breakpoint
ALTER TABLE "showing_requests" ADD CONSTRAINT "showing_requests_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showing_requests" ADD CONSTRAINT "showing_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showing_requests" ADD CONSTRAINT "showing_requests_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "showing_requests_chatbot_idx" ON "showing_requests" USING btree ("chatbot_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "showing_requests_lead_idx" ON "showing_requests" USING btree ("lead_id");