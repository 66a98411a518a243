import type { MessageKey, MessageValues } from "../messages/index.ts";
import { BOARD_LIMITS } from "./constants.ts";

/** Which board or section name rule failed. */
export type BoardNameRule = "required" | "too_long";

/** A failed name rule: the stable code the server answers with and the catalogue message. */
export interface BoardNameFailure {
  rule: BoardNameRule;
  code: "INVALID_INPUT";
  messageKey: MessageKey;
  values?: MessageValues;
}

/** The length of a name as users count it: Unicode code points, not UTF-16 units. */
export function nameLength(name: string): number {
  return Array.from(name).length;
}

/** Trims a board or section name the way it is checked and sent (BOARD-054). */
export function normalizeBoardName(raw: string): string {
  return raw.trim();
}

/**
 * Checks a board name: required (BOARD-029) and at most 50 characters after trimming
 * (BOARD-030, BOARD-031 DECISION). Null when it passes.
 */
export function validateBoardName(raw: string): BoardNameFailure | null {
  const name = normalizeBoardName(raw);
  if (name === "") return { rule: "required", code: "INVALID_INPUT", messageKey: "boards.name.required" };
  return checkMaxLength(name, BOARD_LIMITS.nameMax);
}

/**
 * Checks a section name's length after trimming. A blank name has no message: "Add" simply
 * stays disabled (BOARD-051); the server refuses it as INVALID_INPUT.
 */
export function validateSectionName(raw: string): BoardNameFailure | null {
  return checkMaxLength(normalizeBoardName(raw), BOARD_LIMITS.sectionNameMax);
}

function checkMaxLength(name: string, maxLength: number): BoardNameFailure | null {
  if (nameLength(name) <= maxLength) return null;
  return {
    rule: "too_long",
    code: "INVALID_INPUT",
    messageKey: "boards.name.tooLong",
    values: { maxLength },
  };
}

/** What a name form's submit button depends on. */
export interface NameFormState {
  name: string;
  /** A validation or server error is showing. */
  hasError: boolean;
  /** The create call is in flight. */
  saving: boolean;
}

/** True when the name form can submit: trimmed name non-blank, no error, not saving. */
function canSubmitName({ name, hasError, saving }: NameFormState): boolean {
  return normalizeBoardName(name) !== "" && !hasError && !saving;
}

/** True when "Create" is enabled on the create-board form (BOARD-032). */
export function canCreateBoard(state: NameFormState): boolean {
  return canSubmitName(state);
}

/** True when "Add" is enabled, and Enter submits, on the section form (BOARD-051, BOARD-053). */
export function canAddSection(state: NameFormState): boolean {
  return canSubmitName(state);
}

/** How a section's name was chosen (BOARD-006). */
export const NAME_SOURCE = { manual: 0, RECOMMENDATION: 1, EDITED_RECOMMENDATION: 2 } as const;
/** A name_source code sent with a new section (BOARD-006). */
export type NameSource = (typeof NAME_SOURCE)[keyof typeof NAME_SOURCE];

/**
 * The name_source of a section name: RECOMMENDATION when it is a picked suggestion as is,
 * EDITED_RECOMMENDATION when a picked suggestion was then changed, manual otherwise (BOARD-006).
 */
export function nameSourceOf(name: string, pickedRecommendation: string | null): NameSource {
  if (pickedRecommendation === null) return NAME_SOURCE.manual;
  return normalizeBoardName(name) === normalizeBoardName(pickedRecommendation)
    ? NAME_SOURCE.RECOMMENDATION
    : NAME_SOURCE.EDITED_RECOMMENDATION;
}

/**
 * Builds the BoardSectionResource create request: the trimmed name and its name_source
 * (BOARD-005, BOARD-006, BOARD-054, BOARD-058: pinImport becomes initial_pins).
 */
export function sectionCreateRequest(input: {
  boardId: string;
  name: string;
  pickedRecommendation?: string | null;
  pinImport?: readonly string[];
  orbacSubjectId?: string | null;
}): {
  board_id: string;
  initial_pins: string[];
  name: string;
  name_source: NameSource;
  orbac_subject_id?: string;
} {
  const request = {
    board_id: input.boardId,
    initial_pins: [...(input.pinImport ?? [])],
    name: normalizeBoardName(input.name),
    name_source: nameSourceOf(input.name, input.pickedRecommendation ?? null),
  };
  return input.orbacSubjectId ? { ...request, orbac_subject_id: input.orbacSubjectId } : request;
}
