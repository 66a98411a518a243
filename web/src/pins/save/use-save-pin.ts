import {
  boardFeedEndpoint,
  boardSectionEndpoint,
  type PinSaveResult,
  pinCreateEndpoint,
  pinCreateEventEndpoint,
  repinCreateEndpoint,
  sectionPinsEndpoint,
} from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import {
  boardSaveStatus,
  buildSaveCall,
  INITIAL_SAVE_STATES,
  isAnySaveInFlight,
  mobileSaveFailureText,
  type SaveInput,
  type SaveStates,
  savedToast,
  saveFailureText,
  saveStatesReducer,
} from "@corkboard/core/pins";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useReducer, useRef } from "react";
import type { SaveTarget } from "../../boards/index.ts";
import { errorTextString, fetchEndpoint, serverErrorOf } from "../../platform/api/index.ts";
import { showToast } from "../../ui/index.ts";
import { rememberSavedSignature } from "./recently-saved.ts";

/** What is being saved, whatever board it goes to (PIN-022, PIN-027). */
export type PinDraft = Omit<SaveInput, "boardId" | "boardPrivacy" | "sectionId">;

/** A save that went through: the answer and where it went. */
export interface SavedPin {
  result: PinSaveResult;
  target: SaveTarget;
}

/** Sends a save: PinResource create, or RepinResource create for an existing pin (PIN-034). */
export function sendSave(draft: PinDraft, target: SaveTarget): Promise<PinSaveResult> {
  const call = buildSaveCall({
    ...draft,
    boardId: target.board.id,
    boardPrivacy: target.board.privacy,
    sectionId: target.section?.id ?? null,
  });
  return call.resource === "RepinResource"
    ? fetchEndpoint(repinCreateEndpoint, call.payload)
    : fetchEndpoint(pinCreateEndpoint, call.payload);
}

/** The pin_create_success / pin_create_fail event (PIN-008, PIN-042); its answer is ignored. */
function logCreateEvent(draft: PinDraft, path: string, pinId?: string): void {
  const query: Record<string, string> = {};
  if (draft.color) query.color = draft.color;
  if (draft.imageUrl) query.media = draft.imageUrl;
  if (draft.description) query.description = draft.description;
  if (draft.link) query.url = draft.link;
  if (draft.guid) query.guid = draft.guid;
  void fetchEndpoint(pinCreateEventEndpoint, {
    event: pinId ? "pin_create_success" : "pin_create_fail",
    ...(pinId ? { pin_id: pinId } : {}),
    path: path.slice(0, 64),
    query,
  }).catch(() => {});
}

/**
 * Saving one pin to the boards of the picker: each board's state goes null → loading →
 * success, or back to null with an error toast (message_detail, else message) on failure
 * (PIN-043, PIN-044). A second save waits while one is in flight. Saved images are
 * remembered (PIN-046).
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
  const queryClient = useQueryClient();

  const save = useCallback(
    async (target: SaveTarget): Promise<SavedPin | null> => {
      if (isAnySaveInFlight(statesRef.current)) return null;
      const boardId = target.board.id;
      if (boardSaveStatus(statesRef.current, boardId) === "success") return null;
      dispatch({ type: "save_started", boardId });
      statesRef.current = { ...statesRef.current, [boardId]: "loading" };
      try {
        const result = await sendSave(draftRef.current, target);
        dispatch({ type: "save_succeeded", boardId });
        rememberSavedSignature(result.image_signature);
        // The board and section the pin landed on read fresh next time (PIN-037).
        const stale = target.section ? [sectionPinsEndpoint, boardSectionEndpoint] : [boardFeedEndpoint];
        for (const endpoint of stale) void queryClient.invalidateQueries({ queryKey: [endpoint.path] });
        if (options.eventPath) logCreateEvent(draftRef.current, options.eventPath, result.id);
        return { result, target };
      } catch (error) {
        dispatch({ type: "save_failed", boardId });
        // Mobile always says "Sorry! Something went wrong on our end." (PIN-018).
        const text = options.mobile ? mobileSaveFailureText() : saveFailureText(serverErrorOf(error));
        showToast(errorTextString(text), "error");
        if (options.eventPath) logCreateEvent(draftRef.current, options.eventPath);
        return null;
      }
    },
    [options.eventPath, options.mobile, queryClient],
  );

  return { states, save };
}

/** The saved toast: "Saved to {board}", 4000 ms on desktop, 5000 ms on phones (PIN-015, PIN-019, PIN-020). */
export function showSavedToast(boardName: string, isPhone: boolean): void {
  const text = savedToast(boardName);
  showToast(t(text.messageKey, text.values), "saved", isPhone);
}
