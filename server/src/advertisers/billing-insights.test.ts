import type { BusinessAccountResult, QuickPromoteResult } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildPin } from "../test/factories.ts";
import { TestBrowser } from "../test/inject.ts";
import { signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { backdate } from "./ads-test-kit.ts";

interface Billing {
  campaign: { id: string; status: string } | null;
  payment_methods: { last4: string; brand: string; provider: string; is_default: boolean }[];
  order_lines: { campaign_id: string; status: string; max_spend_in_micro_currency: number | null }[];
  history: { kind: string; description: string }[];
}

interface Insights {
  campaign: { id: string };
  metrics: {
    impressions: number;
    clicks: number;
    saves: number;
    spend_in_micro_currency: number;
    ctr: number | null;
  };
  comparison: { impressions: number } | null;
}

describe("billing, payment methods and insights (ADS-007, ADS-059, ADS-067, IMPL-040)", () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedIn>>;
  let analyst: Awaited<ReturnType<typeof signedIn>>;
  let advertiserId: string;
  let campaign: QuickPromoteResult;
  let pinId: string;
  const base = () => `/ads/v4/advertisers/${advertiserId}`;

  const promote = async () => {
    const answer = await owner.browser.post<QuickPromoteResult>(`${base()}/pins/${pinId}/quick_promote/`, {
      budget_in_micro_currency: 5_000_000,
      campaign_name: "Autumn mugs",
      destination_url: "https://shop.example/mugs",
      duration: 7,
      auto_targeting_enabled: false,
      is_ongoing: false,
      start_now: true,
      targeting_spec: {},
      advertiser_id: advertiserId,
      ads_client_type: "quick_promote",
      pin_id: pinId,
      flexible_daily_budget_enabled: false,
    });
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
    return answer.body.resource_response.data;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    owner = await signedIn(t, "billing");
    await backdate(db, owner.id);
    const converted = await owner.browser.post<BusinessAccountResult>("/v3/business/convert/", {
      country: "US",
    });
    advertiserId = converted.body.resource_response.data.advertiser_id;
    pinId = (await buildPin(db, await buildBoard(db, owner.id))).id;
    campaign = await promote();
    analyst = await signedIn(t, "reader");
    await db.insert(schema.advertiserMembers).values({ advertiserId, userId: analyst.id, role: "ANALYST" });
  });
  afterAll(() => t.close());

  it("ADS-007 / ADS-059: billing reads the campaign of campaign_id, order lines and an empty history from stored data", async () => {
    const { status, body } = await owner.browser.get<Billing>(`${base()}/billing/`, {
      campaign_id: campaign.campaign_id,
      objective_type: "CLICKTHROUGH",
      is_quick_promote: "true",
    });
    expect(status).toBe(200);
    const data = body.resource_response.data;
    expect(data.campaign).toMatchObject({ id: campaign.campaign_id, status: "PENDING_BILLING" });
    expect(data.payment_methods).toEqual([]);
    expect(data.order_lines).toEqual([
      expect.objectContaining({ campaign_id: campaign.campaign_id, max_spend_in_micro_currency: 35_000_000 }),
    ]);
    expect(data.history).toEqual([]);
  });

  it("IMPL-040: the TEST provider captures a card token, stores only last4, and starts waiting campaigns", async () => {
    const { status, body } = await owner.browser.post<Billing["payment_methods"][number]>(
      `${base()}/payment_methods/`,
      { provider: "TEST", token: "tok_test_visa_4242" },
    );
    expect(status).toBe(200);
    expect(body.resource_response.data).toMatchObject({
      provider: "TEST",
      brand: "Visa",
      last4: "4242",
      is_default: true,
    });
    const billing = await owner.browser.get<Billing>(`${base()}/billing/`, {
      campaign_id: campaign.campaign_id,
    });
    const data = billing.body.resource_response.data;
    expect(data.campaign?.status).toBe("ACTIVE");
    expect(data.history).toEqual([
      expect.objectContaining({ kind: "PAYMENT_METHOD_ADDED", description: "Visa ending in 4242" }),
    ]);
    // With a payment method on file, a new campaign starts at once.
    expect((await promote()).status).toBe("ACTIVE");
  });

  it("bad input: a declined card is PAYMENT_DECLINED, an empty token INVALID_INPUT, a foreign campaign_id NOT_FOUND", async () => {
    const declined = await owner.browser.post(`${base()}/payment_methods/`, { token: "tok_test_declined" });
    expect(declined.status).toBe(402);
    expect(declined.body.resource_response.error?.code).toBe("PAYMENT_DECLINED");
    const empty = await owner.browser.post(`${base()}/payment_methods/`, { token: "" });
    expect(empty.status).toBe(400);
    const foreign = await owner.browser.get(`${base()}/billing/`, { campaign_id: "999999" });
    expect(foreign.status).toBe(404);
  });

  it("ACCT-021: an ANALYST reads billing but cannot add a card; a stranger and a signed-out visitor see nothing", async () => {
    expect((await analyst.browser.get(`${base()}/billing/`)).status).toBe(200);
    const write = await analyst.browser.post(`${base()}/payment_methods/`, { token: "tok_test_visa_1111" });
    expect(write.status).toBe(403);
    expect(write.body.resource_response.error?.code).toBe("ADVERTISER_READ_ONLY");
    const stranger = await signedIn(t, "outsider");
    expect((await stranger.browser.get(`${base()}/billing/`)).status).toBe(404);
    expect(
      (await stranger.browser.post(`${base()}/payment_methods/`, { token: "tok_test_visa_1111" })).status,
    ).toBe(404);
    expect((await new TestBrowser(t.app).get(`${base()}/billing/`)).status).toBe(401);
  });

  it("ADS-067: insights are honest zeros until delivery is stored, then sums of the stored days", async () => {
    const url = `${base()}/campaigns/${campaign.campaign_id}/insights/`;
    const empty = await owner.browser.get<Insights>(url);
    expect(empty.status).toBe(200);
    expect(empty.body.resource_response.data.metrics).toMatchObject({
      impressions: 0,
      clicks: 0,
      saves: 0,
      spend_in_micro_currency: 0,
      ctr: null,
    });
    expect(empty.body.resource_response.data.comparison).toBeNull();
    await t.database.db.insert(schema.adDailyMetrics).values([
      {
        adId: campaign.ad_id,
        day: "2030-01-01",
        impressions: 100,
        clicks: 4,
        saves: 1,
        spendMicros: 2_000_000,
      },
      {
        adId: campaign.ad_id,
        day: "2030-01-02",
        impressions: 100,
        clicks: 6,
        saves: 0,
        spendMicros: 3_000_000,
      },
    ]);
    const ranged = await analyst.browser.get<Insights>(url, {
      start_date: "2030-01-01",
      end_date: "2030-01-31",
      comp_start_date: "2029-12-01",
      comp_end_date: "2029-12-31",
    });
    expect(ranged.body.resource_response.data.metrics).toMatchObject({
      impressions: 200,
      clicks: 10,
      saves: 1,
      spend_in_micro_currency: 5_000_000,
      ctr: 0.05,
    });
    expect(ranged.body.resource_response.data.comparison).toMatchObject({ impressions: 0 });
  });

  it("insights: bad dates are INVALID_INPUT; another advertiser's campaign or a stranger is NOT_FOUND", async () => {
    const url = `${base()}/campaigns/${campaign.campaign_id}/insights/`;
    expect((await owner.browser.get(url, { start_date: "01/02/2030" })).status).toBe(400);
    expect((await owner.browser.get(url, { start_date: "2030-02-01", end_date: "2030-01-01" })).status).toBe(
      400,
    );
    expect((await owner.browser.get(`${base()}/campaigns/999999/insights/`)).status).toBe(404);
    const stranger = await signedIn(t, "peeker");
    expect((await stranger.browser.get(url)).status).toBe(404);
    expect((await new TestBrowser(t.app).get(url)).status).toBe(401);
  });

  it("conversion tags: writers add them, analysts only list them (ADS-010, ACCT-021)", async () => {
    const added = await owner.browser.post(`${base()}/conversion_tags/`, { name: "Site tag" });
    expect(added.status).toBe(200);
    const listed = await analyst.browser.get<{ tags: { name: string }[]; events: string[] }>(
      `${base()}/conversion_tags/`,
    );
    expect(listed.body.resource_response.data.tags.map((tag) => tag.name)).toEqual(["Site tag"]);
    expect(listed.body.resource_response.data.events).toContain("CHECKOUT");
    const refused = await analyst.browser.post(`${base()}/conversion_tags/`, { name: "Nope" });
    expect(refused.body.resource_response.error?.code).toBe("ADVERTISER_READ_ONLY");
    expect((await owner.browser.post(`${base()}/conversion_tags/`, { name: "" })).status).toBe(400);
  });
});
