import { ERROR_MESSAGES, type ErrorCode } from "@corkboard/core/contract";
import { errorMessageText, type MessageKey, t } from "@corkboard/core/messages";

// The seed's words for each sign-in code, so an envelope's `message` is already the text
// the screen shows (AUTH-134: an MFA failure shows the server message).
const MESSAGE_KEYS: Partial<Record<ErrorCode, MessageKey>> = {
  WRONG_PASSWORD: "auth.password.incorrect",
  MFA_REQUIRED: "auth.title.twoFactor",
  MFA_CODE_INVALID: "auth.mfa.format",
  LOGIN_RATE_LIMITED: "auth.recovery.rateLimited.body",
  LOGIN_TOO_FAST: "auth.login.tooFast",
  ACCOUNT_SOFT_BANNED: "auth.recovery.softBanned.title",
  PASSWORD_RESET_REQUIRED: "auth.login.strangeActivity",
  APPLE_ONLY_ACCOUNT: "auth.login.linkedApple",
  ACCOUNT_SUSPENDED: "auth.recovery.suspended.title",
  ACCOUNT_DEACTIVATED: "auth.recovery.deactivated.title",
  LOGIN_FAILED: "auth.login.cantLogIn",
  UNDERAGE: "auth.underage.ineligible",
  AGE_REQUIRED: "auth.signupError.ageRequired",
  OVERAGE: "auth.signupError.overage",
  EMAIL_INVALID: "auth.email.invalid",
  EMAIL_UNDELIVERABLE: "auth.email.notValid",
  EMAIL_CONTAINS_BRAND: "auth.email.brandName",
  CONSENT_REQUIRED: "auth.consents.error",
  RESET_TOKEN_INVALID: "auth.reset.tokenInvalid",
  VERIFICATION_TOKEN_INVALID: "auth.verifyEmail.failed",
  CURRENT_PASSWORD_WRONG: "auth.currentPasswordWrong",
};

/**
 * The message an auth error carries on the wire: the sign-in screens' words where they
 * differ, else the code's text in the contract's one code → text map, so an API client
 * reads what happened (EMAIL_TAKEN once said "Sorry! Something went wrong on our end.").
 */
export function authMessage(code: ErrorCode): string {
  const key = MESSAGE_KEYS[code];
  return key ? t(key) : errorMessageText(ERROR_MESSAGES[code]);
}
