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
