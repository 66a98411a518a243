import {
  boardCreateEndpoint,
  boardInviteEmailsEndpoint,
  boardInviteUsersEndpoint,
  boardPickerEndpoint,
  boardSectionsRepinEndpoint,
  type CollaboratorSuggestion,
  type EndpointQuery,
  sectionCreateEndpoint,
  shareSuggestionsTypeaheadEndpoint,
  type ViewerBoard,
} from "@corkboard/core/contract";
import { fetchEndpoint } from "../../platform/api/index.ts";

/** A board as the picker shows it (BOARD-001, BOARD-019): a board card plus the viewer's relation to it. */
export type PickerBoardItem = Pick<
  ViewerBoard,
  "id" | "name" | "url" | "privacy" | "section_count" | "image_cover_url" | "owner" | "layout"
> &
  Partial<Pick<ViewerBoard, "collaborated_by_me" | "archived_by_me_at">>;

/** A section as the section picker lists it. */
export interface PickerSection {
  id: string;
  title: string;
}

export type { CollaboratorSuggestion };

/** What BoardPickerBoardsResource answers: every pickable board and the "Top choices" (BOARD-044). */
export interface PickerBoardsAnswer {
  all_boards: PickerBoardItem[];
  boards_shortlist: PickerBoardItem[];
}

/** The ids of the shortlist, in the server's order. */
export function shortlistIds(answer: PickerBoardsAnswer): string[] {
  return answer.boards_shortlist.map((board) => board.id);
}

/** The picker request as the endpoint takes it (isDesktop travels as "true"). */
type PickerQuery = Omit<EndpointQuery<typeof boardPickerEndpoint>, "isDesktop"> & { isDesktop?: boolean };

/** BoardPickerBoardsResource (BOARD-044, BOARD-045). */
export function fetchPickerBoards(query: PickerQuery, signal?: AbortSignal): Promise<PickerBoardsAnswer> {
  const { isDesktop, ...rest } = query;
  return fetchEndpoint(
    boardPickerEndpoint,
    { ...rest, ...(isDesktop === undefined ? {} : { isDesktop: isDesktop ? "true" : "false" }) },
    { signal },
  );
}

/** BoardSectionsRepinResource: a board's sections for the section picker (BOARD-049). */
export function fetchBoardSections(boardId: string, signal?: AbortSignal): Promise<PickerSection[]> {
  return fetchEndpoint(boardSectionsRepinEndpoint, { board_id: boardId }, { signal });
}

/** BoardResource create (BOARD-039): the new board, with what the picker needs to continue. */
export function createBoard(request: EndpointQuery<typeof boardCreateEndpoint>): Promise<PickerBoardItem> {
  return fetchEndpoint(boardCreateEndpoint, request);
}

/** BoardSectionResource create (BOARD-005, BOARD-056): the new section's id and title. */
export function createSection(request: EndpointQuery<typeof sectionCreateEndpoint>): Promise<PickerSection> {
  return fetchEndpoint(sectionCreateEndpoint, request);
}

/**
 * ShareSuggestionsTypeaheadResource (BOARD-062): people to invite matching what was typed.
 * A board still being created has no id yet; the server then excludes nobody as already on it.
 */
export async function fetchShareSuggestions(
  term: string,
  boardId: string | null,
  signal?: AbortSignal,
): Promise<CollaboratorSuggestion[]> {
  const query = boardId ? { board_id: boardId, term, count: 5 } : { term, count: 5 };
  return fetchEndpoint(shareSuggestionsTypeaheadEndpoint, query, { signal });
}

/** Board invites by user ids and by emails (seed 001 §7), sent once the board exists. */
export async function inviteCollaborators(
  boardId: string,
  invites: { userIds: string[]; emails: string[] },
): Promise<void> {
  if (invites.userIds.length > 0) {
    await fetchEndpoint(boardInviteUsersEndpoint, { board_id: boardId, invited_user_ids: invites.userIds });
  }
  if (invites.emails.length > 0) {
    await fetchEndpoint(boardInviteEmailsEndpoint, { board_id: boardId, emails: invites.emails });
  }
}
