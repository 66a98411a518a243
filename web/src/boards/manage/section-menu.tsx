import { type Board, type BoardSection, sectionDeleteEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { boardPath, sectionPath } from "@corkboard/core/paths";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { fetchEndpoint } from "../../platform/api/index.ts";
import { closeModal, openModal, showToast } from "../../ui/index.ts";
import { ConfirmBody } from "./confirm-body.tsx";
import { OptionsMenu } from "./options-menu.tsx";
import { registerManageMessages } from "./register-messages.ts";
import { SectionEditForm } from "./section-edit-form.tsx";
import { useBoardAccess } from "./use-can-manage.ts";
import "./manage.css";

registerManageMessages();

interface SectionMenuProps {
  board: Board;
  section: BoardSection;
  onOrganize: () => void;
}

/**
 * The section page's "…" menu (IMPL-027), for the board's owner and collaborators: rename
 * the section, delete it (its pins go back to the board), select pins to move.
 */
export function SectionMenu({ board, section, onOrganize }: SectionMenuProps) {
  const access = useBoardAccess(board);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  if (!access.canManage) return null;
  const owner = board.owner.username;

  const edit = () =>
    openModal({
      title: t("manage.section.title"),
      body: (
        <SectionEditForm
          section={section}
          onSaved={async (saved) => {
            await queryClient.invalidateQueries();
            closeModal();
            showToast(t("manage.section.saved"));
            // A new name may mean a new slug, so a new address.
            if (saved.slug !== section.slug)
              navigate(sectionPath(owner, board.slug, saved.slug), { replace: true });
          }}
        />
      ),
    });

  const remove = () =>
    openModal({
      title: t("manage.section.deleteTitle"),
      body: (
        <ConfirmBody
          text={t("manage.section.deleteBody", { name: section.title, count: section.pin_count })}
          confirmLabel={t("manage.board.deleteConfirm")}
          onConfirm={async () => {
            await fetchEndpoint(sectionDeleteEndpoint, { section_id: section.id });
            showToast(t("manage.section.deleted"));
            navigate(boardPath(owner, board.slug));
            await queryClient.invalidateQueries();
          }}
        />
      ),
    });

  return (
    <OptionsMenu
      label={t("manage.section.menuLabel")}
      items={[
        { label: t("manage.section.edit"), onSelect: edit },
        { label: t("manage.section.delete"), onSelect: remove },
        { label: t("manage.menu.organize"), onSelect: onOrganize },
      ]}
    />
  );
}
