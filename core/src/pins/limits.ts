import type { MessageKey, MessageValues } from "../messages/index.ts";
import { PIN_LIMITS } from "./constants.ts";

/** A pin text field with a length limit (PIN-059). */
export type PinTextField = "title" | "description" | "altText" | "link";

/** A pin field over its limit, or a link that is not a web address, with the catalogue message. */
export interface PinFieldFailure {
  field: PinTextField;
  rule: "too_long" | "not_web_link";
  code: "INVALID_INPUT";
  messageKey: MessageKey;
  values: MessageValues;
}

/** The limit of each pin text field: title 100, description 500, alt text 500, link 2048 (PIN-059 DECISION, D-055). */
export const PIN_FIELD_MAX: Record<PinTextField, number> = {
  title: PIN_LIMITS.titleMax,
  description: PIN_LIMITS.descriptionMax,
  altText: PIN_LIMITS.altTextMax,
  link: PIN_LIMITS.linkMax,
};

/** Checks the pin text fields against their limits (code points); the failures, in field order. */
export function validatePinFields(fields: Partial<Record<PinTextField, string | null>>): PinFieldFailure[] {
  const failures: PinFieldFailure[] = [];
  for (const field of ["title", "description", "altText", "link"] as const) {
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
  const link = fields.link?.trim();
  if (link && !failures.some((failure) => failure.field === "link") && !isWebLink(link)) {
    failures.push({
      field: "link",
      rule: "not_web_link",
      code: "INVALID_INPUT",
      messageKey: "pins.field.linkInvalid",
      values: {},
    });
  }
  return failures;
}

/**
 * True for an absolute http(s) URL. A pin's link is followed by whoever opens the pin, so
 * `javascript:`, `data:` and every other scheme are refused on every write path (issue 18,
 * adversary item 2: they were stored and served in the feeds).
 */
export function isWebLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
