import type { Board, ViewerBoard } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { profilePath } from "@corkboard/core/paths";
import { useLocation } from "wouter";
import { errorMessage, openConfirmWrite } from "../../platform/api/index.ts";
import { closeModal, openModal, showToast } from "../../ui/index.ts";
import { deleteBoardWrite, useUpdateBoard } from "../api.ts";
import { BoardEditForm } from "./board-edit-form.tsx";

/**
 * The owner's board actions (IMPL-027), shared by the "…" menu and /board/{id}/edit/:
 * after an edit, the board's new address (a new name may mean a new slug); archive or
 * unarchive; delete after a confirmation, then to the owner's profile.
 */
export function useBoardActions(board: Board) {
  const [, navigate] = useLocation();
  const archiving = useUpdateBoard(board.id, {
    // `archived` flips, so the toast says what the board was before the write.
    onSuccess: () => showToast(t(board.archived ? "manage.board.unarchived" : "manage.board.archived")),
    onError: (error) => showToast(errorMessage(error, { serverWords: true }), "error"),
  });

  // The edit form's write made the board's reads fresh before this runs.
  const saved = (next: ViewerBoard) => {
    closeModal();
    showToast(t("manage.board.saved"));
    if (next.url !== board.url) navigate(next.url, { replace: true });
  };

  const edit = () =>
    openModal({ title: t("manage.board.title"), body: <BoardEditForm board={board} onSaved={saved} /> });

  const archive = () => archiving.mutate({ board_id: board.id, archived: !board.archived });

  const remove = () =>
    openConfirmWrite({
      title: t("manage.board.deleteTitle"),
      children: <p>{t("manage.board.deleteBody", { name: board.name, count: board.pin_count })}</p>,
      confirmLabel: t("manage.board.deleteConfirm"),
      cancelLabel: t("manage.cancel"),
      write: deleteBoardWrite(board.id),
      onDone: () => {
        showToast(t("manage.board.deleted"));
        navigate(profilePath(board.owner.username));
      },
    });

  return { saved, edit, archive, remove };
}
