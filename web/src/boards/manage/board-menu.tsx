import type { Board } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { openAddSection } from "./open-add-section.tsx";
import { type MenuItem, OptionsMenu } from "./options-menu.tsx";
import { registerManageMessages } from "./register-messages.ts";
import { useBoardActions } from "./use-board-actions.tsx";
import { useBoardAccess } from "./use-can-manage.ts";
import "./manage.css";

registerManageMessages();

interface BoardMenuProps {
  board: Board;
  /** Turns the board's pin grid into the selection list. */
  onOrganize: () => void;
}

/**
 * The board page's "…" menu (IMPL-027): for the owner, edit, add a section, select pins
 * to move, archive or unarchive, delete; for a collaborator, add a section and move pins.
 * Nothing for anyone else.
 */
export function BoardMenu({ board, onOrganize }: BoardMenuProps) {
  const access = useBoardAccess(board);
  const actions = useBoardActions(board);
  if (!access.canManage) return null;
  const items: MenuItem[] = [
    ...(access.isOwner ? [{ label: t("manage.menu.edit"), onSelect: actions.edit }] : []),
    { label: t("manage.menu.addSection"), onSelect: () => openAddSection({ boardId: board.id }) },
    { label: t("manage.menu.organize"), onSelect: onOrganize },
    ...(access.isOwner
      ? [
          {
            label: t(board.archived ? "manage.menu.unarchive" : "manage.menu.archive"),
            onSelect: () => void actions.archive(),
          },
          { label: t("manage.menu.delete"), onSelect: actions.remove },
        ]
      : []),
  ];
  return <OptionsMenu label={t("manage.menu.label")} items={items} />;
}
