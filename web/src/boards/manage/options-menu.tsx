import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { IconButton } from "../../ui/index.ts";

/** One entry of an options menu. */
export interface MenuItem {
  label: string;
  onSelect: () => void;
}

/** Three dots, drawn for the "…" button (the icon set has none). */
function EllipsisIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2.5" fill="currentColor" />
      <circle cx="12" cy="12" r="2.5" fill="currentColor" />
      <circle cx="19" cy="12" r="2.5" fill="currentColor" />
    </svg>
  );
}

/**
 * The "…" menu of a board or section page: a disclosure button (aria-expanded) opening a
 * list of buttons, reached with Tab; Escape closes it and returns focus to the button, and
 * focus leaving the menu closes it.
 */
export function OptionsMenu({ label, items }: { label: string; items: readonly MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    // A press outside closes the menu; presses inside reach their buttons first.
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);
  const close = () => {
    setOpen(false);
    buttonRef.current?.querySelector("button")?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      close();
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the menu closes it.
    <div
      className="cb-options"
      onKeyDown={onKeyDown}
      ref={rootRef}
      // Tabbing out of the menu closes it (a click elsewhere: see the effect above).
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <div ref={buttonRef}>
        <IconButton
          label={label}
          icon={<EllipsisIcon />}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        />
      </div>
      <ul id={listId} className="cb-options__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            <button
              type="button"
              className="cb-options__item"
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
