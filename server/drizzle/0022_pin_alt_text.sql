ALTER TABLE "pins" ADD COLUMN "alt_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The pin's search document takes its alt text (D-032, D-055): the function gains a
-- parameter, the triggers call the new one and fire on alt_text too; the old is dropped.
-- An empty alt text adds nothing, so the documents already stored stay exactly as they are.
CREATE FUNCTION pin_search_doc(title text, description text, alt_text text, link text, board_name text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(search_fold(concat_ws(' ', title, description, nullif(alt_text, ''),
    search_link_domain(link), board_name)), '')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pins_search_doc_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_doc := pin_search_doc(NEW.title, NEW.description, NEW.alt_text, NEW.link,
    (SELECT name FROM boards WHERE id = NEW.board_id));
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER pins_search_doc ON pins;
--> statement-breakpoint
CREATE TRIGGER pins_search_doc BEFORE INSERT OR UPDATE OF title, description, alt_text, link, board_id ON pins
FOR EACH ROW EXECUTE FUNCTION pins_search_doc_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION boards_search_doc_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pins SET search_doc = pin_search_doc(title, description, alt_text, link, NEW.name)
  WHERE board_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION pin_search_doc(text, text, text, text);
