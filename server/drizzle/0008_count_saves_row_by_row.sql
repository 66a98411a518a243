DROP INDEX "pins_section_created_idx";--> statement-breakpoint
CREATE INDEX "pins_section_created_idx" ON "pins" USING btree ("section_id","created_at","id") WHERE "pins"."section_id" is not null;--> statement-breakpoint
-- Saves insert one pin at a time, and counting them through the statement-level trigger of
-- 0002 (a transition table, then two aggregating UPDATEs) was about a sixth of PostgreSQL's
-- work per save. Single rows are now counted row by row: one UPDATE of the board's row by
-- its key, and of the section's when there is one. Bulk loads (the demo seeder) keep the
-- per-statement count, which touches each board once per batch instead of once per pin:
-- they set corkboard.bulk_pin_insert to 'on' for their transaction, and exactly one of the
-- two triggers fires for any insert, so every path still counts every pin once.
CREATE OR REPLACE FUNCTION pins_count_insert_row_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE boards SET pin_count = pin_count + 1 WHERE id = NEW.board_id;
  IF NEW.section_id IS NOT NULL THEN
    UPDATE board_sections SET pin_count = pin_count + 1 WHERE id = NEW.section_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER pins_count_insert ON pins;
--> statement-breakpoint
CREATE TRIGGER pins_count_insert AFTER INSERT ON pins
FOR EACH ROW WHEN (current_setting('corkboard.bulk_pin_insert', true) IS DISTINCT FROM 'on')
EXECUTE FUNCTION pins_count_insert_row_trigger();
--> statement-breakpoint
CREATE TRIGGER pins_count_insert_bulk AFTER INSERT ON pins REFERENCING NEW TABLE AS new_pins
FOR EACH STATEMENT WHEN (current_setting('corkboard.bulk_pin_insert', true) = 'on')
EXECUTE FUNCTION pins_count_insert_trigger();
