import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { classes } from "../field/field.tsx";
import "./menu-button.css";

/** One entry of a MenuButton: an action, or a link (href) the app may follow itself (onSelect). */
export interface MenuEntry {
  label: string;
  /** A link entry: a real anchor, so it can be opened in a new tab. */
  href?: string;
  /** Runs on choosing the entry; for a link, a plain click runs it instead of a page load. */
  onSelect?: () => void;
}

interface MenuButtonProps {
  /** What the button shows (words, an avatar). */
  children: ReactNode;
  /** The button's accessible name when its content is not words. */
  label?: string;
  entries: readonly MenuEntry[];
  className?: string;
  buttonClassName?: string;
  /** Which edge of the button the menu lines up with. */
  align?: "start" | "end";
}

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A button that opens a menu (the WAI-ARIA menu button pattern): Enter, Space or ArrowDown
 * open it on the first entry, ArrowUp on the last; in the menu ArrowDown/ArrowUp move (and
 * wrap), Home/End jump, Enter chooses, Escape closes it and focus goes back to the button,
 * Tab closes it and moves on. A press outside closes it too.
 */
export function MenuButton({
  children,
  label,
  entries,
  className,
  buttonClassName,
  align = "end",
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // Which entry gets focus when the menu opens: the first, or the last (ArrowUp).
  const [focusAt, setFocusAt] = useState<"first" | "last">("first");
  const buttonId = useId();
  const menuId = useId();

  const items = () => menuItems(menu.current);

  useEffect(() => {
    if (!open) return;
    const list = menuItems(menu.current);
    (focusAt === "first" ? list[0] : list[list.length - 1])?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open, focusAt]);

  const openAt = (at: "first" | "last") => {
    setFocusAt(at);
    setOpen(true);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  // The keys open the menu themselves (so the first entry gets focus) and cancel the click
  // the browser would make of Enter (on key down) or Space (on key up).
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") {
      event.preventDefault();
      openAt("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAt("last");
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") move(at + 1);
    else if (event.key === "ArrowUp") move(at - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(list.length - 1);
    else if (event.key === "Escape") {
      // Used here: a dialog around the menu stays open.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === "Tab") close(false);
    else if (event.key === " " && document.activeElement?.tagName === "A") {
      // Space chooses a link entry as Enter does.
      event.preventDefault();
      (document.activeElement as HTMLElement).click();
    }
  };

  const choose = (entry: MenuEntry, event: MouseEvent) => {
    if (entry.href && !plainClick(event)) return;
    if (entry.href && entry.onSelect) event.preventDefault();
    close(true);
    entry.onSelect?.();
  };

  return (
    <div ref={root} className={classes("cb-menu-button", className)}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={buttonClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt("first"))}
        onKeyDown={onButtonKey}
        onKeyUp={(event) => event.key === " " && event.preventDefault()}
      >
        {children}
      </button>
      <div
        ref={menu}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className={classes("cb-menu", align === "start" && "cb-menu--start")}
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {entries.map((entry) =>
          entry.href ? (
            <a
              key={entry.label}
              role="menuitem"
              tabIndex={-1}
              href={entry.href}
              onClick={(event) => choose(entry, event)}
            >
              {entry.label}
            </a>
          ) : (
            <button
              key={entry.label}
              role="menuitem"
              tabIndex={-1}
              type="button"
              onClick={(event) => choose(entry, event)}
            >
              {entry.label}
            </button>
          ),
        )}
      </div>
    </div>
  );
}
