import {
  bulkEditEndpoint,
  bulkEditSelectAllEndpoint,
  type Page,
  type PinSummary,
  sectionEditEndpoint,
  sectionPinsDeleteEndpoint,
} from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { checkMove, type MoveCall, moveCall, moveFailureMessage, type PinPlace } from "@corkboard/core/pins";
import { type InfiniteData, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { errorTextString, fetchEndpoint, serverErrorOf } from "../../platform/api/index.ts";
import { showToast } from "../../ui/index.ts";

type FeedData = InfiniteData<Page<PinSummary>, string | undefined>;

/** What to move: chosen pins, or every pin of the source place (select all, BOARD-068). */
export type MoveSelection = { pinIds: readonly string[]; all: false } | { pinIds?: never; all: true };

/** How a move ended: done, or refused/failed with the words shown. */
export type MoveOutcome = { ok: true } | { ok: false; message: string };

/** Sends the call core's move rule picked (BOARD-069…BOARD-071). */
function sendMoveCall(call: MoveCall) {
  switch (call.resource) {
    case "BoardSectionEditResource":
      return fetchEndpoint(sectionEditEndpoint, call.payload);
    case "BoardSectionPinsResource":
      return fetchEndpoint(sectionPinsDeleteEndpoint, call.payload);
    case "BulkEditResource":
      return fetchEndpoint(bulkEditEndpoint, call.payload);
  }
}

/** Moves every pin of `from` (empty pin_ids means all of them, BOARD-068). */
export function moveAllPins(from: PinPlace, to: PinPlace) {
  return fetchEndpoint(bulkEditSelectAllEndpoint, {
    board_id: from.boardId,
    new_board_id: to.boardId,
    old_section_id: from.sectionId,
    new_section_id: to.sectionId,
    pin_ids: [],
  });
}

/** The feed without the moved pins (all of them for a select-all move). */
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

/**
 * Moving pins out of the place a feed shows (BOARD-066…BOARD-072). A move to the same
 * board and section is refused before any call (BOARD-067). Otherwise the pins leave the
 * source feed at once; a failed call puts them back and says why — 2171/2172/2173 as
 * "Please wait until the previous board action finishes.", else the server's words (BOARD-072).
 */
export function useMovePins(from: PinPlace, feedKey: QueryKey) {
  const queryClient = useQueryClient();
  return async (selection: MoveSelection, to: PinPlace): Promise<MoveOutcome> => {
    const refused = checkMove(from, to);
    if (refused) return { ok: false, message: t(refused.messageKey) };
    const call = selection.all ? null : moveCall(from, to, selection.pinIds);
    await queryClient.cancelQueries({ queryKey: feedKey });
    const before = queryClient.getQueryData<FeedData>(feedKey);
    queryClient.setQueryData<FeedData>(feedKey, withoutPins(before, selection));
    try {
      await (call ? sendMoveCall(call) : moveAllPins(from, to));
    } catch (error) {
      queryClient.setQueryData<FeedData>(feedKey, before);
      const message = errorTextString(moveFailureMessage(serverErrorOf(error)));
      showToast(message, "error");
      return { ok: false, message };
    }
    // Counts, section previews and the target's feed all changed on the server.
    void queryClient.invalidateQueries();
    return { ok: true };
  };
}
