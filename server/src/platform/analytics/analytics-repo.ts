import type { Executor } from "../db/database.ts";
import { analyticsEvents } from "../db/schema/index.ts";

/** One event as stored (D-053). */
export type StoredEvent = typeof analyticsEvents.$inferInsert;

/** Writes a batch of events in one statement. */
export async function insertEvents(db: Executor, events: readonly StoredEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(analyticsEvents).values([...events]);
}
