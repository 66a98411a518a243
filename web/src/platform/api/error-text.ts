import { type ErrorCode, isRequestErrorCode } from "@corkboard/core/contract";
import {
  type ErrorMessage,
  errorMessageKey,
  errorMessageText,
  hasMessage,
  type MessageKey,
  t,
} from "@corkboard/core/messages";
import type { ErrorText, ServerErrorLike } from "@corkboard/core/pins";
import { ApiError, NetworkError } from "./api-error.ts";

// The contract's one code → text map (ERROR_MESSAGES) is read here in parts: each feature's
// api.ts adds the part its calls can answer when it loads. The whole map on every page
// would cost the first load about 1 KB gzip (the sign-in codes alone are 43), which the
// 100 KB budget has no room for. The general part needs no table here: it is `error.{CODE}`
// of the base catalogue (GENERAL_ERROR_MESSAGES, as its test holds), so a code nobody
// registered is looked up by that name; the upload calls register IMAGE_TOO_SMALL, the one
// general message with a value.
const known = new Map<string, ErrorMessage>();

/** Makes a part of ERROR_MESSAGES sayable (AUTH_ERROR_MESSAGES…); adding it twice is harmless. */
export function registerErrorMessages(part: Readonly<Partial<Record<ErrorCode, ErrorMessage>>>): void {
  for (const [code, message] of Object.entries(part)) known.set(code, message as ErrorMessage);
}

/**
 * The catalogue's text for a code, or null when neither the code's part of the map nor its
 * feature catalogue is loaded. `serverText` fills a message whose values only the server knows.
 */
export function codeMessage(code: ErrorCode, serverText?: string | null): string | null {
  const message = known.get(code);
  if (message && hasMessage(errorMessageKey(message))) return errorMessageText(message, serverText);
  // A screen with a small catalogue of its own may say a code as `error.{CODE}` (the
  // header's profile switcher says BUSINESS_MFA_REQUIRED without the advertiser catalogue).
  const own = `error.${code}`;
  return hasMessage(own) ? t(own) : null;
}

/** How a screen words a failure, where its seed says more than the code. */
export interface ErrorMessageOptions {
  /**
   * The seed's rule for this screen, reading the server's words (core's moveFailureMessage,
   * saveFailureText, sectionCreateErrorText…). It decides every failure but those of the
   * request itself (CSRF, rate limit, session, offline): the server's words for those are a
   * code, not a sentence.
   */
  rule?: (server: ServerErrorLike) => ErrorText;
  /** The rule "message_detail, else message, else the code's text", where no seed names one. */
  serverWords?: boolean;
  /** The text when nothing more specific is known (default "Uh oh! Something went wrong."). */
  fallback?: MessageKey;
}

/** The words of an ErrorText: the server's own, or the catalogue message. */
export function errorTextString(text: ErrorText): string {
  return "text" in text ? text.text : t(text.messageKey, text.values);
}

/** A failed call as core's seed rules read it; null when no answer came or it was no call. */
export function serverErrorOf(error: unknown): ServerErrorLike {
  if (!(error instanceof ApiError)) return null;
  return { message: error.message, message_detail: error.messageDetail, api_error_code: error.apiErrorCode };
}

/** The server's most specific words for a failure, if it sent any. */
export function serverWordsOf(error: ApiError): string | null {
  return error.messageDetail?.trim() || error.message.trim() || null;
}

/** True for a failure of the request rather than of what it asked: offline, CSRF, rate limit… */
export function isRequestFailure(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && isRequestErrorCode(error.code));
}

/**
 * The one function that turns a failed call into the words a person reads (D-026): offline
 * says so; a failure of the request says its code's text; then the screen's seed rule, if
 * any; then the code's text in the catalogue (ERROR_MESSAGES); else the fallback. Screens
 * may still choose where a code shows (a field, a modal) by the code itself.
 */
export function errorMessage(error: unknown, options: ErrorMessageOptions = {}): string {
  const fallback = () => t(options.fallback ?? "error.generic");
  if (error instanceof NetworkError) return t("error.offline");
  const api = error instanceof ApiError ? error : null;
  if (api && isRequestErrorCode(api.code)) return codeMessage(api.code) ?? fallback();
  if (options.rule) return errorTextString(options.rule(serverErrorOf(error)));
  if (!api) return fallback();
  const words = options.serverWords ? serverWordsOf(api) : null;
  return words ?? codeMessage(api.code, api.messageDetail ?? api.fields[0]?.message) ?? fallback();
}
