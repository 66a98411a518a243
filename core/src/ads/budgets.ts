import { normalizeAdCountry } from "./currencies.ts";

/**
 * Quick-promote budgets and durations (seed 002 §5, §9; ADS-031…039). Amounts are daily
 * (ADS-033) and in the country's billing currency (ADS-039).
 */

/** Default minimum daily budget for unlisted countries (ADS-037, ADS-039). */
const DEFAULT_MIN_DAILY_BUDGET = 1;
/** Default recommended daily budget for unlisted countries (ADS-038, ADS-039). */
const DEFAULT_RECOMMENDED_DAILY_BUDGET = 7;

const MIN_DAILY_BUDGET: Readonly<Record<string, number>> = { US: 3, CZ: 80, SE: 10, NO: 10, DK: 10 };
const RECOMMENDED_DAILY_BUDGET: Readonly<Record<string, number>> = {
  US: 7,
  GB: 5,
  AU: 10,
  CA: 9,
  CZ: 150,
  SE: 70,
  NO: 70,
  DK: 50,
};
const LONG_DURATION_COUNTRIES: ReadonlySet<string> = new Set(["SE", "NO", "DK"]);

/** Budget and duration limits (ADS-032, ADS-034…036). */
export const AD_BUDGET_LIMITS = {
  /** Micro-currency units per currency unit (ADS-032). */
  microMultiplier: 1_000_000,
  /** The largest budget (ADS-034). */
  maxBudget: 1_000_000,
  /** The longest campaign in days (ADS-035). */
  maxDurationDays: 365,
  minDurationDays: 1,
  /** Default duration (ADS-036); SE, NO and DK use `longDefaultDurationDays`. */
  defaultDurationDays: 10,
  longDefaultDurationDays: 30,
} as const;

/** The minimum daily budget of a country (ADS-037). */
export function minDailyBudget(country: string | null | undefined): number {
  return MIN_DAILY_BUDGET[normalizeAdCountry(country)] ?? DEFAULT_MIN_DAILY_BUDGET;
}

/** The recommended daily budget of a country (ADS-038). */
export function recommendedDailyBudget(country: string | null | undefined): number {
  return RECOMMENDED_DAILY_BUDGET[normalizeAdCountry(country)] ?? DEFAULT_RECOMMENDED_DAILY_BUDGET;
}

/** The default campaign duration in days: 10, or 30 for SE, NO and DK (ADS-036). */
export function defaultDurationDays(country: string | null | undefined): number {
  return LONG_DURATION_COUNTRIES.has(normalizeAdCountry(country))
    ? AD_BUDGET_LIMITS.longDefaultDurationDays
    : AD_BUDGET_LIMITS.defaultDurationDays;
}

const DECIMAL = /^(\d+)(?:\.(\d{0,6}))?$|^\.(\d{1,6})$/;

/**
 * A typed budget ("12.5", "3", ".25") in micro-currency, with integer arithmetic so no float
 * error creeps in (ADS-031, ADS-032); null when it is not a plain decimal with ≤ 6 decimals.
 */
export function budgetToMicros(text: string): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? "0";
  const fraction = (match[2] ?? match[3] ?? "").padEnd(6, "0");
  return BigInt(whole) * BigInt(AD_BUDGET_LIMITS.microMultiplier) + BigInt(fraction);
}

/** A whole-unit amount (a limit such as 3 or 1,000,000) in micro-currency (ADS-032). */
export function unitsToMicros(units: number): bigint {
  return BigInt(Math.trunc(units)) * BigInt(AD_BUDGET_LIMITS.microMultiplier);
}

/** Micro-currency as the wire number budget_in_micro_currency (safe: the budget cap keeps it < 2^53). */
export function microsToWire(micros: bigint): number {
  return Number(micros);
}
