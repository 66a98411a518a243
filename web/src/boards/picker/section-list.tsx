import { t } from "@corkboard/core/messages";
import { boardRowState, type SaveStates } from "@corkboard/core/pins";
import { Link } from "wouter";
import { Button, Spinner } from "../../ui/index.ts";
import type { PickerBoardItem, PickerSection } from "../api.ts";
import { type CreationState, saveCreationState } from "./creation-state.ts";
import { useBoardSections } from "./use-picker-boards.ts";

interface SectionListProps {
  board: PickerBoardItem;
  variant: "desktop" | "mobile";
  busy: boolean;
  saveStates: SaveStates;
  creationState: CreationState | undefined;
  onSaveToBoard: () => void;
  onPick: (section: PickerSection) => void;
  onCreate: () => void;
}

/**
 * The section picker of one board (BOARD-014, BOARD-016, BOARD-049): the board itself, its
 * sections, and "Create section" (a form here on desktop, a page on mobile, BOARD-013).
 */
export function SectionList(props: SectionListProps) {
  const { board, variant, busy, saveStates, onSaveToBoard, onPick, onCreate } = props;
  const sections = useBoardSections(board.id);
  const state = boardRowState(saveStates, board.id);
  return (
    <div className="cb-picker">
      <ul className="cb-picker__list">
        <li className="cb-picker__item">
          <button
            type="button"
            className="cb-picker__row"
            disabled={busy}
            data-state={state}
            aria-busy={state === "loading" || undefined}
            onClick={onSaveToBoard}
          >
            <span className="cb-picker__name">{t("boards.picker.boardItself", { board: board.name })}</span>
            <span className="cb-picker__state">
              {state === "loading" ? t("boards.picker.saving") : state === "saved" ? t("boards.saved") : ""}
            </span>
          </button>
        </li>
        {sections.isPending ? (
          <li>
            <Spinner />
          </li>
        ) : sections.isError ? (
          <li role="alert">{t("boards.picker.loadFailed")}</li>
        ) : (
          sections.data.map((section) => (
            <li key={section.id} className="cb-picker__item">
              <button
                type="button"
                className="cb-picker__row"
                disabled={busy}
                aria-label={t("boards.picker.saveTo", { board: section.title })}
                onClick={() => onPick(section)}
              >
                <span className="cb-picker__name">{section.title}</span>
                <span className="cb-picker__state" aria-hidden="true">
                  {t("pin.save")}
                </span>
              </button>
            </li>
          ))
        )}
      </ul>
      {variant === "mobile" ? (
        <div className="cb-picker__bottom">
          <Link
            href={`/board/${encodeURIComponent(board.id)}/create_section/`}
            onClick={() => saveCreationState({ ...props.creationState, board })}
            className="cb-button cb-button--primary cb-button--lg"
          >
            {t("boards.picker.createSection")}
          </Link>
        </div>
      ) : (
        <Button variant="secondary" className="cb-picker__create" onClick={onCreate}>
          {t("boards.picker.createSection")}
        </Button>
      )}
    </div>
  );
}
