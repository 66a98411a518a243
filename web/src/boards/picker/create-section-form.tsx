import {
  canAddSection,
  INITIAL_SECTION_FORM,
  sectionCreateErrorText,
  sectionCreateRequest,
  sectionFormReducer,
} from "@corkboard/core/boards";
import { t } from "@corkboard/core/messages";
import { type FormEvent, useReducer } from "react";
import { Button, TextField } from "../../ui/index.ts";
import { createSection, type PickerBoardItem, type PickerSection } from "./board-calls.ts";
import { errorTextString, serverErrorOf } from "./error-text.ts";

/**
 * Creating a section from the picker (BOARD-016, BOARD-050…BOARD-055): "Add" (and Enter)
 * only with a non-blank name, no error and not saving; any edit clears the error; the
 * server's message shows under the field.
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
  const [form, dispatch] = useReducer(sectionFormReducer, INITIAL_SECTION_FORM);
  const enabled = canAddSection({ name: form.name, hasError: form.error !== null, saving: form.saving });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!enabled) return;
    dispatch({ type: "submitted" });
    try {
      const section = await createSection(sectionCreateRequest({ boardId: board.id, name: form.name }));
      dispatch({ type: "succeeded" });
      onCreated(section);
    } catch (error) {
      dispatch({ type: "failed", error: sectionCreateErrorText(serverErrorOf(error)) });
    }
  };

  return (
    <form className="cb-picker cb-picker__form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t("boards.section.nameLabel")}
        value={form.name}
        onChange={(event) => dispatch({ type: "edited", name: event.target.value })}
        error={form.error ? errorTextString(form.error) : undefined}
        autoComplete="off"
      />
      <div className="cb-picker__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t("boards.create.cancel")}
        </Button>
        <Button variant="primary" type="submit" disabled={!enabled}>
          {t("boards.section.add")}
        </Button>
      </div>
    </form>
  );
}
