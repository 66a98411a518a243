import type { MessageKey, MessageValues } from "../messages/index.ts";
import { AD_BUDGET_LIMITS, budgetToMicros, minDailyBudget, unitsToMicros } from "./budgets.ts";
import { currencyForCountry, formatAdAmount } from "./currencies.ts";

/** A quick-promote form field an error can be shown on. */
export type AdField = "budget" | "duration" | "name" | "destinationUrl";

/** A quick-promote rule that did not pass, with its catalogue message (ADS-043). */
export interface AdRuleFailure {
  field: AdField;
  rule: "invalid" | "below_minimum" | "above_maximum" | "out_of_range" | "required";
  messageKey: MessageKey;
  values?: MessageValues;
}

/**
 * Checks a typed daily budget against the country's minimum and the 1,000,000 cap, in
 * micro-currency so "2.999999" is below 3 (ADS-031…037, ADS-043).
 */
export function validateDailyBudget(text: string, country: string | null | undefined): AdRuleFailure | null {
  const micros = budgetToMicros(text);
  if (micros === null) return { field: "budget", rule: "invalid", messageKey: "ads.budget.invalid" };
  const currency = currencyForCountry(country);
  const min = minDailyBudget(country);
  if (micros < unitsToMicros(min)) {
    const amount = formatAdAmount(min, currency);
    return {
      field: "budget",
      rule: "below_minimum",
      messageKey: "ads.budget.belowMinimum",
      values: { amount },
    };
  }
  if (micros > unitsToMicros(AD_BUDGET_LIMITS.maxBudget)) {
    const amount = formatAdAmount(AD_BUDGET_LIMITS.maxBudget, currency);
    return {
      field: "budget",
      rule: "above_maximum",
      messageKey: "ads.budget.aboveMaximum",
      values: { amount },
    };
  }
  return null;
}

/** A duration must be a whole number of days from 1 to 365 (ADS-035, ADS-043). */
export function validateDuration(days: number | string): AdRuleFailure | null {
  const value = typeof days === "string" ? (/^\s*\d+\s*$/.test(days) ? Number(days) : Number.NaN) : days;
  const ok =
    Number.isInteger(value) &&
    value >= AD_BUDGET_LIMITS.minDurationDays &&
    value <= AD_BUDGET_LIMITS.maxDurationDays;
  return ok ? null : { field: "duration", rule: "out_of_range", messageKey: "ads.duration.outOfRange" };
}

/** True for an absolute http(s) URL with a dotted host or localhost (ADS-043). */
export function isValidDestinationUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
  return parsed.hostname.includes(".") || parsed.hostname === "localhost";
}

/** The destination link must be a valid http(s) URL (ADS-043). */
export function validateDestinationUrl(url: string): AdRuleFailure | null {
  return isValidDestinationUrl(url)
    ? null
    : { field: "destinationUrl", rule: "invalid", messageKey: "ads.destinationUrl.invalid" };
}

/** A campaign name must not be blank (longer names are clipped, not refused: ADS-028). */
export function validateCampaignName(name: string): AdRuleFailure | null {
  return name.trim() ? null : { field: "name", rule: "required", messageKey: "ads.name.required" };
}
