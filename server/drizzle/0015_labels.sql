ALTER TYPE "public"."notification_kind" ADD VALUE 'sponsorship_request';--> statement-breakpoint
CREATE TABLE "advisories" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"name" text NOT NULL,
	"severity" smallint NOT NULL,
	"advisory_type" text NOT NULL,
	"resource_country" text,
	"notices" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisories_name_unique" UNIQUE("name"),
	CONSTRAINT "advisories_severity_chk" CHECK ("advisories"."severity" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "advisory_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"advisory_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pin_disclosures" (
	"pin_id" bigint PRIMARY KEY NOT NULL,
	"sponsor_id" bigint,
	"sponsorship_status" smallint,
	"affiliate_link" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pin_disclosures_status_chk" CHECK ("pin_disclosures"."sponsorship_status" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "sensitive_pins" (
	"pin_id" bigint PRIMARY KEY NOT NULL,
	"advisory_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "pin_id" bigint;--> statement-breakpoint
ALTER TABLE "advisory_terms" ADD CONSTRAINT "advisory_terms_advisory_id_advisories_id_fk" FOREIGN KEY ("advisory_id") REFERENCES "public"."advisories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_disclosures" ADD CONSTRAINT "pin_disclosures_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_disclosures" ADD CONSTRAINT "pin_disclosures_sponsor_id_users_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_pins" ADD CONSTRAINT "sensitive_pins_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_pins" ADD CONSTRAINT "sensitive_pins_advisory_id_advisories_id_fk" FOREIGN KEY ("advisory_id") REFERENCES "public"."advisories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pin_disclosures_sponsor_idx" ON "pin_disclosures" USING btree ("sponsor_id") WHERE "pin_disclosures"."sponsor_id" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_pin_idx" ON "notifications" USING btree ("pin_id") WHERE "notifications"."pin_id" is not null;