import type { BoardPrivacy } from "@corkboard/core/contract";
import { type Viewer, viewerHasScope } from "../platform/auth/viewer.ts";

/** What the access rules need to know of a board. */
export interface BoardAccessFacts {
  ownerId: string;
  privacy: BoardPrivacy;
  /** True when the viewer collaborates on the board; unknown (false) for logged-out reads. */
  viewerIsCollaborator?: boolean;
  /** Set while the owner has the board archived: it is read-only until unarchived. */
  archivedAt?: Date | null;
}

function isOwner(viewer: Viewer | null, board: BoardAccessFacts): boolean {
  return viewer !== null && viewer.id === board.ownerId;
}

/**
 * A personal API token sees and changes secret things only with their `_secret` scope
 * (D-057); without it a secret board is to the token what it is to a stranger. Sessions
 * hold every scope.
 */
function secretAllowed(
  viewer: Viewer | null,
  board: BoardAccessFacts,
  scope: "boards:read_secret" | "boards:write_secret" | "pins:read_secret" | "pins:write_secret",
): boolean {
  return board.privacy !== "secret" || viewerHasScope(viewer, scope);
}

/** True when the viewer owns the board or collaborates on it. */
function isMember(viewer: Viewer | null, board: BoardAccessFacts, collaborator?: boolean): boolean {
  if (viewer === null) return false;
  return isOwner(viewer, board) || (collaborator ?? board.viewerIsCollaborator ?? false);
}

/**
 * Who may open a board's page: public boards are open to everyone; secret and protected
 * boards only to their owner and collaborators (D-006). Default deny.
 */
export function canViewBoard(viewer: Viewer | null, board: BoardAccessFacts): boolean {
  if (board.privacy === "public") return true;
  return isMember(viewer, board) && secretAllowed(viewer, board, "boards:read_secret");
}

/**
 * Who may see a pin: pins on public boards and on protected boards (promoted pins are
 * meant to be seen; the board is only unlisted) are open to all; secret-board pins only to
 * the board's owner and collaborators.
 */
export function canViewPinOnBoard(viewer: Viewer | null, board: BoardAccessFacts): boolean {
  if (board.privacy === "secret")
    return isMember(viewer, board) && secretAllowed(viewer, board, "pins:read_secret");
  return true;
}

/**
 * Whether a board's cover images, which are its pins' images, may be shown to a viewer who
 * may see the board: a personal API token needs pins:read_secret for a secret board's
 * (boards:read_secret shows the board, not its pins; D-057). Sessions hold every scope.
 */
export function canShowBoardCover(viewer: Viewer | null, board: BoardAccessFacts): boolean {
  return secretAllowed(viewer, board, "pins:read_secret");
}

/**
 * Whether a board and its pins may be listed to the viewer where they were not asked for by
 * link (search, D-032): public boards that are not archived for everyone; any board, secret,
 * protected or archived, for its owner and collaborators. Protected boards are unlisted
 * (D-006), so their pins come up in search only for their members.
 */
export function canListBoard(viewer: Viewer | null, board: BoardAccessFacts): boolean {
  if (isMember(viewer, board) && secretAllowed(viewer, board, "boards:read_secret")) return true;
  return board.privacy === "public" && (board.archivedAt ?? null) === null;
}

/**
 * Whether a board is listed on its owner's profile for this viewer (IMPL-024): public
 * boards for all, secret boards for the owner, protected boards never.
 */
export function isListedOnProfile(viewer: Viewer | null, board: BoardAccessFacts): boolean {
  if (board.privacy === "protected") return false;
  if (board.privacy === "secret")
    return isOwner(viewer, board) && secretAllowed(viewer, board, "boards:read_secret");
  return true;
}

/**
 * Who may save pins to a board, or move pins into, out of and within it: its owner and its
 * collaborators (BOARD-019, BOARD-037: ad-account collaborators are collaborators of the
 * owner's protected boards), while it is not archived. `collaborator` overrides the facts'
 * own flag when given.
 */
export function canSaveToBoard(
  viewer: Viewer | null,
  board: BoardAccessFacts,
  collaborator?: boolean,
): boolean {
  if ((board.archivedAt ?? null) !== null) return false;
  return isMember(viewer, board, collaborator) && secretAllowed(viewer, board, "pins:write_secret");
}

/** Who may create, rename and delete a board's sections: whoever may save to it. */
export function canEditSections(
  viewer: Viewer | null,
  board: BoardAccessFacts,
  collaborator?: boolean,
): boolean {
  return canSaveToBoard(viewer, board, collaborator) && secretAllowed(viewer, board, "boards:write_secret");
}

/** Who may edit, archive or delete a board and invite or remove collaborators: its owner only. */
export function canManageBoard(viewer: Viewer | null, board: BoardAccessFacts): boolean {
  return isOwner(viewer, board) && secretAllowed(viewer, board, "boards:write_secret");
}

/** Who may remove a collaborator: the owner anyone, a collaborator only themselves (leaving). */
export function canRemoveCollaborator(
  viewer: Viewer | null,
  board: BoardAccessFacts,
  userId: string,
): boolean {
  return isOwner(viewer, board) || (viewer !== null && viewer.id === userId);
}
