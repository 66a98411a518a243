-- Issue 18, what the adversarial probe found. Written by hand: the foreign key below is not
-- in the Drizzle schema, where boards → ads → pins → boards would be an import cycle.

-- Item 1: a board names only an ad account that exists. Ids that never named one (the create
-- accepted any id) are cleared first; the board stays protected (BOARD-034).
UPDATE "boards" SET "advertiser_id" = NULL
WHERE "advertiser_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "advertisers" a WHERE a."id" = "boards"."advertiser_id");
--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_advertiser_id_advertisers_id_fk"
  FOREIGN KEY ("advertiser_id") REFERENCES "advertisers"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "boards_advertiser_idx" ON "boards" ("advertiser_id") WHERE "advertiser_id" IS NOT NULL;
--> statement-breakpoint
-- Item 2: a pin's link is a web address. javascript:, data: and other schemes stored before
-- the write paths refused them are dropped (the pin stays, without a link).
UPDATE "pins" SET "link" = NULL WHERE "link" IS NOT NULL AND "link" !~* '^https?://[^/?#]';
