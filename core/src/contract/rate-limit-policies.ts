/**
 * The names of the request-level rate-limit policies an endpoint may declare. The numbers
 * and keys live in one registry on the server (server/src/platform/rate-limit/policies.ts);
 * the names are here so the contract, the OpenAPI document and the web agree on them.
 */
export const RATE_LIMIT_POLICIES = [
  /** Sign-up: hashes a password and may send mail. */
  "signup",
  /** Whether an account exists for an email: limited so addresses cannot be walked. */
  "accountLookup",
  /** Log-in and second-factor steps: hash or compare secrets. */
  "login",
  /** Password change, reset and set: hash a password. */
  "passwordChange",
  /** Calls that make the server send mail (reset, verification, codes, invites). */
  "mailSend",
  /** Calls that make the server fetch a URL the caller names (images, pages). */
  "urlFetch",
  /** Calls that decode and resize an image the caller sends. */
  "imageIntake",
  /** Social writes that notify someone (follows). */
  "follow",
  /** Analytics events sent by the browser (D-053). */
  "analytics",
  /** Every call made with a personal API token, per token (D-057): the hourly allowance. */
  "apiToken",
  /** Every call made with a personal API token, per token: the burst limit. */
  "apiTokenBurst",
  /** Exports of all one's data: each reads every pin and image the account has (D-056). */
  "dataExport",
] as const;

/** One named rate-limit policy. */
export type RateLimitPolicy = (typeof RATE_LIMIT_POLICIES)[number];
