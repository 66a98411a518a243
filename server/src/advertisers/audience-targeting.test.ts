import { AD_OBJECTIVES, AGE_BUCKETS, TARGET_GENDERS } from "@corkboard/core/ads";
import type { BusinessAccountResult, QuickPromoteResult } from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildPin } from "../test/factories.ts";
import { signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { backdate } from "./ads-test-kit.ts";

// Audience targeting, objectives and the daily budget of a quick-promote campaign as the
// server takes and stores them (seed 002 §3; ADS-014, ADS-016…019, ADS-021, ADS-033).

describe("quick-promote targeting and budget on the server", () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedIn>>;
  let advertiserId: string;
  let pinId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedIn(t, "targeter");
    await backdate(t.database.db, owner.id);
    const converted = await owner.browser.post<BusinessAccountResult>("/v3/business/convert/", {
      country: "US",
    });
    advertiserId = converted.body.resource_response.data.advertiser_id;
    pinId = (await buildPin(t.database.db, await buildBoard(t.database.db, owner.id))).id;
  });
  afterAll(() => t.close());

  const promote = (overrides: Record<string, unknown> = {}) =>
    owner.browser.post<QuickPromoteResult>(
      `/ads/v4/advertisers/${advertiserId}/pins/${pinId}/quick_promote/`,
      {
        budget_in_micro_currency: 12_000_000,
        campaign_name: "Targeted",
        destination_url: "https://shop.example/lamps",
        duration: 7,
        auto_targeting_enabled: true,
        is_ongoing: false,
        start_now: true,
        targeting_spec: { AGE_BUCKET: [], GENDER: [], INTEREST: [], LOCATION: ["US"] },
        advertiser_id: advertiserId,
        ads_client_type: "quick_promote",
        pin_id: pinId,
        product_group_id: null,
        flexible_daily_budget_enabled: false,
        ...overrides,
      },
    );

  const adGroupOf = async (adGroupId: string) => {
    const [group] = await t.database.db
      .select()
      .from(schema.adGroups)
      .where(eq(schema.adGroups.id, adGroupId));
    return group;
  };

  it("ADS-016 ADS-017 ADS-018 ADS-019 every age bucket and gender, and interests as topic ids, are taken and stored", async () => {
    expect(AGE_BUCKETS).toEqual(["18-24", "25-34", "35-44", "45-49", "50-54", "55-64", "65+"]);
    expect(TARGET_GENDERS).toEqual(["female", "male", "unknown"]);
    const spec = {
      AGE_BUCKET: [...AGE_BUCKETS],
      GENDER: [...TARGET_GENDERS],
      INTEREST: ["home_decor", "901"],
      LOCATION: ["US"],
    };
    const { status, body } = await promote({ targeting_spec: spec });
    expect(status).toBe(200);
    expect((await adGroupOf(body.resource_response.data.ad_group_id))?.targetingSpec).toEqual(spec);
  });

  it.each([
    ["an age bucket outside the list (ADS-017)", { AGE_BUCKET: ["13-17"] }],
    ["a gender outside female, male, unknown (ADS-018)", { GENDER: ["other"] }],
    ["interests that are not topic ids (ADS-019)", { INTEREST: [{ name: "lamps" }] }],
  ])("ADS-016 ADS-017 ADS-018 ADS-019 %s is INVALID_INPUT, nothing stored", async (_label, part) => {
    const before = await t.database.db.select().from(schema.campaigns);
    const { status, body } = await promote({ targeting_spec: { LOCATION: ["US"], ...part } });
    expect(status).toBe(400);
    expect(body.resource_response.error?.code).toBe("INVALID_INPUT");
    expect(await t.database.db.select().from(schema.campaigns)).toHaveLength(before.length);
  });

  it("ADS-021 auto_targeting_enabled is stored as sent, off as well as on", async () => {
    const on = await promote({ auto_targeting_enabled: true });
    const off = await promote({ auto_targeting_enabled: false });
    expect((await adGroupOf(on.body.resource_response.data.ad_group_id))?.autoTargetingEnabled).toBe(true);
    expect((await adGroupOf(off.body.resource_response.data.ad_group_id))?.autoTargetingEnabled).toBe(false);
  });

  it("ADS-014 the objectives are CONSIDERATION, WEB_CONVERSION and CATALOG_SALES; another is INVALID_INPUT", async () => {
    expect(AD_OBJECTIVES).toEqual(["CONSIDERATION", "WEB_CONVERSION", "CATALOG_SALES"]);
    const plain = await promote();
    const [campaign] = await t.database.db
      .select()
      .from(schema.campaigns)
      .where(eq(schema.campaigns.id, plain.body.resource_response.data.campaign_id));
    expect(AD_OBJECTIVES).toContain(campaign?.objective);
    const other = await promote({ objective_type: "BRAND_AWARENESS" });
    expect(other.status).toBe(400);
    expect(other.body.resource_response.error?.code).toBe("INVALID_INPUT");
  });

  it("ADS-033 the budget is daily: stored per day, and the order line caps spend at daily budget × days", async () => {
    const { body } = await promote({ budget_in_micro_currency: 12_000_000, duration: 7 });
    const campaignId = body.resource_response.data.campaign_id;
    const [campaign] = await t.database.db
      .select()
      .from(schema.campaigns)
      .where(eq(schema.campaigns.id, campaignId));
    expect(campaign?.dailyBudgetMicros).toBe(12_000_000);
    const [line] = await t.database.db
      .select()
      .from(schema.orderLines)
      .where(eq(schema.orderLines.campaignId, campaignId));
    expect(line?.maxSpendMicros).toBe(84_000_000);
  });
});
