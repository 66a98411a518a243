import { BOARD_ERROR_MESSAGES } from "@corkboard/core/boards";
import {
  boardCollaboratorsEndpoint,
  boardCreateEndpoint,
  boardDeleteEndpoint,
  boardEndpoint,
  boardFeedEndpoint,
  boardInviteCancelEndpoint,
  boardInviteEmailsEndpoint,
  boardInviteUsersEndpoint,
  boardPickerEndpoint,
  boardSectionEndpoint,
  boardSectionsRepinEndpoint,
  boardShortlistEndpoint,
  boardTitleSuggestionsEndpoint,
  boardUpdateEndpoint,
  bulkEditEndpoint,
  bulkEditSelectAllEndpoint,
  type CollaboratorSuggestion,
  collaboratorRemoveEndpoint,
  type EndpointQuery,
  homeFeedEndpoint,
  type MoveResult,
  type Page,
  type PinSummary,
  pinEndpoint,
  relatedPinsEndpoint,
  sectionCreateEndpoint,
  sectionDeleteEndpoint,
  sectionEditEndpoint,
  sectionPinsDeleteEndpoint,
  sectionPinsEndpoint,
  sectionUpdateEndpoint,
  shareSuggestionsTypeaheadEndpoint,
  userBoardsEndpoint,
  type ViewerBoard,
} from "@corkboard/core/contract";
import { moveCall, type PinPlace } from "@corkboard/core/pins";
import { type InfiniteData, type QueryKey, useQuery } from "@tanstack/react-query";
import {
  type ApiMutationOptions,
  endpointKey,
  fetchEndpoint,
  type Invalidation,
  registerErrorMessages,
  useApiMutation,
  useEndpoint,
  useEndpointMutation,
} from "../platform/api/index.ts";

// The boards feature's server calls (D-026): the picker's reads, and every board, section,
// collaborator, invite and move write with the queries it makes stale. Every board call can
// answer a board code, so the codes' texts load with these calls.
registerErrorMessages(BOARD_ERROR_MESSAGES);

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
export type PickerQuery = Omit<EndpointQuery<typeof boardPickerEndpoint>, "isDesktop"> & {
  isDesktop?: boolean;
};

/** The picker request as sent, which is also its query key. */
export function pickerQuery(query: PickerQuery): EndpointQuery<typeof boardPickerEndpoint> {
  const { isDesktop, ...rest } = query;
  return { ...rest, ...(isDesktop === undefined ? {} : { isDesktop: isDesktop ? "true" : "false" }) };
}

/** The picker's boards, raw; usePickerBoards orders and filters them for the screen. */
export function usePickerBoardsRead<T>(query: PickerQuery, select: (answer: PickerBoardsAnswer) => T) {
  const sent = pickerQuery(query);
  return useQuery({
    queryKey: endpointKey(boardPickerEndpoint, sent),
    queryFn: ({ signal }) =>
      fetchEndpoint(boardPickerEndpoint, sent, { signal }) as Promise<PickerBoardsAnswer>,
    select,
  });
}

/** BoardSectionsRepinResource: a board's sections for the section picker (BOARD-049). */
export function useBoardSections(boardId: string) {
  return useEndpoint(boardSectionsRepinEndpoint, { board_id: boardId });
}

/**
 * ShareSuggestionsTypeaheadResource (BOARD-062): people to invite matching what was typed.
 * A board still being created has no id yet; the server then excludes nobody as already on it.
 */
export function useShareSuggestions(term: string, boardId: string | null) {
  const query = boardId ? { board_id: boardId, term, count: 5 } : { term, count: 5 };
  return useQuery({
    queryKey: endpointKey(shareSuggestionsTypeaheadEndpoint, query),
    queryFn: ({ signal }): Promise<CollaboratorSuggestion[]> =>
      fetchEndpoint(shareSuggestionsTypeaheadEndpoint, query, { signal }),
    enabled: term.length > 0,
    retry: false,
  });
}

/** GET /v3/pins/{id}/board_title_suggestions/ (BOARD-042): name ideas from the pin being saved. */
export function useBoardTitleSuggestions(pinId: string | null | undefined) {
  const params = { id: pinId ?? "" };
  return useQuery({
    queryKey: endpointKey(boardTitleSuggestionsEndpoint, {}, params),
    queryFn: ({ signal }) => fetchEndpoint(boardTitleSuggestionsEndpoint, {}, { signal, params }),
    enabled: Boolean(pinId),
    retry: false,
  });
}

/** BoardCollaboratorsResource: a board's owner, collaborators and (for its owner) open invites. */
export function useBoardCollaborators(boardId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useEndpoint(boardCollaboratorsEndpoint, { board_id: boardId }, { enabled });
}

/** People and addresses to invite to a board. */
export interface Invites {
  userIds: string[];
  emails: string[];
}

/** Board invites by user ids and by emails (seed 001 §7), sent once the board exists. */
export async function sendInvites(boardId: string, invites: Invites): Promise<void> {
  if (invites.userIds.length > 0) {
    await fetchEndpoint(boardInviteUsersEndpoint, { board_id: boardId, invited_user_ids: invites.userIds });
  }
  if (invites.emails.length > 0) {
    await fetchEndpoint(boardInviteEmailsEndpoint, { board_id: boardId, emails: invites.emails });
  }
}

// What shows a board: its page (with its sections and counts, read by owner and slug, so
// every board read), the profile's boards, the picker's lists, a section page's heading.
const BOARD_READS: readonly Invalidation[] = [
  boardEndpoint,
  userBoardsEndpoint,
  boardPickerEndpoint,
  boardShortlistEndpoint,
  boardSectionEndpoint,
];
// What shows pins with their board (a tile's "Saved to", a pin page).
const PIN_READS: readonly Invalidation[] = [pinEndpoint, homeFeedEndpoint, relatedPinsEndpoint];

/** One board's pins on its own page and in its sections' lists. */
export function boardPinsKeys(boardId: string): Invalidation[] {
  return [
    endpointKey(boardFeedEndpoint, { board_id: boardId }),
    endpointKey(boardSectionsRepinEndpoint, { board_id: boardId }),
  ];
}

/** A new board and the people to invite to it. */
export interface BoardCreation {
  request: EndpointQuery<typeof boardCreateEndpoint>;
  invites: Invites;
}

/**
 * BoardResource create (BOARD-039), then its invites. The board exists either way, so a
 * failed invite comes back as `inviteError` rather than failing the create. The picker and
 * the profile's boards read fresh (BOARD-040).
 */
export function useCreateBoard() {
  return useApiMutation({
    mutationFn: async ({ request, invites }: BoardCreation) => {
      const board: PickerBoardItem = await fetchEndpoint(boardCreateEndpoint, request);
      const inviteError = await sendInvites(board.id, invites).then(
        () => null,
        (error: unknown) => error,
      );
      return { board, inviteError };
    },
    invalidates: [boardPickerEndpoint, boardShortlistEndpoint, userBoardsEndpoint],
  });
}

/** BoardSectionResource create (BOARD-005, BOARD-056), with the pins it takes in (BOARD-058). */
export function useCreateSection() {
  return useEndpointMutation(sectionCreateEndpoint, {
    // The board's sections, counts and the pins that moved in (BOARD-059).
    invalidates: (_section, request) => [
      ...BOARD_READS,
      ...boardPinsKeys(request.board_id),
      endpointKey(sectionPinsEndpoint),
    ],
  });
}

/** Invites to a board that exists; its people list reads fresh. */
export function useInviteCollaborators(boardId: string) {
  return useApiMutation({
    mutationFn: (invites: Invites) => sendInvites(boardId, invites),
    invalidates: [endpointKey(boardCollaboratorsEndpoint, { board_id: boardId })],
  });
}

/** What a screen says once a write is done or failed; runs even after the screen unmounted. */
export interface WriteCallbacks<D> {
  onSuccess?: (data: D) => void;
  onError?: (error: Error) => void;
}

/** BoardResource update (IMPL-027): name, description, privacy or archived. */
export function useUpdateBoard(boardId: string, callbacks: WriteCallbacks<ViewerBoard> = {}) {
  return useEndpointMutation(boardUpdateEndpoint, {
    // A rename shows wherever the board's name does, pins' "Saved to" included.
    invalidates: [...BOARD_READS, ...PIN_READS, ...boardPinsKeys(boardId)],
    ...callbacks,
  });
}

/** BoardSectionResource update: a rename shows on the section and board pages. */
export function useUpdateSection() {
  return useEndpointMutation(sectionUpdateEndpoint, {
    invalidates: [...BOARD_READS, boardSectionsRepinEndpoint],
  });
}

/** BoardInviteResource delete: the owner cancels an invite not yet answered. */
export function useCancelInvite(boardId: string, callbacks: WriteCallbacks<unknown> = {}) {
  return useEndpointMutation(boardInviteCancelEndpoint, {
    invalidates: [endpointKey(boardCollaboratorsEndpoint, { board_id: boardId })],
    ...callbacks,
  });
}

// The writes a confirmation makes (platform/api ConfirmWrite runs them): declared here, run there.

/** BoardResource delete: the page leaves for the profile, so nothing on it refetches. */
export function deleteBoardWrite(boardId: string): ApiMutationOptions<void, unknown> {
  return {
    mutationFn: () => fetchEndpoint(boardDeleteEndpoint, { board_id: boardId }),
    invalidates: [...BOARD_READS, ...PIN_READS, ...boardPinsKeys(boardId)],
    refetch: "none",
  };
}

/** BoardSectionResource delete: its pins go back to the board; the page leaves for the board. */
export function deleteSectionWrite(sectionId: string): ApiMutationOptions<void, unknown> {
  return {
    mutationFn: () => fetchEndpoint(sectionDeleteEndpoint, { section_id: sectionId }),
    invalidates: [
      ...BOARD_READS,
      boardFeedEndpoint,
      boardSectionsRepinEndpoint,
      endpointKey(sectionPinsEndpoint, { section_id: sectionId }),
    ],
    refetch: "none",
  };
}

/**
 * BoardCollaboratorResource delete: the owner removes someone (the people list refetches),
 * or a collaborator leaves (`leaving`: the page goes, and the board leaves their lists).
 */
export function removeCollaboratorWrite(
  boardId: string,
  userId: string,
  { leaving }: { leaving: boolean },
): ApiMutationOptions<void, unknown> {
  return {
    mutationFn: () => fetchEndpoint(collaboratorRemoveEndpoint, { board_id: boardId, user_id: userId }),
    invalidates: [endpointKey(boardCollaboratorsEndpoint, { board_id: boardId }), ...BOARD_READS],
    refetch: leaving ? "none" : "await",
  };
}

/** What to move: chosen pins, or every pin of the source place (select all, BOARD-068). */
export type MoveSelection = { pinIds: readonly string[]; all: false } | { pinIds?: never; all: true };

/** A move of pins between two places; `placeName` is the target as the person chose it. */
export interface PinMove {
  from: PinPlace;
  to: PinPlace;
  selection: MoveSelection;
  placeName: string;
}

/** Sends the call core's move rule picks (BOARD-068…BOARD-071); a same-place move never gets here. */
export function sendMove({ from, to, selection }: PinMove): Promise<MoveResult> {
  const call = selection.all ? null : moveCall(from, to, selection.pinIds);
  if (!call) {
    // Every pin of the source place: empty pin_ids (BOARD-068).
    return fetchEndpoint(bulkEditSelectAllEndpoint, {
      board_id: from.boardId,
      new_board_id: to.boardId,
      old_section_id: from.sectionId,
      new_section_id: to.sectionId,
      pin_ids: [],
    });
  }
  switch (call.resource) {
    case "BoardSectionEditResource":
      return fetchEndpoint(sectionEditEndpoint, call.payload);
    case "BoardSectionPinsResource":
      return fetchEndpoint(sectionPinsDeleteEndpoint, call.payload);
    case "BulkEditResource":
      return fetchEndpoint(bulkEditEndpoint, call.payload);
  }
}

type FeedData = InfiniteData<Page<PinSummary>, string | undefined>;

/** A feed without the moved pins (all of them for a select-all move). */
function withoutPins(data: FeedData | undefined, selection: MoveSelection): FeedData | undefined {
  if (!data) return data;
  const moved = new Set(selection.all ? [] : selection.pinIds);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: selection.all ? [] : page.items.filter((pin) => !moved.has(pin.id)),
    })),
  };
}

/** A place's own pins: a section's list, or the board's feed and section previews. */
function placeKeys(place: PinPlace): Invalidation[] {
  return place.sectionId
    ? [endpointKey(sectionPinsEndpoint, { section_id: place.sectionId }), ...boardPinsKeys(place.boardId)]
    : boardPinsKeys(place.boardId);
}

/** What a move tells the person once it is done, or why it failed; both run even after an unmount. */
export interface MoveCallbacks {
  moved: (result: MoveResult, move: PinMove) => void;
  failed: (error: Error, move: PinMove) => void;
}

/**
 * Moving pins (BOARD-066…BOARD-072). With the key of the source feed on screen, the pins
 * leave it at once and come back if the call fails (BOARD-066); once done, both places'
 * pins and every board count read fresh.
 */
export function useMovePins(sourceFeedKey: QueryKey | null, { moved, failed }: MoveCallbacks) {
  return useApiMutation({
    mutationFn: sendMove,
    ...(sourceFeedKey
      ? {
          optimistic: {
            queryKey: () => sourceFeedKey,
            update: (feed: FeedData | undefined, move: PinMove) => withoutPins(feed, move.selection),
          },
        }
      : {}),
    invalidates: (_result, move) => [...placeKeys(move.from), ...placeKeys(move.to), ...BOARD_READS],
    onSuccess: moved,
    onError: failed,
  });
}
