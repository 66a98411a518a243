import type { Board } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { Link } from "wouter";
import { useDocumentTitle } from "../../platform/document/use-document-title.ts";
import { Button, buttonClass } from "../../ui/index.ts";
import { BoardEditForm } from "./board-edit-form.tsx";
import { boardCollaboratorsPath } from "./manage-paths.ts";
import { OwnerBoardPage } from "./owner-board-page.tsx";
import { registerManageMessages } from "./register-messages.ts";
import { useBoardActions } from "./use-board-actions.tsx";
import "./manage.css";

registerManageMessages();

function OwnerBoardEdit({ board }: { board: Board }) {
  const actions = useBoardActions(board);
  // Titled here, not by the page: anyone but the owner sees the 404's own title.
  useDocumentTitle(t("manage.board.title"));
  return (
    <div className="cb-page cb-pin-edit">
      <h1>{t("manage.board.title")}</h1>
      {board.archived ? <p role="status">{t("manage.board.archivedNotice")}</p> : null}
      <BoardEditForm board={board} onSaved={actions.saved} />
      <div className="cb-form__actions">
        <Link to={boardCollaboratorsPath(board.id)} className={buttonClass({ variant: "secondary" })}>
          {t("manage.board.collaborators")}
        </Link>
        <Button onClick={() => void actions.archive()}>
          {t(board.archived ? "manage.menu.unarchive" : "manage.menu.archive")}
        </Button>
        <Button onClick={actions.remove}>{t("manage.menu.delete")}</Button>
      </div>
    </div>
  );
}

/**
 * /board/{id}/edit/ (IMPL-027): the owner renames the board, describes it, changes its
 * privacy, archives or deletes it. Anyone else finds no such page.
 */
export function BoardEditPage() {
  return <OwnerBoardPage>{(board) => <OwnerBoardEdit board={board} />}</OwnerBoardPage>;
}
