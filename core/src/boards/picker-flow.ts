import type { MessageKey } from "../messages/index.ts";

/** The board the picker is working with: enough to decide whether sections come next. */
export interface FlowBoard {
  id: string;
  name: string;
  section_count: number;
}

/** Where the board picker is (BOARD-014…BOARD-017). */
export type PickerFlowState =
  | { screen: "board_list" }
  | { screen: "section_list"; board: FlowBoard }
  | { screen: "create_board" }
  | { screen: "create_section"; board: FlowBoard }
  /** Ready to save to the board, or to one of its sections. */
  | { screen: "save"; board: FlowBoard; sectionId: string | null }
  | { screen: "closed" };

/** What the viewer does in the picker. */
export type PickerFlowEvent =
  | { type: "board_picked"; board: FlowBoard }
  | { type: "section_picked"; sectionId: string }
  | { type: "create_board_opened" }
  | { type: "board_created"; board: FlowBoard }
  | { type: "create_section_opened" }
  | { type: "section_created"; sectionId: string }
  | { type: "back" }
  | { type: "close" };

/** The picker's first screen. */
export const INITIAL_PICKER_FLOW: PickerFlowState = { screen: "board_list" };

/** A picked or created board: its section list when it has sections, else straight to save (BOARD-014, BOARD-015). */
function afterBoard(board: FlowBoard): PickerFlowState {
  return board.section_count > 0
    ? { screen: "section_list", board }
    : { screen: "save", board, sectionId: null };
}

/**
 * The picker flow (BOARD-014…BOARD-017). Back/close: from create-within-board to the section
 * list, from the section list to the board list, otherwise closed. Events that do not fit
 * the current screen leave the state as it is.
 */
export function pickerFlowReducer(state: PickerFlowState, event: PickerFlowEvent): PickerFlowState {
  switch (event.type) {
    case "board_picked":
      return state.screen === "board_list" ? afterBoard(event.board) : state;
    case "create_board_opened":
      return state.screen === "board_list" ? { screen: "create_board" } : state;
    case "board_created":
      return state.screen === "create_board" ? afterBoard(event.board) : state;
    case "section_picked":
      return state.screen === "section_list"
        ? { screen: "save", board: state.board, sectionId: event.sectionId }
        : state;
    case "create_section_opened":
      return state.screen === "section_list" ? { screen: "create_section", board: state.board } : state;
    case "section_created":
      return state.screen === "create_section"
        ? { screen: "save", board: state.board, sectionId: event.sectionId }
        : state;
    case "back":
      if (state.screen === "create_section") return { screen: "section_list", board: state.board };
      if (state.screen === "section_list") return { screen: "board_list" };
      return { screen: "closed" };
    case "close":
      return { screen: "closed" };
  }
}

/** The picker modal's title on each screen (BOARD-010); null when nothing is shown. */
export function pickerTitle(state: PickerFlowState): MessageKey | null {
  switch (state.screen) {
    case "board_list":
      return "boards.picker.chooseBoard";
    case "section_list":
      return "boards.picker.chooseSection";
    case "create_board":
      return "boards.picker.createBoard";
    case "create_section":
      return "boards.picker.createSection";
    default:
      return null;
  }
}
