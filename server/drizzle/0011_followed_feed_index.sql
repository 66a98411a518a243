-- The followed feed's index carries each pin's board (D-033): its probe per person followed
-- (the newest listed pin) then reads the index alone, not a pin row per person. Same key
-- columns as before, so every other use of pins_pinner_created_idx is served as it was.
-- Drizzle's schema has no INCLUDE, so this is a custom migration; schema/pins.ts says so.
DROP INDEX IF EXISTS "pins_pinner_created_idx";--> statement-breakpoint
CREATE INDEX "pins_pinner_created_idx" ON "pins" USING btree ("pinner_id","created_at","id") INCLUDE ("board_id");
