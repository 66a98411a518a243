import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bigId, createdAt, idPrimaryKey } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Personal API tokens (issue 20, D-057). The token string is `cbp_<prefix>_<secret>`: the
 * prefix finds the row, and only sha256 of the 32-byte random secret is kept, so a copy of
 * this table lets nobody call the API.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: idPrimaryKey(),
    userId: bigId()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** Random, public: shown in the list and the lookup key of a Bearer request. */
    prefix: text().notNull(),
    /** sha256 of the secret part, hex. */
    secretHash: text().notNull(),
    scopes: text().array().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true, precision: 3 }),
    /** Null: never expires. */
    expiresAt: timestamp({ withTimezone: true, precision: 3 }),
    revokedAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (table) => [
    uniqueIndex("api_tokens_prefix_idx").on(table.prefix),
    index("api_tokens_user_created_idx").on(table.userId, table.createdAt),
  ],
);
