import { index, pgEnum, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { boardSections, boards } from "./boards.ts";
import { bigId, createdAt, idPrimaryKey } from "./columns.ts";
import { images } from "./images.ts";
import { users } from "./users.ts";

/** How a pin came to be (PIN-026, PIN-035); `seed` marks demo and benchmark data. */
export const pinCreatedMethod = pgEnum("pin_created_method", [
  "uploaded",
  "pinbuilder",
  "scraped",
  "button",
  "button_external",
  "repin",
  "seed",
]);

/** Pins: an image saved to a board, optionally inside one of its sections. */
export const pins = pgTable(
  "pins",
  {
    id: idPrimaryKey(),
    pinnerId: bigId()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    boardId: bigId()
      .notNull()
      .references(() => boards.id, { onDelete: "cascade" }),
    sectionId: bigId().references(() => boardSections.id, { onDelete: "set null" }),
    imageId: bigId()
      .notNull()
      .references(() => images.id),
    title: text().notNull().default(""),
    description: text().notNull().default(""),
    link: text(),
    /** Copied from the image so a grid tile paints its colour before any join (IMPL-029). */
    dominantColor: text().notNull(),
    createdMethod: pinCreatedMethod().notNull(),
    /** Site type the pin was created on (GATE-014); 3 excludes it from promotion. */
    siteType: smallint().notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    // Keyset indexes are ascending on purpose: "ORDER BY created_at DESC, id DESC" means
    // DESC NULLS FIRST, which a backward scan of an ascending index matches exactly (a DESC
    // index is NULLS LAST, and the planner then sorts the whole table instead).
    // Home feed: newest first over every pin (keyset on created_at, id).
    index("pins_created_idx").on(table.createdAt, table.id),
    // Board feed and section feed.
    index("pins_board_created_idx").on(table.boardId, table.createdAt, table.id),
    index("pins_section_created_idx").on(table.sectionId, table.createdAt, table.id),
    index("pins_pinner_created_idx").on(table.pinnerId, table.createdAt, table.id),
  ],
);
