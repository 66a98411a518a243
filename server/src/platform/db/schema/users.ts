import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bigId, createdAt, idPrimaryKey } from "./columns.ts";
import { images } from "./images.ts";

/** People. Sign-in adds credentials and sessions in their own tables. */
export const users = pgTable(
  "users",
  {
    id: idPrimaryKey(),
    username: text().notNull(),
    fullName: text().notNull(),
    avatarImageId: bigId().references(() => images.id, { onDelete: "set null" }),
    /** Colour of the letter avatar shown when there is no image. */
    avatarColorIndex: smallint().notNull().default(0),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("users_username_lower_idx").on(sql`lower(${table.username})`)],
);

/** user → user follows. */
export const follows = pgTable(
  "follows",
  {
    followerId: bigId()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followeeId: bigId()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    index("follows_followee_idx").on(table.followeeId),
  ],
);
