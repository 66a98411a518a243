import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bigId, createdAt, idPrimaryKey } from "./columns.ts";
import { images } from "./images.ts";
import { users } from "./users.ts";

/**
 * One uploaded video (IMPL-030, D-050). The bytes live in storage under `storage_key`
 * (content-addressed, `ab/cd/{sha256}/video.{mp4|mov|webm}`), as the uploader sent them
 * once the container reader accepted them. `status` follows uploaded → processing → ready
 * (or failed); the poster is an ordinary image (a frame when ffmpeg is on the machine, a
 * generated placeholder otherwise).
 */
export const videos = pgTable(
  "videos",
  {
    id: idPrimaryKey(),
    ownerId: bigId()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storageKey: text().notNull(),
    /** mp4, mov or webm, as read from the file. */
    container: text().notNull(),
    videoCodec: text().notNull(),
    audioCodec: text(),
    width: integer().notNull(),
    height: integer().notNull(),
    durationMs: integer().notNull(),
    bytes: integer().notNull(),
    /** sha256 of the bytes. */
    signature: text().notNull(),
    /** uploaded, processing, ready or failed (core/src/pins/video.ts). */
    status: text().notNull().default("uploaded"),
    posterImageId: bigId().references(() => images.id),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("videos_owner_idx").on(table.ownerId)],
);
