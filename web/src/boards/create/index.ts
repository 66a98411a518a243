// Creating boards, inside the picker or as the mobile page.
export { BOARD_CREATED_BURST_MS, BoardCreatedBurst } from "./board-created-burst.tsx";
export { CreateBoardForm, type CreateBoardFormProps } from "./create-board-form.tsx";
export { CreateBoardPage, CreateSectionPage } from "./create-pages.tsx";
