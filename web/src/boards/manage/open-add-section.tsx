import type { BoardSection } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { moveFailureMessage, type PinPlace } from "@corkboard/core/pins";
import { errorMessage } from "../../platform/api/index.ts";
import { closeModal, openModal, showToast } from "../../ui/index.ts";
import { type MoveSelection, useMovePins } from "../api.ts";
import { AddSectionForm } from "./add-section-form.tsx";
import { registerManageMessages } from "./register-messages.ts";

registerManageMessages();

interface AddSectionOptions {
  boardId: string;
  /** Where selected pins come from, when the section is made from a selection. */
  from?: PinPlace;
  selection?: MoveSelection;
  onDone?: () => void;
}

function AddSectionBody({ boardId, from, selection, onDone }: AddSectionOptions) {
  const pinImport = selection && !selection.all ? selection.pinIds : [];
  // "Section created" says it all; only a failed move of the pins needs its own words.
  const moveAll = useMovePins(null, {
    moved: () => {},
    failed: (error) => showToast(errorMessage(error, { rule: moveFailureMessage }), "error"),
  });
  const created = async (section: BoardSection) => {
    // A select-all selection is moved after the section exists (BOARD-059).
    if (selection?.all && from) {
      const to = { boardId, sectionId: section.id };
      await moveAll.mutateAsync({ from, to, selection, placeName: section.title }).catch(() => {});
    }
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
