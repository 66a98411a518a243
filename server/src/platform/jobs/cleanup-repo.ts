import { lt, sql } from "drizzle-orm";
import type { Executor } from "../db/index.ts";
import { boardActionLocks, sessions, verifications } from "../db/schema/index.ts";

/** Rows deleted by one clean-up, by table. */
export interface CleanupCounts {
  sessions: number;
  verifications: number;
  boardActionLocks: number;
}

/**
 * Deletes what has expired (D-048): sessions and single-use tokens a week past their expiry
 * (until then an expired link can still be told apart from a wrong one), bulk-action locks
 * at once (they exist to lapse). Rate-limit counters have their own timer (platform/rate-limit).
 */
export async function deleteExpiredRows(db: Executor, graceDays: number): Promise<CleanupCounts> {
  const before = sql`now() - make_interval(days => ${graceDays})`;
  const [gone, used, locks] = await Promise.all([
    db.delete(sessions).where(lt(sessions.expiresAt, before)).returning({ id: sessions.id }),
    db.delete(verifications).where(lt(verifications.expiresAt, before)).returning({ id: verifications.id }),
    db
      .delete(boardActionLocks)
      .where(lt(boardActionLocks.expiresAt, sql`now()`))
      .returning({ id: boardActionLocks.boardId }),
  ]);
  return { sessions: gone.length, verifications: used.length, boardActionLocks: locks.length };
}
