import type { ErrorMessage } from "../messages/index.ts";
import type { AuthErrorCode } from "./codes.ts";
import { AUTH_LIMITS } from "./constants.ts";

/**
 * The catalogue text of each sign-in, sign-up and recovery code: its part of the contract's
 * one code → text map (`ERROR_MESSAGES`). Screens still choose where a code shows (a field,
 * a modal, the code step: login-errors.ts, signup-errors.ts); what it says comes from here.
 */
export const AUTH_ERROR_MESSAGES: Record<AuthErrorCode, ErrorMessage> = {
  MFA_REQUIRED: "auth.title.twoFactor",
  MFA_CODE_INVALID: "auth.mfa.failed",
  ACCOUNT_SUSPENDED: "auth.recovery.suspended.body",
  LOGIN_RATE_LIMITED: "auth.recovery.rateLimited.body",
  LOGIN_TOO_FAST: "auth.login.tooFast",
  ACCOUNT_SOFT_BANNED: "auth.recovery.softBanned.body",
  LOGIN_ASSISTANCE: "auth.recovery.loginHelp.title",
  ACCOUNT_DEACTIVATED: "auth.recovery.deactivated.title",
  WRONG_PASSWORD: "auth.login.wrongPassword",
  PASSWORD_RESET_REQUIRED: "auth.login.strangeActivity",
  PASSWORD_RESET_SENT: "auth.recovery.passwordResetSent.title",
  FACEBOOK_ONLY_ACCOUNT: "auth.login.connectedFacebook",
  GOOGLE_ONLY_ACCOUNT: "auth.login.connectedGoogle",
  SOCIAL_ONLY_ACCOUNT: "auth.login.connectedBoth",
  APPLE_ONLY_ACCOUNT: "auth.login.linkedApple",
  // The provider's name is the server's to fill (AUTH-165).
  SOCIAL_NO_MATCH: { key: "auth.social.noMatch", orElse: "auth.login.cantLogIn" },
  GOOGLE_ACCOUNT_NOT_FOUND: "auth.login.cantLogIn",
  PREVENT_FACEBOOK_REGISTER: "auth.recovery.preventRegister.title",
  PREVENT_GOOGLE_REGISTER: "auth.recovery.preventRegister.title",
  PREVENT_LINE_REGISTER: "auth.recovery.preventRegister.title",
  SOCIAL_LOGIN_FAILED: "auth.login.cantLogIn",
  SSO_SIGNUP_REQUIRED: "error.SSO_SIGNUP_REQUIRED",
  EMAIL_NOT_VERIFIED: "auth.verifyEmail.title",
  EMAIL_INVALID: "auth.email.invalid",
  BOT_CHECK_FAILED: "auth.humanCheck.failed",
  LOGIN_FAILED: "auth.login.cantLogIn",
  UNDERAGE: "auth.underage.ineligible",
  AGE_REQUIRED: "auth.signupError.ageRequired",
  OVERAGE: "auth.signupError.overage",
  BIRTHDAY_INVALID: "auth.birthday.invalid",
  EMAIL_UNDELIVERABLE: "auth.email.notValid",
  EMAIL_CONTAINS_BRAND: "auth.email.brandName",
  EMAIL_TAKEN: "auth.recoverBanner.default",
  PASSWORD_TOO_SHORT: { key: "auth.password.tooShort", values: { min: AUTH_LIMITS.passwordMin } },
  PASSWORD_TOO_LONG: { key: "auth.password.tooLong", values: { max: AUTH_LIMITS.passwordMax } },
  PASSWORD_NOT_ASCII: "auth.password.notAscii",
  PASSWORD_SAME_AS_USERNAME: "auth.password.sameAsUsername",
  PASSWORD_TOO_WEAK: "auth.password.weak",
  CONSENT_REQUIRED: "auth.consents.error",
  RESET_TOKEN_INVALID: "auth.reset.tokenInvalid",
  VERIFICATION_TOKEN_INVALID: "auth.verifyEmail.failed",
  CURRENT_PASSWORD_WRONG: "auth.currentPasswordWrong",
};
