import { t } from "@corkboard/core/messages";
import { checkMove, moveFailureMessage, type PinPlace } from "@corkboard/core/pins";
import type { QueryKey } from "@tanstack/react-query";
import { errorMessage } from "../../platform/api/index.ts";
import { showToast } from "../../ui/index.ts";
import { type MoveSelection, useMovePins as useMoveMutation } from "../api.ts";

export type { MoveSelection };

/** How a move ended: done, or refused/failed with the words shown. */
export type MoveOutcome = { ok: true } | { ok: false; message: string };

/**
 * Moving pins out of the place a feed shows (BOARD-066…BOARD-072). A move to the same
 * board and section is refused before any call (BOARD-067). Otherwise the pins leave the
 * source feed at once; a failed call puts them back and says why — 2171/2172/2173 as
 * "Please wait until the previous board action finishes.", else the server's words
 * (BOARD-072). A move that worked says "Moved 1 Pin to …". Both toasts come from the
 * mutation itself, so they show even when the selection screen closed meanwhile.
 */
export function useMovePins(from: PinPlace, feedKey: QueryKey | null) {
  const mutation = useMoveMutation(feedKey, {
    moved: (result, move) =>
      showToast(t("manage.move.moved", { count: result.pin_ids.length, place: move.placeName })),
    failed: (error) => showToast(errorMessage(error, { rule: moveFailureMessage }), "error"),
  });
  return async (selection: MoveSelection, to: PinPlace, placeName: string): Promise<MoveOutcome> => {
    const refused = checkMove(from, to);
    if (refused) return { ok: false, message: t(refused.messageKey) };
    try {
      await mutation.mutateAsync({ from, to, selection, placeName });
      return { ok: true };
    } catch (error) {
      return { ok: false, message: errorMessage(error, { rule: moveFailureMessage }) };
    }
  };
}
