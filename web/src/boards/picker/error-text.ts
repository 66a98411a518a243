import { t } from "@corkboard/core/messages";
import type { ErrorText } from "@corkboard/core/pins";
import { ApiError } from "../../platform/api/index.ts";

/** The text of an ErrorText: the server's words or a catalogue message. */
export function errorTextString(error: ErrorText): string {
  return "text" in error ? error.text : t(error.messageKey, error.values);
}

/** The server's words of a failed call, as core's error helpers read them. */
export function serverErrorOf(error: unknown): { message: string; message_detail: string | null } | null {
  if (!(error instanceof ApiError)) return null;
  return { message: error.message, message_detail: error.messageDetail ?? null };
}
