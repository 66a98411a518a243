import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, idPrimaryKey } from "./columns.ts";

/**
 * One stored image. Its renditions live in storage under `storage_key` (see
 * platform/images); width and height are the original's, from which every rendition's
 * size follows.
 */
export const images = pgTable(
  "images",
  {
    id: idPrimaryKey(),
    storageKey: text().notNull().unique(),
    width: integer().notNull(),
    height: integer().notNull(),
    dominantColor: text().notNull(),
    /** The original's format as stored (jpeg, png, webp, gif, avif). */
    format: text().notNull(),
    bytes: integer().notNull(),
    /** Frames of an animated GIF (D-050); 1 for a still. Over 1, `anim.gif` is stored too. */
    frames: integer().notNull().default(1),
    /** sha256 of the original bytes: the same image uploaded twice is stored once. */
    signature: text().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("images_signature_idx").on(table.signature)],
);
