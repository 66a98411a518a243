import type { MessageKey } from "./catalogue.ts";
import { type MessageValues, t } from "./format.ts";

/**
 * The catalogue text of one error code (`ERROR_MESSAGES` in contract/errors.ts): a message
 * key; with the values it needs when they are fixed (the password length); or, when only
 * the server knows them (a country's minimum budget), the message the server formatted
 * from the same key, else `orElse`, which needs none.
 */
export type ErrorMessage =
  | MessageKey
  | { key: MessageKey; values: MessageValues }
  | { key: MessageKey; orElse: MessageKey };

/** The message key an error message is said with (the server-filled one for `orElse` entries). */
export function errorMessageKey(message: ErrorMessage): MessageKey {
  return typeof message === "string" ? message : message.key;
}

/**
 * The words of an error message. `serverText` is the server's own formatting of it, used
 * only where the values are the server's to fill.
 */
export function errorMessageText(message: ErrorMessage, serverText?: string | null): string {
  if (typeof message === "string") return t(message);
  if ("values" in message) return t(message.key, message.values);
  return serverText?.trim() || t(message.orElse);
}
