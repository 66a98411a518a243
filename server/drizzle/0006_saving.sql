CREATE TYPE "public"."board_invite_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "board_action_locks" (
	"board_id" bigint PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_collaborators" (
	"board_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_collaborators_board_id_user_id_pk" PRIMARY KEY("board_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "board_invites" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"board_id" bigint NOT NULL,
	"inviter_id" bigint NOT NULL,
	"invitee_user_id" bigint,
	"invitee_email" text,
	"token_hash" text NOT NULL,
	"status" "board_invite_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp (3) with time zone,
	CONSTRAINT "board_invites_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "hashtags" (
	"tag" text PRIMARY KEY NOT NULL,
	"pin_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pin_hashtags" (
	"pin_id" bigint NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "pin_hashtags_pin_id_tag_pk" PRIMARY KEY("pin_id","tag")
);
--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "advertiser_id" bigint;--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "repin_of_id" bigint;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "guid" text;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "claiming_upsells_seen" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "board_action_locks" ADD CONSTRAINT "board_action_locks_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_collaborators" ADD CONSTRAINT "board_collaborators_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_collaborators" ADD CONSTRAINT "board_collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_invites" ADD CONSTRAINT "board_invites_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_invites" ADD CONSTRAINT "board_invites_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_invites" ADD CONSTRAINT "board_invites_invitee_user_id_users_id_fk" FOREIGN KEY ("invitee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_hashtags" ADD CONSTRAINT "pin_hashtags_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_hashtags" ADD CONSTRAINT "pin_hashtags_tag_hashtags_tag_fk" FOREIGN KEY ("tag") REFERENCES "public"."hashtags"("tag") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_collaborators_user_idx" ON "board_collaborators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "board_invites_board_idx" ON "board_invites" USING btree ("board_id");--> statement-breakpoint
CREATE INDEX "board_invites_invitee_idx" ON "board_invites" USING btree ("invitee_user_id");--> statement-breakpoint
CREATE INDEX "pin_hashtags_tag_idx" ON "pin_hashtags" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "pins_pinner_image_idx" ON "pins" USING btree ("pinner_id","image_id");