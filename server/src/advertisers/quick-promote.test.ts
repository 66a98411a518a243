import type { BusinessAccountResult, QuickPromoteResult } from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildPin, buildUser } from "../test/factories.ts";
import { TestBrowser } from "../test/inject.ts";
import { signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { backdate, buildAdvertiser } from "./ads-test-kit.ts";

const path = (advertiserId: string, pinId: string) =>
  `/ads/v4/advertisers/${advertiserId}/pins/${pinId}/quick_promote/`;

/** The body core/src/ads/payload.ts builds (ADS-046, ADS-047). */
function body(advertiserId: string, pinId: string, overrides: Record<string, unknown> = {}) {
  return {
    budget_in_micro_currency: 10_000_000,
    campaign_name: "Spring glazes",
    destination_url: "https://shop.example/glazes",
    duration: 10,
    auto_targeting_enabled: true,
    is_ongoing: false,
    start_now: true,
    targeting_spec: { AGE_BUCKET: ["25-34"], GENDER: ["female"], INTEREST: ["901"], LOCATION: ["US", "CA"] },
    advertiser_id: advertiserId,
    ads_client_type: "quick_promote",
    pin_id: pinId,
    product_group_id: null,
    flexible_daily_budget_enabled: false,
    ...overrides,
  };
}

describe("quick promote (ADS-028…050, PIN-072, PIN-073, ACCT-021)", () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedIn>>;
  let advertiserId: string;
  let pinId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    owner = await signedIn(t, "promoter");
    await backdate(db, owner.id);
    const converted = await owner.browser.post<BusinessAccountResult>("/v3/business/convert/", {
      country: "US",
    });
    advertiserId = converted.body.resource_response.data.advertiser_id;
    const board = await buildBoard(db, owner.id);
    pinId = (await buildPin(db, board)).id;
  });
  afterAll(() => t.close());

  const post = (
    overrides: Record<string, unknown> = {},
    browser = owner.browser,
    ids = { advertiserId, pinId },
  ) =>
    browser.post<QuickPromoteResult>(
      path(ids.advertiserId, ids.pinId),
      body(ids.advertiserId, ids.pinId, overrides),
    );

  it("ADS-046 / ADS-050 / IMPL-041: success persists the campaign, ad group, ad and order line", async () => {
    const { status, body: answer } = await post({ inclusive_end_date: undefined });
    expect(status).toBe(200);
    const data = answer.resource_response.data;
    expect(data).toEqual({
      campaign_id: expect.any(String),
      ad_group_id: expect.any(String),
      ad_id: expect.any(String),
      status: "PENDING_BILLING",
    });
    const db = t.database.db;
    const [campaign] = await db
      .select()
      .from(schema.campaigns)
      .where(eq(schema.campaigns.id, data.campaign_id));
    expect(campaign).toMatchObject({
      advertiserId,
      name: "Spring glazes",
      objective: "CONSIDERATION",
      currency: "USD",
      dailyBudgetMicros: 10_000_000,
      durationDays: 10,
      isOngoing: false,
      adsClientType: "quick_promote",
    });
    const days = (Date.parse(campaign?.endDate ?? "") - Date.parse(campaign?.startDate ?? "")) / 86_400_000;
    expect(days).toBe(9);
    const [group] = await db.select().from(schema.adGroups).where(eq(schema.adGroups.id, data.ad_group_id));
    expect(group?.targetingSpec).toEqual({
      AGE_BUCKET: ["25-34"],
      GENDER: ["female"],
      INTEREST: ["901"],
      LOCATION: ["US", "CA"],
    });
    const [ad] = await db.select().from(schema.ads).where(eq(schema.ads.id, data.ad_id));
    expect(ad).toMatchObject({ pinId, destinationUrl: "https://shop.example/glazes" });
    const lines = await db
      .select()
      .from(schema.orderLines)
      .where(eq(schema.orderLines.campaignId, data.campaign_id));
    expect(lines).toEqual([expect.objectContaining({ maxSpendMicros: 100_000_000 })]);

    const list = await owner.browser.get<{ id: string; status: string }[]>(
      `/ads/v4/advertisers/${advertiserId}/campaigns/`,
    );
    expect(list.body.resource_response.data[0]).toMatchObject({
      id: data.campaign_id,
      status: "PENDING_BILLING",
    });
  });

  it("ADS-028 / ADS-030: a 64-character name is accepted; an ongoing campaign has no end date", async () => {
    const name = "n".repeat(64);
    const { status, body: answer } = await post({
      campaign_name: name,
      is_ongoing: true,
      targeting_spec: {},
    });
    expect(status).toBe(200);
    const [campaign] = await t.database.db
      .select()
      .from(schema.campaigns)
      .where(eq(schema.campaigns.id, answer.resource_response.data.campaign_id));
    expect(campaign).toMatchObject({ name, isOngoing: true, endDate: null });
    const [group] = await t.database.db
      .select()
      .from(schema.adGroups)
      .where(eq(schema.adGroups.campaignId, answer.resource_response.data.campaign_id));
    // No locations: the advertiser's own country (ADS-020, ADS-040).
    expect(group?.targetingSpec.LOCATION).toEqual(["US"]);
  });

  it.each([
    [
      "ADS-037 budget under the US minimum",
      { budget_in_micro_currency: 2_999_999 },
      "BUDGET_BELOW_MINIMUM",
      "Minimum daily budget is $3.00",
    ],
    [
      "ADS-034 budget over 1,000,000",
      { budget_in_micro_currency: 1_000_000_000_001 },
      "BUDGET_ABOVE_MAXIMUM",
      "Maximum budget is $1,000,000.00",
    ],
    [
      "ADS-031 budget not a whole number of micros",
      { budget_in_micro_currency: 3_000_000.5 },
      "BUDGET_INVALID",
      "Enter a budget, like 10 or 10.50",
    ],
    ["ADS-035 duration 366", { duration: 366 }, "DURATION_OUT_OF_RANGE", "Duration must be 1 to 365 days"],
    ["ADS-035 duration 0", { duration: 0 }, "DURATION_OUT_OF_RANGE", "Duration must be 1 to 365 days"],
    [
      "ADS-028 name of 70 characters",
      { campaign_name: "x".repeat(70) },
      "CAMPAIGN_NAME_TOO_LONG",
      "Campaign names can be up to 64 characters",
    ],
    ["blank name", { campaign_name: "  " }, "CAMPAIGN_NAME_REQUIRED", "Give your campaign a name"],
    [
      "ADS-043 destination not http(s)",
      { destination_url: "javascript:alert(1)" },
      "DESTINATION_URL_INVALID",
      "Enter a valid URL",
    ],
    [
      "ADS-030 end date on an ongoing campaign",
      { is_ongoing: true, inclusive_end_date: "2099-01-01" },
      "END_DATE_INVALID",
      "Choose an end date from today on, or make the campaign ongoing",
    ],
    [
      "ADS-030 end date in the past",
      { inclusive_end_date: "2001-01-01" },
      "END_DATE_INVALID",
      "Choose an end date from today on, or make the campaign ongoing",
    ],
    [
      "ADS-020 location outside the promote countries",
      { targeting_spec: { LOCATION: ["KP"] } },
      "TARGETING_INVALID",
      "Some of these audience choices aren't available",
    ],
    [
      "ADS-015 web conversion without a tag",
      { objective_type: "WEB_CONVERSION" },
      "CONVERSION_TAG_REQUIRED",
      "Choose a conversion tag and event",
    ],
    [
      "ADS-015 catalog sales without a product group",
      { objective_type: "CATALOG_SALES" },
      "PRODUCT_GROUP_REQUIRED",
      "Choose a product group to promote",
    ],
  ])("bad input: %s → a clear error with a stable code", async (_label, overrides, code, detail) => {
    const { status, body: answer } = await post(overrides);
    expect(status).toBe(400);
    expect(answer.resource_response.error?.code).toBe(code);
    expect(answer.resource_response.message_detail).toBe(detail);
  });

  it("bad input: a malformed age bucket or path id is INVALID_INPUT, never a 500", async () => {
    const age = await post({ targeting_spec: { AGE_BUCKET: ["12-17"] } });
    expect(age.status).toBe(400);
    expect(age.body.resource_response.error?.code).toBe("INVALID_INPUT");
    const badPath = await owner.browser.post(path("abc", pinId), body(advertiserId, pinId));
    expect(badPath.status).toBe(400);
    const mismatch = await post({ advertiser_id: "42" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.resource_response.error?.code).toBe("INVALID_INPUT");
  });

  it("ADS-037 / ADS-042: a CZ advertiser's minimum is CZK 80", async () => {
    const cz = await buildAdvertiser(t.database.db, owner.id, { [owner.id]: "OWNER" }, "CZ");
    const ids = { advertiserId: cz.id, pinId };
    const low = await post({ budget_in_micro_currency: 79_000_000, targeting_spec: {} }, owner.browser, ids);
    expect(low.body.resource_response.error?.code).toBe("BUDGET_BELOW_MINIMUM");
    expect(low.body.resource_response.message_detail).toMatch(/^Minimum daily budget is CZK\s?80\.00$/);
    const ok = await post({ budget_in_micro_currency: 80_000_000, targeting_spec: {} }, owner.browser, ids);
    expect(ok.status).toBe(200);
  });

  it("ADS-015 / ADS-048: WEB_CONVERSION with the advertiser's tag and a known event is stored on the ad group", async () => {
    const tag = await owner.browser.post<{ id: string }>(
      `/ads/v4/advertisers/${advertiserId}/conversion_tags/`,
      {
        name: "Checkout tag",
      },
    );
    const tagId = tag.body.resource_response.data.id;
    const goal = (event: string) => ({
      objective_type: "WEB_CONVERSION",
      optimization_goal_metadata: {
        conversion_tag_v3_goal_metadata: { conversion_tag_id: tagId, conversion_event: event },
      },
    });
    const unknownEvent = await post(goal("TELEPORT"));
    expect(unknownEvent.body.resource_response.error?.code).toBe("CONVERSION_TAG_REQUIRED");
    const { status, body: answer } = await post(goal("CHECKOUT"));
    expect(status).toBe(200);
    const [group] = await t.database.db
      .select()
      .from(schema.adGroups)
      .where(eq(schema.adGroups.id, answer.resource_response.data.ad_group_id));
    expect(group).toMatchObject({ conversionTagId: tagId, conversionEvent: "CHECKOUT" });
  });

  it("ADS-015: a product group of the advertiser makes CATALOG_SALES; another's is refused", async () => {
    const [group] = await t.database.db
      .insert(schema.productGroups)
      .values({ advertiserId, name: "Mugs" })
      .returning();
    const { status, body: answer } = await post({ product_group_id: group?.id });
    expect(status).toBe(200);
    const [campaign] = await t.database.db
      .select()
      .from(schema.campaigns)
      .where(eq(schema.campaigns.id, answer.resource_response.data.campaign_id));
    expect(campaign?.objective).toBe("CATALOG_SALES");
    const foreign = await post({ product_group_id: "999999" });
    expect(foreign.body.resource_response.error?.code).toBe("PRODUCT_GROUP_REQUIRED");
  });

  it("unauthorised: signed out is 401 (the web shows the error in the pin area, ADS-051)", async () => {
    const { status, body: answer } = await post({}, new TestBrowser(t.app));
    expect(status).toBe(401);
    expect(answer.resource_response.error?.code).toBe("UNAUTHORIZED");
  });

  it("ACCT-021: another user's advertiser is NOT_FOUND", async () => {
    const stranger = await signedIn(t, "stranger");
    await backdate(t.database.db, stranger.id);
    const { status, body: answer } = await post({}, stranger.browser);
    expect(status).toBe(404);
    expect(answer.resource_response.error?.code).toBe("NOT_FOUND");
    const campaigns = await stranger.browser.get(`/ads/v4/advertisers/${advertiserId}/campaigns/`);
    expect(campaigns.status).toBe(404);
  });

  it("ACCT-021: an ANALYST can read campaigns but cannot create one", async () => {
    const analyst = await signedIn(t, "analyst");
    await backdate(t.database.db, analyst.id);
    await t.database.db
      .insert(schema.advertiserMembers)
      .values({ advertiserId, userId: analyst.id, role: "ANALYST" });
    const before = await t.database.db
      .select()
      .from(schema.campaigns)
      .where(eq(schema.campaigns.advertiserId, advertiserId));
    const { status, body: answer } = await post({}, analyst.browser);
    expect(status).toBe(403);
    expect(answer.resource_response.error?.code).toBe("ADVERTISER_READ_ONLY");
    const after = await t.database.db
      .select()
      .from(schema.campaigns)
      .where(eq(schema.campaigns.advertiserId, advertiserId));
    expect(after.length).toBe(before.length);
    const read = await analyst.browser.get<unknown[]>(`/ads/v4/advertisers/${advertiserId}/campaigns/`);
    expect(read.status).toBe(200);
    expect(read.body.resource_response.data.length).toBe(before.length);
  });

  describe("promote eligibility (PIN-072, PIN-073, ADS-044, GATE-014)", () => {
    it("a new account cannot promote", async () => {
      const fresh = await signedIn(t, "fresh");
      const converted = await fresh.browser.post<BusinessAccountResult>("/v3/business/convert/", {});
      const board = await buildBoard(t.database.db, fresh.id);
      const pin = await buildPin(t.database.db, board);
      const ids = { advertiserId: converted.body.resource_response.data.advertiser_id, pinId: pin.id };
      const { status, body: answer } = await post({}, fresh.browser, ids);
      expect(status).toBe(403);
      expect(answer.resource_response.error?.code).toBe("PROMOTE_NOT_ELIGIBLE");
    });

    it("a pin created on site type 3, and someone else's pin, cannot be promoted; a secret pin is NOT_FOUND", async () => {
      const db = t.database.db;
      const board = await buildBoard(db, owner.id);
      const sterling = await buildPin(db, board, { siteType: 3 });
      const r1 = await post({}, owner.browser, { advertiserId, pinId: sterling.id });
      expect(r1.body.resource_response.error?.code).toBe("PROMOTE_NOT_ELIGIBLE");
      const other = await buildUser(db);
      const othersPin = await buildPin(db, await buildBoard(db, other.id));
      const r2 = await post({}, owner.browser, { advertiserId, pinId: othersPin.id });
      expect(r2.body.resource_response.error?.code).toBe("PROMOTE_NOT_ELIGIBLE");
      const secretPin = await buildPin(db, await buildBoard(db, other.id, { privacy: "secret" }));
      const r3 = await post({}, owner.browser, { advertiserId, pinId: secretPin.id });
      expect(r3.status).toBe(404);
    });

    it("ADS-045: an advertiser outside the promote countries is refused", async () => {
      const br = await buildAdvertiser(t.database.db, owner.id, { [owner.id]: "OWNER" }, "BR");
      const { status, body: answer } = await post({ targeting_spec: {} }, owner.browser, {
        advertiserId: br.id,
        pinId,
      });
      expect(status).toBe(403);
      expect(answer.resource_response.error?.code).toBe("PROMOTE_COUNTRY_UNAVAILABLE");
    });
  });
});
