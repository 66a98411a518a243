import type { PinSaveResult } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import {
  boardSaveStatus,
  INITIAL_SAVE_STATES,
  isAnySaveInFlight,
  mobileSaveFailureText,
  type SaveStates,
  savedToast,
  saveFailureText,
  saveStatesReducer,
} from "@corkboard/core/pins";
import { useCallback, useReducer, useRef } from "react";
import type { SaveTarget } from "../../boards/index.ts";
import { errorMessage } from "../../platform/api/index.ts";
import { showToast } from "../../ui/index.ts";
import { logCreateEvent, type PinDraft, useSavePinCall } from "../api.ts";
import { rememberSavedSignature } from "./recently-saved.ts";

export type { PinDraft };

/** A save that went through: the answer and where it went. */
export interface SavedPin {
  result: PinSaveResult;
  target: SaveTarget;
}

/**
 * Saving one pin to the boards of the picker: each board's state goes null → loading →
 * success, or back to null with an error toast (message_detail, else message) on failure
 * (PIN-043, PIN-044). A second save waits while one is in flight. Saved images are
 * remembered (PIN-046). The per-board states are core's reducer, since several boards each
 * have one; the call and what it makes stale are the save mutation's (pins/api.ts).
 */
export function useSavePin(
  draft: PinDraft,
  options: { eventPath?: string | undefined; mobile?: boolean } = {},
) {
  const [states, dispatch] = useReducer(saveStatesReducer, INITIAL_SAVE_STATES);
  const statesRef = useRef<SaveStates>(states);
  statesRef.current = states;
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const call = useSavePinCall();
  const { mutateAsync } = call;

  const save = useCallback(
    async (target: SaveTarget): Promise<SavedPin | null> => {
      if (isAnySaveInFlight(statesRef.current)) return null;
      const boardId = target.board.id;
      if (boardSaveStatus(statesRef.current, boardId) === "success") return null;
      dispatch({ type: "save_started", boardId });
      statesRef.current = { ...statesRef.current, [boardId]: "loading" };
      try {
        const result = await mutateAsync({ draft: draftRef.current, target });
        dispatch({ type: "save_succeeded", boardId });
        rememberSavedSignature(result.image_signature);
        if (options.eventPath) logCreateEvent(draftRef.current, options.eventPath, result.id);
        return { result, target };
      } catch (error) {
        dispatch({ type: "save_failed", boardId });
        // Mobile always says "Sorry! Something went wrong on our end." (PIN-018).
        showToast(
          errorMessage(error, { rule: options.mobile ? mobileSaveFailureText : saveFailureText }),
          "error",
        );
        if (options.eventPath) logCreateEvent(draftRef.current, options.eventPath);
        return null;
      }
    },
    [options.eventPath, options.mobile, mutateAsync],
  );

  return { states, save };
}

/** The saved toast: "Saved to {board}", 4000 ms on desktop, 5000 ms on phones (PIN-015, PIN-019, PIN-020). */
export function showSavedToast(boardName: string, isPhone: boolean): void {
  const text = savedToast(boardName);
  showToast(t(text.messageKey, text.values), "saved", isPhone);
}
