import { integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { bigId } from "./columns.ts";
import { users } from "./users.ts";

/**
 * The materialised followed feed (D-060): one row per (viewer, pin created or saved by
 * someone the viewer follows), written by the `home-feed-fanout` job and the backfill on
 * follow. Visibility is decided when read (the pin's board, the creator's state, the follow
 * itself), so an entry is only a candidate; no foreign key to pins (a deleted pin's entry is
 * dropped by the read's join and trimmed later, instead of a cascade through an extra index).
 */
export const feedItems = pgTable(
  "feed_items",
  {
    viewerId: bigId()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The pin's created_at, copied: the read is a keyset over (created_at, pin_id). */
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    pinId: bigId().notNull(),
    /** The pin's pinner (the person followed): cleared on unfollow, checked on read. */
    creatorId: bigId().notNull(),
  },
  // The read's index: the viewer's entries newest first (scanned backward).
  (table) => [primaryKey({ columns: [table.viewerId, table.createdAt, table.pinId] })],
);

/**
 * Viewers whose feed is materialised, with their horizon: every pin of someone they follow
 * at (horizon_at, horizon_pin_id) or newer has an entry; older pages are read on the fly
 * (D-033). A null horizon: complete from the beginning. No row: not built yet (read on the
 * fly and built by a job).
 */
export const feedViewers = pgTable("feed_viewers", {
  viewerId: bigId()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  horizonAt: timestamp({ withTimezone: true, precision: 3 }),
  horizonPinId: bigId(),
  /** Entries written since the last trim counted exactly; only decides when to trim. */
  entries: integer().notNull().default(0),
});

/**
 * Creators above the celebrity threshold (D-069): their pins are not fanned out on write;
 * each follower's read merges their recent pins in (one index probe per such person
 * followed), and the read ignores their entries. A row is the state, not the follower count:
 * reads and writes both go by it, so the feed stays exact whatever the count or the setting.
 * `leaving_since`: back at or under the threshold (since then), fanned out again, but still merged
 * at read time until the job that backfills their pins into every follower's feed deletes the row.
 */
export const feedCelebrities = pgTable("feed_celebrities", {
  creatorId: bigId()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  leavingSince: timestamp({ withTimezone: true, precision: 6 }),
});
