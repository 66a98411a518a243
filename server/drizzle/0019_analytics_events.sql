CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"name" text NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"viewer_id" bigint,
	"path" text,
	"traffic_source" text,
	"device_platform" text,
	"login_method" smallint,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_name_time_idx" ON "analytics_events" USING btree ("name","occurred_at");