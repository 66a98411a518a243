// The board and section picker, for the save screens (pins/create, pins/save).
export type {
  CollaboratorSuggestion,
  PickerBoardItem,
  PickerSection,
} from "../api.ts";
export { BoardPicker, type BoardPickerProps, type SaveTarget } from "./board-picker.tsx";
export {
  type CreationState,
  peekCreationState,
  saveCreationState,
  takeCreationState,
} from "./creation-state.ts";
