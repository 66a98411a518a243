import type { Board, BoardSection } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { OptionsMenu } from "./options-menu.tsx";
import { registerManageMessages } from "./register-messages.ts";
import { useBoardAccess } from "./use-can-manage.ts";
import { useSectionActions } from "./use-section-actions.tsx";
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
  const actions = useSectionActions(board, section);
  if (!access.canManage) return null;
  return (
    <OptionsMenu
      label={t("manage.section.menuLabel")}
      items={[
        { label: t("manage.section.edit"), onSelect: actions.edit },
        { label: t("manage.section.delete"), onSelect: actions.remove },
        { label: t("manage.menu.organize"), onSelect: onOrganize },
      ]}
    />
  );
}
