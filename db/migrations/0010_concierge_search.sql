-- The concierge's search (lib/ai/concierge/search*.ts): accent folding, property kinds in any
-- language, and a full-text document in English, Spanish and French with negated features removed.
-- Every function is IMMUTABLE (generated columns and expression indexes need it) and its
-- patterns are linear: alternations of literal words, no nested quantifiers over one run.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION casabot_en (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION casabot_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION casabot_es (COPY = spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION casabot_es ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION casabot_fr (COPY = french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION casabot_fr ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;--> statement-breakpoint
-- Lower case without accents, the way lib/ai/concierge/text.ts folds: "São Paulo" = "sao paulo".
CREATE FUNCTION casabot_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
  translate(lower(coalesce(value, '')), 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿœæ', 'aaaaaaaeeeeeiiiiioooooooouuuuuncyyoa');--> statement-breakpoint
-- The canonical kind (lib/ai/concierge/kinds.ts) of a stored PropertyType in any language.
-- Order matters: "maison de ville" is a townhouse before "maison" is a house, "mobile home" a
-- mobile home before "home" is a house. tests/db/concierge-search.test.ts checks every KINDS word.
CREATE FUNCTION casabot_property_kind(property_type text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN (
  WITH folded AS (SELECT casabot_fold(property_type) AS t)
  SELECT CASE
    WHEN t ~ '\m(mobile|manufactured|movil|movile|mobil|caravan|trailer|prefab)' THEN 'mobile_home'
    WHEN t ~ '\m(town ?houses?|town ?homes?|row ?houses?|row ?homes?|adosad[oa]s?|paread[oa]s?|maisons? de ville|maisons? mitoyennes?|mitoyennes?|mitoyens?|terraced)\M' THEN 'townhouse'
    WHEN t ~ '\mduplex (apartments?|apartamentos?|appartements?)\M' THEN 'apartment'
    WHEN t ~ '\m(multi[ -]?famil|multifamiliar|duplex|triplex|fourplex|quadplex|4-?plex|plex\M|immeubles? de rapport|immeuble|edificio|apartment building)' THEN 'multi_family'
    WHEN t ~ '\m(condos?|condominiums?|condominios?|coproprietes?|co-?op)\M' THEN 'condo'
    WHEN t ~ '\m(apartments?|apartamentos?|departamentos?|appartements?|apparts?|apts?|flats?|pisos?|studios?|studettes?|estudios?|lofts?|penthouses?|aticos?|buhardillas?|depas?|deptos?|monoambientes?|unit|units|f[1-6]|t[1-6])\M' THEN 'apartment'
    WHEN t ~ '\m(farms?|farmhouses?|ranch|ranches|ranchos?|homesteads?|fincas?|fermes?|haciendas?|cortijos?|masias?|domaines?|agricultural|agricoles?|granjas?)\M' THEN 'farm'
    WHEN t ~ '\m(land|lands|lots?|lotes?|terrenos?|solar|solares|terrains?|parcelas?|parcelles?|acreage|plots?)\M' THEN 'land'
    WHEN t ~ '\m(commercial|comercial|commerce|offices?|oficinas?|bureaux?|retail|locales?|local|locaux|warehouses?|storefronts?|entrepots?|naves?|industrial|shops?|tiendas?|boutiques?)\M' THEN 'commercial'
    WHEN t ~ '\m(houses?|homes?|single|casas?|chalets?|maisons?|villas?|bungalows?|cottages?|detached|pavillons?|unifamiliar|residence|residencia|cabins?|cabanas?|vivienda|quintas?|longeres?|bastides?|chaumieres?|mas)\M' THEN 'house'
    ELSE 'other'
  END FROM folded
);--> statement-breakpoint
-- A description with what it says is absent taken out: "no parking", "sin piscina", "pas de
-- jardin", "no pets allowed", "doesn't have a garage", "no tiene garaje", "n'a pas de balcon",
-- "pas d'ascenseur". The negation, an article, one word and an "of the sea" tail.
-- Linear: each pattern is one alternation of literal words with single-run quantifiers.
CREATE FUNCTION casabot_strip_negations(description text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
  regexp_replace(
    -- "à deux pas de la plage" is near the beach: its "pas de" is steps, not a negation.
    regexp_replace(coalesce(description, ''), '\m(deux|trois|quelques|cinq|dix|[0-9]+)\s+pas\M', '\1 steps', 'gi'),
    '(\m(no|not|without|sin|sans|ni|pas de|pas des|no tiene|no tienen|no hay|no cuenta con|no dispone de|doesn[''’]?t have|does not have|don[''’]?t have|do not have|has no|have no|isn[''’]?t|is not|n[''’]a pas de|n[''’]ont pas de|n[''’]y a pas de|il n[''’]y a pas de|aucune?)\M\s+|\m(pas|n[''’]a pas|n[''’]y a pas)\s+d[''’]\s*)((a|an|any|the|un|una|el|la|los|las|le|les|de|du|des|d[''’])\s+)?[[:alpha:]]+(\s+(al|a la|de|del|de la|du|des|sur|sur la|on|on the|to|to the|of|of the)\s+[[:alpha:]]+)?',
    ' ',
    'gi'
  );--> statement-breakpoint
-- What full-text search reads: the description (negations out), the type, the address, the area,
-- the city and the ExtensionColumn pairs whose value is not a "no".
CREATE FUNCTION casabot_listing_document(description text, property_type text, address text, location text, city text, extension jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
  concat_ws(' ', casabot_strip_negations(description), property_type, address, location, city, (
    SELECT string_agg(concat_ws(' ', pair ->> 'Key', pair ->> 'value'), ' . ')
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(extension) = 'array' THEN extension ELSE '[]'::jsonb END) AS pair
    WHERE jsonb_typeof(pair) = 'object' AND casabot_fold(btrim(pair ->> 'value')) !~ '^(no|none|false|non|n/a|ninguno|ninguna|aucun|aucune|0)?$'
  ));--> statement-breakpoint
-- One phrase of a feature or of a visitor's words as a text query in one configuration. A phrase
-- of several words that the configuration's stop words leave with one word ("on the water",
-- "una planta", "a/c") would match far too much: it matches nothing instead.
CREATE FUNCTION casabot_phrase_query(config regconfig, phrase text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN (
  WITH parsed AS (SELECT phraseto_tsquery(config, phrase) AS q, btrim(phrase) ~ '[^[:alnum:]][[:alnum:]]' AS several)
  SELECT CASE WHEN several AND numnode(q) < 3 THEN ''::tsquery ELSE q END FROM parsed
);--> statement-breakpoint
CREATE FUNCTION casabot_search_vector(description text, property_type text, address text, location text, city text, extension jsonb) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN (
  WITH doc AS (SELECT left(casabot_listing_document(description, property_type, address, location, city, extension), 100000) AS d)
  SELECT to_tsvector('casabot_en'::regconfig, d) || to_tsvector('casabot_es'::regconfig, d) || to_tsvector('casabot_fr'::regconfig, d) FROM doc
);--> statement-breakpoint
ALTER TYPE "public"."listing_status" ADD VALUE 'Pending';--> statement-breakpoint
ALTER TYPE "public"."listing_status" ADD VALUE 'ComingSoon';--> statement-breakpoint
ALTER TYPE "public"."listing_status" ADD VALUE 'OffMarket';--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "property_kind" text GENERATED ALWAYS AS (casabot_property_kind(property_type)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (casabot_search_vector(description, property_type, address, location, city, extension_column)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_search_vector_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "listings_address_trgm_idx" ON "listings" USING gin (casabot_fold("address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_chatbot_recent_idx" ON "listings" USING btree ("chatbot_id","days_on_market","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_chatbot_kind_idx" ON "listings" USING btree ("chatbot_id","property_kind","days_on_market","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_chatbot_address_idx" ON "listings" USING btree ("chatbot_id",casabot_fold("address") text_pattern_ops);--> statement-breakpoint
-- Counts of everything available or for sale or rent, with no other filter, read this narrow one.
CREATE INDEX "listings_chatbot_status_sale_idx" ON "listings" USING btree ("chatbot_id","status","sale_type");--> statement-breakpoint
-- The same for searches of a whole chatbot (no city): by status (available is three values) and kind.
CREATE INDEX "listings_chatbot_status_idx" ON "listings" USING btree ("chatbot_id","status","property_kind","sale_type","bedrooms")
  INCLUDE ("bathrooms","sale_price","rent_price","building_area","lot_area","area_unit","year_built","parking_spots","hoa_month","days_on_market","currency_symbol","tours","city_key","id");--> statement-breakpoint
-- The concierge's counts and its choice of a page read this index alone (index-only scans):
-- every filter but words and features, and every sort, is in it.
CREATE INDEX "listings_concierge_idx" ON "listings" USING btree ("chatbot_id","city_key","status","sale_type","property_kind","bedrooms")
  INCLUDE ("bathrooms","sale_price","rent_price","building_area","lot_area","area_unit","year_built","parking_spots","hoa_month","days_on_market","currency_symbol","tours","id");--> statement-breakpoint
-- "The newest built" and "the biggest": the two superlatives over a whole chatbot that no filter
-- narrows, read in order (the expressions are the ones lib/ai/concierge/search-conditions.ts sorts by).
CREATE INDEX "listings_chatbot_year_built_idx" ON "listings" USING btree ("chatbot_id", (nullif("year_built", 0)) DESC NULLS LAST, "id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_chatbot_area_idx" ON "listings" USING btree ("chatbot_id", (nullif((case when "area_unit" = 'Square Meters' then "building_area" * 10.7639 else "building_area" end), 0)) DESC NULLS LAST, "id" DESC NULLS LAST);
