import type { KeysetPosition } from "@corkboard/core/contract";
import { type SQL, sql } from "drizzle-orm";
import { canListBoardSql } from "../boards/index.ts";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { queryRows } from "../platform/db/raw.ts";
import { preparedKeysetPinRows } from "./keyset-pin-rows-repo.ts";

// The materialised followed feed's SQL (D-060): entries in `feed_items`, one per (viewer,
// pin of someone followed), and each viewer's horizon in `feed_viewers`. Every pin of a
// followed person at the horizon or newer has an entry; the read decides what may be shown.

const { boards, feedCelebrities, feedItems, feedViewers, follows, pins, users } = schema;

/** A viewer's materialised state: absent (not built), or built with its horizon. */
export type FeedHorizon = { built: false } | { built: true; horizon: KeysetPosition | null };

/** SQL: the viewer's horizon as a row value (an init plan); no `feed_viewers` row: null, so nothing compares. */
function viewerHorizon(): SQL {
  return sql`(
    select coalesce(fv.horizon_at, '-infinity'::timestamptz), coalesce(fv.horizon_pin_id, 0)
    from ${feedViewers} fv where fv.viewer_id = ${sql.placeholder("viewerId")}
  )`;
}

/**
 * The ids of the viewer's next `limit` pins that may be shown, newest first, at the horizon
 * or newer and after the bookmark: their entries, merged with the pins of the celebrities
 * they follow (D-069), whose entries are left out. Shown: the pin still there, its board
 * listable for the viewer (public and unarchived, or theirs, or one they collaborate on —
 * the board policy's SQL), its creator active and still followed.
 *
 * Entries: a backward walk of the viewer's entries that stops at `limit` shown: the checks
 * are one subquery per entry, which `offset 0` keeps from being pulled up into joins — as
 * joins, the planner (which cannot know how few entries fail them) joined all 1,000 entries
 * and sorted them: 650 ms instead of a few.
 * Celebrities: for each one the viewer follows, at most `limit` of their newest pins, a
 * backward walk of `pins_pinner_created_idx` — D-033's read, over the few people it is kept
 * for. The follow is one primary-key probe per celebrity (`offset 0`: as a join, the
 * planner hashed all of the viewer's follows, 500 of them read on every page).
 */
function entries(after: SQL | null, limit: SQL): SQL {
  const viewer = sql.placeholder("viewerId");
  return sql`(select fi.pin_id from ${feedItems} fi
    where fi.viewer_id = ${viewer}
      ${after === null ? sql`` : sql`and (fi.created_at, fi.pin_id) < ${after}`}
      and (fi.created_at, fi.pin_id) >= ${viewerHorizon()}
      and exists (
        select 1 from ${pins} p
        join ${boards} on ${boards.id} = p.board_id
        join ${users} u on u.id = fi.creator_id
        where p.id = fi.pin_id
          and ${canListBoardSql(viewer)}
          and u.state not in ('suspended', 'deactivated')
          and exists (select 1 from ${follows} f where f.follower_id = fi.viewer_id and f.followee_id = fi.creator_id)
          and not exists (select 1 from ${feedCelebrities} c where c.creator_id = fi.creator_id)
        offset 0
      )
    order by fi.created_at desc, fi.pin_id desc
    limit ${limit})
    union all
    (select cp.id from ${feedCelebrities} c
    cross join lateral (
      select 1 from ${follows} f where f.follower_id = ${viewer} and f.followee_id = c.creator_id offset 0
    ) followed
    join ${users} u on u.id = c.creator_id and u.state not in ('suspended', 'deactivated')
    cross join lateral (
      select p.id from ${pins} p
      join ${boards} on ${boards.id} = p.board_id
      where p.pinner_id = c.creator_id
        ${after === null ? sql`` : sql`and (p.created_at, p.id) < ${after}`}
        and (p.created_at, p.id) >= ${viewerHorizon()}
        and ${canListBoardSql(viewer)}
      order by p.created_at desc, p.id desc
      limit ${limit}
    ) cp)`;
}

/**
 * The viewer's materialised feed: `limit` pin rows after `position` (from the start when
 * null), newest first, in the pins feature's row shape. Nothing when the feed is not built
 * or runs out at the horizon: the caller reads on from there (`findFeedHorizon`).
 */
export const findMaterialisedPins = preparedKeysetPinRows("materialised_feed", entries);

interface HorizonRow {
  horizon_at: string | Date | null;
  horizon_pin_id: string | null;
}

function toPosition(row: HorizonRow): KeysetPosition | null {
  if (row.horizon_at === null || row.horizon_pin_id === null) return null;
  return { createdAt: new Date(row.horizon_at).toISOString(), id: String(row.horizon_pin_id) };
}

/** Whether the viewer's feed is built, and its horizon (null: complete from the beginning). */
export async function findFeedHorizon(db: Executor, viewerId: string): Promise<FeedHorizon> {
  const [row] = await queryRows<HorizonRow>(
    db,
    sql`select horizon_at, horizon_pin_id::text as horizon_pin_id from ${feedViewers} where viewer_id = ${viewerId}`,
  );
  return row ? { built: true, horizon: toPosition(row) } : { built: false };
}

/**
 * Fan-out on write: an entry of the pin for every follower of its pinner whose feed is built
 * and whose horizon the pin reaches, unless the pinner is a celebrity (D-069); counts them. Answers the viewers now holding more than
 * `trimAbove` entries. Idempotent (a retried job inserts nothing twice, counts nothing twice).
 */
export async function fanOutPin(db: Executor, pinId: string, trimAbove: number): Promise<string[]> {
  const rows = await queryRows<{ viewer_id: string }>(
    db,
    sql`with pin as (
        select id, pinner_id, created_at from ${pins} where id = ${pinId}
          -- a celebrity's pins are merged in at read time instead (D-069); one leaving is fanned out again
          and not exists (select 1 from ${feedCelebrities} c where c.creator_id = pinner_id and c.leaving_since is null)
      ), added as (
        insert into ${feedItems} (viewer_id, created_at, pin_id, creator_id)
        select fv.viewer_id, pin.created_at, pin.id, pin.pinner_id
        from pin
        join ${follows} f on f.followee_id = pin.pinner_id
        join ${feedViewers} fv on fv.viewer_id = f.follower_id
        where fv.horizon_at is null or (pin.created_at, pin.id) >= (fv.horizon_at, fv.horizon_pin_id)
        on conflict do nothing
        returning viewer_id
      ), counted as (
        update ${feedViewers} fv set entries = fv.entries + 1
        from added where fv.viewer_id = added.viewer_id
        returning fv.viewer_id, fv.entries
      )
      select viewer_id::text as viewer_id from counted where entries > ${trimAbove}`,
  );
  return rows.map((row) => row.viewer_id);
}

/**
 * The newest `cap` + 1 pins of the people `viewerId` follows (all of them, or only
 * `creatorId`), whatever their board: D-033's bounded merge — one index probe per person
 * for their newest pin, a bound, then only the pins at the bound or newer.
 */
function newestOfFollowed(viewerId: string, creatorId: string | null, cap: number): SQL {
  const people =
    creatorId === null
      ? sql`select followee_id as id from ${follows} where follower_id = ${viewerId}`
      : sql`select followee_id as id from ${follows} where follower_id = ${viewerId} and followee_id = ${creatorId}`;
  return sql`with followed as materialized (${people}),
    newest as materialized (
      select fo.id as pinner_id, np.created_at from followed fo
      cross join lateral (
        select p.created_at from ${pins} p where p.pinner_id = fo.id
        order by p.created_at desc, p.id desc limit 1
      ) np
    ), bound as (
      select coalesce(
        (select created_at from newest order by created_at desc offset ${cap} limit 1),
        '-infinity'::timestamptz
      ) as created_at
    )
    select fp.id, fp.created_at, fp.pinner_id from newest n
    cross join bound
    cross join lateral (
      select p.id, p.created_at, p.pinner_id from ${pins} p
      where p.pinner_id = n.pinner_id and p.created_at >= bound.created_at
      order by p.created_at desc, p.id desc
      limit ${cap + 1}
    ) fp
    where n.created_at >= bound.created_at
    order by fp.created_at desc, fp.id desc
    limit ${cap + 1}`;
}

interface FillResult {
  /** Candidates found, up to cap + 1: more than `cap` means older pins were left out. */
  found: number;
  /** The oldest candidate kept (the cap-th), when more than `cap` were found. */
  cut: KeysetPosition | null;
}

/**
 * Writes entries for the newest `cap` pins of the people followed (or of `creatorId` alone)
 * at the viewer's horizon or newer; counts those really added.
 */
async function fill(
  db: Executor,
  viewerId: string,
  creatorId: string | null,
  cap: number,
): Promise<FillResult> {
  const [row] = await queryRows<{ found: number; cut_at: string | Date | null; cut_id: string | null }>(
    db,
    sql`with candidates as materialized (${newestOfFollowed(viewerId, creatorId, cap)}),
      kept as (
        select c.* from candidates c
        join ${feedViewers} fv on fv.viewer_id = ${viewerId}
        where fv.horizon_at is null or (c.created_at, c.id) >= (fv.horizon_at, fv.horizon_pin_id)
        order by c.created_at desc, c.id desc limit ${cap}
      ), added as (
        insert into ${feedItems} (viewer_id, created_at, pin_id, creator_id)
        select ${viewerId}, created_at, id, pinner_id from kept
        on conflict do nothing
        returning 1
      ), counted as (
        update ${feedViewers} set entries = entries + (select count(*) from added)
        where viewer_id = ${viewerId}
        returning 1
      )
      select (select count(*) from candidates)::int as found,
        (select created_at from candidates order by created_at desc, id desc offset ${cap - 1} limit 1) as cut_at,
        (select id::text from candidates order by created_at desc, id desc offset ${cap - 1} limit 1) as cut_id,
        (select count(*) from counted)::int as counted`,
  );
  const found = Number(row?.found ?? 0);
  const cut =
    found > cap && row?.cut_at && row.cut_id
      ? { createdAt: new Date(row.cut_at).toISOString(), id: row.cut_id }
      : null;
  return { found, cut };
}

/** Raises the viewer's horizon to `to` (never lowers it) and drops the entries below it. */
async function raiseHorizon(db: Executor, viewerId: string, to: KeysetPosition): Promise<void> {
  await db.execute(sql`with raised as (
      update ${feedViewers} set horizon_at = ${to.createdAt}::timestamptz, horizon_pin_id = ${to.id}::bigint
      where viewer_id = ${viewerId}
        and (horizon_at is null or (horizon_at, horizon_pin_id) < (${to.createdAt}::timestamptz, ${to.id}::bigint))
      returning 1
    )
    delete from ${feedItems}
    where viewer_id = ${viewerId} and (created_at, pin_id) < (${to.createdAt}::timestamptz, ${to.id}::bigint)`);
}

/**
 * Serialises a build and a follow's backfill of one viewer's feed (D-069), until the
 * transaction ends. Without it a backfill could run while a build's first transaction was
 * uncommitted — finding no feed, so writing nothing — and a read between that commit and
 * the build's second fill found the feed built without the person just followed. The key
 * space 69 is this lock's alone; a hash collision only makes two viewers wait for each other.
 */
async function lockViewerFeed(tx: Executor, viewerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(69, hashtext(${viewerId}))`);
}

/**
 * (Re)builds a viewer's feed from nothing: the newest `cap` pins of everyone they follow,
 * the horizon at the oldest of them when there were more. Then fills once more outside the
 * transaction: a pin whose fan-out ran before the state row was committed (and so skipped
 * this viewer) but which the first fill's snapshot missed is caught by the second.
 */
export async function rebuildFeed(db: Executor, viewerId: string, cap: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockViewerFeed(tx, viewerId);
    await tx.execute(sql`delete from ${feedItems} where viewer_id = ${viewerId}`);
    await tx.execute(sql`insert into ${feedViewers} (viewer_id, entries) values (${viewerId}, 0)
      on conflict (viewer_id) do update set horizon_at = null, horizon_pin_id = null, entries = 0`);
    const { cut } = await fill(tx, viewerId, null, cap);
    if (cut) await raiseHorizon(tx, viewerId, cut);
  });
  const again = await fill(db, viewerId, null, cap);
  if (again.cut) await raiseHorizon(db, viewerId, again.cut);
}

/**
 * The backfill on follow: the newest `cap` pins of `creatorId` at the viewer's horizon or
 * newer. If they have more there, the horizon rises to the oldest written (the feed stays
 * complete above it; older pages are read on the fly). Answers the viewer's entry count,
 * or null when their feed is not built (nothing to do: it is read on the fly until built).
 */
export async function backfillCreator(
  db: Executor,
  viewerId: string,
  creatorId: string,
  cap: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockViewerFeed(tx, viewerId);
    const [state] = await queryRows<{ viewer_id: string }>(
      tx,
      sql`select viewer_id from ${feedViewers} where viewer_id = ${viewerId} for update`,
    );
    if (!state) return null;
    // A celebrity's pins are read at read time (D-069); one leaving that state is written.
    const [celebrity] = await queryRows<{ creator_id: string }>(
      tx,
      sql`select creator_id from ${feedCelebrities} where creator_id = ${creatorId} and leaving_since is null`,
    );
    if (!celebrity) {
      const { cut } = await fill(tx, viewerId, creatorId, cap);
      if (cut) await raiseHorizon(tx, viewerId, cut);
    }
    const [counted] = await queryRows<{ entries: number }>(
      tx,
      sql`select entries from ${feedViewers} where viewer_id = ${viewerId}`,
    );
    return Number(counted?.entries ?? 0);
  });
}

/**
 * Keeps the viewer's newest `cap` entries: the horizon rises to the cap-th, older entries go.
 * The count is set to what is kept.
 */
export async function trimFeed(db: Executor, viewerId: string, cap: number): Promise<void> {
  const [cut] = await queryRows<{ created_at: string | Date; pin_id: string }>(
    db,
    sql`select created_at, pin_id::text as pin_id from ${feedItems} where viewer_id = ${viewerId}
      order by created_at desc, pin_id desc offset ${cap - 1} limit 1`,
  );
  if (cut)
    await raiseHorizon(db, viewerId, { createdAt: new Date(cut.created_at).toISOString(), id: cut.pin_id });
  await db.execute(sql`update ${feedViewers}
    set entries = (select count(*) from ${feedItems} where viewer_id = ${viewerId})
    where viewer_id = ${viewerId}`);
}

/** The unfollow: the creator's entries leave the viewer's feed (the read checks the follow too). */
export async function clearCreator(db: Executor, viewerId: string, creatorId: string): Promise<void> {
  await db.execute(sql`with cleared as (
      delete from ${feedItems} where viewer_id = ${viewerId} and creator_id = ${creatorId} returning 1
    )
    update ${feedViewers} set entries = greatest(entries - (select count(*) from cleared), 0)
    where viewer_id = ${viewerId}`);
}

/** Drops the viewer's materialised feed: the next read goes on the fly and queues a build. */
export async function forgetFeed(db: Executor, viewerId: string): Promise<void> {
  await db.execute(sql`delete from ${feedViewers} where viewer_id = ${viewerId}`);
  await db.execute(sql`delete from ${feedItems} where viewer_id = ${viewerId}`);
}

/** Drops every materialised feed (after a bulk load of pins): each is rebuilt on its next read. */
export async function forgetAllFeeds(db: Executor): Promise<void> {
  await db.execute(sql`delete from ${feedViewers}`);
  await db.execute(sql`delete from ${feedItems}`);
}

/** Drops the materialised feeds of `creatorId`'s followers: each is rebuilt on its next read. */
export async function forgetFollowersFeeds(db: Executor, creatorId: string): Promise<void> {
  const followers = sql`select follower_id from ${follows} where followee_id = ${creatorId}`;
  await db.execute(sql`delete from ${feedViewers} where viewer_id in (${followers})`);
  await db.execute(sql`delete from ${feedItems} where viewer_id in (${followers})`);
}
