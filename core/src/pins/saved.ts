import type { BoardLayout } from "../contract/index.ts";
import type { MessageKey, MessageValues } from "../messages/index.ts";
import { PIN_LIMITS } from "./constants.ts";

/** A message with its values, for the web to say with `t`. */
export interface MessageRef {
  messageKey: MessageKey;
  values?: MessageValues;
}

/**
 * The already-saved banner: "Psst! You already saved this Pin to {board_name}" when the pin
 * is pinned to a board whose layout is not quick_creates; null otherwise (PIN-045).
 */
export function alreadySavedBanner(
  pinnedToBoard: { name: string; layout: BoardLayout } | null | undefined,
): MessageRef | null {
  if (!pinnedToBoard || pinnedToBoard.layout === "quick_creates") return null;
  return { messageKey: "pins.alreadySaved", values: { board_name: pinnedToBoard.name } };
}

/**
 * Adds an image signature to the recently-saved list: most recent first, no repeats, at
 * most 10 kept (PIN-046). Returns a new list.
 */
export function rememberSaved(recent: readonly string[], signature: string): string[] {
  return [signature, ...recent.filter((s) => s !== signature)].slice(0, PIN_LIMITS.recentlySavedMax);
}

/** True when an image signature is among the recently saved (PIN-046). */
export function wasRecentlySaved(recent: readonly string[], signature: string): boolean {
  return recent.includes(signature);
}

/** The saved toast after a desktop save: "Saved to {board}" (PIN-020 DECISION). */
export function savedToast(boardName: string): MessageRef {
  return { messageKey: "pins.save.savedTo", values: { board: boardName } };
}
