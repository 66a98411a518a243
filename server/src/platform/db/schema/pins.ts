import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { boardSections, boards } from "./boards.ts";
import { bigId, createdAt, idPrimaryKey } from "./columns.ts";
import { images } from "./images.ts";
import { users } from "./users.ts";
import { videos } from "./videos.ts";

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
    /** A video pin's video (D-050); `imageId` is then its poster. */
    videoId: bigId().references(() => videos.id, { onDelete: "set null" }),
    title: text().notNull().default(""),
    description: text().notNull().default(""),
    /** The image's text alternative, as its pinner wrote it (issue 20, D-055); "" when none. */
    altText: text().notNull().default(""),
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
    /**
     * An imported pin whose image could not be had (D-054): its image is the shared
     * placeholder and the web says "Image unavailable"; the link is kept.
     */
    imageUnavailable: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Times this pin was saved again (repins of it); kept by a row trigger (migration 0010). */
    saveCount: integer().notNull().default(0),
    /**
     * The pin's search document (IMPL-036): title, description (with its hashtags), alt text,
     * link domain and board name, folded by `search_fold` (lower case, accents removed). Kept
     * by triggers on pins and boards (migrations 0010 and pin_alt_text, D-032, D-055); never
     * written by the application.
     */
    searchDoc: text().notNull().default(""),
    // Product data (IMPL-036, D-034): read from the page the pin was saved from (schema.org
    // Product/Offer, OpenGraph product meta) or written by the owner in the pin editor.
    /** The price in minor units of `priceCurrency` (cents for USD); null when unknown. */
    priceMinor: bigint({ mode: "number" }),
    /** ISO 4217 code of the price; set exactly when `priceMinor` is. */
    priceCurrency: text(),
    brand: text(),
    onSale: boolean().notNull().default(false),
    /** schema.org availability, lower snake case (in_stock, out_of_stock, preorder, …). */
    availability: text(),
    style: text(),
    /** The palette name of the dominant colour (D-034): `color_name()` of migration 0012. */
    colorName: text().generatedAlwaysAs(sql`color_name(dominant_color)`),
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
    // A person's pins, newest first (the followed feed, D-033). Migration 0011 adds
    // INCLUDE (board_id), which Drizzle cannot express: keep the two in step by hand.
    index("pins_pinner_created_idx").on(table.pinnerId, table.createdAt, table.id),
    // "Psst! You already saved this Pin": a viewer's saves of one image (PIN-049).
    index("pins_pinner_image_idx").on(table.pinnerId, table.imageId),
    // Search (D-032): words and word prefixes in any script through the 'simple' text
    // search configuration (no stemming), substrings and typos through trigrams.
    index("pins_search_tsv_idx").using("gin", sql`to_tsvector('simple', ${table.searchDoc})`),
    index("pins_search_trgm_idx").using("gin", table.searchDoc.op("gin_trgm_ops")),
    // Shopping filters (D-034): the search's words pick the candidates through the indexes
    // above; these serve the filters that narrow a broad search (a price range over USD
    // prices, a brand, a colour) and the shopping discovery view.
    index("pins_price_idx")
      .on(table.priceCurrency, table.priceMinor)
      .where(sql`${table.priceMinor} is not null`),
    index("pins_brand_idx").on(sql`search_fold(${table.brand})`).where(sql`${table.brand} is not null`),
    index("pins_color_name_idx").on(table.colorName),
    check(
      "pins_price_check",
      sql`(${table.priceMinor} is null) = (${table.priceCurrency} is null) and ${table.priceMinor} >= 0`,
    ),
  ],
);

/** Hashtags used in pin descriptions (PIN-054), counted for the autocomplete flyout. */
export const hashtags = pgTable(
  "hashtags",
  {
    /** Lower-case, without the leading "#". */
    tag: text().primaryKey(),
    pinCount: integer().notNull().default(0),
  },
  // Prefix look-ups of the typeahead and autocomplete, whatever the database's collation.
  (table) => [index("hashtags_tag_prefix_idx").on(table.tag.op("text_pattern_ops"))],
);

/**
 * What people search (SEARCH-011): one row per folded query, counted by the search endpoint
 * when its first page finds pins anyone may see (D-032), for the search box's autocomplete.
 */
export const searchQueries = pgTable(
  "search_queries",
  {
    /** The query folded by `search_fold` with its spaces collapsed. */
    query: text().primaryKey(),
    searchCount: integer().notNull().default(1),
    /** Pins the query found that anyone may see, when it was last searched. */
    pinCount: integer().notNull().default(0),
    lastSearchedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("search_queries_prefix_idx").on(table.query.op("text_pattern_ops"))],
);

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
