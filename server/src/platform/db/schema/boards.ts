import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bigId, createdAt, idPrimaryKey } from "./columns.ts";
import { images } from "./images.ts";
import { users } from "./users.ts";

/** Board privacy (BOARD-002): protected boards are never listed on the profile. */
export const boardPrivacy = pgEnum("board_privacy", ["public", "secret", "protected"]);
/** Board layouts; quick_creates is the layout that never shows the already-saved banner. */
export const boardLayout = pgEnum("board_layout", ["default", "custom", "quick_creates"]);

/** Boards, owned by one user. */
export const boards = pgTable(
  "boards",
  {
    id: idPrimaryKey(),
    ownerId: bigId()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(""),
    privacy: boardPrivacy().notNull().default("public"),
    layout: boardLayout().notNull().default("default"),
    /** Chosen cover; when null the newest pin's image is the cover. */
    coverImageId: bigId().references(() => images.id, { onDelete: "set null" }),
    archivedAt: timestamp({ withTimezone: true, precision: 3 }),
    /** The ad account a protected board was created for (BOARD-034); its foreign key to
     * advertisers is in migration 0012, not here (boards → ads → pins → boards would cycle). */
    advertiserId: bigId(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Maintained by the pins_count triggers (migrations 0002, 0008) so lists never count rows. */
    pinCount: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("boards_owner_slug_idx").on(table.ownerId, table.slug),
    index("boards_owner_created_idx").on(table.ownerId, table.createdAt, table.id),
    // Board search and the autocomplete's board names (D-032): `search_fold` is migration 0010's.
    index("boards_search_trgm_idx").using("gin", sql`search_fold(${table.name}) gin_trgm_ops`),
    index("boards_search_prefix_idx").using("btree", sql`search_fold(${table.name}) text_pattern_ops`),
  ],
);

/** Sections split a board (BOARD-003). */
export const boardSections = pgTable(
  "board_sections",
  {
    id: idPrimaryKey(),
    boardId: bigId()
      .notNull()
      .references(() => boards.id, { onDelete: "cascade" }),
    title: text().notNull(),
    slug: text().notNull(),
    /** Maintained by the pins_count triggers (migrations 0002, 0008). */
    pinCount: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("board_sections_board_slug_idx").on(table.boardId, table.slug)],
);

/** People who may save to a board they do not own (BOARD-060). */
export const boardCollaborators = pgTable(
  "board_collaborators",
  {
    boardId: bigId()
      .notNull()
      .references(() => boards.id, { onDelete: "cascade" }),
    userId: bigId()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.boardId, table.userId] }),
    index("board_collaborators_user_idx").on(table.userId),
  ],
);

/** Invite status: pending until the invitee accepts or declines. */
export const boardInviteStatus = pgEnum("board_invite_status", ["pending", "accepted", "declined"]);

/**
 * Invitations to collaborate, by user or by email (BOARD-063). The emailed link carries a
 * random token; only its sha256 is stored.
 */
export const boardInvites = pgTable(
  "board_invites",
  {
    id: idPrimaryKey(),
    boardId: bigId()
      .notNull()
      .references(() => boards.id, { onDelete: "cascade" }),
    inviterId: bigId()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    inviteeUserId: bigId().references(() => users.id, { onDelete: "cascade" }),
    /** Lower-case; set when invited by email. */
    inviteeEmail: text(),
    tokenHash: text().notNull().unique(),
    status: boardInviteStatus().notNull().default("pending"),
    createdAt: createdAt(),
    respondedAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (table) => [
    index("board_invites_board_idx").on(table.boardId),
    index("board_invites_invitee_idx").on(table.inviteeUserId),
  ],
);

/**
 * The one bulk action running on a board (BOARD-070…072: 2171–2173). A row is the lock;
 * `expires_at` lets a crashed process's lock lapse.
 */
export const boardActionLocks = pgTable("board_action_locks", {
  boardId: bigId()
    .primaryKey()
    .references(() => boards.id, { onDelete: "cascade" }),
  action: text().notNull(),
  expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
});
