import {
  canAddSection,
  INITIAL_SECTION_FORM,
  sectionCreateErrorText,
  sectionCreateRequest,
  sectionFormReducer,
} from "@corkboard/core/boards";
import { type BoardSection, sectionCreateEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { type FormEvent, useReducer } from "react";
import { fetchEndpoint } from "../../platform/api/index.ts";
import { Button, TextField } from "../../ui/index.ts";
import { errorTextString, serverErrorOf } from "./error-text.ts";

interface AddSectionFormProps {
  boardId: string;
  /** Pins to move into the new section (pinImport → initial_pins, BOARD-058). */
  pinImport?: readonly string[];
  /** Called with the new section once the server made it (BOARD-059). */
  onCreated: (section: BoardSection) => void | Promise<void>;
}

/**
 * The add-section form (BOARD-050…BOARD-055): a name field and "Add". "Add" — and Enter —
 * work only when the trimmed name is non-empty, there is no error and nothing is saving
 * (BOARD-051, BOARD-053); any edit clears the error (BOARD-052); the name goes trimmed
 * (BOARD-054); a failure shows message_detail, else message, under the field (BOARD-055).
 */
export function AddSectionForm({ boardId, pinImport, onCreated }: AddSectionFormProps) {
  const [state, dispatch] = useReducer(sectionFormReducer, INITIAL_SECTION_FORM);
  const enabled = canAddSection({ name: state.name, hasError: state.error !== null, saving: state.saving });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The reducer repeats this check; here it keeps a refused submit from calling the server.
    if (!enabled) return;
    dispatch({ type: "submitted" });
    let section: BoardSection;
    try {
      section = await fetchEndpoint(
        sectionCreateEndpoint,
        sectionCreateRequest({ boardId, name: state.name, pinImport: pinImport ?? [] }),
      );
    } catch (error) {
      dispatch({ type: "failed", error: sectionCreateErrorText(serverErrorOf(error)) });
      return;
    }
    dispatch({ type: "succeeded" });
    await onCreated(section);
  };

  return (
    <form className="cb-manage-form" onSubmit={submit} noValidate>
      <TextField
        label={t("boards.section.nameLabel")}
        value={state.name}
        autoFocus
        onChange={(event) => dispatch({ type: "edited", name: event.target.value })}
        error={state.error ? errorTextString(state.error) : undefined}
      />
      <div className="cb-manage-form__actions">
        <Button type="submit" variant="primary" disabled={!enabled} aria-busy={state.saving}>
          {t("boards.section.add")}
        </Button>
      </div>
    </form>
  );
}
