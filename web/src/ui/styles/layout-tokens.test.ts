import { describe, expect, it } from "vitest";
import { layoutTokens, PHONE_QUERY } from "./layout-tokens.ts";

describe("layout tokens", () => {
  it("UI-012 header is 80 px tall, 56 px on phones", () => {
    expect(layoutTokens(false)["--cb-header-height"]).toBe("80px");
    expect(layoutTokens(true)["--cb-header-height"]).toBe("56px");
  });

  it("UI-014, UI-016: the filter bar's seed constants reach CSS as named tokens", () => {
    const tokens = layoutTokens(false);
    const values = [
      tokens["--cb-filter-bar-height"],
      tokens["--cb-filter-bar-gap"],
      tokens["--cb-filter-dropdown-padding"],
      tokens["--cb-filter-button-min-width"],
      tokens["--cb-filter-dropdown-max-height"],
      tokens["--cb-filter-button-height"],
      tokens["--cb-filter-price-input-width"],
    ];
    // The seed's 58, 12, (3: a count, not a length), 8, 80, 500, 32, 120.
    expect(values).toEqual(["58px", "12px", "8px", "80px", "500px", "32px", "120px"]);
  });

  it("UI-013 phone layouts start under the phone breakpoint", () => {
    expect(PHONE_QUERY).toBe("(max-width: 575.98px)");
  });
});
