import type { BoardSection } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import type { PinPlace } from "@corkboard/core/pins";
import { moveFailureMessage } from "@corkboard/core/pins";
import { useQueryClient } from "@tanstack/react-query";
import { errorTextString, serverErrorOf } from "../../platform/api/index.ts";
import { closeModal, openModal, showToast } from "../../ui/index.ts";
import { AddSectionForm } from "./add-section-form.tsx";
import { registerManageMessages } from "./register-messages.ts";
import { type MoveSelection, moveAllPins } from "./use-move-pins.ts";

registerManageMessages();

interface AddSectionOptions {
  boardId: string;
  /** Where selected pins come from, when the section is made from a selection. */
  from?: PinPlace;
  selection?: MoveSelection;
  onDone?: () => void;
}

function AddSectionBody({ boardId, from, selection, onDone }: AddSectionOptions) {
  const queryClient = useQueryClient();
  const pinImport = selection && !selection.all ? selection.pinIds : [];
  const created = async (section: BoardSection) => {
    // A select-all selection is moved after the section exists (BOARD-059).
    if (selection?.all && from) {
      try {
        await moveAllPins(from, { boardId, sectionId: section.id });
      } catch (error) {
        showToast(errorTextString(moveFailureMessage(serverErrorOf(error))), "error");
      }
    }
    // The board's pin_count and its section list come again from the server (BOARD-059).
    await queryClient.invalidateQueries();
    closeModal();
    showToast(t("manage.section.created"));
    onDone?.();
  };
  return <AddSectionForm boardId={boardId} pinImport={pinImport} onCreated={created} />;
}

/** Opens the "Add section" modal (BOARD-050), optionally with pins moving into the new section. */
export function openAddSection(options: AddSectionOptions): void {
  openModal({ title: t("boards.picker.addSection"), body: <AddSectionBody {...options} /> });
}
