import { describe, expect, it } from "vitest";
import { t } from "../messages/index.ts";
import {
  AD_BUDGET_LIMITS,
  budgetToMicros,
  defaultDurationDays,
  microsToWire,
  minDailyBudget,
  recommendedDailyBudget,
  unitsToMicros,
} from "./budgets.ts";
import {
  currencyForCountry,
  DEFAULT_PROMOTE_COUNTRIES,
  formatAdAmount,
  isPromoteCountry,
  normalizeAdCountry,
} from "./currencies.ts";
import {
  validateCampaignName,
  validateDailyBudget,
  validateDestinationUrl,
  validateDuration,
} from "./validation.ts";

describe("currencies", () => {
  it("ADS-040 the default country is US", () => {
    expect(normalizeAdCountry(undefined)).toBe("US");
    expect(normalizeAdCountry("  ")).toBe("US");
    expect(normalizeAdCountry(" de ")).toBe("DE");
  });

  it("ADS-041 EUR in the eurozone, national currencies, USD otherwise", () => {
    for (const c of ["DE", "FR", "IE", "HR", "fi"]) expect(currencyForCountry(c)).toBe("EUR");
    expect(currencyForCountry("AU")).toBe("AUD");
    expect(currencyForCountry("CA")).toBe("CAD");
    expect(currencyForCountry("CH")).toBe("CHF");
    expect(currencyForCountry("DK")).toBe("DKK");
    expect(currencyForCountry("GB")).toBe("GBP");
    expect(currencyForCountry("NO")).toBe("NOK");
    expect(currencyForCountry("NZ")).toBe("NZD");
    expect(currencyForCountry("SE")).toBe("SEK");
    expect(currencyForCountry("US")).toBe("USD");
    expect(currencyForCountry("JP")).toBe("USD");
    expect(currencyForCountry(null)).toBe("USD");
  });

  it("ADS-042 CZ pays in CZK", () => {
    expect(currencyForCountry("CZ")).toBe("CZK");
  });

  it("ADS-045 the promote allowlist holds the countries with budget or currency rules", () => {
    for (const c of ["US", "GB", "AU", "CA", "NZ", "CH", "CZ", "SE", "NO", "DK", "DE", "es"]) {
      expect(isPromoteCountry(c)).toBe(true);
    }
    expect(isPromoteCountry("JP")).toBe(false);
    expect(isPromoteCountry("BR")).toBe(false);
    expect(isPromoteCountry(undefined)).toBe(true);
    expect(isPromoteCountry("JP", ["jp"])).toBe(true);
    expect(new Set(DEFAULT_PROMOTE_COUNTRIES).size).toBe(DEFAULT_PROMOTE_COUNTRIES.length);
  });

  it("ADS-039 amounts are shown in the country's currency", () => {
    expect(formatAdAmount(3, "USD")).toBe("$3.00");
    expect(formatAdAmount(1, "EUR")).toBe("€1.00");
  });
});

describe("budgets", () => {
  it("ADS-037 minimum daily budget: US 3, CZ 80, SE/NO/DK 10, others 1", () => {
    expect(minDailyBudget("US")).toBe(3);
    expect(minDailyBudget("CZ")).toBe(80);
    expect(minDailyBudget("SE")).toBe(10);
    expect(minDailyBudget("NO")).toBe(10);
    expect(minDailyBudget("DK")).toBe(10);
    expect(minDailyBudget("DE")).toBe(1);
    expect(minDailyBudget(undefined)).toBe(3);
  });

  it("ADS-038 recommended daily budget per country", () => {
    const expected = { US: 7, GB: 5, AU: 10, CA: 9, CZ: 150, SE: 70, NO: 70, DK: 50, FR: 7, JP: 7 };
    for (const [country, amount] of Object.entries(expected))
      expect(recommendedDailyBudget(country)).toBe(amount);
  });

  it("ADS-036 default duration 10 days, 30 for SE, NO and DK", () => {
    expect(defaultDurationDays("US")).toBe(10);
    expect(defaultDurationDays("se")).toBe(30);
    expect(defaultDurationDays("NO")).toBe(30);
    expect(defaultDurationDays("DK")).toBe(30);
    expect(defaultDurationDays("FI")).toBe(10);
  });

  it("ADS-032 the budget becomes micro-currency with integer arithmetic", () => {
    expect(budgetToMicros("12.34")).toBe(12_340_000n);
    expect(budgetToMicros("0.1")).toBe(100_000n);
    expect(budgetToMicros("1.005")).toBe(1_005_000n);
    expect(budgetToMicros("19.99")).toBe(19_990_000n);
    expect(budgetToMicros(" 3 ")).toBe(3_000_000n);
    expect(budgetToMicros("3.")).toBe(3_000_000n);
    expect(budgetToMicros(".25")).toBe(250_000n);
    expect(budgetToMicros("1000000")).toBe(1_000_000_000_000n);
    expect(budgetToMicros("0.0000001")).toBeNull();
    expect(budgetToMicros("1e3")).toBeNull();
    expect(budgetToMicros("-1")).toBeNull();
    expect(budgetToMicros("")).toBeNull();
    expect(budgetToMicros("1,5")).toBeNull();
    expect(microsToWire(19_990_000n)).toBe(19_990_000);
    expect(unitsToMicros(AD_BUDGET_LIMITS.maxBudget)).toBe(1_000_000_000_000n);
  });

  it("ADS-034 ADS-035 maximum budget 1,000,000 and duration cap 365", () => {
    expect(AD_BUDGET_LIMITS.maxBudget).toBe(1_000_000);
    expect(AD_BUDGET_LIMITS.maxDurationDays).toBe(365);
  });
});

describe("quick-promote validation", () => {
  it("ADS-043 a budget under the country minimum says the minimum in its currency", () => {
    const failure = validateDailyBudget("2.999999", "US");
    expect(failure).toMatchObject({ field: "budget", rule: "below_minimum" });
    expect(failure && t(failure.messageKey, failure.values)).toBe("Minimum daily budget is $3.00");
    expect(validateDailyBudget("3", "US")).toBeNull();
    expect(validateDailyBudget("79.99", "CZ")?.rule).toBe("below_minimum");
    expect(validateDailyBudget("1", "DE")).toBeNull();
  });

  it("ADS-043 a budget over 1,000,000 says the maximum", () => {
    const failure = validateDailyBudget("1000000.01", "GB");
    expect(failure?.rule).toBe("above_maximum");
    expect(failure && t(failure.messageKey, failure.values)).toBe("Maximum budget is £1,000,000.00");
    expect(validateDailyBudget("1000000", "GB")).toBeNull();
    expect(validateDailyBudget("abc", "GB")?.rule).toBe("invalid");
  });

  it("ADS-043 duration must be 1 to 365 days", () => {
    expect(validateDuration(1)).toBeNull();
    expect(validateDuration("365")).toBeNull();
    expect(validateDuration(0)?.messageKey).toBe("ads.duration.outOfRange");
    expect(validateDuration(366)).not.toBeNull();
    expect(validateDuration(1.5)).not.toBeNull();
    expect(validateDuration("10 days")).not.toBeNull();
    expect(t("ads.duration.outOfRange")).toBe("Duration must be 1 to 365 days");
  });

  it("ADS-043 the destination must be a valid URL", () => {
    expect(validateDestinationUrl("https://shop.example.com/a?b=1")).toBeNull();
    expect(validateDestinationUrl("http://localhost:3000/")).toBeNull();
    expect(t(validateDestinationUrl("javascript:alert(1)")?.messageKey ?? "ads.error.generic")).toBe(
      "Enter a valid URL",
    );
    expect(validateDestinationUrl("example")).not.toBeNull();
    expect(validateDestinationUrl("https://nodot")).not.toBeNull();
  });

  it("ADS-043 a blank campaign name is refused; the fallback error is the seed text", () => {
    expect(validateCampaignName("  ")?.rule).toBe("required");
    expect(validateCampaignName("Spring")).toBeNull();
    expect(t("ads.error.generic")).toBe("Sorry! Something went wrong on our end.");
  });
});
