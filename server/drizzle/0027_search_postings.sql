-- Search's impact-ordered postings and vocabulary (D-072). The tables are filled before
-- their indexes are built (one sort per index instead of 10M+ index inserts), so the
-- primary key and the indexes come after the backfill.
CREATE TABLE "search_postings" (
	"term" text NOT NULL,
	"pin_id" bigint NOT NULL,
	"static_rank" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"term" text NOT NULL
);
--> statement-breakpoint
-- A pin's static rank: the cheap score of D-066, ln(1 + saves) / 2 plus one point per 90
-- days of age. Its order is the order of the decayed score at any moment (the log of an
-- exponential decay is linear in time), so it never needs re-scoring; saves change it.
CREATE FUNCTION search_static_rank(save_count integer, created_at timestamptz)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ln(1 + $1) / 2 + extract(epoch from $2)::float8 / 7776000
$$;
--> statement-breakpoint
-- A search document's terms: the lexemes of the 'simple' tsvector the word-prefix index
-- reads (folded; a run of an unspaced script such as Japanese is one lexeme).
CREATE FUNCTION search_doc_terms(doc text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT tsvector_to_array(to_tsvector('simple', $1))
$$;
--> statement-breakpoint
CREATE FUNCTION search_postings_insert_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_postings (term, pin_id, static_rank)
    SELECT t.term, n.id, search_static_rank(n.save_count, n.created_at)
    FROM new_pins n CROSS JOIN LATERAL unnest(search_doc_terms(n.search_doc)) AS t(term);
  -- In one order, so two saves bringing the same new words cannot deadlock.
  INSERT INTO search_vocabulary (term)
    SELECT DISTINCT t.term FROM new_pins n CROSS JOIN LATERAL unnest(search_doc_terms(n.search_doc)) AS t(term)
    ORDER BY t.term
    ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_postings_insert AFTER INSERT ON pins
REFERENCING NEW TABLE AS new_pins FOR EACH STATEMENT EXECUTE FUNCTION search_postings_insert_trigger();
--> statement-breakpoint
CREATE FUNCTION search_postings_delete_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings WHERE pin_id IN (SELECT id FROM old_pins);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_postings_delete AFTER DELETE ON pins
REFERENCING OLD TABLE AS old_pins FOR EACH STATEMENT EXECUTE FUNCTION search_postings_delete_trigger();
--> statement-breakpoint
-- A pin's words changed (its text, or its board's name through boards_search_doc): its
-- postings are rewritten; its saves changed: its handful of postings take the new rank.
CREATE FUNCTION search_postings_update_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.search_doc IS DISTINCT FROM NEW.search_doc THEN
    DELETE FROM search_postings WHERE pin_id = NEW.id;
    INSERT INTO search_postings (term, pin_id, static_rank)
      SELECT t.term, NEW.id, search_static_rank(NEW.save_count, NEW.created_at)
      FROM unnest(search_doc_terms(NEW.search_doc)) AS t(term);
    INSERT INTO search_vocabulary (term)
      SELECT t.term FROM unnest(search_doc_terms(NEW.search_doc)) AS t(term)
      ORDER BY t.term
      ON CONFLICT (term) DO NOTHING;
  ELSE
    UPDATE search_postings SET static_rank = search_static_rank(NEW.save_count, NEW.created_at)
      WHERE pin_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_postings_update AFTER UPDATE ON pins
FOR EACH ROW WHEN (OLD.search_doc IS DISTINCT FROM NEW.search_doc
  OR OLD.save_count IS DISTINCT FROM NEW.save_count OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION search_postings_update_trigger();
--> statement-breakpoint
-- The pins already stored.
INSERT INTO search_postings (term, pin_id, static_rank)
  SELECT t.term, p.id, search_static_rank(p.save_count, p.created_at)
  FROM pins p CROSS JOIN LATERAL unnest(search_doc_terms(p.search_doc)) AS t(term);
--> statement-breakpoint
INSERT INTO search_vocabulary (term) SELECT DISTINCT term FROM search_postings;
--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_pin_id_term_pk" PRIMARY KEY("pin_id","term");--> statement-breakpoint
ALTER TABLE "search_vocabulary" ADD PRIMARY KEY ("term");--> statement-breakpoint
CREATE INDEX "search_postings_walk_idx" ON "search_postings" USING btree ("term","static_rank" DESC NULLS LAST,"pin_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_vocabulary_prefix_idx" ON "search_vocabulary" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("term" gin_trgm_ops);
