import { MODAL } from "@corkboard/core/layout";
import { t } from "@corkboard/core/messages";
import { ArrowBackIcon, closeModal, IconButton, Modal, openModal, PHONE_QUERY } from "../../ui/index.ts";
import { isFirstSave } from "./recently-saved.ts";
import { showSavedConfirmation } from "./saved-confirmation.tsx";
import { type SaveFlowOptions, useSaveFlow } from "./use-save-flow.tsx";
import { type PinDraft, showSavedToast } from "./use-save-pin.ts";
import "./save.css";

/** The board creation form's width (UI-008). */
const CREATE_BOARD_WIDTH = 720;

function SavePickerModal({
  draft,
  imageSignature,
}: {
  draft: PinDraft;
  imageSignature?: string | null | undefined;
}) {
  const isPhone = window.matchMedia(PHONE_QUERY).matches;
  let firstSave = isFirstSave();
  const flow = useSaveFlow({
    draft,
    imageSignature,
    variant: "desktop",
    onClose: closeModal,
    onSaved: ({ target }) => {
      closeModal();
      showSavedToast(target.board.name, isPhone);
      showSavedConfirmation(firstSave);
      firstSave = false;
    },
  } satisfies SaveFlowOptions);
  const canGoBack =
    flow.screen === "section_list" || flow.screen === "create_section" || flow.screen === "create_board";
  return (
    <Modal
      open
      title={flow.title}
      onClose={closeModal}
      width={flow.screen === "create_board" ? CREATE_BOARD_WIDTH : MODAL.width}
      testId="save-picker"
    >
      {canGoBack ? (
        <IconButton label={t("boards.picker.back")} icon={<ArrowBackIcon />} size="sm" onClick={flow.back} />
      ) : null}
      <div className="cb-save-modal">{flow.body}</div>
    </Modal>
  );
}

/**
 * Opens the board picker for a pin (the pin page's Save button, IMPL-020): saving shows the
 * saved toast (PIN-019, PIN-020) and the saved confirmation (BOARD-026), then closes.
 */
export function openSavePicker(draft: PinDraft, imageSignature?: string | null): void {
  openModal({ element: <SavePickerModal draft={draft} imageSignature={imageSignature} /> });
}
