import type { KeysetPosition } from "@corkboard/core/contract";
import { desc, type SQL, sql } from "drizzle-orm";
import { type PinRow, selectPinRows } from "../pins/index.ts";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { prepared } from "../platform/db/prepared.ts";

const { boards, follows, pins, users } = schema;

/**
 * The followed feed's candidates (D-031, fan-out on read): for each person the viewer
 * follows (the follows primary key, follower first), at most `limit` of their newest pins
 * on public, unarchived boards, read backward from `pins_pinner_created_idx`
 * (pinner_id, created_at, id) — a save is a pin row of its saver, so "created or saved by"
 * is one index. The candidates are merged newest first and cut to `limit`: the work is
 * bounded by (people followed) × `limit` index entries, whatever the size of the table.
 */
function candidates(after: SQL | undefined): SQL {
  return sql`select fp.id from ${follows} f
    join ${users} u on u.id = f.followee_id and u.state not in ('suspended', 'deactivated')
    cross join lateral (
      select p.id, p.created_at from ${pins} p
      join ${boards} b on b.id = p.board_id
      where p.pinner_id = f.followee_id and b.privacy = 'public' and b.archived_at is null
      ${after ?? sql``}
      order by p.created_at desc, p.id desc
      limit ${sql.placeholder("limit")}
    ) fp
    where f.follower_id = ${sql.placeholder("viewerId")}
    order by fp.created_at desc, fp.id desc
    limit ${sql.placeholder("limit")}`;
}

const afterPosition = sql`and (p.created_at, p.id) < (${sql.placeholder("createdAt")}::timestamptz, ${sql.placeholder("id")}::bigint)`;

/**
 * Pins created or saved by the people `viewerId` follows, newest first, keyset over
 * (created_at, id): `limit` rows after `position` (from the start when null), each in the
 * pins feature's row shape. Two prepared statements, like the home feed's.
 */
export function findFollowedPins(
  db: Executor,
  viewerId: string,
  limit: number,
  position: KeysetPosition | null,
): Promise<PinRow[]> {
  const build = (name: string, after: SQL | undefined) => (db: Executor) =>
    selectPinRows(db)
      .where(sql`${pins.id} in (${candidates(after)})`)
      .orderBy(desc(pins.createdAt), desc(pins.id))
      .limit(sql.placeholder("limit"))
      .prepare(name);
  if (position === null) {
    return prepared(db, "followed_feed_first", build("followed_feed_first", undefined)).execute({
      viewerId,
      limit,
    });
  }
  return prepared(db, "followed_feed_after", build("followed_feed_after", afterPosition)).execute({
    viewerId,
    limit,
    createdAt: position.createdAt,
    id: position.id,
  });
}
