import { TOAST_MS } from "../layout/constants.ts";
import { errorMessageKey } from "../messages/error-message.ts";
import type { MessageKey, MessageValues } from "../messages/index.ts";
import { isSignupErrorCode, type SignupErrorCode } from "./codes.ts";
import { AUTH_ERROR_MESSAGES } from "./error-messages.ts";
import type { AuthField } from "./types.ts";
import { underageOutcome } from "./underage.ts";

/**
 * What the web does with a failed registration. Every failure also refreshes the bot-check
 * token (AUTH-123), so the next attempt never reuses a spent one.
 */
export type SignupErrorUi = { refreshBotCheck: true } & (
  | {
      kind: "field";
      field: AuthField;
      messageKey: MessageKey;
      values?: MessageValues;
      serverMessage?: string;
    }
  | { kind: "underageConfirmation" }
  | { kind: "blocked"; messageKey: MessageKey }
  | { kind: "switchToLogin" }
  | { kind: "consents"; toast: { messageKey: MessageKey; durationMs: number } }
  | { kind: "toast"; messageKey: MessageKey; durationMs: number }
  | ({ kind: "rateLimited" } & SignupNotice)
);

/**
 * A message the signup screens keep until the visitor dismisses it: a toast would vanish
 * before "try again in 29 minutes" could be read (issue 13, D-027).
 */
export interface SignupNotice {
  messageKey: MessageKey;
  values?: MessageValues;
}

/**
 * The notice for a refused sign-up or account lookup over the address's limit (AUTH-175: a 429
 * says "rate limited"), with the wait in whole minutes when the server said it.
 */
export function signupRateLimitNotice(retryAfterSeconds?: number | null): SignupNotice {
  if (retryAfterSeconds == null) return { messageKey: "auth.signup.rateLimitedLater" };
  return {
    messageKey: "auth.signup.rateLimited",
    values: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
  };
}

/** True for an answer that means "over the limit": RATE_LIMITED, or any 429. */
export function isSignupRateLimited(code: string | null | undefined, httpStatus?: number): boolean {
  return code === "RATE_LIMITED" || httpStatus === 429;
}

/** What else the mapping needs: the server's message, the underage cookie, the status and wait. */
export interface SignupErrorContext {
  serverMessage?: string | null;
  underageCookie?: string | null;
  httpStatus?: number;
  /** The server's retry_after_seconds on a rate-limited answer. */
  retryAfterSeconds?: number | null;
}

// The field each code's message goes under. preferServer: the seed (or AUTH-197) says the
// server's words win. The words themselves are the code's text in AUTH_ERROR_MESSAGES.
const FIELD_ERRORS: Partial<Record<SignupErrorCode, { field: AuthField; preferServer?: boolean }>> = {
  AGE_REQUIRED: { field: "birthday", preferServer: true },
  OVERAGE: { field: "birthday" },
  BIRTHDAY_INVALID: { field: "birthday" },
  EMAIL_INVALID: { field: "email" },
  EMAIL_UNDELIVERABLE: { field: "email" },
  EMAIL_CONTAINS_BRAND: { field: "email" },
  PASSWORD_TOO_SHORT: { field: "password", preferServer: true },
  PASSWORD_TOO_LONG: { field: "password", preferServer: true },
  PASSWORD_NOT_ASCII: { field: "password", preferServer: true },
  PASSWORD_SAME_AS_USERNAME: { field: "password", preferServer: true },
  PASSWORD_TOO_WEAK: { field: "password", preferServer: true },
};

/**
 * Maps a failed registration to what the web shows (seed 000 §8 "Signup", AUTH-179…AUTH-183):
 * underage → UnderageConfirmation, or the ineligible message once the cookie is set;
 * missing age for the EU, overage, invalid email, brand name and the password rules → their
 * field; an existing email → login; missing consents → back to consents with a 3500 ms
 * toast; over the address's limit → a notice that stays (AUTH-175); anything else → "Sorry!
 * Something went wrong on our end." in a toast.
 */
export function signupErrorUi(
  code: string | null | undefined,
  context: SignupErrorContext = {},
): SignupErrorUi {
  const refreshBotCheck = true as const;
  if (isSignupRateLimited(code, context.httpStatus)) {
    return { refreshBotCheck, kind: "rateLimited", ...signupRateLimitNotice(context.retryAfterSeconds) };
  }
  if (!isSignupErrorCode(code)) {
    return { refreshBotCheck, kind: "toast", messageKey: "error.INTERNAL", durationMs: TOAST_MS.error };
  }
  if (code === "UNDERAGE") {
    const outcome = underageOutcome(context.underageCookie);
    return outcome.kind === "confirm"
      ? { refreshBotCheck, kind: "underageConfirmation" }
      : { refreshBotCheck, kind: "blocked", messageKey: outcome.messageKey };
  }
  if (code === "EMAIL_TAKEN") return { refreshBotCheck, kind: "switchToLogin" };
  if (code === "CONSENT_REQUIRED") {
    return {
      refreshBotCheck,
      kind: "consents",
      toast: { messageKey: "auth.consents.error", durationMs: TOAST_MS.notice },
    };
  }
  const entry = FIELD_ERRORS[code];
  if (!entry)
    return { refreshBotCheck, kind: "toast", messageKey: "error.INTERNAL", durationMs: TOAST_MS.error };
  const text = context.serverMessage?.trim();
  const message = AUTH_ERROR_MESSAGES[code];
  return {
    refreshBotCheck,
    kind: "field",
    field: entry.field,
    messageKey: errorMessageKey(message),
    ...(typeof message === "object" && "values" in message ? { values: message.values } : {}),
    ...(entry.preferServer && text ? { serverMessage: text } : {}),
  };
}
