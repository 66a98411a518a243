import { BRAND_NAME } from "../messages/catalogue.ts";
import { AUTH_LIMITS } from "./constants.ts";
import { DISPOSABLE_EMAIL_DOMAINS, RESERVED_EMAIL_DOMAINS, RESERVED_EMAIL_TLDS } from "./email-domains.ts";
import type { RuleFailure } from "./types.ts";

/** Which email rule failed. */
export type EmailRule = "required" | "not_ascii" | "too_long" | "format" | "undeliverable" | "brand_name";

/** A failed email rule. */
export type EmailFailure = RuleFailure<EmailRule>;

/** Options of the plausibility check: extra disallowed domains (the server's maintained list). */
export interface EmailPlausibilityOptions {
  extraDisallowed?: ReadonlySet<string>;
}

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
// A top-level domain is letters, or an internationalised one in its punycode (xn--) form.
const TOP_LEVEL = /^([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
const USERNAME = /^[A-Za-z0-9_]{3,30}$/;

function fail(
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
  if (email === "") return fail("required", "INVALID_INPUT", "auth.email.required");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is the point: anything past ASCII.
  if (/[^\x00-\x7F]/.test(email)) return fail("not_ascii", "EMAIL_INVALID", "auth.email.format");
  if (email.length > AUTH_LIMITS.emailMax) return fail("too_long", "EMAIL_INVALID", "auth.email.format");
  if (!isEmailFormat(email)) return fail("format", "EMAIL_INVALID", "auth.email.format");
  return null;
}

/**
 * True when the domain (or a parent of it) is reserved, on the built-in disposable list
 * or on `extraDisallowed` (AUTH-187 DECISION).
 */
export function isDisallowedEmailDomain(domain: string, extraDisallowed?: ReadonlySet<string>): boolean {
  const labels = domain.toLowerCase().split(".");
  if (RESERVED_EMAIL_TLDS.has(labels.at(-1) ?? "")) return true;
  // Check every parent too: a.b.mailinator.com is as throwaway as mailinator.com.
  for (let i = 0; i < labels.length - 1; i++) {
    const suffix = labels.slice(i).join(".");
    if (RESERVED_EMAIL_DOMAINS.has(suffix) || DISPOSABLE_EMAIL_DOMAINS.has(suffix)) return true;
    if (extraDisallowed?.has(suffix)) return true;
  }
  return false;
}

/**
 * The client check against fake-looking addresses and disallowed domains, run on a
 * syntactically valid email before the existence check (AUTH-095, AUTH-186).
 */
export function checkEmailPlausible(
  email: string,
  options: EmailPlausibilityOptions = {},
): EmailFailure | null {
  const parts = splitEmail(email.trim());
  if (parts && isDisallowedEmailDomain(parts.domain, options.extraDisallowed)) {
    return fail("undeliverable", "EMAIL_UNDELIVERABLE", "auth.email.notValid");
  }
  return null;
}

// Look-alike digits and symbols people use to slip a name past a filter ("c0rkb0ard").
const LOOKALIKES: Record<string, string> = {
  "0": "o",
  "1": "l",
  i: "l",
  "3": "e",
  "4": "a",
  "5": "s",
  $: "s",
  "7": "t",
};

function brandForm(text: string): string {
  let out = "";
  for (const char of text.toLowerCase()) {
    const mapped = LOOKALIKES[char] ?? char;
    if (/[a-z0-9]/.test(mapped)) out += mapped;
  }
  return out;
}

/**
 * True when the email's local part contains the brand name, ignoring case, separators and
 * look-alike digits (AUTH-182). The domain is not checked: an operator's own staff
 * addresses live there, and impersonation happens in the local part.
 */
export function emailContainsBrand(email: string, brand: string = BRAND_NAME): boolean {
  const parts = splitEmail(email.trim());
  const needle = brandForm(brand);
  return parts !== null && needle !== "" && brandForm(parts.local).includes(needle);
}

/** The brand-name rule as a failure (AUTH-182). */
export function checkEmailBrand(email: string, brand: string = BRAND_NAME): EmailFailure | null {
  return emailContainsBrand(email, brand)
    ? fail("brand_name", "EMAIL_CONTAINS_BRAND", "auth.email.brandName")
    : null;
}

/** Every client rule for a new account's email, in the order the signup flow runs them. */
export function validateSignupEmail(
  raw: string,
  options: EmailPlausibilityOptions = {},
): EmailFailure | null {
  return checkEmailSyntax(raw) ?? checkEmailPlausible(raw, options) ?? checkEmailBrand(raw);
}

/**
 * The login identifier (username_or_email, AUTH-073): required, then an email shape when it
 * holds "@", else a username shape. Disposable and brand rules never block a login.
 */
export function validateLoginIdentifier(raw: string): EmailFailure | null {
  const value = raw.trim();
  if (value.includes("@") || value === "") return checkEmailSyntax(value);
  return USERNAME.test(value) ? null : fail("format", "EMAIL_INVALID", "auth.email.format");
}

/** The EmailCollection step: "Email is required", then the format (AUTH-208). */
export function validateCollectedEmail(raw: string): EmailFailure | null {
  const failure = checkEmailSyntax(raw);
  if (failure?.rule === "required") return { ...failure, messageKey: "auth.emailCollection.required" };
  return failure;
}
