import { describe, expect, it } from "vitest";
import { t } from "../messages/index.ts";
import {
  ageOn,
  calendarDateAt,
  calendarDateToEpochSeconds,
  epochSecondsToCalendarDate,
  formatCalendarDate,
  minimumAgeFor,
  parseCalendarDate,
  validateBirthday,
} from "./birthday.ts";

const today = { year: 2026, month: 6, day: 15 };
const text = (failure: ReturnType<typeof validateBirthday>): string => (failure ? t(failure.messageKey) : "");

describe("birthday rules", () => {
  it("AUTH-202 a missing birthday is required, with the seed's words", () => {
    for (const missing of [null, undefined, "", "  "]) {
      const failure = validateBirthday(missing, today);
      expect(failure?.rule).toBe("required");
      expect(text(failure)).toBe("You missed a spot. Don't forget to add your birthday.");
    }
  });

  it("AUTH-203 a day after 1 January of this year, or no real day, is 'Invalid date'", () => {
    for (const bad of [
      "2026-01-02",
      "2026-06-14",
      "2030-01-01",
      "2001-02-29",
      "2000-13-01",
      "15/06/2000",
      "soon",
    ]) {
      const failure = validateBirthday(bad, today, 0);
      expect(failure?.rule, bad).toBe("invalid");
      expect(text(failure)).toBe("Invalid date");
    }
    expect(validateBirthday({ year: 2000, month: 2, day: 30 }, today)?.rule).toBe("invalid");
    // 1 January itself is "not later than the start of the year": it reaches the age rules.
    expect(validateBirthday("2026-01-01", today, 0)).toBeNull();
  });

  it("AUTH-204 under the minimum age is underage, with the shared ineligible message", () => {
    const failure = validateBirthday("2008-06-16", today);
    expect(failure?.rule).toBe("underage");
    expect(failure?.code).toBe("UNDERAGE");
    expect(text(failure)).toBe("Sorry, you're not eligible to sign up for Corkboard right now.");
    expect(validateBirthday("2008-06-15", today)).toBeNull();
    expect(validateBirthday("2010-01-01", today, 16)).toBeNull();
  });

  it("AUTH-205 the minimum age is configurable per country, 18 by default", () => {
    expect(minimumAgeFor(null)).toBe(18);
    expect(minimumAgeFor("kr", { default: 14, byCountry: { DE: 16 } })).toBe(14);
    expect(minimumAgeFor("de", { default: 14, byCountry: { DE: 16 } })).toBe(16);
  });

  it("AUTH-206 over 120 is overage", () => {
    const failure = validateBirthday("1905-06-15", today);
    expect(failure?.rule).toBe("overage");
    expect(text(failure)).toBe("Oops! Please use a valid age to sign up.");
    expect(validateBirthday("1905-06-16", today)).toBeNull();
  });

  it("AUTH-206 counts whole years, a leap-day birthday on 1 March", () => {
    expect(ageOn({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 2, day: 28 })).toBe(17);
    expect(ageOn({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 3, day: 1 })).toBe(18);
  });

  it("AUTH-207 converts to and from epoch seconds at midnight UTC", () => {
    expect(calendarDateToEpochSeconds({ year: 1970, month: 1, day: 2 })).toBe(86_400);
    expect(calendarDateToEpochSeconds({ year: 1969, month: 12, day: 31 })).toBe(-86_400);
    const day = { year: 1988, month: 7, day: 9 };
    expect(epochSecondsToCalendarDate(calendarDateToEpochSeconds(day))).toEqual(day);
    expect(calendarDateToEpochSeconds({ year: 50, month: 1, day: 1 })).toBeLessThan(-50_000_000_000);
  });

  it("AUTH-207 parses and formats date-input values; today comes from the caller's clock", () => {
    expect(parseCalendarDate("1990-05-04")).toEqual({ year: 1990, month: 5, day: 4 });
    expect(formatCalendarDate({ year: 990, month: 5, day: 4 })).toBe("0990-05-04");
    const instant = Date.UTC(2026, 0, 1, 2, 30);
    expect(calendarDateAt(instant)).toEqual({ year: 2026, month: 1, day: 1 });
    expect(calendarDateAt(instant, -5 * 60)).toEqual({ year: 2025, month: 12, day: 31 });
  });
});
