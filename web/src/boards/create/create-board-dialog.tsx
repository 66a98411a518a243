import { BOARD_CREATED_TOAST } from "@corkboard/core/boards";
import { userBoardsEndpoint } from "@corkboard/core/contract";
import { pinMessages, registerMessages, t } from "@corkboard/core/messages";
import { useQueryClient } from "@tanstack/react-query";
import { getBootstrap } from "../../platform/bootstrap/index.ts";
import { closeModal, openModal, showToast } from "../../ui/index.ts";
import { PICKER_QUERY_KEY } from "../picker/index.ts";
import { CreateBoardForm } from "./create-board-form.tsx";

registerMessages(pinMessages);

function CreateBoardDialogBody({ navigate }: { navigate: (to: string) => void }) {
  const queryClient = useQueryClient();
  const user = getBootstrap().viewer.user;
  if (!user) return null;
  return (
    <CreateBoardForm
      creator={{ viewerId: user.id, advertiser: null }}
      onCancel={closeModal}
      onCreated={(board) => {
        showToast(t(BOARD_CREATED_TOAST), "notice");
        // The picker and the profile's boards read fresh (BOARD-040).
        void queryClient.invalidateQueries({ queryKey: [PICKER_QUERY_KEY] });
        void queryClient.invalidateQueries({ queryKey: [userBoardsEndpoint.path] });
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
