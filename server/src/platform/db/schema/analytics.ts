import { index, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { bigId, idPrimaryKey } from "./columns.ts";

/**
 * Analytics events (CONST-013/014, IMPL-008, D-053): one row per event in one typed shape.
 * `viewer_id` has no foreign key on purpose: events outlive the rows they mention and must
 * never hold a write up on a lock. Payloads carry no personal data (checked on intake).
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: idPrimaryKey(),
    name: text().notNull(),
    occurredAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    viewerId: bigId(),
    path: text(),
    trafficSource: text(),
    devicePlatform: text(),
    loginMethod: smallint(),
    payload: jsonb().$type<Record<string, string | number | boolean>>().notNull().default({}),
  },
  (table) => [index("analytics_events_name_time_idx").on(table.name, table.occurredAt)],
);
