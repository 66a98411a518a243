import { sql } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { queryRows } from "../platform/db/raw.ts";

// The celebrity state of the followed feed (D-069): a `feed_celebrities` row, not the
// follower count, decides whether a creator's pins are fanned out or merged at read time.

const { feedCelebrities, feedViewers, follows, users } = schema;

/** A creator's celebrity state (D-069): none, a celebrity, or leaving since a time. */
export type CelebrityState = { kind: "none" } | { kind: "celebrity" } | { kind: "leaving"; since: string };

/**
 * `creatorId`'s celebrity state, and whether they have more than `threshold` followers (the
 * count a trigger keeps, D-031): one statement, two primary-key probes.
 */
export async function findCelebrityState(
  db: Executor,
  creatorId: string,
  threshold = Number.MAX_SAFE_INTEGER,
): Promise<{ state: CelebrityState; over: boolean }> {
  const [row] = await queryRows<{ celebrity: boolean; since: string | null; over: boolean }>(
    db,
    sql`select c.creator_id is not null as celebrity, c.leaving_since::text as since,
        coalesce(u.follower_count > ${threshold}::bigint, false) as over
      from (select 1) one
      left join ${users} u on u.id = ${creatorId}
      left join ${feedCelebrities} c on c.creator_id = ${creatorId}`,
  );
  const over = row?.over === true;
  if (!row?.celebrity) return { state: { kind: "none" }, over };
  return { state: row.since === null ? { kind: "celebrity" } : { kind: "leaving", since: row.since }, over };
}

/** Makes `creatorId` a celebrity (again): no more fan-out, read at read time. */
export async function markCelebrity(db: Executor, creatorId: string): Promise<void> {
  await db.execute(sql`insert into ${feedCelebrities} (creator_id) values (${creatorId})
    on conflict (creator_id) do update set leaving_since = null`);
}

/**
 * A celebrity back under the threshold: fanned out again from now on, still read at read
 * time until `settleCelebrity`. Answers the mark (a unique time), or null if not a celebrity.
 */
export async function markLeaving(db: Executor, creatorId: string): Promise<string | null> {
  const [row] = await queryRows<{ since: string }>(
    db,
    sql`update ${feedCelebrities} set leaving_since = clock_timestamp()
      where creator_id = ${creatorId} and leaving_since is null
      returning leaving_since::text as since`,
  );
  return row?.since ?? null;
}

/** The followers of `creatorId` whose feed is built (those the settle backfills). */
export async function findBuiltFollowers(db: Executor, creatorId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select f.follower_id::text as id from ${follows} f
      join ${feedViewers} fv on fv.viewer_id = f.follower_id
      where f.followee_id = ${creatorId}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Ends the leaving started at `since`: the row goes, and reads use the creator's entries.
 * Nothing if the creator became a celebrity again meanwhile (or left again, later).
 */
export async function clearLeaving(db: Executor, creatorId: string, since: string): Promise<void> {
  await db.execute(sql`delete from ${feedCelebrities}
    where creator_id = ${creatorId} and leaving_since = ${since}::timestamptz`);
}
