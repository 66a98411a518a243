import { type ReactNode, Suspense, useId } from "react";
import { useDisclosureMenu } from "../../ui/index.ts";

/**
 * One filter's button and the panel it shows under it (a disclosure: Escape or a press
 * outside closes it, focus goes back to the button). `children` gets `close`.
 */
export function FilterMenu({
  label,
  active,
  children,
  warm,
}: {
  label: string;
  active: boolean;
  children: (close: () => void) => ReactNode;
  /** Starts loading the panel's code (the pointer or focus reached the button). */
  warm?: () => Promise<unknown>;
}) {
  const { open, setOpen, root, button } = useDisclosureMenu();
  const panelId = useId();
  // A failed download is tried again when the panel opens.
  const warmUp = () => void warm?.().catch(() => undefined);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div ref={root} className="cb-filter-menu">
      <button
        ref={button}
        type="button"
        className={
          active ? "cb-filter-menu__button cb-filter-menu__button--active" : "cb-filter-menu__button"
        }
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        onPointerEnter={warmUp}
        onFocus={warmUp}
      >
        {label}
      </button>
      <div id={panelId} className="cb-filter-menu__panel" hidden={!open}>
        {open ? <Suspense fallback={null}>{children(close)}</Suspense> : null}
      </div>
    </div>
  );
}
