import { t } from "@corkboard/core/messages";
import { LockIcon } from "../../ui/index.ts";
import type { PickerBoardItem } from "../api.ts";
import { HighlightedName } from "./highlighted-name.tsx";

/** A board row's save state (BOARD-025). */
export type RowState = "idle" | "loading" | "saved";

interface BoardRowProps {
  board: PickerBoardItem;
  query: string;
  state: RowState;
  disabled: boolean;
  onPick: (board: PickerBoardItem) => void;
}

/**
 * One board of the picker: cover, name (search words marked), a lock on secret boards and
 * the row's save state. A board with sections opens its section list, so its button is
 * named by the board; a board without sections saves at once ("Save to {board}"). The
 * name also says every word the row shows (its section count, a loading or saved state), in
 * the order shown, so speech input can use what is on screen (WCAG 2.5.3).
 */
export function BoardRow({ board, query, state, disabled, onPick }: BoardRowProps) {
  const opensSections = board.section_count > 0;
  const name = opensSections ? board.name : t("boards.picker.saveTo", { board: board.name });
  // The idle "Save" pill only shows on hover and focus: it stays out of the name.
  const stateText =
    state === "loading" ? t("boards.picker.saving") : state === "saved" ? t("boards.saved") : null;
  const label = [
    name,
    opensSections ? t("boards.picker.sectionCount", { count: board.section_count }) : null,
    stateText,
    board.privacy === "secret" ? t("boards.picker.secret") : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <li className="cb-picker__item">
      <button
        type="button"
        className="cb-picker__row"
        aria-label={label}
        aria-busy={state === "loading" || undefined}
        disabled={disabled}
        data-state={state}
        onClick={() => onPick(board)}
      >
        <span className="cb-picker__cover" aria-hidden="true">
          {board.image_cover_url ? <img src={board.image_cover_url} alt="" width={48} height={48} /> : null}
        </span>
        <span className="cb-picker__name">
          <HighlightedName name={board.name} query={query} />
        </span>
        {board.privacy === "secret" ? <LockIcon size={16} className="cb-picker__lock" /> : null}
        {/* Spaces between the shown words (a flex row lays none out) keep them apart as text. */}
        {opensSections ? (
          <>
            {" "}
            <span className="cb-picker__meta">
              {t("boards.picker.sectionCount", { count: board.section_count })}
            </span>
          </>
        ) : null}{" "}
        <span className="cb-picker__state" aria-hidden={state === "idle" ? true : undefined}>
          {state === "loading"
            ? t("boards.picker.saving")
            : state === "saved"
              ? t("boards.saved")
              : t("pin.save")}
        </span>
      </button>
    </li>
  );
}
