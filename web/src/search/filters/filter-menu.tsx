import { type ReactNode, useId } from "react";
import { useDisclosureMenu } from "../../ui/index.ts";

/**
 * One filter's button and the panel it shows under it (a disclosure: Escape or a press
 * outside closes it, focus goes back to the button). `children` gets `close`.
 */
export function FilterMenu({
  label,
  active,
  children,
}: {
  label: string;
  active: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const { open, setOpen, root, button } = useDisclosureMenu();
  const panelId = useId();
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
      >
        {label}
      </button>
      <div id={panelId} className="cb-filter-menu__panel" hidden={!open}>
        {open ? children(close) : null}
      </div>
    </div>
  );
}
