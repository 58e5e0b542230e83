CREATE TYPE "public"."feed_auth" AS ENUM('oauth', 'bearer');--> statement-breakpoint
CREATE TABLE "listing_feeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"base_url" text NOT NULL,
	"resource" text DEFAULT 'Property' NOT NULL,
	"auth" "feed_auth" NOT NULL,
	"token_url" text DEFAULT '' NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_hint" text NOT NULL,
	"filter" text DEFAULT '' NOT NULL,
	"page_size" integer DEFAULT 200 NOT NULL,
	"currency" text DEFAULT '$' NOT NULL,
	"area_unit" text,
	"interval_minutes" integer DEFAULT 15 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"watermark_timestamp" text,
	"watermark_key" text,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_token" text,
	"last_run_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"last_added" integer DEFAULT 0 NOT NULL,
	"last_changed" integer DEFAULT 0 NOT NULL,
	"last_removed" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reconciled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "feed_key" text;--> statement-breakpoint
ALTER TABLE "listing_feeds" ADD CONSTRAINT "listing_feeds_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_feeds_chatbot_uq" ON "listing_feeds" USING btree ("chatbot_id");--> statement-breakpoint
CREATE INDEX "listing_feeds_due_idx" ON "listing_feeds" USING btree ("next_run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_chatbot_feed_key_uq" ON "listings" USING btree ("chatbot_id","feed_key") WHERE "listings"."feed_key" is not null;