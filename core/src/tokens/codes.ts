import type { ErrorMessage } from "../messages/error-message.ts";
import { MAX_TOKENS_PER_USER } from "./expiry.ts";

/**
 * Stable error codes of personal API tokens (issue 20, D-057). Merged into the contract's
 * catalogue (`contract/errors.ts`); each has an `error.{CODE}` message in `catalogue-tokens.ts`.
 */
export const TOKEN_ERROR_CODES = [
  /** A Bearer token that is unknown, wrong, revoked or expired (which one is not said). */
  "TOKEN_INVALID",
  /** The token lacks the scope the endpoint needs, or the endpoint is closed to tokens. */
  "TOKEN_SCOPE_MISSING",
  /** The account already has the most tokens it may have. */
  "TOKEN_LIMIT_REACHED",
] as const;

/** A stable code of a token failure. */
export type TokenErrorCode = (typeof TOKEN_ERROR_CODES)[number];

/** HTTP status of each token code. */
export const TOKEN_ERROR_HTTP_STATUS: Record<TokenErrorCode, number> = {
  TOKEN_INVALID: 401,
  TOKEN_SCOPE_MISSING: 403,
  TOKEN_LIMIT_REACHED: 400,
};

/** The token codes' part of the contract's one code → text map (`ERROR_MESSAGES`). */
export const TOKEN_ERROR_MESSAGES: Record<TokenErrorCode, ErrorMessage> = {
  TOKEN_INVALID: "error.TOKEN_INVALID",
  TOKEN_SCOPE_MISSING: "error.TOKEN_SCOPE_MISSING",
  TOKEN_LIMIT_REACHED: { key: "error.TOKEN_LIMIT_REACHED", values: { max: MAX_TOKENS_PER_USER } },
};
