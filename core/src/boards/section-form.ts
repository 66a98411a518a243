import type { ErrorText } from "../pins/index.ts";
import { BOARD_LIMITS } from "./constants.ts";
import { canAddSection, nameLength } from "./validation.ts";

/** The add-section form (BOARD-050…BOARD-055). */
export interface SectionFormState {
  name: string;
  /** The error under the name field: the server's words or a catalogue message. */
  error: ErrorText | null;
  saving: boolean;
}

/** What happens in the add-section form. */
export type SectionFormEvent =
  | { type: "edited"; name: string }
  | { type: "submitted" }
  | { type: "failed"; error: ErrorText }
  | { type: "succeeded" };

/** An empty add-section form. */
export const INITIAL_SECTION_FORM: SectionFormState = { name: "", error: null, saving: false };

/**
 * The add-section form: any edit clears the error (BOARD-052); submitting (Add or Enter)
 * starts saving only when "Add" is enabled (BOARD-051, BOARD-053); a failure stops saving
 * and shows the error (BOARD-055); a success empties the form.
 */
export function sectionFormReducer(state: SectionFormState, event: SectionFormEvent): SectionFormState {
  switch (event.type) {
    case "edited":
      return { ...state, name: event.name, error: tooLong(event.name) };
    case "submitted":
      return canAddSection({ name: state.name, hasError: state.error !== null, saving: state.saving })
        ? { ...state, saving: true }
        : state;
    case "failed":
      return { ...state, saving: false, error: event.error };
    case "succeeded":
      return INITIAL_SECTION_FORM;
  }
}

function tooLong(name: string): ErrorText | null {
  const maxLength = BOARD_LIMITS.sectionNameMax;
  return nameLength(name.trim()) > maxLength
    ? { messageKey: "boards.name.tooLong", values: { maxLength } }
    : null;
}
