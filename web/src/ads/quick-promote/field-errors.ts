import type { AdField, AdRuleFailure } from "@corkboard/core/ads";
import { t } from "@corkboard/core/messages";

/** The first broken rule's message per field (ADS-043). */
export type FieldErrors = Partial<Record<AdField, string>>;

/** Messages of the broken rules, one per field, in the catalogue's words (ADS-043). */
export function fieldErrors(failures: readonly AdRuleFailure[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const failure of failures) errors[failure.field] ??= t(failure.messageKey, failure.values);
  return errors;
}
