DROP INDEX "boards_owner_created_idx";--> statement-breakpoint
DROP INDEX "pins_created_idx";--> statement-breakpoint
DROP INDEX "pins_board_created_idx";--> statement-breakpoint
DROP INDEX "pins_section_created_idx";--> statement-breakpoint
DROP INDEX "pins_pinner_created_idx";--> statement-breakpoint
CREATE INDEX "boards_owner_created_idx" ON "boards" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pins_created_idx" ON "pins" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pins_board_created_idx" ON "pins" USING btree ("board_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pins_section_created_idx" ON "pins" USING btree ("section_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pins_pinner_created_idx" ON "pins" USING btree ("pinner_id","created_at","id");