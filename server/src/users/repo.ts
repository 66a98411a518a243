import { and, count, eq, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { prepared } from "../platform/db/prepared.ts";

const { follows, images, users } = schema;

/** A user by id, with their avatar image if any. */
export async function findUserById(db: Executor, userId: string): Promise<UserRow | undefined> {
  const query = prepared(db, "username_by_id", (db, name) =>
    db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, sql.placeholder("userId")))
      .limit(1)
      .prepare(name),
  );
  const rows = await query.execute({ userId });
  return rows[0] ? findUserByUsername(db, rows[0].username) : undefined;
}

/** A user by username (case-insensitive), with their avatar image if any. */
export async function findUserByUsername(db: Executor, username: string) {
  const query = prepared(db, "user_by_username", (db, name) =>
    db
      .select({
        id: users.id,
        username: users.username,
        fullName: users.fullName,
        country: users.country,
        avatarColorIndex: users.avatarColorIndex,
        // Kept by the follows trigger (D-031): a profile never counts follow rows.
        followerCount: users.followerCount,
        followingCount: users.followingCount,
        avatar: { storageKey: images.storageKey, width: images.width, height: images.height },
      })
      .from(users)
      .leftJoin(images, eq(images.id, users.avatarImageId))
      .where(sql`lower(${users.username}) = lower(${sql.placeholder("username")})`)
      .limit(1)
      .prepare(name),
  );
  const rows = await query.execute({ username });
  return rows[0];
}

/** Sets the user's chosen language (null: follow the browser). */
export async function updateLocale(db: Executor, userId: string, locale: string | null): Promise<void> {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** A user row with avatar. */
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserByUsername>>>;

/** Whether `followerId` follows `followeeId`. */
export async function isFollowing(db: Executor, followerId: string, followeeId: string) {
  const query = prepared(db, "is_following", (db, name) =>
    db
      .select({ n: count() })
      .from(follows)
      .where(
        and(
          eq(follows.followerId, sql.placeholder("followerId")),
          eq(follows.followeeId, sql.placeholder("followeeId")),
        ),
      )
      .prepare(name),
  );
  const rows = await query.execute({ followerId, followeeId });
  return (rows[0]?.n ?? 0) > 0;
}

/** The settings the post-create upsell reads (PIN-050): seen upsells and the listed website. */
export async function findUpsellSettings(db: Executor, userId: string) {
  const rows = await db
    .select({
      seen: users.claimingUpsellsSeen,
      website: schema.businessProfiles.websiteUrl,
      locale: users.locale,
    })
    .from(users)
    .leftJoin(schema.businessProfiles, eq(schema.businessProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/**
 * What the API's account answer adds to a profile (GET /v5/user_account, D-058): how many
 * pins the user saved, and their business profile's name and website when they have one.
 */
export async function findAccountExtras(db: Executor, userId: string) {
  const { pins, businessProfiles } = schema;
  const [pinCount] = await db.select({ n: count() }).from(pins).where(eq(pins.pinnerId, userId));
  const [business] = await db
    .select({ name: businessProfiles.businessName, websiteUrl: businessProfiles.websiteUrl })
    .from(businessProfiles)
    .where(eq(businessProfiles.userId, userId));
  return { pinCount: pinCount?.n ?? 0, business: business ?? null };
}
