import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { queryRows } from "../platform/db/raw.ts";
import { ownedOrCollaboratedSql } from "./access-sql.ts";
import { type BoardRow, boardColumns } from "./repo.ts";

const { boards, pins, users } = schema;

/** Board rows matching `where`, with the owner's username and counts. */
function findBoardRows(db: Executor, where: SQL | undefined): Promise<BoardRow[]> {
  return db.select(boardColumns).from(boards).innerJoin(users, eq(users.id, boards.ownerId)).where(where);
}

/** One board's row, as a list of none or one. */
export function findBoardRowById(db: Executor, boardId: string): Promise<BoardRow[]> {
  return findBoardRows(db, eq(boards.id, boardId));
}

/**
 * The boards the picker lists for the viewer (BOARD-019, BOARD-020 DECISION): owned or
 * collaborated, not archived; `protectedOf` keeps protected boards only, of that owner
 * username when given (BOARD-038).
 */
export function findPickableBoardRows(
  db: Executor,
  viewerId: string,
  filter: { protectedOnly: boolean; ownerUsername: string | null },
): Promise<BoardRow[]> {
  return findBoardRows(
    db,
    and(
      ownedOrCollaboratedSql(viewerId),
      isNull(boards.archivedAt),
      filter.protectedOnly ? eq(boards.privacy, "protected") : undefined,
      filter.ownerUsername === null
        ? undefined
        : sql`lower(${users.username}) = lower(${filter.ownerUsername})`,
    ),
  );
}

/** The boards a user saved to most recently, newest first, from their latest `scanned` saves. */
export async function findRecentlySavedBoardIds(
  db: Executor,
  viewerId: string,
  scanned: number,
): Promise<string[]> {
  const rows = await queryRows<{ board_id: string }>(
    db,
    sql`select recent.board_id::text as board_id
        from (select p.board_id, p.created_at from ${pins} p where p.pinner_id = ${viewerId}
              order by p.created_at desc, p.id desc limit ${scanned}) as recent
        group by recent.board_id order by max(recent.created_at) desc`,
  );
  return rows.map((row) => row.board_id);
}
