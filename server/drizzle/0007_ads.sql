CREATE TYPE "public"."ad_objective" AS ENUM('CONSIDERATION', 'WEB_CONVERSION', 'CATALOG_SALES');--> statement-breakpoint
CREATE TYPE "public"."ad_status" AS ENUM('ACTIVE', 'PAUSED', 'PENDING_BILLING', 'ARCHIVED');--> statement-breakpoint
CREATE TYPE "public"."advertiser_role" AS ENUM('OWNER', 'ADMIN', 'CAMPAIGN_MANAGER', 'ANALYST');--> statement-breakpoint
CREATE TYPE "public"."billing_event_kind" AS ENUM('PAYMENT_METHOD_ADDED', 'CHARGE');--> statement-breakpoint
CREATE TABLE "ad_daily_metrics" (
	"ad_id" bigint NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"spend_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_daily_metrics_ad_id_day_pk" PRIMARY KEY("ad_id","day")
);
--> statement-breakpoint
CREATE TABLE "ad_groups" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"campaign_id" bigint NOT NULL,
	"advertiser_id" bigint NOT NULL,
	"status" "ad_status" NOT NULL,
	"budget_micros" bigint NOT NULL,
	"targeting_spec" jsonb NOT NULL,
	"auto_targeting_enabled" boolean NOT NULL,
	"conversion_tag_id" bigint,
	"conversion_event" text,
	"product_group_id" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"ad_group_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"advertiser_id" bigint NOT NULL,
	"pin_id" bigint NOT NULL,
	"destination_url" text NOT NULL,
	"status" "ad_status" NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertiser_members" (
	"advertiser_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" "advertiser_role" NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertiser_members_advertiser_id_user_id_pk" PRIMARY KEY("advertiser_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "advertisers" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"advertiser_id" bigint NOT NULL,
	"kind" "billing_event_kind" NOT NULL,
	"description" text NOT NULL,
	"amount_micros" bigint,
	"currency" text NOT NULL,
	"payment_method_id" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_access" (
	"business_user_id" bigint NOT NULL,
	"member_user_id" bigint NOT NULL,
	"role" "advertiser_role" NOT NULL,
	"mfa_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_access_business_user_id_member_user_id_pk" PRIMARY KEY("business_user_id","member_user_id")
);
--> statement-breakpoint
CREATE TABLE "business_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"website_url" text,
	"merchant_id" text,
	"eligible_for_stl_tool" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"advertiser_id" bigint NOT NULL,
	"name" text NOT NULL,
	"objective" "ad_objective" NOT NULL,
	"status" "ad_status" NOT NULL,
	"currency" text NOT NULL,
	"daily_budget_micros" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_ongoing" boolean NOT NULL,
	"duration_days" integer NOT NULL,
	"ads_client_type" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversion_tags" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"advertiser_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"advertiser_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"daily_budget_micros" bigint NOT NULL,
	"max_spend_micros" bigint,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"advertiser_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"advertiser_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_daily_metrics" ADD CONSTRAINT "ad_daily_metrics_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_groups" ADD CONSTRAINT "ad_groups_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_groups" ADD CONSTRAINT "ad_groups_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_groups" ADD CONSTRAINT "ad_groups_conversion_tag_id_conversion_tags_id_fk" FOREIGN KEY ("conversion_tag_id") REFERENCES "public"."conversion_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_groups" ADD CONSTRAINT "ad_groups_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_ad_group_id_ad_groups_id_fk" FOREIGN KEY ("ad_group_id") REFERENCES "public"."ad_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_members" ADD CONSTRAINT "advertiser_members_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_members" ADD CONSTRAINT "advertiser_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_access" ADD CONSTRAINT "business_access_business_user_id_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_access" ADD CONSTRAINT "business_access_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_tags" ADD CONSTRAINT "conversion_tags_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_groups_campaign_idx" ON "ad_groups" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "ads_campaign_idx" ON "ads" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "ads_pin_idx" ON "ads" USING btree ("pin_id");--> statement-breakpoint
CREATE INDEX "advertiser_members_user_idx" ON "advertiser_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "advertisers_owner_idx" ON "advertisers" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "billing_events_advertiser_idx" ON "billing_events" USING btree ("advertiser_id","created_at");--> statement-breakpoint
CREATE INDEX "business_access_member_idx" ON "business_access" USING btree ("member_user_id");--> statement-breakpoint
CREATE INDEX "campaigns_advertiser_created_idx" ON "campaigns" USING btree ("advertiser_id","created_at","id");--> statement-breakpoint
CREATE INDEX "conversion_tags_advertiser_idx" ON "conversion_tags" USING btree ("advertiser_id");--> statement-breakpoint
CREATE INDEX "order_lines_advertiser_idx" ON "order_lines" USING btree ("advertiser_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_methods_advertiser_idx" ON "payment_methods" USING btree ("advertiser_id");--> statement-breakpoint
CREATE INDEX "product_groups_advertiser_idx" ON "product_groups" USING btree ("advertiser_id");