import { bigint, integer, pgTable, varchar } from "drizzle-orm/pg-core";

/**
 * Counters of rate-limiter-flexible's PostgreSQL store (platform/rate-limit), in the shape
 * the library reads: keys are hashed (no raw emails or addresses), `expire` is epoch ms.
 * Declared here so the table comes from a migration, not from the library at start.
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar({ length: 255 }).primaryKey(),
  points: integer().notNull().default(0),
  expire: bigint({ mode: "number" }),
});
