/** The most characters of a name a creator card shows (FOLLOW-023; seed 001 §9, seed 002 §9). */
export const CREATOR_NAME_MAX = 70;

/** The ellipsis that ends a clipped name: one character. */
export const CREATOR_NAME_ELLIPSIS = "…";

/**
 * A creator card's name (FOLLOW-023): up to 70 characters as written; a longer one is cut to
 * 70 and ends with "…". Counted in code points, so an emoji or astral letter is never split.
 */
export function clipCreatorName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= CREATOR_NAME_MAX) return name;
  return chars.slice(0, CREATOR_NAME_MAX).join("") + CREATOR_NAME_ELLIPSIS;
}
