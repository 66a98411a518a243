CREATE TYPE "public"."board_layout" AS ENUM('default', 'custom', 'quick_creates');--> statement-breakpoint
CREATE TYPE "public"."board_privacy" AS ENUM('public', 'secret', 'protected');--> statement-breakpoint
CREATE TYPE "public"."pin_created_method" AS ENUM('uploaded', 'pinbuilder', 'scraped', 'button', 'button_external', 'repin', 'seed');--> statement-breakpoint
CREATE TABLE "board_sections" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"board_id" bigint NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"pin_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boards" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"owner_id" bigint NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"privacy" "board_privacy" DEFAULT 'public' NOT NULL,
	"layout" "board_layout" DEFAULT 'default' NOT NULL,
	"cover_image_id" bigint,
	"archived_at" timestamp (3) with time zone,
	"pin_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"dominant_color" text NOT NULL,
	"format" text NOT NULL,
	"bytes" integer NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "pins" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"pinner_id" bigint NOT NULL,
	"board_id" bigint NOT NULL,
	"section_id" bigint,
	"image_id" bigint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" text,
	"dominant_color" text NOT NULL,
	"created_method" "pin_created_method" NOT NULL,
	"site_type" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" bigint NOT NULL,
	"followee_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"username" text NOT NULL,
	"full_name" text NOT NULL,
	"avatar_image_id" bigint,
	"avatar_color_index" smallint DEFAULT 0 NOT NULL,
	"country" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_sections" ADD CONSTRAINT "board_sections_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_cover_image_id_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pins" ADD CONSTRAINT "pins_pinner_id_users_id_fk" FOREIGN KEY ("pinner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pins" ADD CONSTRAINT "pins_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pins" ADD CONSTRAINT "pins_section_id_board_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."board_sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pins" ADD CONSTRAINT "pins_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_image_id_images_id_fk" FOREIGN KEY ("avatar_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_sections_board_slug_idx" ON "board_sections" USING btree ("board_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "boards_owner_slug_idx" ON "boards" USING btree ("owner_id","slug");--> statement-breakpoint
CREATE INDEX "boards_owner_created_idx" ON "boards" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "images_signature_idx" ON "images" USING btree ("signature");--> statement-breakpoint
CREATE INDEX "pins_created_idx" ON "pins" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pins_board_created_idx" ON "pins" USING btree ("board_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pins_section_created_idx" ON "pins" USING btree ("section_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pins_pinner_created_idx" ON "pins" USING btree ("pinner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "follows_followee_idx" ON "follows" USING btree ("followee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));