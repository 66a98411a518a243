import type { ErrorMessage } from "../messages/index.ts";

/**
 * Stable error codes of labels (D-035). Merged into the contract's catalogue
 * (`contract/errors.ts`) like the follow codes; each has an `error.{CODE}` message in
 * `catalogue-labels.ts`.
 */
export const LABEL_ERROR_CODES = [
  /** A paid partnership naming an account that is not a business account (or is the pin's owner). */
  "SPONSOR_NOT_BUSINESS",
] as const;

/** A stable code of a failed label call. */
export type LabelErrorCode = (typeof LABEL_ERROR_CODES)[number];

/** HTTP status of each label code. */
export const LABEL_ERROR_HTTP_STATUS: Record<LabelErrorCode, number> = {
  SPONSOR_NOT_BUSINESS: 400,
};

/** The label codes' part of the contract's one code → text map (`ERROR_MESSAGES`). */
export const LABEL_ERROR_MESSAGES: Record<LabelErrorCode, ErrorMessage> = {
  SPONSOR_NOT_BUSINESS: "error.SPONSOR_NOT_BUSINESS",
};
