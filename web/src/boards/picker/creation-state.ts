import type { PickerBoardItem, PickerSection } from "../api.ts";

/**
 * What the mobile "Create board" / "Create section" pages carry between the picker and
 * back (BOARD-013, PIN-017): where to return, the came-from flag, and what was created.
 * Kept in sessionStorage because the app's history entries hold only their key.
 */
export interface CreationState {
  returnTo?: string;
  cameFrom?: boolean;
  /** The board whose section is being created. */
  board?: PickerBoardItem;
  createdBoard?: PickerBoardItem;
  createdSection?: { board: PickerBoardItem; section: PickerSection };
}

const KEY = "cb_creation_state";

/** Stores the creation state for the next page. */
export function saveCreationState(state: CreationState): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Without storage the create pages fall back to going home afterwards.
  }
}

/** Reads the creation state without removing it. */
export function peekCreationState(): CreationState {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? "{}");
    return typeof value === "object" && value !== null ? (value as CreationState) : {};
  } catch {
    return {};
  }
}

/** Reads and removes the creation state, so a reload does not save twice. */
export function takeCreationState(): CreationState {
  const state = peekCreationState();
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
  return state;
}
