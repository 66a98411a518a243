import { MIN_IMAGE_SIDE } from "../layout/constants.ts";
import type { ErrorMessage } from "../messages/error-message.ts";

// The general codes' part of the one code → text map, apart from errors.ts: the web reads it
// on every page, and errors.ts's feature tables (~2 KB gzip) must not ride along (D-026). It
// imports nothing of errors.ts (no module cycle, D-030): errors.ts's ERROR_MESSAGES, typed by
// every code, holds that this part covers each general code.

/**
 * The general codes' text: each is `error.{CODE}` in the base catalogue, which every page
 * has, so the web can say them before any feature's part of the map is loaded.
 */
export const GENERAL_ERROR_MESSAGES = {
  INVALID_INPUT: "error.INVALID_INPUT",
  NOT_FOUND: "error.NOT_FOUND",
  FORBIDDEN: "error.FORBIDDEN",
  UNAUTHORIZED: "error.UNAUTHORIZED",
  CSRF_FAILED: "error.CSRF_FAILED",
  RATE_LIMITED: "error.RATE_LIMITED",
  PAYLOAD_TOO_LARGE: "error.PAYLOAD_TOO_LARGE",
  IMAGE_TOO_SMALL: { key: "error.IMAGE_TOO_SMALL", values: { minSide: MIN_IMAGE_SIDE } },
  IMAGE_UNREADABLE: "error.IMAGE_UNREADABLE",
  UNAVAILABLE: "error.UNAVAILABLE",
  INTERNAL: "error.INTERNAL",
} as const satisfies Record<string, ErrorMessage>;

/** A general code, as the general part of the map names it. */
type GeneralCode = keyof typeof GENERAL_ERROR_MESSAGES;

/**
 * Failures of the request rather than of what it asked for: the session, the page's origin,
 * the rate, the size, the server being unavailable. A screen never explains them as a
 * problem with a field or with the thing asked for; they say their own text. (INTERNAL is
 * not one: a screen whose seed words "the server said nothing" keeps them for it.)
 */
export const REQUEST_ERROR_CODES: readonly GeneralCode[] = [
  "UNAUTHORIZED",
  "CSRF_FAILED",
  "RATE_LIMITED",
  "PAYLOAD_TOO_LARGE",
  "UNAVAILABLE",
];

/** True when `code` is a failure of the request itself (REQUEST_ERROR_CODES). */
export function isRequestErrorCode(code: string): boolean {
  return (REQUEST_ERROR_CODES as readonly string[]).includes(code);
}
