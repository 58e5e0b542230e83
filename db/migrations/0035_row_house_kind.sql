-- "Maison en rangée" (Québec's row house) is a townhouse, as visitors' "maisons en rangée" is in the concierge's
-- kinds (lib/ai/concierge/kinds.ts): the stored type and the word asked for classify alike
-- (tests/db/concierge-search.test.ts). Listings already stored with such a type are classified again.
CREATE OR REPLACE FUNCTION casabot_property_kind(property_type text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN (
  WITH folded AS (SELECT casabot_fold(property_type) AS t)
  SELECT CASE
    WHEN t ~ '\m(mobile|manufactured|movil|movile|mobil|caravan|trailer|prefab)' THEN 'mobile_home'
    WHEN t ~ '\m(casas? en condominio|casas? pareadas?|town ?houses?|town ?homes?|row ?houses?|row ?homes?|adosad[oa]s?|paread[oa]s?|maisons? de ville|maisons? en rangees?|maisons? mitoyennes?|mitoyennes?|mitoyens?|terraced|brownstones?)\M' THEN 'townhouse'
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
UPDATE "listings" SET "property_type" = "property_type" WHERE "property_kind" IS DISTINCT FROM casabot_property_kind("property_type");
