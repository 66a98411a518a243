import { PIN_TIMING } from "@corkboard/core/pins";
import { type RefObject, useEffect } from "react";

/** The bookmarklet popup's size (UI-004, UI-005 DECISION): 750 wide, max(750, content + 48) high. */
export const POPUP_SIZE = { width: 750, minHeight: 750, chrome: 48 } as const;

/** The popup height for a content height (UI-005 DECISION). */
export function popupHeight(contentHeight: number): number {
  return Math.max(POPUP_SIZE.minHeight, Math.ceil(contentHeight) + POPUP_SIZE.chrome);
}

/** True when this page was opened as a popup by another window (the bookmarklet). */
export function isOpenedAsPopup(): boolean {
  return window.opener != null;
}

/** Keeps a popup sized to its content (UI-004); a normal tab is left alone. */
export function usePopupSizing(content: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = content.current;
    if (!element || !isOpenedAsPopup() || typeof ResizeObserver === "undefined") return;
    const resize = () => {
      try {
        window.resizeTo(POPUP_SIZE.width, popupHeight(element.scrollHeight));
      } catch {
        // Browsers may refuse to resize; the page still works at any size.
      }
    };
    const observer = new ResizeObserver(resize);
    observer.observe(element);
    resize();
    return () => observer.disconnect();
  }, [content]);
}

/** Closes the popup after the desktop success screen's 10 s (PIN-007); a tab stays open. */
export function useAutoClose(active: boolean): void {
  useEffect(() => {
    if (!active || !isOpenedAsPopup()) return;
    const timer = setTimeout(() => window.close(), PIN_TIMING.desktopAutoCloseMs);
    return () => clearTimeout(timer);
  }, [active]);
}
