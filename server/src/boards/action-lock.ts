import { BOARD_ACTION_BUSY_CODES } from "@corkboard/core/pins";
import { sql } from "drizzle-orm";
import type { Database } from "../platform/db/index.ts";
import { queryRows } from "../platform/db/raw.ts";
import { boardError } from "./errors.ts";

/** The bulk actions that take a board's lock (BOARD-073 DECISION). */
export type BoardAction = "move" | "section" | "bulk_edit";

/** The api_error_code a refused action answers: the code of the action holding the board. */
const BUSY_CODE: Record<BoardAction, number> = {
  move: BOARD_ACTION_BUSY_CODES.moveRunning,
  section: BOARD_ACTION_BUSY_CODES.sectionActionRunning,
  bulk_edit: BOARD_ACTION_BUSY_CODES.bulkEditRunning,
};

/** A lock outlives a crashed process by at most this long; then another action takes it over. */
export const BOARD_LOCK_TTL_MS = 2 * 60_000;

function busyCode(action: string): number {
  return BUSY_CODE[action as BoardAction] ?? BOARD_ACTION_BUSY_CODES.moveRunning;
}

/** Takes the board's lock; null when taken, else the expiry that identifies our hold. */
async function tryLock(db: Database, boardId: string, action: BoardAction): Promise<string | null> {
  const expires = new Date(Date.now() + BOARD_LOCK_TTL_MS).toISOString();
  // One statement: a free board is inserted, an expired lock is taken over, a live one stays.
  const rows = await queryRows<{ expires_at: string }>(
    db,
    sql`insert into board_action_locks (board_id, action, expires_at)
        values (${boardId}, ${action}, ${expires}::timestamptz)
        on conflict (board_id) do update set action = excluded.action, expires_at = excluded.expires_at
        where board_action_locks.expires_at < now()
        returning expires_at::text as expires_at`,
  );
  return rows.length > 0 ? expires : null;
}

async function heldAction(db: Database, boardId: string): Promise<string> {
  const rows = await queryRows<{ action: string }>(
    db,
    sql`select action from board_action_locks where board_id = ${boardId}`,
  );
  return rows[0]?.action ?? "move";
}

async function unlock(db: Database, boardId: string, action: BoardAction, expires: string): Promise<void> {
  // Only our own hold: after an expiry takeover the row belongs to someone else.
  await db.execute(
    sql`delete from board_action_locks
        where board_id = ${boardId} and action = ${action} and expires_at = ${expires}::timestamptz`,
  );
}

/**
 * Runs `work` holding the locks of `boardIds` (one bulk action per board at a time,
 * BOARD-073). A board held by another action answers BOARD_ACTION_BUSY with 2171 (move),
 * 2172 (section action) or 2173 (bulk edit) and "Please wait until the previous board
 * action finishes." (BOARD-072). Locks are taken outside any transaction, so concurrent
 * requests see them, and always released.
 */
export async function withBoardLocks<T>(
  db: Database,
  boardIds: readonly string[],
  action: BoardAction,
  work: () => Promise<T>,
): Promise<T> {
  const held: { boardId: string; expires: string }[] = [];
  try {
    // Sorted, so two actions on the same boards contend on the same board first.
    for (const boardId of [...new Set(boardIds)].sort()) {
      const expires = await tryLock(db, boardId, action);
      if (expires === null) {
        const running = await heldAction(db, boardId);
        throw boardError("BOARD_ACTION_BUSY", "pins.move.busy", { apiErrorCode: busyCode(running) });
      }
      held.push({ boardId, expires });
    }
    return await work();
  } finally {
    for (const { boardId, expires } of held) await unlock(db, boardId, action, expires);
  }
}
