import { BRAND_NAME } from "../messages/catalogue.ts";
import { checkEmailSyntax, type EmailFailure, emailFailure, splitEmail } from "./email.ts";
import { DISPOSABLE_EMAIL_DOMAINS, RESERVED_EMAIL_DOMAINS, RESERVED_EMAIL_TLDS } from "./email-domains.ts";

/*
 * The rules only a new account's email goes through: disallowed domains and the brand
 * name. Apart from email.ts so a login form, which needs only the address shape, does not
 * download the domain lists.
 */

/** Options of the plausibility check: extra disallowed domains (the server's maintained list). */
export interface EmailPlausibilityOptions {
  extraDisallowed?: ReadonlySet<string>;
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
    return emailFailure("undeliverable", "EMAIL_UNDELIVERABLE", "auth.email.notValid");
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
    ? emailFailure("brand_name", "EMAIL_CONTAINS_BRAND", "auth.email.brandName")
    : null;
}

/** Every client rule for a new account's email, in the order the signup flow runs them. */
export function validateSignupEmail(
  raw: string,
  options: EmailPlausibilityOptions = {},
): EmailFailure | null {
  return checkEmailSyntax(raw) ?? checkEmailPlausible(raw, options) ?? checkEmailBrand(raw);
}
