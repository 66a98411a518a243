import {
  canAddSection,
  INITIAL_SECTION_FORM,
  sectionCreateErrorText,
  sectionFormReducer,
} from "@corkboard/core/boards";
import { t } from "@corkboard/core/messages";
import { type ChangeEvent, type FormEvent, useReducer } from "react";
import { errorMessage, errorTextString } from "../platform/api/index.ts";

/**
 * The section-name form's rules (BOARD-050…BOARD-055) for every screen that adds a section
 * (the board page and the picker): "Add" — and Enter — work only when the trimmed name is
 * non-empty, there is no error and nothing is saving (BOARD-051, BOARD-053); any edit clears
 * the error (BOARD-052); a failure shows message_detail, else message, under the field
 * (BOARD-055). `create` makes the section from the name; `onCreated` runs once it exists.
 * Each screen keeps its own layout: it spreads `field` on its TextField and submits `submit`.
 */
export function useSectionNameForm<S>(
  create: (name: string) => Promise<S>,
  onCreated: (section: S) => void | Promise<void>,
) {
  const [state, dispatch] = useReducer(sectionFormReducer, INITIAL_SECTION_FORM);
  const enabled = canAddSection({ name: state.name, hasError: state.error !== null, saving: state.saving });

  const save = async () => {
    dispatch({ type: "submitted" });
    let section: S;
    try {
      section = await create(state.name);
    } catch (error) {
      dispatch({ type: "failed", error: { text: errorMessage(error, { rule: sectionCreateErrorText }) } });
      return;
    }
    dispatch({ type: "succeeded" });
    await onCreated(section);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The reducer repeats this check; here it keeps a refused submit from calling the server.
    if (enabled) void save();
  };

  const field = {
    label: t("boards.section.nameLabel"),
    value: state.name,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      dispatch({ type: "edited", name: event.target.value }),
    error: state.error ? errorTextString(state.error) : undefined,
  };

  return { field, enabled, saving: state.saving, submit };
}
