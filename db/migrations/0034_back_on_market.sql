-- When a listing last came back on the market (a sale fell through, a withdrawn home relisted):
-- visitors' alerts mail it as news, like a new or newly cheaper home. Set by a trigger, so every way
-- a status changes (the API, the dashboard, a sheet, an MLS feed) counts alike; outside the Drizzle
-- schema on purpose, like price_reduced_at (0033). Statuses compared as text: an enum value added in a
-- migration of the same run (ComingSoon) cannot be named as one before that run commits.
ALTER TABLE "listings" ADD COLUMN "back_on_market_at" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION casabot_back_on_market() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.back_on_market_at := now();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_back_on_market BEFORE UPDATE OF status ON listings FOR EACH ROW
  WHEN (NEW.status::text IN ('Active', 'ComingSoon', 'PreOnMarket') AND OLD.status::text IN ('Sold', 'Pending', 'OffMarket'))
  EXECUTE FUNCTION casabot_back_on_market();--> statement-breakpoint
CREATE INDEX "listings_chatbot_back_on_market_idx" ON "listings" USING btree ("chatbot_id", "back_on_market_at") WHERE "back_on_market_at" is not null;
