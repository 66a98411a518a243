import {
  type BoardCreator,
  INITIAL_PICKER_FLOW,
  type PickerFlowState,
  pickerFlowReducer,
  pickerTitle,
} from "@corkboard/core/boards";
import { pinMessages, registerMessages, t } from "@corkboard/core/messages";
import { alreadySavedBanner, isAnySaveInFlight } from "@corkboard/core/pins";
import { type ReactNode, useState } from "react";
import { BoardPicker, type CreationState, type SaveTarget } from "../../boards/index.ts";
import { getBootstrap } from "../../platform/bootstrap/index.ts";
import { useAlreadySaved } from "../api.ts";
import { type PinDraft, type SavedPin, useSavePin } from "./use-save-pin.ts";

// The save screens say the pins catalogue; it loads with them (catalogue-pins.ts).
registerMessages(pinMessages);

/** Options of a save flow. */
export interface SaveFlowOptions {
  draft: PinDraft;
  variant: "desktop" | "mobile";
  /** The image's signature, for the already-saved lookup of a pin that does not exist yet. */
  imageSignature?: string | null | undefined;
  /** Acting for an ad account (BOARD-034, BOARD-038); null otherwise. */
  advertiser?: BoardCreator["advertiser"] | undefined;
  onSaved: (saved: SavedPin) => void;
  onClose: () => void;
  creationState?: CreationState | undefined;
  /** The creation path logged with pin_create_success / pin_create_fail (PIN-042). */
  eventPath?: string | undefined;
  /** Saving into a board or section created on another page (mobile): go there first. */
  initialFlow?: PickerFlowState | undefined;
}

/**
 * The save flow around the picker, for the modal, the popup and the mobile page: the
 * title of the current screen (BOARD-010), back (BOARD-017), the already-saved banner
 * (PIN-045) and the per-board save states (PIN-043).
 */
export function useSaveFlow(options: SaveFlowOptions): {
  title: string;
  screen: PickerFlowState["screen"];
  back: () => void;
  body: ReactNode;
  /** A save is in flight (the mobile loading overlay, PIN-014). */
  saving: boolean;
  /** Saves straight to a target chosen elsewhere (a board created on the mobile page). */
  saveTo: (target: SaveTarget) => Promise<void>;
} {
  const user = getBootstrap().viewer.user;
  const [flow, setFlow] = useState<PickerFlowState>(options.initialFlow ?? INITIAL_PICKER_FLOW);
  const { states, save } = useSavePin(options.draft, {
    eventPath: options.eventPath,
    mobile: options.variant === "mobile",
  });
  const already = useAlreadySaved(options.draft.pinId, options.imageSignature);
  const banner = alreadySavedBanner(already.data?.pinned_to_board);

  const onSave = async (target: SaveTarget) => {
    const saved = await save(target);
    if (saved) options.onSaved(saved);
    // A failed save closes the picker after its toast (PIN-044).
    else if (options.variant === "desktop") options.onClose();
  };

  const back = () => {
    const next = pickerFlowReducer(flow, { type: "back" });
    if (next.screen === "closed") options.onClose();
    else setFlow(next);
  };

  const titleKey = pickerTitle(flow) ?? "boards.picker.chooseBoard";
  const body = user ? (
    <>
      {banner && flow.screen === "board_list" ? (
        <p className="cb-save-banner" role="status">
          {t(banner.messageKey, banner.values)}
        </p>
      ) : null}
      <BoardPicker
        flow={flow}
        onFlow={setFlow}
        variant={options.variant}
        pinId={options.draft.pinId}
        creator={{ viewerId: user.id, advertiser: options.advertiser ?? null }}
        username={user.username}
        saveStates={states}
        onSave={(target) => void onSave(target)}
        onClose={options.onClose}
        creationState={options.creationState}
      />
    </>
  ) : null;
  return {
    title: t(titleKey),
    screen: flow.screen,
    back,
    body,
    saving: isAnySaveInFlight(states),
    saveTo: onSave,
  };
}
