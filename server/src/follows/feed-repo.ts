import { type SQL, sql } from "drizzle-orm";
import { schema } from "../platform/db/index.ts";
import { preparedKeysetPinRows } from "./keyset-pin-rows-repo.ts";

const { boards, follows, pins, users } = schema;

/** SQL: a pin `p` joined to its board `b` that anyone may see in a feed. */
const listed = sql`b.privacy = 'public' and b.archived_at is null`;

/**
 * The followed feed's candidates (D-031, D-033: fan-out on read, bounded). Two steps over
 * `pins_pinner_created_idx` (pinner_id, created_at, id), one statement:
 * 1. for each person the viewer follows, the time of their newest listed pin (one index
 *    probe each, backward, after the bookmark);
 * 2. the `limit`-th newest of those times is a bound B: at least `limit` pins are at B or
 *    newer, so the page holds nothing older. Only people whose newest pin reaches B are
 *    read again, and only their pins at B or newer, at most `limit` each.
 * A save is a pin row of its saver, so "created or saved by" is one index. The work is one
 * probe per person followed plus about `limit` rows, instead of `limit` rows per person.
 */
function candidates(after: SQL | null, limit: SQL): SQL {
  const afterBookmark = after === null ? sql`` : sql`and (p.created_at, p.id) < ${after}`;
  // The account check is a probe per person followed. As a join the planner could (and on
  // statistics older than the follows did) merge the whole users table against them:
  // `offset 0` keeps the lateral subquery from being pulled up into such a join.
  return sql`with followed as materialized (
      select f.followee_id as id from ${follows} f
      cross join lateral (
        select 1 from ${users} u
        where u.id = f.followee_id and u.state not in ('suspended', 'deactivated')
        offset 0
      ) active
      where f.follower_id = ${sql.placeholder("viewerId")}
    ), newest as materialized (
      select fo.id as pinner_id, np.created_at from followed fo
      cross join lateral (
        select p.created_at from ${pins} p join ${boards} b on b.id = p.board_id
        where p.pinner_id = fo.id and ${listed} ${afterBookmark}
        order by p.created_at desc, p.id desc
        limit 1
      ) np
    ), bound as (
      select coalesce(
        (select created_at from newest order by created_at desc offset ${limit} - 1 limit 1),
        '-infinity'::timestamptz
      ) as created_at
    )
    select fp.id from newest n
    cross join bound
    cross join lateral (
      select p.id, p.created_at from ${pins} p join ${boards} b on b.id = p.board_id
      where p.pinner_id = n.pinner_id and ${listed} ${afterBookmark} and p.created_at >= bound.created_at
      order by p.created_at desc, p.id desc
      limit ${limit}
    ) fp
    where n.created_at >= bound.created_at
    order by fp.created_at desc, fp.id desc
    limit ${limit}`;
}

/**
 * Pins created or saved by the people `viewerId` follows, newest first, keyset over
 * (created_at, id): `limit` rows after `position` (from the start when null), each in the
 * pins feature's row shape.
 */
export const findFollowedPins = preparedKeysetPinRows("followed_feed", candidates);
