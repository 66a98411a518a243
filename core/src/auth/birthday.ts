import { AGE_LIMITS } from "./constants.ts";
import type { CalendarDate, RuleFailure } from "./types.ts";

/** Which birthday rule failed. */
export type BirthdayRule = "required" | "invalid" | "overage" | "underage";

/** A failed birthday rule. */
export type BirthdayFailure = RuleFailure<BirthdayRule>;

/** Minimum-age configuration: a default and per-country overrides (AUTH-205 DECISION). */
export interface MinimumAgeConfig {
  default: number;
  byCountry?: Readonly<Record<string, number>>;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses "YYYY-MM-DD" (what a date input gives) into a real calendar day, else null. */
export function parseCalendarDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  // Round-trip through UTC so 2023-02-30 and 2023-13-01 are refused, not rolled over.
  const back = epochSecondsToCalendarDate(calendarDateToEpochSeconds(date));
  return back.year === date.year && back.month === date.month && back.day === date.day ? date : null;
}

/** Formats a calendar day as "YYYY-MM-DD". */
export function formatCalendarDate(date: CalendarDate): string {
  const pad = (value: number, width: number): string => String(value).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Compares two days: negative when `a` is earlier, 0 when equal, positive when later. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Midnight UTC of the day, in epoch seconds: the birthday's wire form (AUTH-207). UTC,
 * not the browser's zone, so the same day always gives the same number.
 */
export function calendarDateToEpochSeconds(date: CalendarDate): number {
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear keeps them literal.
  const utc = new Date(0);
  utc.setUTCFullYear(date.year, date.month - 1, date.day);
  return Math.floor(utc.getTime() / 1000);
}

/** The UTC day of an instant in epoch seconds (the inverse of calendarDateToEpochSeconds). */
export function epochSecondsToCalendarDate(seconds: number): CalendarDate {
  const date = new Date(seconds * 1000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * The day it is at `epochMs` for someone `utcOffsetMinutes` east of UTC: how a caller turns
 * its clock into the `today` the rules take (they never read the clock themselves).
 */
export function calendarDateAt(epochMs: number, utcOffsetMinutes = 0): CalendarDate {
  return epochSecondsToCalendarDate(Math.floor((epochMs + utcOffsetMinutes * 60_000) / 1000));
}

/** Whole years from `birthday` to `today` (a 29 February birthday counts on 1 March). */
export function ageOn(birthday: CalendarDate, today: CalendarDate): number {
  const hadBirthday =
    today.month > birthday.month || (today.month === birthday.month && today.day >= birthday.day);
  return today.year - birthday.year - (hadBirthday ? 0 : 1);
}

/** The minimum age for a country: its override, else the default, else 18 (AUTH-204, AUTH-205). */
export function minimumAgeFor(country?: string | null, config?: MinimumAgeConfig): number {
  const override = country ? config?.byCountry?.[country.toUpperCase()] : undefined;
  return override ?? config?.default ?? AGE_LIMITS.defaultMinimum;
}

/**
 * The birthday rules, in order (AUTH-202…AUTH-206): required; a real day not later than
 * 1 January of the current year ("Invalid date"); over 120 years is overage; under the
 * minimum age is underage (the shared ineligible message).
 */
export function validateBirthday(
  value: string | CalendarDate | null | undefined,
  today: CalendarDate,
  minimumAge: number = AGE_LIMITS.defaultMinimum,
): BirthdayFailure | null {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) {
    return {
      field: "birthday",
      rule: "required",
      code: "AGE_REQUIRED",
      messageKey: "auth.birthday.required",
    };
  }
  const birthday = typeof value === "string" ? parseCalendarDate(value) : value;
  const startOfYear = { year: today.year, month: 1, day: 1 };
  if (
    !birthday ||
    !parseCalendarDate(formatCalendarDate(birthday)) ||
    compareCalendarDates(birthday, startOfYear) > 0
  ) {
    return {
      field: "birthday",
      rule: "invalid",
      code: "BIRTHDAY_INVALID",
      messageKey: "auth.birthday.invalid",
    };
  }
  const age = ageOn(birthday, today);
  if (age > AGE_LIMITS.maximum) {
    return { field: "birthday", rule: "overage", code: "OVERAGE", messageKey: "auth.signupError.overage" };
  }
  if (age < minimumAge) {
    return { field: "birthday", rule: "underage", code: "UNDERAGE", messageKey: "auth.underage.ineligible" };
  }
  return null;
}
