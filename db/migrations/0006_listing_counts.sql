CREATE TABLE "listing_counts" (
	"chatbot_id" text NOT NULL,
	"city_key" text NOT NULL,
	"sale_type" "sale_type" NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "listing_counts_pkey" PRIMARY KEY("chatbot_id","city_key","sale_type")
);
--> statement-breakpoint
ALTER TABLE "listing_counts" ADD CONSTRAINT "listing_counts_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_chatbot_city_sale_rooms_price_idx" ON "listings" USING btree ("chatbot_id","city_key","sale_type","bedrooms","bathrooms","sale_price","rent_price");--> statement-breakpoint
-- Kept exact by triggers, in the same transaction as the change to listings. Inserts and
-- deletes are counted per statement (a CSV import or a 1,000-key delete touches each
-- counter once); counters are locked in key order so concurrent writers cannot deadlock.
CREATE FUNCTION "listing_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_counts (chatbot_id, city_key, sale_type, listings)
  SELECT chatbot_id, city_key, sale_type, count(*) FROM new_listings GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (chatbot_id, city_key, sale_type) DO UPDATE SET listings = listing_counts.listings + excluded.listings;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "listing_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_counts c SET listings = c.listings - d.n
  FROM (SELECT chatbot_id, city_key, sale_type, count(*) AS n FROM old_listings GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) d
  WHERE c.chatbot_id = d.chatbot_id AND c.city_key = d.city_key AND c.sale_type = d.sale_type;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "listing_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_counts SET listings = listings - 1
  WHERE chatbot_id = OLD.chatbot_id AND city_key = OLD.city_key AND sale_type = OLD.sale_type;
  INSERT INTO listing_counts (chatbot_id, city_key, sale_type, listings) VALUES (NEW.chatbot_id, NEW.city_key, NEW.sale_type, 1)
  ON CONFLICT (chatbot_id, city_key, sale_type) DO UPDATE SET listings = listing_counts.listings + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listing_counts_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS new_listings FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_insert();
--> statement-breakpoint
CREATE TRIGGER "listing_counts_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS old_listings FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_delete();
--> statement-breakpoint
-- Only an update that moves a listing to another city or sale type changes a counter.
CREATE TRIGGER "listing_counts_move" AFTER UPDATE OF city, sale_type ON "listings" FOR EACH ROW
  WHEN (OLD.city_key IS DISTINCT FROM NEW.city_key OR OLD.sale_type IS DISTINCT FROM NEW.sale_type) EXECUTE FUNCTION listing_counts_move();
--> statement-breakpoint
INSERT INTO "listing_counts" (chatbot_id, city_key, sale_type, listings)
SELECT chatbot_id, city_key, sale_type, count(*) FROM listings GROUP BY 1, 2, 3;
