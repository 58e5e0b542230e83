-- The concierge's search, third pass: each language's words only meet the same language's stems.
-- search_vector held the listing's text stemmed by the English, Spanish and French configurations
-- side by side, so a stem of one language matched a word of another: the French stemmer makes
-- "petit" 'pet', which an English query for "pets" found ("Petit appartement, pas d'animaux" was
-- pet-friendly). Each configuration's lexemes now carry a weight of their own (English A, Spanish
-- B, French C), and casabot_language_query restricts a query of one configuration to its weight.
-- search_vector is dropped and added again so that every stored row is computed anew; the
-- patterns stay linear and the functions IMMUTABLE.
DROP INDEX IF EXISTS "listings_search_vector_idx";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN IF EXISTS "search_vector";--> statement-breakpoint
CREATE OR REPLACE FUNCTION casabot_search_vector(description text, property_type text, address text, location text, city text, extension jsonb) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN (
  WITH doc AS (SELECT left(casabot_listing_document(description, property_type, address, location, city, extension), 100000) AS d)
  SELECT setweight(to_tsvector('casabot_en'::regconfig, d), 'A') || setweight(to_tsvector('casabot_es'::regconfig, d), 'B') || setweight(to_tsvector('casabot_fr'::regconfig, d), 'C') FROM doc
);--> statement-breakpoint
-- The weight of a configuration's lexemes in search_vector; null for any other configuration.
CREATE FUNCTION casabot_config_weight(config regconfig) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN (
  CASE config::text WHEN 'casabot_en' THEN 'A' WHEN 'casabot_es' THEN 'B' WHEN 'casabot_fr' THEN 'C' END
);--> statement-breakpoint
-- casabot_phrase_query, with every lexeme restricted to the configuration's own weight: 'pet' of
-- English "pets" no longer finds 'pet' of French "petit". Lexemes are quoted in a tsquery's text
-- ('' for a quote inside one), so each quoted run gets the weight after it.
CREATE FUNCTION casabot_language_query(config regconfig, phrase text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN (
  WITH parsed AS (SELECT casabot_phrase_query(config, phrase)::text AS q, casabot_config_weight(config) AS w)
  SELECT CASE WHEN w IS NULL OR q = '' THEN q::tsquery ELSE regexp_replace(q, '(''(?:[^'']|'''')*'')', '\1:' || w, 'g')::tsquery END FROM parsed
);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (casabot_search_vector(description, property_type, address, location, city, extension_column)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_search_vector_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
-- The column was rewritten for every row: fresh statistics, so the planner keeps the concierge's indexes.
ANALYZE "listings";
