CREATE TYPE "public"."alert_status" AS ENUM('pending', 'active', 'unsubscribed');--> statement-breakpoint
CREATE TABLE "search_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"lead_id" bigint,
	"session_id" bigint,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"filters" jsonb NOT NULL,
	"summary" text NOT NULL,
	"criteria_key" text NOT NULL,
	"status" "alert_status" DEFAULT 'pending' NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"link_origin" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"checked_through" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"sent_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_alerts_token_uq" ON "search_alerts" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "search_alerts_search_uq" ON "search_alerts" USING btree ("chatbot_id","email","criteria_key");--> statement-breakpoint
CREATE INDEX "search_alerts_due_idx" ON "search_alerts" USING btree ("next_check_at") WHERE "search_alerts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "search_alerts_chatbot_idx" ON "search_alerts" USING btree ("chatbot_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_alerts_lead_idx" ON "search_alerts" USING btree ("lead_id");--> statement-breakpoint
-- When a listing's price last went down (visitors' alerts mail homes made cheaper): set by a trigger, so
-- every way a price changes (the API, the dashboard, a sheet, an MLS feed) counts alike. Outside the
-- Drizzle schema on purpose, like property_kind: no select of whole rows reads it.
ALTER TABLE "listings" ADD COLUMN "price_reduced_at" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION casabot_price_reduced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_reduced_at := now();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_price_reduced BEFORE UPDATE OF sale_price, rent_price ON listings FOR EACH ROW
  WHEN (NEW.sale_price < OLD.sale_price OR NEW.rent_price < OLD.rent_price)
  EXECUTE FUNCTION casabot_price_reduced();--> statement-breakpoint
CREATE INDEX "listings_chatbot_price_reduced_idx" ON "listings" USING btree ("chatbot_id", "price_reduced_at") WHERE "price_reduced_at" is not null;--> statement-breakpoint
CREATE INDEX "listings_chatbot_created_idx" ON "listings" USING btree ("chatbot_id", "created_at");
