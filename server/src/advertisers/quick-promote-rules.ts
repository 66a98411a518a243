import {
  AD_BUDGET_LIMITS,
  type AdCurrency,
  CAMPAIGN_NAME_MAX,
  formatAdAmount,
  isPromoteCountry,
  isValidDestinationUrl,
  minDailyBudget,
  unitsToMicros,
} from "@corkboard/core/ads";
import type { quickPromoteBodySchema } from "@corkboard/core/contract";
import type { z } from "zod";
import { adError } from "./ad-error.ts";

/**
 * The field rules of quick promote (seed 002 §5, §9; ADS-028…043), checked by the server on
 * the payload the web built, each failure with its own code and the catalogue's message.
 */

/** The quick-promote body after zod (contract/ads.ts). */
export type QuickPromoteBody = z.output<typeof quickPromoteBodySchema>;

const DAY_MS = 86_400_000;
const INTEREST_ID = /^[A-Za-z0-9_-]{1,64}$/;
const COUNTRY = /^[A-Z]{2}$/;

/** YYYY-MM-DD of a UTC instant. */
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Epoch ms of a real calendar date YYYY-MM-DD, or null ("2026-02-30" is null). */
export function parseIsoDay(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) || isoDay(ms) !== value ? null : ms;
}

/** Name: not blank, at most 64 characters (ADS-028: the client clips longer names first). */
export function checkCampaignName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw adError("CAMPAIGN_NAME_REQUIRED", { field: "campaign_name" });
  if (Array.from(trimmed).length > CAMPAIGN_NAME_MAX)
    throw adError("CAMPAIGN_NAME_TOO_LONG", { field: "campaign_name" });
  return trimmed;
}

/**
 * Daily budget in micro-currency: a positive whole number (ADS-031, ADS-032), at least the
 * country's minimum (ADS-037) and at most 1,000,000 (ADS-034), in the advertiser's currency.
 */
export function checkBudget(micros: number, country: string, currency: AdCurrency): number {
  if (!Number.isSafeInteger(micros) || micros <= 0)
    throw adError("BUDGET_INVALID", { field: "budget_in_micro_currency" });
  const min = minDailyBudget(country);
  if (BigInt(micros) < unitsToMicros(min)) {
    throw adError("BUDGET_BELOW_MINIMUM", {
      field: "budget_in_micro_currency",
      values: { amount: formatAdAmount(min, currency) },
    });
  }
  if (BigInt(micros) > unitsToMicros(AD_BUDGET_LIMITS.maxBudget)) {
    throw adError("BUDGET_ABOVE_MAXIMUM", {
      field: "budget_in_micro_currency",
      values: { amount: formatAdAmount(AD_BUDGET_LIMITS.maxBudget, currency) },
    });
  }
  return micros;
}

/** Duration: a whole number of days from 1 to 365 (ADS-035). */
export function checkDuration(days: number): number {
  const ok =
    Number.isInteger(days) &&
    days >= AD_BUDGET_LIMITS.minDurationDays &&
    days <= AD_BUDGET_LIMITS.maxDurationDays;
  if (!ok) throw adError("DURATION_OUT_OF_RANGE", { field: "duration" });
  return days;
}

/**
 * Dates (ADS-030): an ongoing campaign has no end date; otherwise the end date is the one
 * sent (from the start day, within 365 days) or start + duration − 1.
 */
export function campaignDates(body: QuickPromoteBody, duration: number, nowMs: number) {
  const startMs = parseIsoDay(isoDay(nowMs)) ?? nowMs;
  const startDate = isoDay(startMs);
  const sent = body.inclusive_end_date?.trim();
  if (body.is_ongoing) {
    if (sent) throw adError("END_DATE_INVALID", { field: "inclusive_end_date" });
    return { startDate, endDate: null };
  }
  if (!sent) return { startDate, endDate: isoDay(startMs + (duration - 1) * DAY_MS) };
  const endMs = parseIsoDay(sent);
  const maxMs = startMs + (AD_BUDGET_LIMITS.maxDurationDays - 1) * DAY_MS;
  if (endMs === null || endMs < startMs || endMs > maxMs)
    throw adError("END_DATE_INVALID", { field: "inclusive_end_date" });
  return { startDate, endDate: sent };
}

/**
 * Targeting (ADS-016…022): ages and genders are checked by the schema; interests are topic
 * ids; locations are promote countries, the advertiser's own when none is given.
 */
export function checkTargeting(
  spec: QuickPromoteBody["targeting_spec"],
  country: string,
  promoteCountries: readonly string[],
): Record<string, string[]> {
  const interests = [...new Set(spec.INTEREST)];
  const locations = [...new Set(spec.LOCATION.map((code) => code.trim().toUpperCase()))];
  const badInterest = interests.some((id) => !INTEREST_ID.test(id));
  const badLocation = locations.some(
    (code) => !COUNTRY.test(code) || !isPromoteCountry(code, promoteCountries),
  );
  if (badInterest || badLocation) throw adError("TARGETING_INVALID", { field: "targeting_spec" });
  return {
    AGE_BUCKET: [...new Set(spec.AGE_BUCKET)],
    GENDER: [...new Set(spec.GENDER)],
    INTEREST: interests,
    LOCATION: locations.length > 0 ? locations : [country],
  };
}

/** The destination must be an http(s) URL (ADS-043). */
export function checkDestination(url: string): string {
  if (!isValidDestinationUrl(url)) throw adError("DESTINATION_URL_INVALID", { field: "destination_url" });
  return url.trim();
}
