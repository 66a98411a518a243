import { describe, expect, it } from "vitest";
import { searchPageSize } from "./page-size.ts";

const phone = { desktop: false, width: 390, height: 844, experiment: "dynamic" } as const;
const desktop = { desktop: true, signedIn: true, width: 1440, height: 900 } as const;

describe("search page size (SEARCH-006, SEARCH-007, SEARCH-008)", () => {
  it("SEARCH-006 off desktop: 14 signed in, 25 logged out, whatever the window", () => {
    expect(searchPageSize({ ...phone, signedIn: true })).toBe(14);
    expect(searchPageSize({ ...phone, signedIn: false })).toBe(25);
  });

  it("SEARCH-008 desktop with the experiment off: 25", () => {
    expect(searchPageSize({ ...desktop, experiment: "off" })).toBe(25);
  });

  it("SEARCH-007 SEARCH-008 desktop, dynamic: columns (width / 252) × rows filling two viewport heights", () => {
    // 1440 / 252 → 5 columns; 2 × 900 / 408 → 5 rows.
    expect(searchPageSize({ ...desktop, experiment: "dynamic" })).toBe(25);
    // 2560 / 252 → 10 columns; 2 × 1440 / 408 → 8 rows.
    expect(searchPageSize({ ...desktop, width: 2560, height: 1440, experiment: "dynamic" })).toBe(80);
    // A narrow window still fills the grid's minimum three columns.
    expect(searchPageSize({ ...desktop, width: 500, height: 400, experiment: "dynamic" })).toBe(6);
  });

  it("SEARCH-007 SEARCH-008 desktop, capped arm: at most 18", () => {
    expect(searchPageSize({ ...desktop, experiment: "capped" })).toBe(18);
    expect(searchPageSize({ ...desktop, width: 800, height: 400, experiment: "capped" })).toBe(6);
  });
});
