// The board and section picker, for the save screens (pins/create, pins/save).
export type {
  CollaboratorSuggestion,
  PickerBoardItem,
  PickerSection,
} from "./board-calls.ts";
export { BoardPicker, type BoardPickerProps, type SaveTarget } from "./board-picker.tsx";
export {
  type CreationState,
  peekCreationState,
  saveCreationState,
  takeCreationState,
} from "./creation-state.ts";
export { PICKER_QUERY_KEY } from "./use-picker-boards.ts";
