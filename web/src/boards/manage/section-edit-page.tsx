import { type Board, type BoardSection, boardSectionEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { useParams } from "wouter";
import { NotFoundPage, PageError } from "../../errors/index.ts";
import { useEndpoint } from "../../platform/api/index.ts";
import { useDocumentTitle } from "../../platform/document/use-document-title.ts";
import { Button, Spinner } from "../../ui/index.ts";
import { registerManageMessages } from "./register-messages.ts";
import { SectionEditForm } from "./section-edit-form.tsx";
import { useBoardAccess } from "./use-can-manage.ts";
import { useSectionActions } from "./use-section-actions.tsx";
import "./manage.css";

registerManageMessages();

function SectionEditView({ board, section }: { board: Board; section: BoardSection }) {
  const actions = useSectionActions(board, section);
  // Titled here, not by the page: a viewer who may not edit sees the 404's own title.
  useDocumentTitle(t("manage.section.title"));
  return (
    <div className="cb-page cb-pin-edit">
      <h1>{t("manage.section.title")}</h1>
      <SectionEditForm section={section} onSaved={actions.saved} />
      <div className="cb-form__actions">
        <Button onClick={actions.remove}>{t("manage.section.delete")}</Button>
      </div>
    </div>
  );
}

function ManagedSectionEdit({ board, section }: { board: Board; section: BoardSection }) {
  const access = useBoardAccess(board);
  if (access.checking) return <Spinner />;
  if (!access.canManage) return <NotFoundPage />;
  return <SectionEditView board={board} section={section} />;
}

/**
 * /boardsection/{id}/edit/ (IMPL-027): the board's owner or a collaborator renames the
 * section or deletes it. Anyone else finds no such page.
 */
export function SectionEditPage() {
  const { id = "" } = useParams();
  const result = useEndpoint(boardSectionEndpoint, { section_id: id });
  if (result.isPending) return <Spinner />;
  if (result.isError) return <PageError error={result.error} onRetry={() => void result.refetch()} />;
  return <ManagedSectionEdit board={result.data.board} section={result.data.section} />;
}
