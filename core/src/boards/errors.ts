import type { MessageKey } from "../messages/index.ts";
import { type ErrorText, type ServerErrorLike, serverMessage } from "../pins/index.ts";

/**
 * The lines under the create-board form after a failure: message then message_detail, or the
 * plain string; "Uh oh! Something went wrong." when the server said nothing (BOARD-041).
 */
export function boardCreateErrorLines(
  error: ServerErrorLike,
): { texts: string[] } | { messageKey: MessageKey } {
  const texts =
    typeof error === "string"
      ? [error.trim()]
      : [error?.message?.trim() ?? "", error?.message_detail?.trim() ?? ""];
  const shown = texts.filter(Boolean);
  return shown.length > 0 ? { texts: shown } : { messageKey: "boards.create.failed" };
}

/**
 * The error under the section name field: message_detail, else message (BOARD-055); the
 * generic "Uh oh! Something went wrong." when the server said nothing.
 */
export function sectionCreateErrorText(error: ServerErrorLike): ErrorText {
  const text = serverMessage(error);
  return text ? { text } : { messageKey: "boards.create.failed" };
}

/**
 * The saved-confirmation text: the first save tells where saved Pins go, later ones just
 * "Saved" (BOARD-026, BOARD-028 DECISION).
 */
export function savedConfirmation(isFirstSave: boolean): MessageKey {
  return isFirstSave ? "boards.saved.first" : "boards.saved";
}

/** The toast after a board is created in the picker: "Board created" (BOARD-027, BOARD-028 DECISION). */
export const BOARD_CREATED_TOAST: MessageKey = "boards.created";
