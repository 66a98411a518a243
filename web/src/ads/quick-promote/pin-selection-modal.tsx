import { type PromotedPin, QUICK_PROMOTE_MODAL_WIDTHS } from "@corkboard/core/ads";
import { boardFeedEndpoint, type PinSummary, userBoardsEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { useState } from "react";
import { useEndpoint } from "../../platform/api/index.ts";
import { Modal, Select, Spinner } from "../../ui/index.ts";

/** A pin of a grid as the quick-promote screens use it. */
export function promotedPinOf(pin: Pick<PinSummary, "id" | "title" | "link" | "images">): PromotedPin {
  return { id: pin.id, title: pin.title, link: pin.link, imageUrl: pin.images["236x"].url };
}

interface PinSelectionModalProps {
  username: string;
  onChoose: (pin: PromotedPin) => void;
  onClose: () => void;
}

/**
 * The pin selection modal (ADS-009): the viewer's boards, then the pins of the chosen board;
 * choosing one starts the campaign around it.
 */
export function PinSelectionModal({ username, onChoose, onClose }: PinSelectionModalProps) {
  const boards = useEndpoint(userBoardsEndpoint, { username, page_size: 50 });
  const boardList = boards.data?.items ?? [];
  const [boardId, setBoardId] = useState<string | null>(null);
  const chosenBoard = boardId ?? boardList[0]?.id ?? null;
  return (
    <Modal
      open
      title={t("ads.qp.pinSelection.title")}
      onClose={onClose}
      width={QUICK_PROMOTE_MODAL_WIDTHS.form}
      testId="qp-pin-selection"
    >
      {boards.isPending ? <Spinner /> : null}
      {boards.isSuccess && boardList.length === 0 ? <p>{t("ads.qp.pinSelection.empty")}</p> : null}
      {boardList.length > 0 ? (
        <div className="cb-qp-fields">
          <Select
            label={t("pinBuilder.board")}
            value={chosenBoard ?? ""}
            onChange={(event) => setBoardId(event.target.value)}
          >
            {boardList.map((board) => (
              <option key={board.id} value={board.id}>
                {board.name}
              </option>
            ))}
          </Select>
          {chosenBoard ? <BoardPins boardId={chosenBoard} onChoose={onChoose} /> : null}
        </div>
      ) : null}
    </Modal>
  );
}

function BoardPins({ boardId, onChoose }: { boardId: string; onChoose: (pin: PromotedPin) => void }) {
  const pins = useEndpoint(boardFeedEndpoint, { board_id: boardId, page_size: 50 });
  if (pins.isPending) return <Spinner />;
  const items = pins.data?.items ?? [];
  if (items.length === 0) return <p>{t("ads.qp.pinSelection.empty")}</p>;
  return (
    <ul className="cb-qp-pin-grid">
      {items.map((pin) => (
        <li key={pin.id}>
          <button
            type="button"
            className="cb-qp-pin-choice"
            aria-label={t("ads.qp.pinSelection.pinLabel", { title: pin.title || t("pin.untitled") })}
            onClick={() => onChoose(promotedPinOf(pin))}
          >
            <img src={pin.images["236x"].url} alt="" />
          </button>
        </li>
      ))}
    </ul>
  );
}
