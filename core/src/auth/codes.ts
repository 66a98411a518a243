/**
 * Stable error codes of the sign-up and log-in area (AUTH-175: one shared set, the server
 * emits them, the web maps them to the seed's messages). They are string-literal unions
 * here so they can be merged into `contract/errors.ts` without renaming anything.
 */

/** Codes a login (session create, MFA continuation, social or SSO login) can fail with. */
export const LOGIN_ERROR_CODES = [
  "MFA_REQUIRED",
  "MFA_CODE_INVALID",
  "ACCOUNT_SUSPENDED",
  "LOGIN_RATE_LIMITED",
  "LOGIN_TOO_FAST",
  "ACCOUNT_SOFT_BANNED",
  "LOGIN_ASSISTANCE",
  "ACCOUNT_DEACTIVATED",
  "WRONG_PASSWORD",
  "PASSWORD_RESET_REQUIRED",
  "PASSWORD_RESET_SENT",
  "FACEBOOK_ONLY_ACCOUNT",
  "GOOGLE_ONLY_ACCOUNT",
  "SOCIAL_ONLY_ACCOUNT",
  "APPLE_ONLY_ACCOUNT",
  "SOCIAL_NO_MATCH",
  "GOOGLE_ACCOUNT_NOT_FOUND",
  "PREVENT_FACEBOOK_REGISTER",
  "PREVENT_GOOGLE_REGISTER",
  "PREVENT_LINE_REGISTER",
  "SOCIAL_LOGIN_FAILED",
  /** An SSO identity with no account yet (D-044): the web goes to the SSO sign-up (AUTH-108). */
  "SSO_SIGNUP_REQUIRED",
  "EMAIL_NOT_VERIFIED",
  "EMAIL_INVALID",
  "BOT_CHECK_FAILED",
  "LOGIN_FAILED",
] as const;

/** A stable code of a failed login. */
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

/** Codes a registration (or one of its checks) can fail with (seed 000 §8 "Signup"). */
export const SIGNUP_ERROR_CODES = [
  "UNDERAGE",
  "AGE_REQUIRED",
  "OVERAGE",
  "BIRTHDAY_INVALID",
  "EMAIL_INVALID",
  "EMAIL_UNDELIVERABLE",
  "EMAIL_CONTAINS_BRAND",
  "EMAIL_TAKEN",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_LONG",
  "PASSWORD_NOT_ASCII",
  "PASSWORD_SAME_AS_USERNAME",
  "PASSWORD_TOO_WEAK",
  "CONSENT_REQUIRED",
  "BOT_CHECK_FAILED",
] as const;

/** A stable code of a failed registration. */
export type SignupErrorCode = (typeof SIGNUP_ERROR_CODES)[number];

/** Codes of the recovery and verification links (IMPL-011, IMPL-012). */
export const RECOVERY_ERROR_CODES = [
  /** The reset link was used already, has expired, or never existed. */
  "RESET_TOKEN_INVALID",
  /** The verification link is tampered with or expired. */
  "VERIFICATION_TOKEN_INVALID",
  /** The current password given to a settings action is wrong. */
  "CURRENT_PASSWORD_WRONG",
] as const;

/** A stable code of a failed recovery action. */
export type RecoveryErrorCode = (typeof RECOVERY_ERROR_CODES)[number];

/** Every auth code, for merging into the contract's error catalogue. */
export type AuthErrorCode = LoginErrorCode | SignupErrorCode | RecoveryErrorCode;

/**
 * HTTP status for each auth code. 429 is reserved for the two throttling codes because the
 * web treats 429 + LOGIN_TOO_FAST as the only "too fast" signal (AUTH-121).
 */
export const AUTH_ERROR_HTTP_STATUS: Record<AuthErrorCode, number> = {
  MFA_REQUIRED: 401,
  MFA_CODE_INVALID: 401,
  ACCOUNT_SUSPENDED: 403,
  LOGIN_RATE_LIMITED: 429,
  LOGIN_TOO_FAST: 429,
  ACCOUNT_SOFT_BANNED: 403,
  LOGIN_ASSISTANCE: 401,
  ACCOUNT_DEACTIVATED: 403,
  WRONG_PASSWORD: 401,
  PASSWORD_RESET_REQUIRED: 403,
  PASSWORD_RESET_SENT: 403,
  FACEBOOK_ONLY_ACCOUNT: 401,
  GOOGLE_ONLY_ACCOUNT: 401,
  SOCIAL_ONLY_ACCOUNT: 401,
  APPLE_ONLY_ACCOUNT: 401,
  SOCIAL_NO_MATCH: 404,
  GOOGLE_ACCOUNT_NOT_FOUND: 404,
  PREVENT_FACEBOOK_REGISTER: 409,
  PREVENT_GOOGLE_REGISTER: 409,
  PREVENT_LINE_REGISTER: 409,
  SOCIAL_LOGIN_FAILED: 401,
  SSO_SIGNUP_REQUIRED: 404,
  EMAIL_NOT_VERIFIED: 403,
  EMAIL_INVALID: 400,
  BOT_CHECK_FAILED: 400,
  LOGIN_FAILED: 401,
  UNDERAGE: 403,
  AGE_REQUIRED: 400,
  OVERAGE: 400,
  BIRTHDAY_INVALID: 400,
  EMAIL_UNDELIVERABLE: 400,
  EMAIL_CONTAINS_BRAND: 400,
  EMAIL_TAKEN: 409,
  PASSWORD_TOO_SHORT: 400,
  PASSWORD_TOO_LONG: 400,
  PASSWORD_NOT_ASCII: 400,
  PASSWORD_SAME_AS_USERNAME: 400,
  PASSWORD_TOO_WEAK: 400,
  CONSENT_REQUIRED: 400,
  RESET_TOKEN_INVALID: 400,
  VERIFICATION_TOKEN_INVALID: 400,
  CURRENT_PASSWORD_WRONG: 403,
};

const loginCodes: ReadonlySet<string> = new Set(LOGIN_ERROR_CODES);
const signupCodes: ReadonlySet<string> = new Set(SIGNUP_ERROR_CODES);

/** True when `value` is one of the login codes. */
export function isLoginErrorCode(value: unknown): value is LoginErrorCode {
  return typeof value === "string" && loginCodes.has(value);
}

/** True when `value` is one of the signup codes. */
export function isSignupErrorCode(value: unknown): value is SignupErrorCode {
  return typeof value === "string" && signupCodes.has(value);
}
