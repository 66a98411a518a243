CREATE TABLE "device_accounts" (
	"group_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"session_id" text NOT NULL,
	"login_method" smallint,
	"added_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"active_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_accounts_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "device_accounts" ADD CONSTRAINT "device_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_accounts" ADD CONSTRAINT "device_accounts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_accounts_session_idx" ON "device_accounts" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "device_accounts_user_idx" ON "device_accounts" USING btree ("user_id");