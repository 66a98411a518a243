import { AD_ERROR_MESSAGE_KEYS, type AdErrorCode } from "@corkboard/core/ads";
import { type MessageValues, t } from "@corkboard/core/messages";
import { AppError } from "../platform/http/app-error.ts";

/**
 * An error of the business side with its catalogue message as message and message_detail
 * (the web shows message_detail in the quick-promote error area, ADS-051) and, when it
 * belongs to a form field, that field.
 */
export function adError(
  code: AdErrorCode,
  options: { values?: MessageValues; field?: string } = {},
): AppError {
  const message = t(AD_ERROR_MESSAGE_KEYS[code], options.values);
  return new AppError(code, message, {
    detail: message,
    ...(options.field ? { fields: [{ field: options.field, message }] } : {}),
  });
}
