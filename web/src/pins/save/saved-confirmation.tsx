import { BOARD_TIMING, savedConfirmation } from "@corkboard/core/boards";
import { t } from "@corkboard/core/messages";
import { type CSSProperties, useEffect, useMemo, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import "./saved-confirmation.css";

/** Confetti of the saved confirmation (UI-010): 120 particles, removed 800 ms after the animation. */
export const CONFETTI = { particles: 120, lingerMs: 800 } as const;

const COLORS = ["#e60023", "#0074e8", "#008753", "#fbbd08", "#9b51e0"];

/** True when the reader asked for less motion: no confetti then. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

function Confetti() {
  const pieces = useMemo(
    () =>
      Array.from({ length: CONFETTI.particles }, (_, i) => ({
        left: `${(i * 37) % 100}%`,
        color: COLORS[i % COLORS.length],
        delay: `${(i % 12) * 40}ms`,
        drift: `${((i * 53) % 120) - 60}px`,
      })),
    [],
  );
  return (
    <div className="cb-confetti" aria-hidden="true" data-testid="confetti">
      {pieces.map((piece) => (
        <span
          key={`${piece.left}-${piece.delay}-${piece.drift}`}
          className="cb-confetti__piece"
          style={
            {
              left: piece.left,
              background: piece.color,
              animationDelay: piece.delay,
              "--cb-drift": piece.drift,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}

/**
 * The saved-confirmation animation (BOARD-026, UI-010): its text differs for a first save;
 * it dismisses itself after 2600 ms and its confetti (none with reduced motion) goes 800 ms
 * later.
 */
export function SavedConfirmation({ firstSave, onDone }: { firstSave: boolean; onDone?: () => void }) {
  const [phase, setPhase] = useState<"shown" | "confetti" | "gone">("shown");
  const confetti = useMemo(() => !prefersReducedMotion(), []);
  useEffect(() => {
    const hide = setTimeout(() => setPhase("confetti"), BOARD_TIMING.savedAnimationMs);
    const end = setTimeout(() => {
      setPhase("gone");
      onDone?.();
    }, BOARD_TIMING.savedAnimationMs + CONFETTI.lingerMs);
    return () => {
      clearTimeout(hide);
      clearTimeout(end);
    };
  }, [onDone]);
  if (phase === "gone") return null;
  return (
    <div className="cb-saved-confirmation" data-testid="saved-confirmation">
      {phase === "shown" ? (
        <p className="cb-saved-confirmation__text" role="status">
          {t(savedConfirmation(firstSave))}
        </p>
      ) : null}
      {confetti ? <Confetti /> : null}
    </div>
  );
}

let root: Root | null = null;

/** Shows the saved confirmation above the page, outliving the picker that triggered it. */
export function showSavedConfirmation(firstSave: boolean): void {
  if (!root) {
    const host = document.createElement("div");
    host.className = "cb-saved-confirmation-host";
    document.body.append(host);
    root = createRoot(host);
  }
  root.render(<SavedConfirmation key={Date.now()} firstSave={firstSave} />);
}
