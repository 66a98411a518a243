import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { boardInvites, boards } from "./boards.ts";
import { bigId, createdAt, idPrimaryKey } from "./columns.ts";
import { pins } from "./pins.ts";
import { users } from "./users.ts";

/** What a notification tells (IMPL-039). */
export const notificationKind = pgEnum("notification_kind", [
  "new_follower",
  "board_invite",
  "board_invite_accepted",
  "sponsorship_request",
]);

/**
 * Notifications (IMPL-039): someone followed the recipient, invited them to a board, or
 * accepted their invitation. A cancelled invite takes its notification with it (cascade).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: idPrimaryKey(),
    recipientId: bigId()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: notificationKind().notNull(),
    actorId: bigId()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    boardId: bigId().references(() => boards.id, { onDelete: "cascade" }),
    inviteId: bigId().references(() => boardInvites.id, { onDelete: "cascade" }),
    /** The pin of a paid-partnership request (D-035); a deleted pin takes it with it. */
    pinId: bigId().references(() => pins.id, { onDelete: "cascade" }),
    readAt: timestamp({ withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (table) => [
    // The list, newest first (keyset, scanned backward).
    index("notifications_recipient_created_idx").on(table.recipientId, table.createdAt, table.id),
    // The header badge counts only unread rows.
    index("notifications_unread_idx").on(table.recipientId).where(sql`${table.readAt} is null`),
    // A deleted pin's requests go by cascade; a re-named business replaces its request.
    index("notifications_pin_idx").on(table.pinId).where(sql`${table.pinId} is not null`),
    // Following, unfollowing and following again notifies once.
    uniqueIndex("notifications_new_follower_once_idx")
      .on(table.recipientId, table.actorId)
      .where(sql`${table.kind} = 'new_follower'`),
  ],
);
