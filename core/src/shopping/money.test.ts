import { describe, expect, it } from "vitest";
import { decimalFromPriceText, formatPrice, fromMinorUnits, isCurrencyCode, toMinorUnits } from "./money.ts";

// IMPL-036, D-034: prices in minor units of an ISO 4217 currency.
describe("money (IMPL-036)", () => {
  it("knows ISO 4217 codes in upper case only", () => {
    expect(isCurrencyCode("USD")).toBe(true);
    expect(isCurrencyCode("JPY")).toBe(true);
    expect(isCurrencyCode("usd")).toBe(false);
    expect(isCurrencyCode("XYZ")).toBe(false);
  });

  it("converts to and from minor units with each currency's digits, rounding half up", () => {
    expect(toMinorUnits("12.5", "USD")).toBe(1250);
    expect(toMinorUnits("0.015", "USD")).toBe(2);
    expect(toMinorUnits("1200", "JPY")).toBe(1200);
    expect(toMinorUnits("1.2345", "KWD")).toBe(1235);
    expect(toMinorUnits("-1", "USD")).toBeNull();
    expect(toMinorUnits("1e3", "USD")).toBeNull();
    expect(fromMinorUnits(5, "USD")).toBe("0.05");
    expect(fromMinorUnits(1200, "JPY")).toBe("1200");
  });

  it("reads prices as shops write them", () => {
    expect(decimalFromPriceText("$1,299.00")).toBe("1299.00");
    expect(decimalFromPriceText("1.299,00 €")).toBe("1299.00");
    expect(decimalFromPriceText("19,99")).toBe("19.99");
    expect(decimalFromPriceText("1,299")).toBe("1299");
    expect(decimalFromPriceText("See price in cart")).toBeNull();
  });

  it("formats with Intl.NumberFormat", () => {
    expect(formatPrice(4950, "USD", "en-US")).toBe("$49.50");
    expect(formatPrice(1200, "JPY", "en-US")).toBe("¥1,200");
  });
});
