import type { Board, PinSummary } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import type { PinPlace } from "@corkboard/core/pins";
import { useId, useMemo, useState } from "react";
import { type AnyEndpoint, pagedEndpointKey, usePagedEndpoint } from "../../platform/api/index.ts";
import { Button, Checkbox, openModal, pinAltText, Spinner } from "../../ui/index.ts";
import { MoveDialog } from "./move-dialog.tsx";
import { openAddSection } from "./open-add-section.tsx";
import { registerManageMessages } from "./register-messages.ts";
import { type MoveSelection, useMovePins } from "./use-move-pins.ts";
import "./manage.css";

registerManageMessages();

interface PinSelectionProps {
  /** The feed of the place the pins are in: the board's own pins, or a section's. */
  endpoint: AnyEndpoint;
  query: { board_id: string } | { section_id: string };
  board: Pick<Board, "id" | "name">;
  /** The section the feed shows; null for the board's own pins. */
  sectionId: string | null;
  onDone: () => void;
}

/**
 * Selecting pins to move (BOARD-066…BOARD-072), for the board's owner and collaborators:
 * the feed as a list of checkboxes (Space toggles, Tab moves on), a count announced as it
 * changes, "Select all", then "Move" to a section or another board, or a new section made
 * from the selection (BOARD-059). Moves are optimistic and revert on failure; a move that
 * worked says so ("Moved 2 Pins to Kitchen in Home").
 */
export function PinSelection({ endpoint, query, board, sectionId, onDone }: PinSelectionProps) {
  const feed = usePagedEndpoint(endpoint, query);
  const pins = useMemo(
    () => (feed.data?.pages.flatMap((page) => page.items) ?? []) as PinSummary[],
    [feed.data],
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [all, setAll] = useState(false);
  const from: PinPlace = { boardId: board.id, sectionId };
  const move = useMovePins(from, pagedEndpointKey(endpoint, query));
  const toolbarId = useId();

  const visibleSelected = pins.filter((pin) => all || selected.has(pin.id));
  const count = all ? pins.length : visibleSelected.length;
  const selection = (): MoveSelection => (all ? { all: true } : { all: false, pinIds: [...selected] });
  const clear = () => {
    setAll(false);
    setSelected(new Set());
  };
  const toggle = (pinId: string, on: boolean) => {
    const next = new Set(all ? pins.map((pin) => pin.id) : selected);
    if (on) next.add(pinId);
    else next.delete(pinId);
    setAll(false);
    setSelected(next);
  };

  const openMove = () => {
    const chosen = selection();
    openModal({
      title: t("manage.move.title", { count }),
      body: (
        <MoveDialog
          from={from}
          board={board}
          onMove={(to, placeName) => {
            clear();
            void move(chosen, to, placeName);
          }}
        />
      ),
    });
  };

  const newSection = () => {
    const chosen = selection();
    openAddSection({
      boardId: board.id,
      from,
      selection: chosen,
      onDone: clear,
    });
  };

  if (feed.isPending) return <Spinner />;
  return (
    <div className="cb-select">
      <div className="cb-select__bar" role="toolbar" aria-labelledby={toolbarId}>
        <h3 id={toolbarId} className="cb-visually-hidden">
          {t("manage.select.label")}
        </h3>
        <p aria-live="polite" className="cb-select__count">
          {t("manage.select.count", { count })}
        </p>
        <Button onClick={() => (all || count > 0 ? clear() : setAll(true))}>
          {all || count > 0 ? t("manage.select.none") : t("manage.select.all")}
        </Button>
        <Button variant="primary" disabled={count === 0} onClick={openMove}>
          {t("manage.move.button")}
        </Button>
        <Button disabled={count === 0} onClick={newSection}>
          {t("manage.move.newSection")}
        </Button>
        <Button onClick={onDone}>{t("manage.select.done")}</Button>
      </div>
      <ul className="cb-select__grid" aria-label={t("manage.select.label")}>
        {pins.map((pin) => {
          const image = pin.images["236x"];
          return (
            <li key={pin.id}>
              <Checkbox
                className="cb-select__pin"
                checked={all || selected.has(pin.id)}
                onChange={(event) => toggle(pin.id, event.target.checked)}
                label={
                  <>
                    <span className="cb-visually-hidden">
                      {t("manage.select.pin", { title: pinAltText(pin) })}
                    </span>
                    <img
                      src={image.url}
                      width={image.width}
                      height={image.height}
                      alt=""
                      loading="lazy"
                      style={{ backgroundColor: pin.dominant_color }}
                    />
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
      {feed.hasNextPage ? (
        <Button onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
          {t("manage.select.more")}
        </Button>
      ) : null}
    </div>
  );
}
