import { TOAST_MS } from "../layout/constants.ts";

/** What the mobile save page knows about how it was opened (PIN-016, PIN-017). */
export interface MobileSaveContext {
  /** The page was opened as a popup window. */
  openedAsPopup: boolean;
  /** window.history.length. */
  historyLength: number;
  /** The navigation state carries the came-from flag. */
  cameFrom: boolean;
}

/** Where the mobile page goes after a save: close the window, or go back one or two steps. */
export type MobileAfterSave = { kind: "close" } | { kind: "back"; steps: 1 | 2 };

/**
 * After a mobile save: close when opened as a popup or history has one entry or fewer
 * (PIN-016); else back two steps with the came-from flag and more than 2 entries, else one (PIN-017).
 */
export function mobileAfterSave(context: MobileSaveContext): MobileAfterSave {
  if (context.openedAsPopup || context.historyLength <= 1) return { kind: "close" };
  return { kind: "back", steps: context.cameFrom && context.historyLength > 2 ? 2 : 1 };
}

/** How long the mobile saved toast shows (PIN-015). */
export const MOBILE_SAVED_TOAST_MS = TOAST_MS.savedMobile;

/** The mobile picker's top-left control: arrow-back with history state, else cancel (PIN-013). */
export function mobileTopLeftControl(hasHistoryState: boolean): "back" | "cancel" {
  return hasHistoryState ? "back" : "cancel";
}
