import { type SQL, sql } from "drizzle-orm";
import { canListBoardSql } from "../boards/index.ts";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { queryRows } from "../platform/db/raw.ts";

const { boards, pinHashtags, pins, users } = schema;

/** An interest counted over pins anyone may see, with its newest such pin for the cover. */
export interface InterestRow {
  key: string;
  pin_count: number;
  cover_pin_id: string;
}

/** Which pins a view counts beyond its window: shopping, those with product data; videos. */
export type PinKind = "shoppable" | "video" | null;

/** Which pins an interest is counted over: those in a view's window. */
export interface PinWindow {
  /** Only pins created at or after this instant; null: any. */
  since: Date | null;
  /** Only pins of this kind; null: any. */
  kind: PinKind;
}

/** The conditions on the pin `p` that each kind of pin meets. */
const KIND_CONDITION: Record<Exclude<PinKind, null>, SQL> = {
  /** Product data (a price or a brand, D-034). */
  shoppable: sql`(p.price_minor is not null or p.brand is not null)`,
  /** No pin is a video yet: video pins arrive with their own issue, and /videos/ says so. */
  video: sql`false`,
};

/** Pins `p` on boards `b` that anyone may see, by people shown (as search lists them, D-032). */
function listed(window: PinWindow): SQL {
  return sql`${canListBoardSql("0")}
    and pinner.state not in ('suspended', 'deactivated')
    and board_owner.state not in ('suspended', 'deactivated')
    ${window.since === null ? sql`` : sql`and p.created_at >= ${window.since.toISOString()}::timestamptz`}
    ${window.kind === null ? sql`` : sql`and ${KIND_CONDITION[window.kind]}`}`;
}

const fromListedPins = sql`from ${pins} p
  join ${boards} on ${boards.id} = p.board_id
  join ${users} pinner on pinner.id = p.pinner_id
  join ${users} board_owner on board_owner.id = ${boards.ownerId}`;

/**
 * Hashtags on at least `minPins` listed pins, most used first (IMPL-038). A tag used only on
 * secret boards is never counted, so never named. Reads every tagged pin: the caller caches.
 */
export function findHashtagInterests(
  db: Executor,
  window: PinWindow,
  minPins: number,
  limit: number,
): Promise<InterestRow[]> {
  return queryRows<InterestRow>(
    db,
    sql`select ph.tag as key, count(*)::int as pin_count, max(p.id)::text as cover_pin_id
      ${fromListedPins}
      join ${pinHashtags} ph on ph.pin_id = p.id
      where ${listed(window)}
      group by ph.tag
      having count(*) >= ${minPins}
      order by count(*) desc, ph.tag
      limit ${limit}`,
  );
}

/**
 * Board topics: a board name (folded) that at least `minOwners` people gave public boards
 * with listed pins, most people first (IMPL-038). Reads every listed pin: the caller caches.
 */
export function findTopicInterests(
  db: Executor,
  window: PinWindow,
  minOwners: number,
  limit: number,
): Promise<InterestRow[]> {
  return queryRows<InterestRow>(
    db,
    sql`select search_fold(${boards.name}) as key, count(*)::int as pin_count, max(p.id)::text as cover_pin_id
      ${fromListedPins}
      where ${listed(window)}
      group by search_fold(${boards.name})
      having count(distinct ${boards.ownerId}) >= ${minOwners}
      order by count(distinct ${boards.ownerId}) desc, count(*) desc, search_fold(${boards.name})
      limit ${limit}`,
  );
}
