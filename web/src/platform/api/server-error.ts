import { t } from "@corkboard/core/messages";
import { type ErrorText, type ServerErrorLike, serverMessage } from "@corkboard/core/pins";
import { ApiError } from "./api-error.ts";

/**
 * The envelope error of a failed call as the core rules read it (message, message_detail,
 * api_error_code); null when no answer came (offline), so the rules fall back on their
 * generic message.
 */
export function serverErrorOf(error: unknown): ServerErrorLike {
  if (!(error instanceof ApiError)) return null;
  return { message: error.message, message_detail: error.messageDetail, api_error_code: error.apiErrorCode };
}

/** The words of an ErrorText: the server's own, or the catalogue message. */
export function errorTextString(text: ErrorText): string {
  return "text" in text ? text.text : t(text.messageKey, text.values);
}

/** What to say about a failed call: the server's own words, else the generic failure. */
export function serverFailureText(error: unknown): string {
  return serverMessage(serverErrorOf(error)) ?? t("error.generic");
}
