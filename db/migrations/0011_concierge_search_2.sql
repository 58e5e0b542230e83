-- The concierge's search, second pass: negations that 0010 missed, in descriptions and in
-- ExtensionColumn values. A value that says no ("No pets", "Not allowed", "Non", "Ninguno",
-- "Interdit", "No permitido") keeps its pair out of the searched document; a key naming a
-- feature with any other value ("Pool: Yes", "Piscina: Sí", "Garage: 2") stays in it.
-- Every function stays IMMUTABLE with linear patterns; search_vector is dropped and added again
-- so that every stored row is computed with the new functions.
DROP INDEX IF EXISTS "listings_search_vector_idx";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN IF EXISTS "search_vector";--> statement-breakpoint
-- True when an ExtensionColumn value says the thing is absent or not allowed (folded, trimmed).
CREATE OR REPLACE FUNCTION casabot_negative_value(value text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN (
  WITH folded AS (SELECT btrim(casabot_fold(value)) AS v)
  SELECT v = ''
    OR v ~ '^(no|not|none|non|nope|n/a|na|never|nothing|nil|false|0|ninguno|ninguna|ningun|nada|nunca|sin|sans|pas|aucun|aucune|aucuns|aucunes|jamais|rien|prohibido|prohibida|prohibidos|prohibidas|interdit|interdite|interdits|interdites|forbidden|prohibited|excluded|unavailable)(\M|$)'
    OR v ~ '(not allowed|not permitted|not included|not available|not accepted|no permitid|no se permit|no se admit|no admitid|no aceptad|no incluid|no disponible|non autoris|non admis|non accept|non inclus|non disponible|non permis|interdit|prohibid|forbidden|no se acept|pas accept|pas admis|pas autoris)'
  FROM folded
);--> statement-breakpoint
-- 0010's negations, plus: a negation before two words joined by "or"/"ni"/"ou" ("no pets or
-- smoking", "pas de jardin ou de balcon"), "non-" words ("non-smoking"), and a word followed by
-- what forbids or excludes it ("pets not allowed", "mascotas no permitidas", "animaux interdits",
-- "parking not included"), and the verbs between a negation and the feature ("no se admiten mascotas",
-- "no incluye garaje", "prohibido fumar", "doesn't allow pets", "n'accepte pas les animaux").
CREATE OR REPLACE FUNCTION casabot_strip_negations(description text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
  regexp_replace(
    regexp_replace(
      regexp_replace(
        -- "à deux pas de la plage" is near the beach: its "pas de" is steps, not a negation.
        regexp_replace(coalesce(description, ''), '\m(deux|trois|quelques|cinq|dix|[0-9]+)\s+pas\M', '\1 steps', 'gi'),
        '\m[[:alpha:]]+(\s+(are|is|es|son|est|sont))?\s+(not allowed|not permitted|not included|not accepted|prohibited|forbidden|no permitid[oa]s?|no admitid[oa]s?|no aceptad[oa]s?|no incluid[oa]s?|prohibid[oa]s?|interdits?|interdites?|non admis|non acceptes?|non acceptés?|non autorises?|non autorisés?|non inclus|non compris|ne sont pas acceptes?|ne sont pas acceptés?|ne sont pas admis|ne sont pas autorises?|ne sont pas autorisés?|pas acceptes?|pas acceptés?|pas admis|no se admiten|no se aceptan|no se permiten)\M',
        ' ',
        'gi'
      ),
      '\mnon-[[:alpha:]]+',
      ' ',
      'gi'
    ),
    '(\m(no se admiten|no se aceptan|no se permiten|no admite|no admiten|no acepta|no aceptan|no permite|no permiten|no incluye|no incluyen|prohibid[oa]s?|does not allow|doesn[''’]?t allow|do not allow|don[''’]?t allow|not allowing|n[''’]accepte pas|n[''’]acceptent pas|n[''’]admet pas|interdits? aux|interdites? aux|no|not|without|sin|sans|ni|pas de|pas des|no tiene|no tienen|no hay|no cuenta con|no dispone de|doesn[''’]?t have|does not have|don[''’]?t have|do not have|has no|have no|isn[''’]?t|is not|n[''’]a pas de|n[''’]ont pas de|n[''’]y a pas de|il n[''’]y a pas de|aucune?)\M\s+|\m(pas|n[''’]a pas|n[''’]y a pas)\s+d[''’]\s*)((a|an|any|the|un|una|el|la|los|las|le|les|de|du|des|d[''’])\s+)?[[:alpha:]]+(\s+(al|a la|de|del|de la|du|des|sur|sur la|on|on the|to|to the|of|of the)\s+[[:alpha:]]+)?(\s+(or|nor|ou)\s+((a|an|any|un|una|de|du|des|d[''’])\s*)?[[:alpha:]]+)?',
    ' ',
    'gi'
  );--> statement-breakpoint
-- What full-text search reads: the description (negations out), the type, the address, the area,
-- the city and the ExtensionColumn pairs whose value does not say no (casabot_negative_value).
CREATE OR REPLACE FUNCTION casabot_listing_document(description text, property_type text, address text, location text, city text, extension jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
  concat_ws(' ', casabot_strip_negations(description), property_type, address, location, city, (
    SELECT string_agg(concat_ws(' ', pair ->> 'Key', pair ->> 'value'), ' . ')
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(extension) = 'array' THEN extension ELSE '[]'::jsonb END) AS pair
    WHERE jsonb_typeof(pair) = 'object' AND NOT casabot_negative_value(pair ->> 'value')
  ));--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (casabot_search_vector(description, property_type, address, location, city, extension_column)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_search_vector_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
-- Latin American stored types (the Spanish engineer's request): "Casa en condominio" and "Casa
-- pareada" are townhouses, "Dpto", "Apto", "Apartaestudio", "Pisito" apartments, "Casita", "Casona"
-- houses. property_kind is dropped (with its indexes) and added again so every row is classified anew.
DROP INDEX IF EXISTS "listings_chatbot_kind_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_chatbot_status_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_concierge_idx";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN IF EXISTS "property_kind";--> statement-breakpoint
CREATE OR REPLACE FUNCTION casabot_property_kind(property_type text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN (
  WITH folded AS (SELECT casabot_fold(property_type) AS t)
  SELECT CASE
    WHEN t ~ '\m(mobile|manufactured|movil|movile|mobil|caravan|trailer|prefab)' THEN 'mobile_home'
    WHEN t ~ '\m(casas? en condominio|casas? pareadas?|town ?houses?|town ?homes?|row ?houses?|row ?homes?|adosad[oa]s?|paread[oa]s?|maisons? de ville|maisons? mitoyennes?|mitoyennes?|mitoyens?|terraced)\M' THEN 'townhouse'
    WHEN t ~ '\mduplex (apartments?|apartamentos?|appartements?)\M' THEN 'apartment'
    WHEN t ~ '\m(multi[ -]?famil|multifamiliar|duplex|triplex|fourplex|quadplex|4-?plex|plex\M|immeubles? de rapport|immeuble|edificio|apartment building)' THEN 'multi_family'
    WHEN t ~ '\m(condos?|condominiums?|condominios?|coproprietes?|co-?op)\M' THEN 'condo'
    WHEN t ~ '\m(apartments?|apartamentos?|departamentos?|appartements?|apparts?|apts?|aptos?|dptos?|apartaestudios?|departamentitos?|pisitos?|flats?|pisos?|studios?|studettes?|estudios?|lofts?|penthouses?|aticos?|buhardillas?|depas?|deptos?|monoambientes?|unit|units|f[1-6]|t[1-6])\M' THEN 'apartment'
    WHEN t ~ '\m(farms?|farmhouses?|ranch|ranches|ranchos?|homesteads?|fincas?|fermes?|haciendas?|cortijos?|masias?|domaines?|agricultural|agricoles?|granjas?)\M' THEN 'farm'
    WHEN t ~ '\m(land|lands|lots?|lotes?|terrenos?|solar|solares|terrains?|parcelas?|parcelles?|acreage|plots?)\M' THEN 'land'
    WHEN t ~ '\m(commercial|comercial|commerce|offices?|oficinas?|bureaux?|retail|locales?|local|locaux|warehouses?|storefronts?|entrepots?|naves?|industrial|shops?|tiendas?|boutiques?)\M' THEN 'commercial'
    WHEN t ~ '\m(houses?|homes?|single|casas?|chalets?|maisons?|villas?|bungalows?|cottages?|detached|pavillons?|unifamiliar|residence|residencia|residencias|casitas?|casonas?|cabins?|cabanas?|vivienda|quintas?|longeres?|bastides?|chaumieres?|mas)\M' THEN 'house'
    ELSE 'other'
  END FROM folded
);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "property_kind" text GENERATED ALWAYS AS (casabot_property_kind(property_type)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_chatbot_kind_idx" ON "listings" USING btree ("chatbot_id","property_kind","days_on_market","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_chatbot_status_idx" ON "listings" USING btree ("chatbot_id","status","property_kind","sale_type","bedrooms")
  INCLUDE ("bathrooms","sale_price","rent_price","building_area","lot_area","area_unit","year_built","parking_spots","hoa_month","days_on_market","currency_symbol","tours","city_key","id");--> statement-breakpoint
CREATE INDEX "listings_concierge_idx" ON "listings" USING btree ("chatbot_id","city_key","status","sale_type","property_kind","bedrooms")
  INCLUDE ("bathrooms","sale_price","rent_price","building_area","lot_area","area_unit","year_built","parking_spots","hoa_month","days_on_market","currency_symbol","tours","id");
--> statement-breakpoint
-- Both columns were rewritten for every row: fresh statistics, so the planner picks the concierge's indexes at once.
ANALYZE "listings";
