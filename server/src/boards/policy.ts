import type { BoardPrivacy } from "@corkboard/core/contract";
import type { Viewer } from "../platform/auth/viewer.ts";

/** What the access rules need to know of a board. */
export interface BoardAccessFacts {
  ownerId: string;
  privacy: BoardPrivacy;
}

function isOwner(viewer: Viewer | null, board: BoardAccessFacts): boolean {
  return viewer !== null && viewer.id === board.ownerId;
}

/**
 * Who may open a board's page: public boards are open to everyone; secret and protected
 * boards only to their owner (collaborators join with the saving issue). Default deny.
 */
export function canViewBoard(viewer: Viewer | null, board: BoardAccessFacts): boolean {
  if (board.privacy === "public") return true;
  return isOwner(viewer, board);
}

/**
 * Who may see a pin: pins on public boards and on protected boards (promoted pins are
 * meant to be seen; the board is only unlisted) are open to all; secret-board pins only to
 * the board's owner.
 */
export function canViewPinOnBoard(viewer: Viewer | null, board: BoardAccessFacts): boolean {
  if (board.privacy === "secret") return isOwner(viewer, board);
  return true;
}

/**
 * Whether a board is listed on its owner's profile for this viewer (IMPL-024): public
 * boards for all, secret boards for the owner, protected boards never.
 */
export function isListedOnProfile(viewer: Viewer | null, board: BoardAccessFacts): boolean {
  if (board.privacy === "protected") return false;
  if (board.privacy === "secret") return isOwner(viewer, board);
  return true;
}
