import { sql } from "drizzle-orm";
import type { Database } from "../platform/db/index.ts";
import { queryRows } from "../platform/db/raw.ts";

/**
 * Takes a board's lock for `action` until `expires`: true when taken. One statement: a free
 * board is inserted, an expired lock is taken over, a live one stays.
 */
export async function takeBoardLock(
  db: Database,
  boardId: string,
  action: string,
  expires: string,
): Promise<boolean> {
  const rows = await queryRows<{ expires_at: string }>(
    db,
    sql`insert into board_action_locks (board_id, action, expires_at)
        values (${boardId}, ${action}, ${expires}::timestamptz)
        on conflict (board_id) do update set action = excluded.action, expires_at = excluded.expires_at
        where board_action_locks.expires_at < now()
        returning expires_at::text as expires_at`,
  );
  return rows.length > 0;
}

/** The action holding a board's lock; null when none does. */
export async function findBoardLockAction(db: Database, boardId: string): Promise<string | null> {
  const rows = await queryRows<{ action: string }>(
    db,
    sql`select action from board_action_locks where board_id = ${boardId}`,
  );
  return rows[0]?.action ?? null;
}

/** Releases a hold: only the one taken with `expires`, as after an expiry takeover the row is another's. */
export async function releaseBoardLock(
  db: Database,
  boardId: string,
  action: string,
  expires: string,
): Promise<void> {
  await db.execute(
    sql`delete from board_action_locks
        where board_id = ${boardId} and action = ${action} and expires_at = ${expires}::timestamptz`,
  );
}
