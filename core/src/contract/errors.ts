import {
  ACCOUNT_ERROR_HTTP_STATUS,
  ACCOUNT_ERROR_MESSAGES,
  type AccountErrorCode,
} from "../accounts/codes.ts";
import { AD_ERROR_HTTP_STATUS, AD_ERROR_MESSAGES, type AdErrorCode } from "../ads/codes.ts";
import { AUTH_ERROR_HTTP_STATUS, type AuthErrorCode } from "../auth/codes.ts";
import { AUTH_ERROR_MESSAGES } from "../auth/error-messages.ts";
import { BOARD_ERROR_HTTP_STATUS, BOARD_ERROR_MESSAGES, type BoardErrorCode } from "../boards/codes.ts";
import { FOLLOW_ERROR_HTTP_STATUS, FOLLOW_ERROR_MESSAGES, type FollowErrorCode } from "../follows/codes.ts";
import { IMPORT_ERROR_HTTP_STATUS, IMPORT_ERROR_MESSAGES, type ImportErrorCode } from "../imports/codes.ts";
import { LABEL_ERROR_HTTP_STATUS, LABEL_ERROR_MESSAGES, type LabelErrorCode } from "../labels/codes.ts";
import type { ErrorMessage } from "../messages/error-message.ts";
import { VIDEO_ERROR_HTTP_STATUS, VIDEO_ERROR_MESSAGES, type VideoErrorCode } from "../pins/video.ts";
import { TOKEN_ERROR_HTTP_STATUS, TOKEN_ERROR_MESSAGES, type TokenErrorCode } from "../tokens/codes.ts";
import { GENERAL_ERROR_MESSAGES } from "./general-errors.ts";

/**
 * The catalogue of stable error codes. The server emits a code; the web maps the code to
 * the seed's message through the message catalogue. Codes never change meaning once shipped.
 */
export const ErrorCode = {
  /** The request's shape or values are wrong (zod validation, malformed bookmark…). */
  INVALID_INPUT: "INVALID_INPUT",
  /** The thing asked for does not exist, or the viewer may not know that it exists. */
  NOT_FOUND: "NOT_FOUND",
  /** The viewer is known but may not do this. */
  FORBIDDEN: "FORBIDDEN",
  /** The call needs a signed-in viewer. */
  UNAUTHORIZED: "UNAUTHORIZED",
  /** Cookie-authenticated write without a valid CSRF token or same-origin Origin. */
  CSRF_FAILED: "CSRF_FAILED",
  /** Too many requests from this client. */
  RATE_LIMITED: "RATE_LIMITED",
  /** The body is larger than the route accepts. */
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  /** An image whose sides are under the minimum (PIN-056). */
  IMAGE_TOO_SMALL: "IMAGE_TOO_SMALL",
  /** The bytes are not an image we can read. */
  IMAGE_UNREADABLE: "IMAGE_UNREADABLE",
  /** The server is not ready (database not reachable, shutting down). */
  UNAVAILABLE: "UNAVAILABLE",
  /** Anything unexpected; the details are logged, never sent. */
  INTERNAL: "INTERNAL",
} as const;

/** One of the general codes above, which any endpoint may answer. */
export type GeneralErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * One of the stable error codes: the general ones above and each feature's own (the
 * sign-in codes live with their rules in core/src/auth/codes.ts, the board codes in
 * core/src/boards/codes.ts, the advertiser ones in core/src/ads/codes.ts, the follow ones in
 * core/src/follows/codes.ts).
 */
export type ErrorCode =
  | GeneralErrorCode
  | AuthErrorCode
  | BoardErrorCode
  | AdErrorCode
  | FollowErrorCode
  | LabelErrorCode
  | AccountErrorCode
  | VideoErrorCode
  | TokenErrorCode
  | ImportErrorCode;

/** HTTP status that goes with each code. */
export const errorHttpStatus: Record<ErrorCode, number> = {
  ...AUTH_ERROR_HTTP_STATUS,
  ...BOARD_ERROR_HTTP_STATUS,
  ...AD_ERROR_HTTP_STATUS,
  ...FOLLOW_ERROR_HTTP_STATUS,
  ...LABEL_ERROR_HTTP_STATUS,
  ...ACCOUNT_ERROR_HTTP_STATUS,
  ...VIDEO_ERROR_HTTP_STATUS,
  ...TOKEN_ERROR_HTTP_STATUS,
  ...IMPORT_ERROR_HTTP_STATUS,
  INVALID_INPUT: 400,
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  UNAUTHORIZED: 401,
  CSRF_FAILED: 403,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  IMAGE_TOO_SMALL: 400,
  IMAGE_UNREADABLE: 400,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** Every stable error code. */
export const ERROR_CODES = Object.keys(errorHttpStatus) as [ErrorCode, ...ErrorCode[]];

/** True when `value` is one of the catalogue's codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && value in errorHttpStatus;
}

/**
 * The one map from error code to the catalogue's text (D-026). Each area's part lives beside
 * its codes, as their HTTP statuses do; the web loads a part with the calls that can answer
 * its codes (web/src/platform/api/error-text.ts).
 */
export const ERROR_MESSAGES: Record<ErrorCode, ErrorMessage> = {
  ...AUTH_ERROR_MESSAGES,
  ...BOARD_ERROR_MESSAGES,
  ...AD_ERROR_MESSAGES,
  ...FOLLOW_ERROR_MESSAGES,
  ...LABEL_ERROR_MESSAGES,
  ...ACCOUNT_ERROR_MESSAGES,
  ...VIDEO_ERROR_MESSAGES,
  ...TOKEN_ERROR_MESSAGES,
  ...IMPORT_ERROR_MESSAGES,
  ...GENERAL_ERROR_MESSAGES,
};
