import { t } from "@corkboard/core/messages";
import type { Viewer } from "../platform/auth/viewer.ts";
import { AppError, notFound } from "../platform/http/app-error.ts";
import type { SaveBoardRow } from "./write-repo.ts";

/** What the save rule needs to know of a board (BOARD-060, PIN-001). */
export type SaveBoardFacts = Pick<
  SaveBoardRow,
  "ownerId" | "privacy" | "archivedAt" | "viewerIsCollaborator"
>;

/** Whether the viewer may even know of the board: secret boards only to owner and collaborators. */
export function canSeeBoardForSave(viewer: Viewer, board: SaveBoardFacts): boolean {
  if (board.privacy !== "secret") return true;
  return viewer.id === board.ownerId || board.viewerIsCollaborator;
}

/**
 * Who may save to a board (PIN-001, BOARD-060): its owner or a collaborator, and only
 * while the board is not archived. Default deny.
 */
export function canSaveToBoard(viewer: Viewer, board: SaveBoardFacts): boolean {
  if (board.archivedAt !== null) return false;
  return viewer.id === board.ownerId || board.viewerIsCollaborator;
}

/**
 * Checks the save rule and throws the right failure: a board the viewer may not know of
 * is NOT_FOUND; one they see but may not save to is FORBIDDEN.
 */
export function assertCanSaveToBoard(viewer: Viewer, board: SaveBoardFacts | undefined): void {
  if (!board || !canSeeBoardForSave(viewer, board)) throw notFound("Board");
  if (!canSaveToBoard(viewer, board)) {
    throw new AppError("FORBIDDEN", t("error.FORBIDDEN"), {
      detail: board.archivedAt
        ? "the board is archived"
        : "only the board's owner and collaborators save to it",
    });
  }
}
