import { t } from "@corkboard/core/messages";
import { canSaveToBoard, canViewBoard } from "../boards/index.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import { AppError, notFound } from "../platform/http/app-error.ts";
import type { SaveBoardRow } from "./write-repo.ts";

/** What the save rule needs to know of a board (BOARD-060, PIN-001). */
export type SaveBoardFacts = Pick<
  SaveBoardRow,
  "ownerId" | "privacy" | "archivedAt" | "viewerIsCollaborator"
>;

/**
 * Checks the boards feature's save rule (owner or collaborator, not archived) and throws
 * the right failure: a board the viewer may not see is NOT_FOUND; one they see but may not
 * save to is FORBIDDEN.
 */
export function assertCanSaveToBoard(viewer: Viewer, board: SaveBoardFacts | undefined): void {
  if (!board || !canViewBoard(viewer, board)) throw notFound("Board");
  if (!canSaveToBoard(viewer, board)) {
    throw new AppError("FORBIDDEN", t("error.FORBIDDEN"), {
      detail: board.archivedAt
        ? "the board is archived"
        : "only the board's owner and collaborators save to it",
    });
  }
}
