CREATE TABLE "feed_celebrities" (
	"creator_id" bigint PRIMARY KEY NOT NULL,
	"leaving_since" timestamp (6) with time zone
);
--> statement-breakpoint
ALTER TABLE "feed_celebrities" ADD CONSTRAINT "feed_celebrities_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;