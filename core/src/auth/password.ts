import { BRAND_NAME } from "../messages/catalogue.ts";
import { COMMON_PASSWORD_RANKS } from "./common-passwords.ts";
import { AUTH_LIMITS } from "./constants.ts";
import { splitEmail } from "./email.ts";
import { estimatePasswordStrength, PASSWORD_MIN_GUESSES_LOG10 } from "./password-strength.ts";
import type { RuleFailure } from "./types.ts";

/** Which password rule failed. */
export type PasswordRule =
  | "not_ascii"
  | "too_short"
  | "too_long"
  | "same_as_username"
  | "blocked"
  | "contains_email"
  | "weak"
  | "incorrect";

/** A failed password rule. */
export type PasswordFailure = RuleFailure<PasswordRule>;

/** What a new password is compared with; `blocklist` is the server's larger list (AUTH-199). */
export interface SignupPasswordContext {
  email?: string;
  username?: string;
  /** Names and other details the user typed, tried as the likeliest words. */
  userInputs?: readonly string[];
  blocklist?: ReadonlySet<string>;
}

/** The email local part must be at least this long before "contains it" refuses a password. */
export const CONTAINED_LOCAL_PART_MIN = 4;

/** True when every character is printable ASCII, space included (AUTH-198). */
export function isAsciiPassword(password: string): boolean {
  return /^[\x20-\x7E]*$/.test(password);
}

function weak(rule: PasswordRule, code: PasswordFailure["code"] = "PASSWORD_TOO_WEAK"): PasswordFailure {
  return { field: "password", rule, code, messageKey: "auth.password.weak" };
}

/**
 * The signup password rules, in order (AUTH-193…AUTH-199, NIST SP 800-63B: no composition
 * rules, no truncation):
 * 1. printable ASCII only;
 * 2. 8 to 128 characters (64 and more are accepted; nothing is cut off);
 * 3. not the username, the email or the email's local part (any case);
 * 4. not on the common-password list nor the server's blocklist (any case);
 * 5. not containing the email's local part when that is 4+ characters (AUTH-197);
 * 6. at least 10^7 guesses by the estimator, with the user's details as likeliest words.
 * Rules 4–6 share the seed's "Please make a stronger password."
 */
export function validateSignupPassword(
  password: string,
  context: SignupPasswordContext = {},
): PasswordFailure | null {
  if (!isAsciiPassword(password)) {
    return {
      field: "password",
      rule: "not_ascii",
      code: "PASSWORD_NOT_ASCII",
      messageKey: "auth.password.notAscii",
    };
  }
  if (password.length < AUTH_LIMITS.passwordMin) {
    return {
      field: "password",
      rule: "too_short",
      code: "PASSWORD_TOO_SHORT",
      messageKey: "auth.password.tooShort",
      values: { min: AUTH_LIMITS.passwordMin },
    };
  }
  if (password.length > AUTH_LIMITS.passwordMax) {
    return {
      field: "password",
      rule: "too_long",
      code: "PASSWORD_TOO_LONG",
      messageKey: "auth.password.tooLong",
      values: { max: AUTH_LIMITS.passwordMax },
    };
  }
  const lower = password.toLowerCase();
  const email = context.email?.trim().toLowerCase() ?? "";
  const local = splitEmail(email)?.local ?? "";
  const username = context.username?.trim().toLowerCase() ?? "";
  if ([username, email, local].some((name) => name !== "" && name === lower)) {
    return {
      field: "password",
      rule: "same_as_username",
      code: "PASSWORD_SAME_AS_USERNAME",
      messageKey: "auth.password.sameAsUsername",
    };
  }
  if (COMMON_PASSWORD_RANKS.has(lower) || context.blocklist?.has(lower) || context.blocklist?.has(password)) {
    return weak("blocked");
  }
  if (local.length >= CONTAINED_LOCAL_PART_MIN && lower.includes(local)) return weak("contains_email");
  const userInputs = [username, local, email, ...(context.userInputs ?? []), BRAND_NAME].filter(
    (input) => input,
  );
  // Parts of the local part ("jo.smith" → "jo", "smith") are guessable on their own too.
  userInputs.push(...local.split(/[^a-z]+/).filter((part) => part.length >= 3));
  if (estimatePasswordStrength(password, { userInputs }).guessesLog10 < PASSWORD_MIN_GUESSES_LOG10) {
    return weak("weak");
  }
  return null;
}
