import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
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
    /** The pin this one was saved from (RepinResource create); null for a new pin. */
    repinOfId: bigId(),
    /** The bookmarklet/extension's guid for a save from another site (PIN-035). */
    guid: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // Keyset indexes are ascending on purpose: "ORDER BY created_at DESC, id DESC" means
    // DESC NULLS FIRST, which a backward scan of an ascending index matches exactly (a DESC
    // index is NULLS LAST, and the planner then sorts the whole table instead).
    // Home feed: newest first over every pin (keyset on created_at, id).
    index("pins_created_idx").on(table.createdAt, table.id),
    // Board feed and section feed. Most pins sit in no section: leaving them out of the
    // section index spares every such save an index insert at the one hot leaf of NULLs.
    index("pins_board_created_idx").on(table.boardId, table.createdAt, table.id),
    index("pins_section_created_idx")
      .on(table.sectionId, table.createdAt, table.id)
      .where(sql`${table.sectionId} is not null`),
    index("pins_pinner_created_idx").on(table.pinnerId, table.createdAt, table.id),
    // "Psst! You already saved this Pin": a viewer's saves of one image (PIN-049).
    index("pins_pinner_image_idx").on(table.pinnerId, table.imageId),
  ],
);

/** Hashtags used in pin descriptions (PIN-054), counted for the autocomplete flyout. */
export const hashtags = pgTable("hashtags", {
  /** Lower-case, without the leading "#". */
  tag: text().primaryKey(),
  pinCount: integer().notNull().default(0),
});

/** Which pins carry which hashtag. */
export const pinHashtags = pgTable(
  "pin_hashtags",
  {
    pinId: bigId()
      .notNull()
      .references(() => pins.id, { onDelete: "cascade" }),
    tag: text()
      .notNull()
      .references(() => hashtags.tag, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.pinId, table.tag] }), index("pin_hashtags_tag_idx").on(table.tag)],
);
