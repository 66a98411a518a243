import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { afterBookmark, type PageRequest } from "../platform/db/keyset.ts";

// The SQL of following: the follow rows (their counts follow by trigger, migration 0009),
// who may be followed, the viewer's follow state and the followers/following lists.

const { businessProfiles, follows, images, users, websiteClaims } = schema;

/** SQL: the user may be followed and listed — not suspended or deactivated (D-031). */
export function listableSql(state: PgColumn = users.state): SQL {
  return sql`${state} not in ('suspended', 'deactivated')`;
}

/** SQL: the viewer follows the user `userId` (false for a logged-out viewer). */
function followedBySql(viewerId: string | null, userId: PgColumn | SQL = users.id): SQL<boolean> {
  if (viewerId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${follows} f where f.follower_id = ${viewerId} and f.followee_id = ${userId})`;
}

/** Of these ids, the users that may be followed: id → true when listable. */
export async function findFollowTargets(db: Executor, ids: string[]): Promise<Map<string, boolean>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, listable: sql<boolean>`${listableSql()}` })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.listable]));
}

/**
 * Follows each of `followeeIds` in one statement; answers the ids newly followed. A follow
 * that exists inserts nothing (and so counts nothing: the trigger fires per inserted row).
 */
export async function insertFollows(
  db: Executor,
  followerId: string,
  followeeIds: string[],
): Promise<string[]> {
  if (followeeIds.length === 0) return [];
  const rows = await db
    .insert(follows)
    .values(followeeIds.map((followeeId) => ({ followerId, followeeId })))
    .onConflictDoNothing()
    .returning({ followeeId: follows.followeeId });
  return rows.map((row) => row.followeeId);
}

/** One follow an import makes, dated as it was where it came from; false when it existed. */
export async function insertImportedFollow(
  db: Executor,
  followerId: string,
  followeeId: string,
  createdAt?: Date,
): Promise<boolean> {
  const rows = await db
    .insert(follows)
    .values({ followerId, followeeId, ...(createdAt ? { createdAt } : {}) })
    .onConflictDoNothing()
    .returning({ followeeId: follows.followeeId });
  return rows.length > 0;
}

/** Unfollows; true when a follow was there to delete. */
export async function deleteFollow(db: Executor, followerId: string, followeeId: string): Promise<boolean> {
  const rows = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .returning({ followeeId: follows.followeeId });
  return rows.length > 0;
}

/** The follower counts of these users and whether the viewer follows each. */
export async function findFollowStates(db: Executor, viewerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, followerCount: users.followerCount, followed: followedBySql(viewerId) })
    .from(users)
    .where(inArray(users.id, ids));
}

/** A listable user by username (case-insensitive): the owner of a followers/following list. */
export async function findListableUser(db: Executor, username: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, listableSql()))
    .limit(1);
  return rows[0];
}

const personColumns = (viewerId: string | null) => ({
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  avatarColorIndex: users.avatarColorIndex,
  avatar: { storageKey: images.storageKey, width: images.width, height: images.height },
  followerCount: users.followerCount,
  followedByViewer: followedBySql(viewerId),
});

/**
 * One page of a followers list (`side` "followers": people following `userId`) or a
 * following list ("following": people `userId` follows), newest follow first, keyset over
 * (follows.created_at, the listed person's id); suspended and deactivated people left out.
 */
export function findFollowPage(
  db: Executor,
  side: "followers" | "following",
  userId: string,
  viewerId: string | null,
  page: PageRequest,
) {
  const [owner, listed] =
    side === "followers"
      ? [follows.followeeId, follows.followerId]
      : [follows.followerId, follows.followeeId];
  return db
    .select({ ...personColumns(viewerId), followedAt: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, listed))
    .leftJoin(images, eq(images.id, users.avatarImageId))
    .where(and(eq(owner, userId), listableSql(), afterBookmark(follows.createdAt, listed, page.bookmark)))
    .orderBy(desc(follows.createdAt), desc(listed))
    .limit(page.pageSize + 1);
}

/** A person in a list, with their avatar, follower count and the viewer's follow state. */
export type FollowPersonRow = Awaited<ReturnType<typeof findFollowPage>>[number];

/**
 * Creator-card facts (FOLLOW-022) of listable users: the person, their follower count, the
 * viewer's follow state, whether they are a business, and the domain they verified.
 */
export async function findCreatorRows(db: Executor, ids: string[], viewerId: string | null) {
  if (ids.length === 0) return [];
  return db
    .select({
      ...personColumns(viewerId),
      isBusiness: sql<boolean>`exists (select 1 from ${businessProfiles} b where b.user_id = ${users.id})`,
      verifiedDomain: sql<string | null>`(select w.domain from ${websiteClaims} w
        where w.user_id = ${users.id} and w.verified_at is not null
        order by w.verified_at desc limit 1)`,
    })
    .from(users)
    .leftJoin(images, eq(images.id, users.avatarImageId))
    .where(and(inArray(users.id, ids), listableSql()));
}

/** A creator-card row. */
export type CreatorRow = Awaited<ReturnType<typeof findCreatorRows>>[number];
