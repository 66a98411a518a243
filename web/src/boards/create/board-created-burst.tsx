import { BOARD_CREATED_TOAST } from "@corkboard/core/boards";
import { t } from "@corkboard/core/messages";
import { useEffect, useState } from "react";
import "./create-board.css";

/** How long the "Board created" animation stays before it dismisses itself (ours; BOARD-027). */
export const BOARD_CREATED_BURST_MS = 1500;

/** The "Board created" success animation (BOARD-027): shown once, then gone. */
export function BoardCreatedBurst() {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), BOARD_CREATED_BURST_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div className="cb-board-created" aria-hidden="true">
      <span className="cb-board-created__check">✓</span>
      <span>{t(BOARD_CREATED_TOAST)}</span>
    </div>
  );
}
