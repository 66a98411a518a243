import { AUTH_LIMITS } from "./constants.ts";
import { splitEmail } from "./email.ts";
import { COMMON_EMAIL_DOMAINS } from "./email-domains.ts";

/** The largest domain edit distance that still earns a suggestion (AUTH-190). */
export const SUGGESTION_MAX_DISTANCE = 2;

/**
 * Edit distance with adjacent transpositions counted as one edit (optimal string
 * alignment, the restricted Damerau–Levenshtein): "gmial" is one slip from "gmail", not
 * two, and swapped letters are the commonest typing slip.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols).fill(0);
  const at = (i: number, j: number): number => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The "Did you mean {email}?" hint (AUTH-190, AUTH-191): null, or the email with its domain
 * replaced by the closest common provider. Rules, in order:
 * - only for a single-"@" email under 60 characters, with text on both sides of the "@";
 * - a domain already on the list gets no hint;
 * - gmail with any suffix other than .com ("gmail.co", "gmail.con", "gmail.co.uk") → gmail.com;
 * - otherwise the provider at edit distance 1 or 2 from the domain, the smaller distance
 *   winning and ties going to the more common provider (the list's order).
 * The local part is kept as typed; the domain is compared in lower case.
 */
export function suggestEmail(raw: string, domains: readonly string[] = COMMON_EMAIL_DOMAINS): string | null {
  const email = raw.trim();
  if (email.length >= AUTH_LIMITS.suggestionEmailUnder || email.split("@").length !== 2) return null;
  const parts = splitEmail(email);
  if (!parts) return null;
  const domain = parts.domain.toLowerCase();
  if (domains.includes(domain)) return null;
  if (/^gmail\.[a-z.]+$/.test(domain)) return `${parts.local}@gmail.com`;
  let best: string | null = null;
  let bestDistance = SUGGESTION_MAX_DISTANCE + 1;
  for (const candidate of domains) {
    // Lengths alone bound the distance, so most of the list is skipped cheaply.
    if (Math.abs(candidate.length - domain.length) >= bestDistance) continue;
    const distance = editDistance(domain, candidate);
    if (distance >= 1 && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best === null ? null : `${parts.local}@${best}`;
}
