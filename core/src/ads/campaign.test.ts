import { describe, expect, it } from "vitest";
import {
  buildTargetingSpec,
  CAMPAIGN_NAME_MAX,
  clipCampaignName,
  inclusiveEndDateForPayload,
  objectiveFromWire,
  parseLocations,
  quickPromoteObjective,
} from "./campaign.ts";

describe("campaign values", () => {
  it("ADS-028 ADS-029 a name of 64 characters or longer is cut to 62 plus one ellipsis character", () => {
    expect(CAMPAIGN_NAME_MAX).toBe(64);
    const short = "a".repeat(63);
    expect(clipCampaignName(short)).toBe(short);
    const clipped = clipCampaignName("b".repeat(64));
    expect(clipped).toBe(`${"b".repeat(62)}…`);
    expect(Array.from(clipped)).toHaveLength(63);
    expect(clipCampaignName("c".repeat(200))).toHaveLength(63);
  });

  it("ADS-028 clipping never splits a character", () => {
    const emoji = "😀".repeat(70);
    expect(clipCampaignName(emoji)).toBe(`${"😀".repeat(62)}…`);
  });

  it("ADS-030 the end date is sent only when not ongoing and not blank", () => {
    expect(inclusiveEndDateForPayload(false, "2026-12-31")).toBe("2026-12-31");
    expect(inclusiveEndDateForPayload(true, "2026-12-31")).toBeUndefined();
    expect(inclusiveEndDateForPayload(false, "  ")).toBeUndefined();
    expect(inclusiveEndDateForPayload(false, null)).toBeUndefined();
  });

  it("ADS-015 CONSIDERATION by default, WEB_CONVERSION with a tag, CATALOG_SALES for a product group", () => {
    expect(quickPromoteObjective({})).toBe("CONSIDERATION");
    const tag = { conversionTagId: "t1", conversionEvent: "checkout" };
    expect(quickPromoteObjective({ selectedOcpmTag: tag })).toBe("WEB_CONVERSION");
    expect(quickPromoteObjective({ productGroupId: "pg1", selectedOcpmTag: tag })).toBe("CATALOG_SALES");
  });

  it("ADS-008 CLICKTHROUGH is the legacy name of CONSIDERATION", () => {
    expect(objectiveFromWire("CLICKTHROUGH")).toBe("CONSIDERATION");
    expect(objectiveFromWire("WEB_CONVERSION")).toBe("WEB_CONVERSION");
    expect(objectiveFromWire("AWARENESS")).toBeNull();
  });

  it("ADS-020 locations are a plus-separated list of countries", () => {
    expect(parseLocations("US+ca+ +US")).toEqual(["US", "CA"]);
    expect(parseLocations("")).toEqual([]);
  });

  it("ADS-022 targeting_spec holds arrays keyed AGE_BUCKET, GENDER, INTEREST, LOCATION", () => {
    expect(
      buildTargetingSpec({
        ages: ["18-24", "65+"],
        genders: ["female"],
        interests: ["123", "123"],
        locations: "GB+IE",
      }),
    ).toEqual({
      AGE_BUCKET: ["18-24", "65+"],
      GENDER: ["female"],
      INTEREST: ["123"],
      LOCATION: ["GB", "IE"],
    });
    expect(buildTargetingSpec({})).toEqual({ AGE_BUCKET: [], GENDER: [], INTEREST: [], LOCATION: [] });
  });
});
