import type { ViewerBoard } from "@corkboard/core/contract";
import type { Executor } from "../platform/db/index.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { archivedByMeAt, presentBoard } from "./presenter.ts";
import { type BoardRow, type CoverImage, findBoardCovers } from "./repo.ts";
import { findBoardRowById } from "./viewer-boards-repo.ts";

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
    collaborator_count: row.collaboratorCount,
    archived_by_me_at: archivedByMeAt(row, viewerId),
    advertiser_id: row.advertiserId,
  };
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
  const rows = await findBoardRowById(db, boardId);
  const [board] = await presentViewerBoards(db, urls, rows, viewerId);
  if (!board) throw new Error(`board ${boardId} vanished`);
  return board;
}
