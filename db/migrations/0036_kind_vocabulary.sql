-- The kinds of property leave SQL. Until now casabot_property_kind held the whole vocabulary as
-- regular expressions, rewritten by a migration for every new word (0010, 0011, 0013 to 0016, 0035)
-- and out of step with the concierge's own list (0026). Now the words are data
-- (lexicon/kinds.*.json) that every start writes into casabot_kind_words (db/vocabulary.ts),
-- and a listing's kind is set from them when its PropertyType is written, by a trigger, so every
-- way a listing is written (the API, the dashboard, a sheet, an MLS feed, COPY) classifies alike.
-- A vocabulary change is a new start, not a migration: the rows whose kind changed are classified
-- again then.
CREATE TABLE "casabot_kind_words" (
  "phrase" text NOT NULL,
  "prefix" boolean NOT NULL,
  "kind" text NOT NULL,
  "rank" integer NOT NULL,
  PRIMARY KEY ("phrase", "prefix")
);--> statement-breakpoint
CREATE TABLE "casabot_vocabularies" (
  "name" text PRIMARY KEY NOT NULL,
  "hash" text NOT NULL,
  "written_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A PropertyType's kind: the phrases of up to three words found among its folded words, less
-- those inside a longer phrase found ("mobile home" is no house), and of these the first by rank
-- ("Condo/Townhouse" is a townhouse); 'other' when none. db/lexicon.ts's kindOfType is the same rule.
CREATE OR REPLACE FUNCTION casabot_property_kind(property_type text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE RETURN (
  WITH words AS (
    SELECT word, n FROM unnest(regexp_split_to_array(casabot_fold(left(property_type, 500)), '[^a-z0-9]+')) WITH ORDINALITY AS t(word, n) WHERE word <> ''
  ), grams AS (
    SELECT a.word AS phrase, a.n AS start, 1 AS size FROM words a
    UNION ALL SELECT a.word || ' ' || b.word, a.n, 2 FROM words a JOIN words b ON b.n = a.n + 1
    UNION ALL SELECT a.word || ' ' || b.word || ' ' || c.word, a.n, 3 FROM words a JOIN words b ON b.n = a.n + 1 JOIN words c ON c.n = a.n + 2
  ), found AS (
    SELECT g.start, g.size, k.kind, k.rank FROM grams g JOIN casabot_kind_words k ON k.phrase = g.phrase AND NOT k.prefix
    UNION ALL SELECT w.n, 1, k.kind, k.rank FROM words w JOIN casabot_kind_words k ON k.prefix AND starts_with(w.word, k.phrase)
  )
  SELECT coalesce((
    SELECT f.kind FROM found f
    WHERE NOT EXISTS (SELECT 1 FROM found o WHERE o.size > f.size AND o.start <= f.start AND o.start + o.size >= f.start + f.size)
    ORDER BY f.rank, f.start LIMIT 1
  ), 'other')
);--> statement-breakpoint
-- The stored kinds stay as they are until the first start writes the words and checks them.
ALTER TABLE "listings" ALTER COLUMN "property_kind" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "property_kind" SET DEFAULT 'other';--> statement-breakpoint
-- Each type's kind, once classified: a listing's write reads one row, not the phrases (an MLS feed
-- or a sheet writes thousands of listings of a few types). Emptied when the vocabulary changes.
CREATE TABLE "casabot_type_kinds" (
  "property_type" text PRIMARY KEY NOT NULL,
  "kind" text NOT NULL
);--> statement-breakpoint
CREATE FUNCTION casabot_listing_kind() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  found_kind text;
BEGIN
  IF length(NEW.property_type) > 200 THEN
    NEW.property_kind := casabot_property_kind(NEW.property_type);
    RETURN NEW;
  END IF;
  SELECT kind INTO found_kind FROM casabot_type_kinds WHERE property_type = NEW.property_type;
  IF found_kind IS NULL THEN
    found_kind := casabot_property_kind(NEW.property_type);
    INSERT INTO casabot_type_kinds (property_type, kind) VALUES (NEW.property_type, found_kind) ON CONFLICT DO NOTHING;
  END IF;
  NEW.property_kind := found_kind;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_property_kind BEFORE INSERT OR UPDATE OF property_type ON listings FOR EACH ROW
  EXECUTE FUNCTION casabot_listing_kind();
