import type { MessageKey, MessageValues } from "../messages/index.ts";
import { PIN_LIMITS } from "./constants.ts";

/** A pin text field with a length limit (PIN-059). */
export type PinTextField = "title" | "description" | "link";

/** A pin field over its limit, with the catalogue message. */
export interface PinFieldFailure {
  field: PinTextField;
  rule: "too_long";
  code: "INVALID_INPUT";
  messageKey: MessageKey;
  values: MessageValues;
}

/** The limit of each pin text field: title 100, description 500, link 2048 (PIN-059 DECISION). */
export const PIN_FIELD_MAX: Record<PinTextField, number> = {
  title: PIN_LIMITS.titleMax,
  description: PIN_LIMITS.descriptionMax,
  link: PIN_LIMITS.linkMax,
};

/** Checks the pin text fields against their limits (code points); the failures, in field order. */
export function validatePinFields(fields: Partial<Record<PinTextField, string | null>>): PinFieldFailure[] {
  const failures: PinFieldFailure[] = [];
  for (const field of ["title", "description", "link"] as const) {
    const value = fields[field];
    const maxLength = PIN_FIELD_MAX[field];
    if (value != null && Array.from(value).length > maxLength) {
      failures.push({
        field,
        rule: "too_long",
        code: "INVALID_INPUT",
        messageKey: "pins.field.tooLong",
        values: { maxLength },
      });
    }
  }
  return failures;
}
