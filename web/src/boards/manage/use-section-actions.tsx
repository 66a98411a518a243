import { type Board, type BoardSection, sectionDeleteEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { boardPath, sectionPath } from "@corkboard/core/paths";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { fetchEndpoint, serverFailureText } from "../../platform/api/index.ts";
import { closeModal, openConfirmDialog, openModal, showToast } from "../../ui/index.ts";
import { SectionEditForm } from "./section-edit-form.tsx";

/**
 * A section's actions (IMPL-027), shared by the section page's "…" menu and
 * /boardsection/{id}/edit/: after a rename, the section's page at its (perhaps new) address;
 * delete after a confirmation, then the board's page.
 */
export function useSectionActions(board: Pick<Board, "owner" | "slug">, section: BoardSection) {
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const owner = board.owner.username;

  const saved = async (next: BoardSection) => {
    await queryClient.invalidateQueries();
    closeModal();
    showToast(t("manage.section.saved"));
    // A new name may mean a new slug, so a new address; the edit form is done with either
    // way, so it is replaced rather than left behind in the history.
    const target = sectionPath(owner, board.slug, next.slug);
    if (target.toLowerCase() !== location.toLowerCase()) navigate(target, { replace: true });
  };

  const edit = () =>
    openModal({
      title: t("manage.section.title"),
      body: <SectionEditForm section={section} onSaved={saved} />,
    });

  const remove = () =>
    openConfirmDialog({
      title: t("manage.section.deleteTitle"),
      children: <p>{t("manage.section.deleteBody", { name: section.title, count: section.pin_count })}</p>,
      confirmLabel: t("manage.board.deleteConfirm"),
      cancelLabel: t("manage.cancel"),
      failureText: serverFailureText,
      onConfirm: async () => {
        await fetchEndpoint(sectionDeleteEndpoint, { section_id: section.id });
        showToast(t("manage.section.deleted"));
        navigate(boardPath(owner, board.slug));
        await queryClient.invalidateQueries();
      },
    });

  return { saved, edit, remove };
}
