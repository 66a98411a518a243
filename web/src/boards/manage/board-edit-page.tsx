import { type Board, boardEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { useParams } from "wouter";
import { NotFoundPage, PageError } from "../../errors/index.ts";
import { useEndpoint } from "../../platform/api/index.ts";
import { getBootstrap } from "../../platform/bootstrap/index.ts";
import { useDocumentTitle } from "../../platform/document/use-document-title.ts";
import { Button, Spinner } from "../../ui/index.ts";
import { BoardEditForm } from "./board-edit-form.tsx";
import { registerManageMessages } from "./register-messages.ts";
import { useBoardActions } from "./use-board-actions.tsx";
import "./manage.css";

registerManageMessages();

function OwnerBoardEdit({ board }: { board: Board }) {
  const actions = useBoardActions(board);
  return (
    <div className="cb-page cb-pin-edit">
      <h1>{t("manage.board.title")}</h1>
      {board.archived ? <p role="status">{t("manage.board.archivedNotice")}</p> : null}
      <BoardEditForm board={board} onSaved={actions.saved} />
      <div className="cb-manage-form__actions">
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
  const { id = "" } = useParams();
  const result = useEndpoint(boardEndpoint, { board_id: id });
  useDocumentTitle(t("manage.board.title"), result.isSuccess);
  if (result.isPending) return <Spinner />;
  if (result.isError) return <PageError error={result.error} onRetry={() => void result.refetch()} />;
  const viewerId = getBootstrap().viewer.user?.id;
  if (viewerId !== result.data.board.owner.id) return <NotFoundPage />;
  return <OwnerBoardEdit board={result.data.board} />;
}
