import {
  type Board,
  boardDeleteEndpoint,
  boardUpdateEndpoint,
  type ViewerBoard,
} from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { profilePath } from "@corkboard/core/paths";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { fetchEndpoint, serverFailureText } from "../../platform/api/index.ts";
import { closeModal, openConfirmDialog, openModal, showToast } from "../../ui/index.ts";
import { BoardEditForm } from "./board-edit-form.tsx";

/**
 * The owner's board actions (IMPL-027), shared by the "…" menu and /board/{id}/edit/:
 * after an edit, the board's new address (a new name may mean a new slug); archive or
 * unarchive; delete after a confirmation, then to the owner's profile.
 */
export function useBoardActions(board: Board) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const saved = async (next: ViewerBoard) => {
    await queryClient.invalidateQueries();
    closeModal();
    showToast(t("manage.board.saved"));
    if (next.url !== board.url) navigate(next.url, { replace: true });
  };

  const edit = () =>
    openModal({ title: t("manage.board.title"), body: <BoardEditForm board={board} onSaved={saved} /> });

  const archive = async () => {
    try {
      await fetchEndpoint(boardUpdateEndpoint, { board_id: board.id, archived: !board.archived });
      await queryClient.invalidateQueries();
      showToast(t(board.archived ? "manage.board.unarchived" : "manage.board.archived"));
    } catch (error) {
      showToast(serverFailureText(error), "error");
    }
  };

  const remove = () =>
    openConfirmDialog({
      title: t("manage.board.deleteTitle"),
      children: <p>{t("manage.board.deleteBody", { name: board.name, count: board.pin_count })}</p>,
      confirmLabel: t("manage.board.deleteConfirm"),
      cancelLabel: t("manage.cancel"),
      failureText: serverFailureText,
      onConfirm: async () => {
        await fetchEndpoint(boardDeleteEndpoint, { board_id: board.id });
        showToast(t("manage.board.deleted"));
        navigate(profilePath(board.owner.username));
        await queryClient.invalidateQueries();
      },
    });

  return { saved, edit, archive, remove };
}
