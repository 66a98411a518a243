import type { BoardErrorCode } from "@corkboard/core/boards";
import { type MessageKey, type MessageValues, t } from "@corkboard/core/messages";
import { AppError } from "../platform/http/app-error.ts";

/** A board-area failure with its stable code and the catalogue's message. */
export function boardError(
  code: BoardErrorCode | "INVALID_INPUT" | "FORBIDDEN",
  messageKey: MessageKey,
  options: { values?: MessageValues; field?: string; apiErrorCode?: number } = {},
): AppError {
  const message = t(messageKey, options.values);
  return new AppError(code, message, {
    ...(options.field === undefined ? {} : { fields: [{ field: options.field, message }] }),
    ...(options.apiErrorCode === undefined ? {} : { apiErrorCode: options.apiErrorCode }),
  });
}

/** The viewer may see the board but not do this (only its owner may). */
export function ownerOnly(): AppError {
  return new AppError("FORBIDDEN", t("error.FORBIDDEN"));
}
