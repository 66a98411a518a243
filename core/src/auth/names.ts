import { AUTH_LIMITS } from "./constants.ts";
import { splitEmail } from "./email.ts";

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/**
 * first_name for an email signup (AUTH-065, AUTH-066 DECISION): the local part before "@",
 * cut at the first ".", "_", "+" or digit, capitalised; the whole local part when the cut
 * leaves nothing ("42jo@…", ".jo@…"). Kept within the 50-character name limit.
 */
export function firstNameFromEmail(email: string): string {
  const local = splitEmail(email.trim())?.local ?? email.trim();
  const cut = local.split(/[._+0-9]/)[0] ?? "";
  return capitalise(cut === "" ? local : cut).slice(0, AUTH_LIMITS.nameMax);
}

/**
 * Splits a full name on spaces: the first word is the first name, the rest (single-spaced)
 * the last name (CONST-010).
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}
