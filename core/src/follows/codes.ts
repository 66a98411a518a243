import type { ErrorMessage } from "../messages/index.ts";

/**
 * Stable error codes of following, website claims and notifications (seed 001 §4, §8;
 * FOLLOW-016, IMPL-002). Merged into the contract's catalogue (`contract/errors.ts`) like the
 * board and sign-in codes; each has an `error.{CODE}` message in `catalogue-follows.ts`.
 */
export const FOLLOW_ERROR_CODES = [
  /** A follow of one's own account (FOLLOW-016: the button reads "This is you"). */
  "CANNOT_FOLLOW_SELF",
  /** A website claim whose meta tag and DNS record were both not found (IMPL-016). */
  "WEBSITE_NOT_VERIFIED",
] as const;

/** A stable code of a failed follow, website-claim or notification call. */
export type FollowErrorCode = (typeof FOLLOW_ERROR_CODES)[number];

/** HTTP status of each follow code. */
export const FOLLOW_ERROR_HTTP_STATUS: Record<FollowErrorCode, number> = {
  CANNOT_FOLLOW_SELF: 400,
  WEBSITE_NOT_VERIFIED: 400,
};

/**
 * The follow codes' part of the contract's one code → text map (`ERROR_MESSAGES`). The texts
 * live in the follows catalogue (`error.{CODE}`), which the follow screens load.
 */
export const FOLLOW_ERROR_MESSAGES: Record<FollowErrorCode, ErrorMessage> = {
  CANNOT_FOLLOW_SELF: "error.CANNOT_FOLLOW_SELF",
  WEBSITE_NOT_VERIFIED: "error.WEBSITE_NOT_VERIFIED",
};
