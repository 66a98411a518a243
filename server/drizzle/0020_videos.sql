CREATE TABLE "videos" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"owner_id" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"container" text NOT NULL,
	"video_codec" text NOT NULL,
	"audio_codec" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"bytes" integer NOT NULL,
	"signature" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"poster_image_id" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "frames" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "video_id" bigint;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_poster_image_id_images_id_fk" FOREIGN KEY ("poster_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_owner_idx" ON "videos" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "pins" ADD CONSTRAINT "pins_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;