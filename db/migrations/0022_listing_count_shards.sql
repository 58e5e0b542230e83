-- Issue 21: every create on one chatbot's city and sale type updated the same counter row, and
-- held its lock until commit, so concurrent creates queued one commit at a time (about 800/s on
-- two cores, whatever the web tier did). Each key's count is now spread over up to 16 rows, one
-- per connection's shard (its backend pid modulo 16): writers on different connections rarely
-- meet. A shard's row may go below zero (a listing counted on one shard, deleted on another);
-- the sum over a key's shards is exact, and every reader sums.
ALTER TABLE "listing_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_counts" DROP CONSTRAINT "listing_counts_pkey";
--> statement-breakpoint
ALTER TABLE "listing_counts" ADD CONSTRAINT "listing_counts_pkey" PRIMARY KEY("chatbot_id","city_key","sale_type","shard");
--> statement-breakpoint
CREATE FUNCTION "casabot_count_shard"() RETURNS smallint LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (pg_backend_pid() % 16)::smallint
$$;
--> statement-breakpoint
-- Adds n (negative to take away) to a key's counter on this connection's shard. A chatbot being
-- removed (its listings deleted by the cascade, its counters already gone) is skipped: a counter
-- row for it would refer to a chatbot no longer there.
CREATE FUNCTION "casabot_count_add"(p_chatbot text, p_city text, p_sale sale_type, p_n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_n > 0 OR EXISTS (SELECT 1 FROM chatbots WHERE id = p_chatbot) THEN
    INSERT INTO listing_counts (chatbot_id, city_key, sale_type, shard, listings) VALUES (p_chatbot, p_city, p_sale, casabot_count_shard(), p_n)
    ON CONFLICT (chatbot_id, city_key, sale_type, shard) DO UPDATE SET listings = listing_counts.listings + excluded.listings;
  END IF;
END $$;
--> statement-breakpoint
-- Per statement, in key order, so that two writers on one shard cannot deadlock.
CREATE OR REPLACE FUNCTION "listing_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_counts (chatbot_id, city_key, sale_type, shard, listings)
  SELECT chatbot_id, city_key, sale_type, casabot_count_shard(), count(*) FROM new_listings GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (chatbot_id, city_key, sale_type, shard) DO UPDATE SET listings = listing_counts.listings + excluded.listings;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_counts (chatbot_id, city_key, sale_type, shard, listings)
  SELECT d.chatbot_id, d.city_key, d.sale_type, casabot_count_shard(), -count(*) FROM old_listings d
  WHERE EXISTS (SELECT 1 FROM chatbots c WHERE c.id = d.chatbot_id)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (chatbot_id, city_key, sale_type, shard) DO UPDATE SET listings = listing_counts.listings + excluded.listings;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A listing moved to another city or sale type: one off its old key, one on its new, the lower key first.
CREATE OR REPLACE FUNCTION "listing_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.chatbot_id, OLD.city_key, OLD.sale_type) < (NEW.chatbot_id, NEW.city_key, NEW.sale_type) THEN
    PERFORM casabot_count_add(OLD.chatbot_id, OLD.city_key, OLD.sale_type, -1);
    PERFORM casabot_count_add(NEW.chatbot_id, NEW.city_key, NEW.sale_type, 1);
  ELSE
    PERFORM casabot_count_add(NEW.chatbot_id, NEW.city_key, NEW.sale_type, 1);
    PERFORM casabot_count_add(OLD.chatbot_id, OLD.city_key, OLD.sale_type, -1);
  END IF;
  RETURN NULL;
END $$;
