import { BOARD_CREATED_TOAST } from "@corkboard/core/boards";
import { pinMessages, registerMessages, t } from "@corkboard/core/messages";
import { getBootstrap } from "../../platform/bootstrap/index.ts";
import { closeModal, openModal, showToast } from "../../ui/index.ts";
import { CreateBoardForm } from "./create-board-form.tsx";

registerMessages(pinMessages);

function CreateBoardDialogBody({ navigate }: { navigate: (to: string) => void }) {
  const user = getBootstrap().viewer.user;
  if (!user) return null;
  return (
    <CreateBoardForm
      creator={{ viewerId: user.id, advertiser: null }}
      onCancel={closeModal}
      onCreated={(board) => {
        // The form's write (useCreateBoard) made the picker and the profile's boards
        // stale before this runs (BOARD-040).
        showToast(t(BOARD_CREATED_TOAST), "notice");
        closeModal();
        navigate(board.url);
      }}
    />
  );
}

/** Shows the create-board form in the app's modal host (see open-create-board.tsx). */
export function openCreateBoardModal(navigate: (to: string) => void): void {
  openModal({ title: t("boards.picker.createBoard"), body: <CreateBoardDialogBody navigate={navigate} /> });
}
