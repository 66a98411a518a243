import { normalizeBoardName, validateBoardName, validateSectionName } from "@corkboard/core/boards";
import { slugify, uniqueSlug } from "@corkboard/core/paths";
import { boardError } from "./errors.ts";

/**
 * The trimmed board name, or INVALID_INPUT with the seed's message on the name field:
 * "Don't forget to name your board!" or "Please enter no more than 50 characters."
 * (BOARD-029, BOARD-030, BOARD-031).
 */
export function checkBoardName(raw: string): string {
  const failure = validateBoardName(raw);
  if (failure)
    throw boardError("INVALID_INPUT", failure.messageKey, { values: failure.values, field: "name" });
  return normalizeBoardName(raw);
}

/** The trimmed section name (BOARD-054), or INVALID_INPUT on the name field. */
export function checkSectionName(raw: string): string {
  const name = normalizeBoardName(raw);
  if (name === "") throw boardError("INVALID_INPUT", "boards.error.sectionNameRequired", { field: "name" });
  const failure = validateSectionName(name);
  if (failure)
    throw boardError("INVALID_INPUT", failure.messageKey, { values: failure.values, field: "name" });
  return name;
}

/** Two names are the same when they match trimmed and case-insensitively. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase("en") === b.trim().toLocaleLowerCase("en");
}

/** The first free slug for `name` (slugs are unique per owner for boards, per board for sections; D-005). */
export function freeSlug(name: string, taken: ReadonlySet<string>, fallback: string): string {
  return uniqueSlug(slugify(name, fallback), taken);
}
