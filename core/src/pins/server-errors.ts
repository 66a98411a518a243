import type { MessageKey, MessageValues } from "../messages/index.ts";

/** A failed call as the web sees it: the envelope's error, a bare string, or nothing. */
export type ServerErrorLike =
  | { message?: string | null; message_detail?: string | null; api_error_code?: number | null }
  | string
  | null
  | undefined;

/** Text to show: the server's own words, or a catalogue message when it said nothing. */
export type ErrorText = { text: string } | { messageKey: MessageKey; values?: MessageValues };

/** The server's most specific words: message_detail, else message (or the bare string); null when none. */
export function serverMessage(error: ServerErrorLike): string | null {
  if (typeof error === "string") return error.trim() || null;
  return error?.message_detail?.trim() || error?.message?.trim() || null;
}

/**
 * The desktop save-failure toast: message_detail, else message, else "Sorry! Something went
 * wrong on our end." (PIN-044).
 */
export function saveFailureText(error: ServerErrorLike): ErrorText {
  const text = serverMessage(error);
  return text ? { text } : { messageKey: "pins.save.failed" };
}

/** The mobile creation-failure toast: always "Sorry! Something went wrong on our end." (PIN-018). */
export function mobileSaveFailureText(): ErrorText {
  return { messageKey: "pins.save.failed" };
}
