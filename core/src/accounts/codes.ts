import type { ErrorMessage } from "../messages/index.ts";

/**
 * Stable error codes of remembered accounts and connected sign-in methods (ACCT-007,
 * IMPL-016, D-045). Merged into the contract's catalogue (`contract/errors.ts`) like the
 * other areas'; each has an `error.{CODE}` message in `catalogue-accounts.ts`.
 */
export const ACCOUNT_ERROR_CODES = [
  /** Adding a sixth account to a browser that remembers five (ACCT-007 DECISION). */
  "REMEMBERED_ACCOUNTS_FULL",
  /** Disconnecting the one way left to sign in (no password, one provider). */
  "LAST_SIGN_IN_METHOD",
  /** A provider identity already linked to another Corkboard account (no implicit linking, D-039). */
  "SOCIAL_ACCOUNT_IN_USE",
  /** "Set password" for an account that has one: it is changed with the current one instead. */
  "PASSWORD_ALREADY_SET",
] as const;

/** A stable code of a failed remembered-account or connected-account call. */
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

/** HTTP status of each account code. */
export const ACCOUNT_ERROR_HTTP_STATUS: Record<AccountErrorCode, number> = {
  REMEMBERED_ACCOUNTS_FULL: 409,
  LAST_SIGN_IN_METHOD: 409,
  SOCIAL_ACCOUNT_IN_USE: 409,
  PASSWORD_ALREADY_SET: 409,
};

/** The account codes' part of the contract's one code → text map (`ERROR_MESSAGES`). */
export const ACCOUNT_ERROR_MESSAGES: Record<AccountErrorCode, ErrorMessage> = {
  REMEMBERED_ACCOUNTS_FULL: "error.REMEMBERED_ACCOUNTS_FULL",
  LAST_SIGN_IN_METHOD: "error.LAST_SIGN_IN_METHOD",
  SOCIAL_ACCOUNT_IN_USE: "error.SOCIAL_ACCOUNT_IN_USE",
  PASSWORD_ALREADY_SET: "error.PASSWORD_ALREADY_SET",
};
