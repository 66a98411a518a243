// The boards feature's public face for other features (DESIGN §2): its pages and tiles, the
// board picker the save screens use, and the management catalogue.
export { BoardCard } from "./board-card.tsx";
export { boardGridStyle } from "./board-grid-style.ts";
export { BoardPage } from "./board-page.tsx";
export { openCreateBoardDialog } from "./create/open-create-board.tsx";
export { registerManageMessages } from "./manage/register-messages.ts";
export {
  BoardPicker,
  type CreationState,
  type SaveTarget,
  takeCreationState,
} from "./picker/index.ts";
export { SectionPage } from "./section-page.tsx";
