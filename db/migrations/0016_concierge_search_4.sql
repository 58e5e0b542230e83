-- Small flats in one word and land in Spanish: a Peruvian "minidepartamento", a "miniapartamento", a
-- "microstudio" are apartments (the apartment pattern takes an optional "mini"/"micro" prefix), and
-- "tierras" are land. The function is replaced and only the rows whose kind changes are written again;
-- the patterns stay linear and the function IMMUTABLE.
CREATE OR REPLACE FUNCTION casabot_property_kind(property_type text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN (
  WITH folded AS (SELECT casabot_fold(property_type) AS t)
  SELECT CASE
    WHEN t ~ '\m(mobile|manufactured|movil|movile|mobil|caravan|trailer|prefab)' THEN 'mobile_home'
    WHEN t ~ '\m(casas? en condominio|casas? pareadas?|town ?houses?|town ?homes?|row ?houses?|row ?homes?|adosad[oa]s?|paread[oa]s?|maisons? de ville|maisons? mitoyennes?|mitoyennes?|mitoyens?|terraced|brownstones?)\M' THEN 'townhouse'
    WHEN t ~ '\mduplex (apartments?|apartamentos?|appartements?)\M' THEN 'apartment'
    WHEN t ~ '\m(multi[ -]?famil|multifamiliar|duplex|triplex|fourplex|quadplex|cuadruplex|4-?plex|plex\M|immeubles? de rapport|immeuble|edificio|apartment building|double shotguns?|shotgun doubles?|(two|three|2|3)[ -]?family|bifamiliar(es)?|plurifamiliales?)' THEN 'multi_family'
    WHEN t ~ '\m(condos?|condominiums?|condominios?|coproprietes?|co-?op|ppe|proprietes? par etages?)\M' THEN 'condo'
    WHEN t ~ '\m(mini|micro)?-?(apartments?|apartamentos?|departamentos?|appartements?|apparts?|apts?|aptos?|dptos?|apartaestudios?|departamentitos?|pisitos?|flats?|pisos?|studios?|studettes?|estudios?|lofts?|penthouses?|aticos?|attiques?|buhardillas?|depas?|deptos?|monoambientes?|garconnieres?|maisonettes?|unit|units|f[1-6]|t[1-6])\M' THEN 'apartment'
    WHEN t ~ '\m(farms?|farmhouses?|ranch|ranches|ranchos?|homesteads?|fincas?|caserios?|alquerias?|fermes?|fermettes?|haciendas?|cortijos?|masias?|domaines?|agricultural|agricoles?|granjas?|chacras?|estancias?)\M' THEN 'farm'
    WHEN t ~ '\m(land|lands|lots?|lotes?|terrenos?|tierras?|solar|solares|terrains?|parcelas?|parcelles?|acreage|plots?)\M' THEN 'land'
    WHEN t ~ '\m(commercial|comercial|commerce|offices?|oficinas?|bureaux?|retail|locales?|local|locaux|warehouses?|storefronts?|entrepots?|naves?|industrial|shops?|tiendas?|boutiques?)\M' THEN 'commercial'
    WHEN t ~ '\m(houses?|homes?|single|casas?|chalets?|maisons?|villas?|bungalows?|cottages?|detached|pavillons?|unifamiliar|residence|residencia|residencias|casitas?|casonas?|cabins?|cabanas?|vivienda|quintas?|longeres?|bastides?|chaumieres?|mas|echoppes?|ramblers?|craftsman|split[ -]?levels?|colonials?|victorians?|cape cod|a-?frame|campestres?|manoirs?|chateaux?|chalet|mansions?|mansiones?|shotguns?|camelbacks?)\M' THEN 'house'
    ELSE 'other'
  END FROM folded
);--> statement-breakpoint
UPDATE "listings" SET "property_type" = "property_type" WHERE "property_kind" IS DISTINCT FROM casabot_property_kind("property_type");--> statement-breakpoint
-- A negation before a modifier and the feature ("No central AC", "sin ascensor propio",
-- "pas de climatisation centrale"): the negation takes one modifier of a short list between it and the
-- feature, so "No central AC" no longer leaves "AC" in the text. search_vector is dropped and added
-- again so that every stored row is computed anew.
DROP INDEX IF EXISTS "listings_search_vector_idx";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN IF EXISTS "search_vector";--> statement-breakpoint
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
    '(\m(no se admiten|no se aceptan|no se permiten|no admite|no admiten|no acepta|no aceptan|no permite|no permiten|no incluye|no incluyen|prohibid[oa]s?|does not allow|doesn[''’]?t allow|do not allow|don[''’]?t allow|not allowing|n[''’]accepte pas|n[''’]acceptent pas|n[''’]admet pas|interdits? aux|interdites? aux|no|not|without|sin|sans|ni|pas de|pas des|no tiene|no tienen|no hay|no cuenta con|no dispone de|doesn[''’]?t have|does not have|don[''’]?t have|do not have|has no|have no|isn[''’]?t|is not|n[''’]a pas de|n[''’]ont pas de|n[''’]y a pas de|il n[''’]y a pas de|aucune?)\M\s+|\m(pas|n[''’]a pas|n[''’]y a pas)\s+d[''’]\s*)((a|an|any|the|un|una|el|la|los|las|le|les|de|du|des|d[''’])\s+)?((central|centrale|centralise|centralisee|private|privado|privada|prive|privee|propio|propia|propre|dedicated|covered|attached|detached|separate|assigned|off-street|on-site|onsite|in-unit|in-suite|built-in|ducted|forced-air|formal|full|real|working|individual|individuel|individuelle|independiente|independante|techado|techada|couvert|couverte)\s+)?[[:alpha:]]+(\s+(al|a la|de|del|de la|du|des|sur|sur la|on|on the|to|to the|of|of the)\s+[[:alpha:]]+)?(\s+(or|nor|ou)\s+((a|an|any|un|una|de|du|des|d[''’])\s*)?[[:alpha:]]+)?',
    ' ',
    'gi'
  );--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (casabot_search_vector(description, property_type, address, location, city, extension_column)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_search_vector_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
ANALYZE "listings";
