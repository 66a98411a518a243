CREATE TYPE "public"."website_proof" AS ENUM('meta_tag', 'dns_txt');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('new_follower', 'board_invite', 'board_invite_accepted');--> statement-breakpoint
CREATE TABLE "website_claims" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"user_id" bigint NOT NULL,
	"domain" text NOT NULL,
	"home_page" text NOT NULL,
	"token" text NOT NULL,
	"verified_at" timestamp (3) with time zone,
	"verified_by" "website_proof",
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY DEFAULT next_id() NOT NULL,
	"recipient_id" bigint NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"actor_id" bigint NOT NULL,
	"board_id" bigint,
	"invite_id" bigint,
	"read_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "follows_followee_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "follower_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "following_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "website_claims" ADD CONSTRAINT "website_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_invite_id_board_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."board_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "website_claims_user_domain_idx" ON "website_claims" USING btree ("user_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "website_claims_verified_domain_idx" ON "website_claims" USING btree ("domain") WHERE "website_claims"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_new_follower_once_idx" ON "notifications" USING btree ("recipient_id","actor_id") WHERE "notifications"."kind" = 'new_follower';--> statement-breakpoint
CREATE INDEX "follows_followee_created_idx" ON "follows" USING btree ("followee_id","created_at","follower_id");--> statement-breakpoint
CREATE INDEX "follows_follower_created_idx" ON "follows" USING btree ("follower_id","created_at","followee_id");--> statement-breakpoint
-- Nothing could follow itself before this migration, but the check must hold for old rows.
DELETE FROM "follows" WHERE "follower_id" = "followee_id";--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_not_self_chk" CHECK ("follows"."follower_id" <> "follows"."followee_id");--> statement-breakpoint
-- The counts of the follows already stored (demo data).
UPDATE "users" SET "follower_count" = c.n
  FROM (SELECT "followee_id" AS id, count(*)::int AS n FROM "follows" GROUP BY 1) c
  WHERE "users"."id" = c.id;--> statement-breakpoint
UPDATE "users" SET "following_count" = c.n
  FROM (SELECT "follower_id" AS id, count(*)::int AS n FROM "follows" GROUP BY 1) c
  WHERE "users"."id" = c.id;--> statement-breakpoint
-- follower_count and following_count follow the rows (D-031). The trigger fires only for a
-- row really inserted or deleted: INSERT ... ON CONFLICT DO NOTHING on a follow that exists,
-- or a DELETE that finds nothing (also when a concurrent unfollow deleted it first), fires
-- nothing, so following twice or unfollowing twice never counts twice. Each UPDATE re-reads
-- the row it locks, so concurrent follows of one person add up exactly. The two people's
-- rows are locked lower id first, so A following B while B follows A cannot deadlock.
CREATE FUNCTION follows_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  follower bigint;
  followee bigint;
  delta integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    follower := NEW.follower_id; followee := NEW.followee_id; delta := 1;
  ELSE
    follower := OLD.follower_id; followee := OLD.followee_id; delta := -1;
  END IF;
  UPDATE users SET
    follower_count = follower_count + CASE WHEN id = followee THEN delta ELSE 0 END,
    following_count = following_count + CASE WHEN id = follower THEN delta ELSE 0 END
  WHERE id = LEAST(follower, followee);
  UPDATE users SET
    follower_count = follower_count + CASE WHEN id = followee THEN delta ELSE 0 END,
    following_count = following_count + CASE WHEN id = follower THEN delta ELSE 0 END
  WHERE id = GREATEST(follower, followee);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER follows_count AFTER INSERT OR DELETE ON follows
FOR EACH ROW EXECUTE FUNCTION follows_count_trigger();
