CREATE TABLE "feed_items" (
	"viewer_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"pin_id" bigint NOT NULL,
	"creator_id" bigint NOT NULL,
	CONSTRAINT "feed_items_viewer_id_created_at_pin_id_pk" PRIMARY KEY("viewer_id","created_at","pin_id")
);
--> statement-breakpoint
CREATE TABLE "feed_viewers" (
	"viewer_id" bigint PRIMARY KEY NOT NULL,
	"horizon_at" timestamp (3) with time zone,
	"horizon_pin_id" bigint,
	"entries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_viewers" ADD CONSTRAINT "feed_viewers_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;