-- Keeps boards.pin_count and board_sections.pin_count true on every path that writes pins
-- (saves, moves, deletes, bulk seeding), so profile and board lists never count rows.
-- Inserts are counted per statement from the transition table: a bulk insert touches each
-- board row once instead of once per pin (1M seeded pins: 37 s instead of 7.5 min).
CREATE OR REPLACE FUNCTION pins_count_apply(p_board bigint, p_section bigint, delta integer)
RETURNS void LANGUAGE sql AS $$
  UPDATE boards SET pin_count = pin_count + delta WHERE id = p_board;
  UPDATE board_sections SET pin_count = pin_count + delta WHERE id = p_section;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pins_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pins_count_apply(OLD.board_id, OLD.section_id, -1);
  ELSIF NEW.board_id IS DISTINCT FROM OLD.board_id OR NEW.section_id IS DISTINCT FROM OLD.section_id THEN
    PERFORM pins_count_apply(OLD.board_id, OLD.section_id, -1);
    PERFORM pins_count_apply(NEW.board_id, NEW.section_id, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pins_count AFTER DELETE OR UPDATE OF board_id, section_id ON pins
FOR EACH ROW EXECUTE FUNCTION pins_count_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pins_count_insert_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE boards b SET pin_count = b.pin_count + c.n
    FROM (SELECT board_id, count(*)::int AS n FROM new_pins GROUP BY board_id) c
    WHERE b.id = c.board_id;
  UPDATE board_sections s SET pin_count = s.pin_count + c.n
    FROM (SELECT section_id, count(*)::int AS n FROM new_pins WHERE section_id IS NOT NULL GROUP BY section_id) c
    WHERE s.id = c.section_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pins_count_insert AFTER INSERT ON pins REFERENCING NEW TABLE AS new_pins
FOR EACH STATEMENT EXECUTE FUNCTION pins_count_insert_trigger();
