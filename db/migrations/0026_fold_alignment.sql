-- casabot_fold's two lists were one letter out of step from "ú" on (the "o"s were eight for seven
-- letters): "ú" became "o", "ñ" "u", "ç" "n", "ý" "c"; so "Dúplex", "Cabaña", "Façade", "Peñasco" never
-- matched what lib/ai/concierge/text.ts's fold makes of the same words. The lists are aligned now, the
-- same 35 letters to 35. The function stays IMMUTABLE: everything stored from it is rebuilt here.
CREATE OR REPLACE FUNCTION casabot_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
  translate(lower(coalesce(value, '')), 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿœæ', 'aaaaaaaeeeeeiiiiiooooooouuuuuncyyoa');--> statement-breakpoint
-- Indexes over the folded text.
REINDEX INDEX "listings_address_trgm_idx";--> statement-breakpoint
REINDEX INDEX "listings_chatbot_address_idx";--> statement-breakpoint
-- The stored kind of a listing whose type holds one of the letters that folded wrong (a
-- generated column is computed again when its row is written).
UPDATE "listings" SET "property_type" = "property_type"
  WHERE lower("property_type") ~ '[úùûüūñçýÿœæ]' AND "property_kind" IS DISTINCT FROM casabot_property_kind("property_type");
