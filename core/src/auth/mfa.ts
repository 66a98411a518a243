import { AUTH_LIMITS } from "./constants.ts";
import type { RuleFailure } from "./types.ts";

/** Which verification-code rule failed. */
export type MfaCodeRule = "required" | "format";

/** A failed verification-code rule. */
export type MfaCodeFailure = RuleFailure<MfaCodeRule>;

/** The code as sent: every whitespace removed, so "123 456" and pasted codes work. */
export function normalizeMfaCode(raw: string): string {
  return raw.replace(/\s+/g, "");
}

/**
 * The two-factor code rules (AUTH-131…AUTH-133): required, then exactly six digits after
 * removing spaces (the DECISION's format).
 */
export function validateMfaCode(raw: string): MfaCodeFailure | null {
  const code = normalizeMfaCode(raw);
  if (code === "")
    return { field: "code", rule: "required", code: "INVALID_INPUT", messageKey: "auth.mfa.required" };
  if (!new RegExp(`^[0-9]{${AUTH_LIMITS.mfaCodeLength}}$`).test(code)) {
    return { field: "code", rule: "format", code: "MFA_CODE_INVALID", messageKey: "auth.mfa.format" };
  }
  return null;
}

/**
 * The phone-number ending shown on the code step (AUTH-091): the last digits only, never
 * more than four, whatever the server sent.
 */
export function phoneEnding(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits === "" ? null : digits.slice(-4);
}

/** The second factors a login can ask for (the contract's `mfa_methods`). */
export type MfaMethod = "totp" | "email";

/**
 * A backup code as the enrolment hands it out: two groups of five letters or digits
 * ("a1b2c-3d4e5"). It stands in for a code from either factor.
 */
export const BACKUP_CODE_PATTERN = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/** True when the typed code (spaces removed) is a backup code. */
export function isBackupCode(raw: string): boolean {
  return BACKUP_CODE_PATTERN.test(normalizeMfaCode(raw));
}

/**
 * The code step's rule: a backup code passes as typed; anything else must be six digits
 * with the seed's messages (AUTH-131…AUTH-133).
 */
export function validateMfaEntry(raw: string): MfaCodeFailure | null {
  return isBackupCode(raw) ? null : validateMfaCode(raw);
}

/**
 * Which factor a typed code is checked against: the authenticator app when the account has
 * one, else the emailed code. Once the visitor asked for a code by mail ("Resend"), the
 * mailed code is the one they will type.
 */
export function mfaContinuationMethod(
  offered: readonly MfaMethod[] | null | undefined,
  resent = false,
): MfaMethod {
  return !resent && offered?.includes("totp") ? "totp" : "email";
}
