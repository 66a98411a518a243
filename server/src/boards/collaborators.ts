import type { BoardInvite, CollaboratorSuggestion, UserSummary } from "@corkboard/core/contract";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Database } from "../platform/db/index.ts";
import { notFound } from "../platform/http/app-error.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { boardFor } from "./access.ts";
import { presentInvite } from "./invites.ts";
import { deletePendingInvite, findPendingInvites } from "./invites-repo.ts";
import { emailSuggestion, presentUserSummary, userSuggestion } from "./people-presenter.ts";
import {
  deleteCollaborator,
  findCollaborators,
  findFollowedSuggestions,
  findTypeaheadSuggestions,
  findUserSummaries,
} from "./people-repo.ts";
import { canManageBoard, canRemoveCollaborator, canViewBoard } from "./policy.ts";

/** How many people the initial share list offers. */
const SHARE_SUGGESTIONS = 20;

/** What collaborator reads and writes need. */
export interface CollaboratorDeps {
  db: Database;
  urls: ImageUrls;
}

/** ShareSuggestionsResource (BOARD-061, BOARD-062): people the viewer follows, not on the board. */
export async function shareSuggestions(
  deps: CollaboratorDeps,
  viewer: Viewer,
  boardId: string,
): Promise<CollaboratorSuggestion[]> {
  await boardFor(deps.db, viewer, boardId, canManageBoard);
  const rows = await findFollowedSuggestions(deps.db, viewer.id, boardId, SHARE_SUGGESTIONS);
  return rows.map((row) => userSuggestion(row, deps.urls, "user_share_suggestion"));
}

/**
 * ShareSuggestionsTypeaheadResource (BOARD-062): users matching the term, `count` of them;
 * a term with "@" is offered as an email invite first, `valid` by the format rule (BOARD-065).
 */
export async function shareTypeahead(
  deps: CollaboratorDeps,
  viewer: Viewer,
  input: { board_id?: string | undefined; term: string; count: number },
): Promise<CollaboratorSuggestion[]> {
  if (input.board_id !== undefined) await boardFor(deps.db, viewer, input.board_id, canManageBoard);
  const term = input.term.trim();
  if (term === "") return [];
  if (term.includes("@")) return [emailSuggestion(term)];
  const rows = await findTypeaheadSuggestions(deps.db, viewer.id, input.board_id, term, input.count);
  return rows.map((row) => userSuggestion(row, deps.urls, "user"));
}

/** A board's owner, collaborators and, for its owner, the pending invites. */
export async function boardPeople(
  deps: CollaboratorDeps,
  viewer: Viewer,
  boardId: string,
): Promise<{ owner: UserSummary; collaborators: UserSummary[]; pending_invites: BoardInvite[] }> {
  const board = await boardFor(deps.db, viewer, boardId, canViewBoard);
  const [owners, collaborators] = await Promise.all([
    findUserSummaries(deps.db, [board.ownerId]),
    findCollaborators(deps.db, board.id),
  ]);
  const owner = owners.get(board.ownerId);
  if (!owner) throw notFound("Board");
  let pending: BoardInvite[] = [];
  if (canManageBoard(viewer, board)) {
    const rows = await findPendingInvites(deps.db, board.id);
    const invitees = await findUserSummaries(
      deps.db,
      rows.flatMap((row) => (row.inviteeUserId ? [row.inviteeUserId] : [])),
    );
    pending = rows.map((row) => presentInvite(row, invitees, deps.urls));
  }
  return {
    owner: presentUserSummary(owner, deps.urls),
    collaborators: collaborators.map((row) => presentUserSummary(row, deps.urls)),
    pending_invites: pending,
  };
}

/**
 * Cancels a pending invite (IMPL-028): the board's owner only. The row goes, so its link
 * answers INVITE_INVALID like any unknown link, and the invitee's list drops it.
 */
export async function cancelInvite(
  deps: CollaboratorDeps,
  viewer: Viewer,
  input: { board_id: string; invite_id: string },
): Promise<{ board_id: string; invite_id: string }> {
  const board = await boardFor(deps.db, viewer, input.board_id, canManageBoard);
  if (!(await deletePendingInvite(deps.db, board.id, input.invite_id))) throw notFound("Invite");
  return { board_id: board.id, invite_id: input.invite_id };
}

/**
 * Removes a collaborator (IMPL-028): the owner removes anyone, a collaborator leaves.
 * Someone who is not a collaborator is NOT_FOUND.
 */
export async function removeCollaborator(
  deps: CollaboratorDeps,
  viewer: Viewer,
  input: { board_id: string; user_id: string },
): Promise<{ board_id: string; user_id: string }> {
  const board = await boardFor(deps.db, viewer, input.board_id, (v, facts) =>
    canRemoveCollaborator(v, facts, input.user_id),
  );
  if (!(await deleteCollaborator(deps.db, board.id, input.user_id))) throw notFound("Collaborator");
  return { board_id: board.id, user_id: input.user_id };
}
