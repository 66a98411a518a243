import { BOARD_ACTION_BUSY_CODES } from "@corkboard/core/pins";
import type { Database } from "../platform/db/index.ts";
import { findBoardLockAction, releaseBoardLock, takeBoardLock } from "./action-lock-repo.ts";
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
  return (await takeBoardLock(db, boardId, action, expires)) ? expires : null;
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
        const running = (await findBoardLockAction(db, boardId)) ?? "move";
        throw boardError("BOARD_ACTION_BUSY", "pins.move.busy", { apiErrorCode: busyCode(running) });
      }
      held.push({ boardId, expires });
    }
    return await work();
  } finally {
    for (const { boardId, expires } of held) await releaseBoardLock(db, boardId, action, expires);
  }
}
