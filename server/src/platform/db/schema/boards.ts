import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
    /** Maintained by the pins_count trigger (migration 0002) so lists never count rows. */
    pinCount: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("boards_owner_slug_idx").on(table.ownerId, table.slug),
    index("boards_owner_created_idx").on(table.ownerId, table.createdAt, table.id),
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
    /** Maintained by the pins_count trigger (migration 0002). */
    pinCount: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("board_sections_board_slug_idx").on(table.boardId, table.slug)],
);
