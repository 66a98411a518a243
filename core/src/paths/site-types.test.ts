import { describe, expect, it } from "vitest";
import { isSiteTypeCode, NON_PROMOTABLE_SITE_TYPE, SITE_TYPES, siteTypeName } from "./site-types.ts";

describe("site types", () => {
  it("GATE-013 site type codes", () => {
    expect(SITE_TYPES).toEqual({
      www: 0,
      phoneTablet: 1,
      sterling: 3,
      analytics: 4,
      business: 6,
      trends: 7,
      trendsInternal: 8,
      commerce: 10,
      creators: 11,
      planningHub: 12,
      newsroom: 13,
    });
    expect(siteTypeName(3)).toBe("sterling");
    expect(siteTypeName(2)).toBeNull();
    expect(isSiteTypeCode(13)).toBe(true);
    expect(isSiteTypeCode(5)).toBe(false);
  });

  it("GATE-014 site type 3 is the one the promote check excludes", () => {
    expect(NON_PROMOTABLE_SITE_TYPE).toBe(3);
  });
});
