import { describe, expect, it } from "vitest";
import { buildQuickPromotePayload, type QuickPromoteValues, quickPromoteApiPath } from "./payload.ts";

const values = (over: Partial<QuickPromoteValues> = {}): QuickPromoteValues => ({
  name: "Spring sale",
  destination_url: "https://shop.example.com/spring",
  budget: "19.99",
  duration: 10,
  inclusive_end_date: "2026-12-31",
  is_ongoing: true,
  advertiser_id: "549",
  ages: ["25-34"],
  genders: ["female"],
  interests: ["910"],
  isAutoTargeting: true,
  ...over,
});

describe("quick-promote payload", () => {
  it("ADS-046 the call path", () => {
    expect(quickPromoteApiPath("549", "12")).toBe("/ads/v4/advertisers/549/pins/12/quick_promote/");
  });

  it("ADS-046 ADS-047 the payload with its fixed fields", () => {
    const result = buildQuickPromotePayload(values(), { pinId: "12", country: "US" });
    expect(result).toEqual({
      ok: true,
      payload: {
        budget_in_micro_currency: 19_990_000,
        campaign_name: "Spring sale",
        destination_url: "https://shop.example.com/spring",
        duration: 10,
        auto_targeting_enabled: true,
        is_ongoing: true,
        start_now: true,
        targeting_spec: { AGE_BUCKET: ["25-34"], GENDER: ["female"], INTEREST: ["910"], LOCATION: ["US"] },
        advertiser_id: "549",
        ads_client_type: "quick_promote",
        pin_id: "12",
        product_group_id: null,
        flexible_daily_budget_enabled: false,
      },
    });
  });

  it("ADS-028 ADS-030 the name is clipped and the end date sent only when not ongoing", () => {
    const result = buildQuickPromotePayload(
      values({ name: "x".repeat(80), is_ongoing: false, locations: "GB+IE" }),
      {
        pinId: "12",
        productGroupId: "77",
        country: "GB",
      },
    );
    if (!result.ok) throw new Error("expected ok");
    expect(result.payload.campaign_name).toBe(`${"x".repeat(62)}…`);
    expect(result.payload.inclusive_end_date).toBe("2026-12-31");
    expect(result.payload.product_group_id).toBe("77");
    expect(result.payload.targeting_spec.LOCATION).toEqual(["GB", "IE"]);
    expect(result.payload.objective_type).toBeUndefined();
  });

  it("ADS-048 web conversion adds objective_type and the conversion tag metadata", () => {
    const tag = { conversionTagId: "t9", conversionEvent: "checkout" };
    const result = buildQuickPromotePayload(values({ selected_ocpm_tag: tag }), {
      pinId: "12",
      country: "US",
    });
    if (!result.ok) throw new Error("expected ok");
    expect(result.payload.objective_type).toBe("WEB_CONVERSION");
    expect(result.payload.optimization_goal_metadata).toEqual({
      conversion_tag_v3_goal_metadata: { conversion_tag_id: "t9", conversion_event: "checkout" },
    });
  });

  it("ADS-043 a broken form gives every failed rule", () => {
    const result = buildQuickPromotePayload(
      values({ name: " ", destination_url: "nope", budget: "1", duration: 400 }),
      { pinId: "12", country: "US" },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failures.map((f) => f.field)).toEqual(["name", "destinationUrl", "budget", "duration"]);
  });
});
