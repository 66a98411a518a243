-- Product data on pins and the shopping filters' indexes (IMPL-036, D-034).
-- The colour filter's palette (core/src/shopping/colors.ts, D-034): a #rrggbb hex takes the
-- name of its nearest reference colour by the "redmean" distance, ties to the earlier
-- reference; not such a hex has no name. server/src/search/color-name.test.ts holds this
-- table and the core's in agreement. IMMUTABLE, so pins.color_name can be a stored column.
CREATE FUNCTION color_name(hex text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ref.name
  FROM (
    SELECT ('x' || substr(lower($1), 2, 2))::bit(8)::int::float8 AS r,
      ('x' || substr(lower($1), 4, 2))::bit(8)::int::float8 AS g,
      ('x' || substr(lower($1), 6, 2))::bit(8)::int::float8 AS b
    WHERE $1 ~* '^#[0-9a-f]{6}$'
  ) AS c,
  (VALUES
    (1, 'red', 211, 47, 47),
    (2, 'red', 255, 0, 0),
    (3, 'red', 139, 0, 0),
    (4, 'red', 244, 160, 156),
    (5, 'orange', 245, 124, 0),
    (6, 'orange', 255, 165, 0),
    (7, 'orange', 255, 204, 153),
    (8, 'orange', 199, 91, 18),
    (9, 'yellow', 251, 192, 45),
    (10, 'yellow', 255, 255, 0),
    (11, 'yellow', 255, 243, 176),
    (12, 'yellow', 201, 168, 0),
    (13, 'green', 56, 142, 60),
    (14, 'green', 0, 255, 0),
    (15, 'green', 165, 214, 167),
    (16, 'green', 85, 107, 47),
    (17, 'green', 27, 94, 32),
    (18, 'teal', 0, 137, 123),
    (19, 'teal', 0, 128, 128),
    (20, 'teal', 128, 203, 196),
    (21, 'teal', 0, 206, 209),
    (22, 'blue', 30, 99, 200),
    (23, 'blue', 0, 0, 255),
    (24, 'blue', 135, 206, 235),
    (25, 'blue', 26, 35, 126),
    (26, 'blue', 70, 130, 180),
    (27, 'purple', 123, 31, 162),
    (28, 'purple', 128, 0, 128),
    (29, 'purple', 200, 162, 200),
    (30, 'purple', 74, 20, 140),
    (31, 'pink', 236, 111, 166),
    (32, 'pink', 255, 192, 203),
    (33, 'pink', 255, 105, 180),
    (34, 'pink', 194, 24, 91),
    (35, 'brown', 121, 80, 50),
    (36, 'brown', 139, 69, 19),
    (37, 'brown', 210, 180, 140),
    (38, 'brown', 62, 39, 35),
    (39, 'black', 20, 20, 20),
    (40, 'gray', 140, 140, 140),
    (41, 'gray', 192, 192, 192),
    (42, 'gray', 80, 80, 80),
    (43, 'white', 245, 245, 245),
    (44, 'white', 255, 255, 255)
  ) AS ref(ord, name, r, g, b)
  ORDER BY (2 + (c.r + ref.r) / 2 / 256) * (c.r - ref.r) ^ 2 + 4 * (c.g - ref.g) ^ 2
    + (2 + (255 - (c.r + ref.r) / 2) / 256) * (c.b - ref.b) ^ 2, ref.ord
  LIMIT 1
$$;
--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "price_minor" bigint;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "price_currency" text;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "on_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "availability" text;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "style" text;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "color_name" text GENERATED ALWAYS AS (color_name(dominant_color)) STORED;--> statement-breakpoint
CREATE INDEX "pins_price_idx" ON "pins" USING btree ("price_currency","price_minor") WHERE "pins"."price_minor" is not null;--> statement-breakpoint
CREATE INDEX "pins_brand_idx" ON "pins" USING btree (search_fold("brand")) WHERE "pins"."brand" is not null;--> statement-breakpoint
CREATE INDEX "pins_color_name_idx" ON "pins" USING btree ("color_name");--> statement-breakpoint
ALTER TABLE "pins" ADD CONSTRAINT "pins_price_check" CHECK (("pins"."price_minor" is null) = ("pins"."price_currency" is null) and "pins"."price_minor" >= 0);