/** The lifetimes a new token may be given (issue 20): days, or `never`. */
export const TOKEN_EXPIRIES = ["30", "60", "90", "365", "never"] as const;

/** One lifetime a new token may be given. */
export type TokenExpiry = (typeof TOKEN_EXPIRIES)[number];

/** The most tokens one account may have (revoked ones not counted). */
export const MAX_TOKENS_PER_USER = 50;

/** When a token made at `now` with `expiry` stops working; null for `never`. */
export function tokenExpiresAt(expiry: TokenExpiry, now: Date): Date | null {
  if (expiry === "never") return null;
  return new Date(now.getTime() + Number(expiry) * 24 * 60 * 60 * 1000);
}
