CREATE TYPE "public"."area_unit" AS ENUM('Square Feet', 'Square Meters');--> statement-breakpoint
CREATE TYPE "public"."listing_status" AS ENUM('Active', 'PreOnMarket', 'Sold');--> statement-breakpoint
CREATE TYPE "public"."sale_type" AS ENUM('for_sale', 'for_rent');--> statement-breakpoint
CREATE TYPE "public"."space_type" AS ENUM('Entire place', 'Room');--> statement-breakpoint
CREATE TYPE "public"."tours" AS ENUM('OpenHouse', '3D');--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"key_id" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_id_unique" UNIQUE("key_id")
);
--> statement-breakpoint
CREATE TABLE "chatbots" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"system_message" text NOT NULL,
	"temperature" integer NOT NULL,
	"time_zone" text NOT NULL,
	"answer_suffix" text NOT NULL,
	"chat_profile_picture" text NOT NULL,
	"chat_icon" text NOT NULL,
	"chat_bubble_align" integer NOT NULL,
	"chat_bubble_color" text NOT NULL,
	"chatbot_popup_once" boolean NOT NULL,
	"privacy_policy_description" text NOT NULL,
	"privacy_policy_name" text NOT NULL,
	"privacy_policy_url" text NOT NULL,
	"enable_push_to_talk" boolean NOT NULL,
	"enable_upload_image" boolean NOT NULL,
	"facebook_url" text NOT NULL,
	"instagram_url" text NOT NULL,
	"remove_chat_log_on_browser_close" boolean NOT NULL,
	"suggested_message" text NOT NULL,
	"talk_to_human_email" text NOT NULL,
	"talk_to_human_response_message" text NOT NULL,
	"user_input_placeholder" text NOT NULL,
	"user_message_color" text NOT NULL,
	"welcome_message" text NOT NULL,
	"whatsapp_url" text NOT NULL,
	"verify_domain" boolean NOT NULL,
	"domains" text NOT NULL,
	"rate_limit_count" integer NOT NULL,
	"rate_limit_message" text NOT NULL,
	"rate_limit_time" integer NOT NULL,
	"custom_domain" text NOT NULL,
	"email_for_daily_chat_logs" text NOT NULL,
	"email_for_daily_leads" text NOT NULL,
	"ai_response_language" text NOT NULL,
	"message_limit" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" bigserial NOT NULL,
	"chatbot_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sale_type" "sale_type" NOT NULL,
	"status" "listing_status" NOT NULL,
	"currency_symbol" text NOT NULL,
	"property_type" text NOT NULL,
	"bedrooms" integer NOT NULL,
	"bathrooms" double precision NOT NULL,
	"url" text NOT NULL,
	"mls_number" text NOT NULL,
	"year_built" integer NOT NULL,
	"days_on_market" integer NOT NULL,
	"lot_area" double precision NOT NULL,
	"building_area" double precision NOT NULL,
	"area_unit" "area_unit" NOT NULL,
	"images" jsonb,
	"tours" "tours",
	"parking_spots" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"extension_column" jsonb,
	"location" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"city_key" text GENERATED ALWAYS AS (lower(btrim(city))) STORED NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"sale_price" double precision,
	"unit_area_price" double precision,
	"hoa_month" double precision,
	"zestimate_price" double precision,
	"rent_price" double precision,
	"space_type" "space_type",
	"deposit_fee" double precision,
	CONSTRAINT "listings_pkey" PRIMARY KEY("chatbot_id","id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"session_key_id" text NOT NULL,
	"session_key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_session_key_id_unique" UNIQUE("session_key_id")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_workspace_idx" ON "api_keys" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "chatbots_workspace_idx" ON "chatbots" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "listings_chatbot_city_idx" ON "listings" USING btree ("chatbot_id","city_key","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_chatbot_sale_idx" ON "listings" USING btree ("chatbot_id","sale_type","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_chatbot_city_sale_idx" ON "listings" USING btree ("chatbot_id","city_key","sale_type","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "listings_chatbot_mls_uq" ON "listings" USING btree ("chatbot_id","mls_number");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_chatbot_url_uq" ON "listings" USING btree ("chatbot_id","url") WHERE "listings"."url" <> '';--> statement-breakpoint
CREATE INDEX "users_workspace_idx" ON "users" USING btree ("workspace_id");