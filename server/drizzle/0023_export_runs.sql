CREATE TYPE "public"."export_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "export_runs" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"owner_id" bigint NOT NULL,
	"status" "export_status" DEFAULT 'queued' NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"size_bytes" bigint,
	"error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone,
	"expires_at" timestamp (3) with time zone,
	CONSTRAINT "export_runs_progress_check" CHECK ("export_runs"."progress_done" >= 0 and "export_runs"."progress_total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "export_runs" ADD CONSTRAINT "export_runs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_runs_owner_created_idx" ON "export_runs" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "export_runs_one_active_idx" ON "export_runs" USING btree ("owner_id") WHERE "export_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "export_runs_expires_idx" ON "export_runs" USING btree ("expires_at") WHERE "export_runs"."expires_at" is not null;