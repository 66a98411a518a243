import { sectionCreateRequest } from "@corkboard/core/boards";
import { t } from "@corkboard/core/messages";
import { Button, TextField } from "../../ui/index.ts";
import { type PickerBoardItem, type PickerSection, useCreateSection } from "../api.ts";
import { useSectionNameForm } from "../use-section-name-form.ts";

/**
 * Creating a section from the picker (BOARD-016, BOARD-050…BOARD-055), with the section-name
 * rules of useSectionNameForm and a Cancel beside "Add".
 */
export function CreateSectionForm({
  board,
  onCancel,
  onCreated,
}: {
  board: PickerBoardItem;
  onCancel: () => void;
  onCreated: (section: PickerSection) => void;
}) {
  const create = useCreateSection();
  const form = useSectionNameForm(
    (name) => create.mutateAsync(sectionCreateRequest({ boardId: board.id, name })),
    onCreated,
  );

  return (
    <form className="cb-picker cb-picker__form" onSubmit={form.submit} noValidate>
      <TextField {...form.field} autoComplete="off" />
      <div className="cb-picker__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t("boards.create.cancel")}
        </Button>
        <Button variant="primary" type="submit" disabled={!form.enabled}>
          {t("boards.section.add")}
        </Button>
      </div>
    </form>
  );
}
