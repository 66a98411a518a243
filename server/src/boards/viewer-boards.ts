import type { ViewerBoard } from "@corkboard/core/contract";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { ownedOrCollaboratedSql } from "./access-sql.ts";
import { presentBoard } from "./presenter.ts";
import { type BoardRow, boardColumns, type CoverImage, findBoardCovers } from "./repo.ts";

const { boards, users } = schema;
const COVERS_PER_BOARD = 3;

/** A board as the viewer who saves to it sees it (BOARD-001). */
export function presentViewerBoard(
  row: BoardRow,
  covers: CoverImage[],
  urls: ImageUrls,
  viewerId: string,
): ViewerBoard {
  const isOwner = row.ownerId === viewerId;
  return {
    ...presentBoard(row, covers, urls),
    collaborated_by_me: !isOwner,
    is_collaborative: row.collaboratorCount > 0,
    collaborator_count: row.collaboratorCount,
    // Only the owner archives a board, so it is "archived by me" for the owner alone.
    archived_by_me_at: isOwner && row.archivedAt ? row.archivedAt.toISOString() : null,
    advertiser_id: row.advertiserId,
  };
}

/** Board rows matching `where`, with the owner's username and counts. */
export function findBoardRows(db: Executor, where: SQL | undefined): Promise<BoardRow[]> {
  return db.select(boardColumns).from(boards).innerJoin(users, eq(users.id, boards.ownerId)).where(where);
}

/** Presents rows as viewer boards, with covers in one query. */
export async function presentViewerBoards(
  db: Executor,
  urls: ImageUrls,
  rows: BoardRow[],
  viewerId: string,
): Promise<ViewerBoard[]> {
  const covers = await findBoardCovers(
    db,
    rows.map((row) => row.id),
    COVERS_PER_BOARD,
  );
  return rows.map((row) => presentViewerBoard(row, covers.get(row.id) ?? [], urls, viewerId));
}

/** One board as the viewer sees it (the caller checked access). */
export async function loadViewerBoard(
  db: Executor,
  urls: ImageUrls,
  boardId: string,
  viewerId: string,
): Promise<ViewerBoard> {
  const rows = await findBoardRows(db, eq(boards.id, boardId));
  const [board] = await presentViewerBoards(db, urls, rows, viewerId);
  if (!board) throw new Error(`board ${boardId} vanished`);
  return board;
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
