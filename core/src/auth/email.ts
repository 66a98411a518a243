import { AUTH_LIMITS } from "./constants.ts";
import type { RuleFailure } from "./types.ts";

/** Which email rule failed. */
export type EmailRule = "required" | "not_ascii" | "too_long" | "format" | "undeliverable" | "brand_name";

/** A failed email rule. */
export type EmailFailure = RuleFailure<EmailRule>;

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
// A top-level domain is letters, or an internationalised one in its punycode (xn--) form.
const TOP_LEVEL = /^([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
const USERNAME = /^[A-Za-z0-9_]{3,30}$/;

/** Builds a failed email rule (also used by email-signup.ts). */
export function emailFailure(
  rule: EmailRule,
  code: EmailFailure["code"],
  messageKey: EmailFailure["messageKey"],
): EmailFailure {
  return { field: "email", rule, code, messageKey };
}

/** Trims and lower-cases an email the way it is compared and stored. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Splits an email at its last "@"; null when there is no "@" with text on both sides. */
export function splitEmail(email: string): { local: string; domain: string } | null {
  const at = email.lastIndexOf("@");
  if (at <= 0 || at === email.length - 1) return null;
  return { local: email.slice(0, at), domain: email.slice(at + 1) };
}

/** True when `email` has the shape local@domain.tld (unquoted local parts only). */
export function isEmailFormat(email: string): boolean {
  if (email.length > AUTH_LIMITS.emailMax || email.split("@").length !== 2) return false;
  const parts = splitEmail(email);
  if (!parts || parts.local.length > 64 || !LOCAL_PART.test(parts.local)) return false;
  const labels = parts.domain.split(".");
  const tld = labels.at(-1) ?? "";
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL.test(tld);
}

/**
 * Step 1 of every email field: required, ASCII only (AUTH-188; the format message per
 * AUTH-189), at most 254 characters, and the address shape (AUTH-184, AUTH-185).
 */
export function checkEmailSyntax(raw: string): EmailFailure | null {
  const email = raw.trim();
  if (email === "") return emailFailure("required", "INVALID_INPUT", "auth.email.required");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is the point: anything past ASCII.
  if (/[^\x00-\x7F]/.test(email)) return emailFailure("not_ascii", "EMAIL_INVALID", "auth.email.format");
  if (email.length > AUTH_LIMITS.emailMax)
    return emailFailure("too_long", "EMAIL_INVALID", "auth.email.format");
  if (!isEmailFormat(email)) return emailFailure("format", "EMAIL_INVALID", "auth.email.format");
  return null;
}

/**
 * The login identifier (username_or_email, AUTH-073): required, then an email shape when it
 * holds "@", else a username shape. Disposable and brand rules never block a login.
 */
export function validateLoginIdentifier(raw: string): EmailFailure | null {
  const value = raw.trim();
  if (value.includes("@") || value === "") return checkEmailSyntax(value);
  return USERNAME.test(value) ? null : emailFailure("format", "EMAIL_INVALID", "auth.email.format");
}

/** The EmailCollection step: "Email is required", then the format (AUTH-208). */
export function validateCollectedEmail(raw: string): EmailFailure | null {
  const failure = checkEmailSyntax(raw);
  if (failure?.rule === "required") return { ...failure, messageKey: "auth.emailCollection.required" };
  return failure;
}
