CREATE TABLE "import_run_items" (
	"run_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"target_id" bigint NOT NULL,
	CONSTRAINT "import_run_items_run_id_kind_target_id_pk" PRIMARY KEY("run_id","kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"owner_id" bigint NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'checking' NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"storage_key" text,
	"input" jsonb,
	"total" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"image_unavailable" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '{"items":[]}'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone,
	"undone_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "image_unavailable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_run_items" ADD CONSTRAINT "import_run_items_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_runs_owner_created_idx" ON "import_runs" USING btree ("owner_id","created_at","id");