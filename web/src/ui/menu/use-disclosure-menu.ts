import { useEffect, useRef, useState } from "react";

/**
 * A disclosure menu's open state (a button that shows and hides a panel): while open, a
 * pointer press outside `root` closes it, and Escape closes it and gives focus back to
 * `button`. Put `root` on the element around both, `button` on the toggle.
 */
export function useDisclosureMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", onEscape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", onEscape);
    };
  }, [open]);

  return { open, setOpen, root, button };
}
