-- Search (IMPL-036, D-032). pg_trgm and unaccent exist on PostgreSQL and as PGlite contrib
-- extensions (loaded in platform/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- Lower case without accents, in any script: what search compares. unaccent() is only STABLE
-- (it reads its dictionary by search_path); naming the dictionary and the function's schema
-- makes the result fixed, so the wrapper may be IMMUTABLE and indexed.
CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1))
$$;
--> statement-breakpoint
-- The host of a link without "www." and port, as a pin's search document carries it.
CREATE FUNCTION search_link_domain(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT substring(lower($1) from '^[a-z][a-z0-9+.-]*://(?:[^@/?#]*@)?(?:www\.)?([^/:?#]+)')
$$;
--> statement-breakpoint
-- A pin's search document: title, description (its hashtags included), link domain and board
-- name, folded. Alt text has no column yet; it joins here when it gets one.
CREATE FUNCTION pin_search_doc(title text, description text, link text, board_name text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(search_fold(concat_ws(' ', title, description, search_link_domain(link), board_name)), '')
$$;
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"query" text PRIMARY KEY NOT NULL,
	"search_count" integer DEFAULT 1 NOT NULL,
	"pin_count" integer DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "save_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "search_doc" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_queries_prefix_idx" ON "search_queries" USING btree ("query" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "boards_search_trgm_idx" ON "boards" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "boards_search_prefix_idx" ON "boards" USING btree (search_fold("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "hashtags_tag_prefix_idx" ON "hashtags" USING btree ("tag" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "pins_search_tsv_idx" ON "pins" USING gin (to_tsvector('simple', "search_doc"));--> statement-breakpoint
CREATE INDEX "pins_search_trgm_idx" ON "pins" USING gin ("search_doc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (search_fold("full_name" || ' ' || "username") gin_trgm_ops);
--> statement-breakpoint
-- pins.search_doc follows the pin's words and its board's name (D-032).
CREATE FUNCTION pins_search_doc_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_doc := pin_search_doc(NEW.title, NEW.description, NEW.link,
    (SELECT name FROM boards WHERE id = NEW.board_id));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER pins_search_doc BEFORE INSERT OR UPDATE OF title, description, link, board_id ON pins
FOR EACH ROW EXECUTE FUNCTION pins_search_doc_trigger();
--> statement-breakpoint
CREATE FUNCTION boards_search_doc_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pins SET search_doc = pin_search_doc(title, description, link, NEW.name)
  WHERE board_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER boards_search_doc AFTER UPDATE OF name ON boards
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION boards_search_doc_trigger();
--> statement-breakpoint
-- pins.save_count counts the repins of a pin (the "saves" of search's ranking, D-032).
CREATE FUNCTION pins_save_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE pins SET save_count = save_count + 1 WHERE id = NEW.repin_of_id;
  ELSE
    UPDATE pins SET save_count = save_count - 1 WHERE id = OLD.repin_of_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pins_save_count_insert AFTER INSERT ON pins
FOR EACH ROW WHEN (NEW.repin_of_id IS NOT NULL) EXECUTE FUNCTION pins_save_count_trigger();
--> statement-breakpoint
CREATE TRIGGER pins_save_count_delete AFTER DELETE ON pins
FOR EACH ROW WHEN (OLD.repin_of_id IS NOT NULL) EXECUTE FUNCTION pins_save_count_trigger();
--> statement-breakpoint
-- The pins already stored (demo data).
UPDATE pins SET search_doc = pin_search_doc(pins.title, pins.description, pins.link, boards.name)
  FROM boards WHERE boards.id = pins.board_id;--> statement-breakpoint
UPDATE pins SET save_count = c.n
  FROM (SELECT repin_of_id AS id, count(*)::int AS n FROM pins WHERE repin_of_id IS NOT NULL GROUP BY 1) c
  WHERE pins.id = c.id;
