import type { MessageKey, MessageValues } from "../messages/index.ts";
import type { AuthErrorCode } from "./codes.ts";

/** A form field of the auth screens that an error can be shown on. */
export type AuthField = "email" | "password" | "birthday" | "code" | "facebook" | "google";

/**
 * A rule that did not pass: where to show it, which rule, the stable code the server
 * answers with for the same failure, and the catalogue message (with its values).
 */
export interface RuleFailure<R extends string = string> {
  field: AuthField;
  rule: R;
  /** INVALID_INPUT for "required"-style failures the contract's schemas already catch. */
  code: AuthErrorCode | "INVALID_INPUT";
  messageKey: MessageKey;
  values?: MessageValues;
}

/** A day in the calendar (month 1–12), free of time zones: what a date input holds. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}
