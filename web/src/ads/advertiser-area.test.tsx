import {
  ADVERTISER_PATHS,
  ADVERTISER_SUB_VIEWS,
  type AdvertiserPathKey,
  advertiserPath,
} from "@corkboard/core/ads";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  bootstrapWith,
  fail,
  ok,
  renderApp,
  resetAuthState,
  stubApi,
  testViewerUser,
} from "../auth/test-support.tsx";
import { AdvertiserArea } from "./advertiser-area.tsx";
import { resolveAdvertiserPath } from "./resolve-path.ts";
import { testAdvertiser, testCampaign, testPin } from "./test-fixtures.ts";

const signedIn = bootstrapWith({
  viewer: { type: "AUTH", is_auth: true, is_partner: true, user: testViewerUser() },
});

function open(path: string, handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ "GET /ads/v4/advertisers/5/": () => ok(testAdvertiser()), ...handlers });
  return { api, ...renderApp(<AdvertiserArea />, { path, bootstrap: signedIn }) };
}

describe("advertiser paths", () => {
  it("ADS-053 ADS-055…070 every path key (and sub-view) core builds reads back to the same key", () => {
    for (const key of Object.keys(ADVERTISER_PATHS) as AdvertiserPathKey[]) {
      const path = advertiserPath(key, { advertiserId: "5", campaignId: "70", productGroupId: "8" });
      const rest = path.split("?")[0]?.replace("/advertiser/5", "") ?? "";
      const resolved = resolveAdvertiserPath(rest);
      expect(resolved.ok, path).toBe(true);
      // Two keys share /quick-promote/ (ADS-005): the first one names it.
      if (resolved.ok && key !== "advertiserQuickPromote") expect(resolved.key).toBe(key);
    }
    for (const [key, views] of Object.entries(ADVERTISER_SUB_VIEWS)) {
      for (const view of views) {
        const rest = advertiserPath(key as AdvertiserPathKey, { subView: view });
        expect(resolveAdvertiserPath(rest)).toMatchObject({ ok: true, key, subView: view });
      }
    }
    expect(resolveAdvertiserPath("/experiments/view_results/12/")).toMatchObject({
      key: "experiments",
      subView: "view_results",
      params: { experimentId: "12" },
    });
  });

  it("ADS-054 an unknown path key or sub-view is 'unknown url key'", () => {
    expect(resolveAdvertiserPath("/nope/")).toEqual({ ok: false, error: "unknown url key" });
    expect(resolveAdvertiserPath("/billing/refunds/")).toEqual({ ok: false, error: "unknown url key" });
  });
});

describe("advertiser area", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("IMPL-040 ADS-058 a tool this release lacks says so plainly inside the area's navigation", async () => {
    open("/advertiser/5/audiences/");
    const page = await screen.findByTestId("ads-unavailable");
    expect(within(page).getByRole("heading", { level: 1, name: "Audiences" })).toBeTruthy();
    expect(page.textContent).toContain("Audiences is not offered in Corkboard.");
    const nav = screen.getByRole("navigation", { name: "Ads tools" });
    expect(within(nav).getByRole("link", { name: "Billing" }).getAttribute("href")).toBe(
      "/advertiser/5/billing/",
    );
  });

  it("ADS-064 GATE-005 the ads pin-builder path leads to the pin builder's ad-creation scenario", async () => {
    open("/advertiser/5/pin-builder/");
    const link = await screen.findByRole("link", { name: "Create Pin" });
    expect(link.getAttribute("href")).toBe("/pin-builder/?scenario=ad_creation");
  });

  it("ADS-054 an unknown key shows the not-found page of the area", async () => {
    const { container } = open("/advertiser/5/nope/");
    expect(
      await screen.findByRole("heading", { name: "Sorry, we couldn't find that ads page" }),
    ).toBeTruthy();
    expect(container.querySelector("[data-error]")?.getAttribute("data-error")).toBe("unknown url key");
  });

  it("ADS-005 the underscore spelling redirects to the canonical quick-promote page, query kept", async () => {
    stubApi({});
    const { location } = renderApp(<AdvertiserArea />, {
      path: "/advertiser/5/quick_promote?pinId=9",
      bootstrap: signedIn,
    });
    await waitFor(() => expect(location.history.at(-1)).toBe("/advertiser/5/quick-promote/?pinId=9"));
  });

  it("ADS-004 ADS-006 without an advertiser the viewer is offered a business account, pinId kept", async () => {
    stubApi({ "GET /ads/v4/advertisers/": () => ok([]) });
    renderApp(<AdvertiserArea />, { path: "/advertiser/quick-promote/?pinId=9", bootstrap: signedIn });
    const link = await screen.findByRole("link", { name: "Get a business account" });
    expect(link.getAttribute("href")).toBe(
      `/business/convert/?${new URLSearchParams({ next: "/advertiser/quick_promote?pinId=9" })}`,
    );
  });

  it("ADS-053 /advertiser/quick-promote/ opens the viewer's first advertiser", async () => {
    stubApi({ "GET /ads/v4/advertisers/": () => ok([testAdvertiser()]) });
    const { location } = renderApp(<AdvertiserArea />, {
      path: "/advertiser/quick-promote/?pinId=9",
      bootstrap: signedIn,
    });
    await waitFor(() => expect(location.history.at(-1)).toBe("/advertiser/5/quick-promote/?pinId=9"));
  });

  it("ADS-009 without a pin the pin selection modal lists the viewer's boards' pins", async () => {
    open("/advertiser/5/quick-promote/", {
      "GET /resource/BoardsResource/get/": () =>
        ok({ items: [{ id: "3", name: "Shop", archived: false }], bookmark: null }),
      "GET /resource/BoardFeedResource/get/": () => ok({ items: [testPin()], bookmark: null }),
    });
    const modal = await screen.findByTestId("qp-pin-selection");
    expect((modal as HTMLElement).style.getPropertyValue("--cb-modal-width")).toBe("472px");
    expect(await within(modal).findByRole("button", { name: "Pin Linen apron" })).toBeTruthy();
  });

  it("ADS-056 IMPL-040 campaign reporting lists status, budget, dates and audience", async () => {
    open("/advertiser/5/reporting/campaigns/", {
      "GET /ads/v4/advertisers/5/campaigns/": () => ok([testCampaign()]),
    });
    const row = (await screen.findByRole("link", { name: "Linen apron" })).closest("tr");
    expect(row?.textContent).toContain("Waiting for a payment method");
    expect(row?.textContent).toContain("$7.00");
    expect(row?.textContent).toContain("From 2026-11-21, ongoing");
    expect(row?.textContent).toContain("18-24 · Female · US");
    expect(row?.querySelector("a")?.getAttribute("href")).toBe("/advertiser/5/campaign-insights/70/");
  });

  it("ADS-067 campaign insights pass the period parameters and show the totals", async () => {
    const { api } = open("/advertiser/5/campaign-insights/70/?start_date=2026-11-01&end_date=2026-11-20", {
      "GET /ads/v4/advertisers/5/campaigns/70/insights/": () =>
        ok({
          campaign: testCampaign(),
          metrics: {
            start_date: "2026-11-01",
            end_date: "2026-11-20",
            impressions: 1000,
            clicks: 25,
            saves: 3,
            spend_in_micro_currency: 4_500_000,
            ctr: 0.025,
          },
          comparison: null,
        }),
    });
    expect(await screen.findByRole("heading", { name: "Insights for Linen apron" })).toBeTruthy();
    expect(screen.getByText("2.50%")).toBeTruthy();
    expect(screen.getByText("$4.50")).toBeTruthy();
    const fetched = (globalThis.fetch as unknown as { mock: { calls: [string][] } }).mock.calls.map(
      ([url]) => url,
    );
    expect(fetched).toContain(
      "/ads/v4/advertisers/5/campaigns/70/insights/?start_date=2026-11-01&end_date=2026-11-20",
    );
    expect(api.sent.some((request) => request.path.endsWith("/insights/"))).toBe(true);
  });

  it("ADS-007 ADS-059 IMPL-040 billing names the campaign and captures a card through the TEST provider", async () => {
    const billing = {
      advertiser: testAdvertiser(),
      campaign: testCampaign(),
      payment_methods: [],
      order_lines: [],
      history: [],
    };
    const { api } = open(
      "/advertiser/5/billing/?campaign_id=70&objective_type=CLICKTHROUGH&is_quick_promote=true",
      {
        "GET /ads/v4/advertisers/5/billing/": () => ok(billing),
        "POST /ads/v4/advertisers/5/payment_methods/": (request) =>
          request.body.token === "tok_test_declined"
            ? fail(402, "PAYMENT_DECLINED")
            : ok({
                id: "1",
                provider: "TEST",
                brand: "visa",
                last4: "4242",
                is_default: true,
                created_at: "",
              }),
      },
    );
    expect(await screen.findByText(/Add a payment method so “Linen apron” can start/)).toBeTruthy();
    const form = screen.getByRole("form", { name: "Test payment provider" });
    expect(within(form).getByText(/takes no real payments/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Card number"), {
      target: { value: "4242 4242 4242 4242" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Save payment method" }));
    expect(await screen.findByText("Payment method saved.")).toBeTruthy();
    const capture = api.to("/ads/v4/advertisers/5/payment_methods/");
    expect(capture[0]?.body).toEqual({ provider: "TEST", token: "tok_test_visa_4242" });
    expect(JSON.stringify(capture)).not.toContain("42424242");
    fireEvent.change(within(form).getByLabelText("Card number"), {
      target: { value: "4000 0000 0000 0002" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Save payment method" }));
    expect(await within(form).findByText("Your card was declined. Try another card.")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Card number"), { target: { value: "12" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save payment method" }));
    expect(
      await within(form).findByText("Some of that doesn't look right. Check it and try again."),
    ).toBeTruthy();
    expect(api.to("/ads/v4/advertisers/5/payment_methods/")).toHaveLength(2);
  });

  it("ADS-059 billing history and order lines are sub-views; the others are not available", async () => {
    open("/advertiser/5/billing/order_lines/", {
      "GET /ads/v4/advertisers/5/billing/": () =>
        ok({
          advertiser: testAdvertiser(),
          campaign: null,
          payment_methods: [],
          history: [],
          order_lines: [
            {
              id: "1",
              campaign_id: "70",
              campaign_name: "Linen apron",
              currency: "USD",
              daily_budget_in_micro_currency: 7_000_000,
              max_spend_in_micro_currency: null,
              start_date: "2026-11-21",
              end_date: null,
              status: "ACTIVE",
              created_at: "",
            },
          ],
        }),
    });
    expect(await screen.findByRole("rowheader", { name: "Linen apron" })).toBeTruthy();
    const views = screen.getByRole("navigation", { name: "Billing views" });
    expect(within(views).getByRole("link", { name: "Order lines" }).getAttribute("aria-current")).toBe(
      "page",
    );
    cleanup();
    open("/advertiser/5/billing/tax_documents/");
    expect(await screen.findByTestId("ads-unavailable")).toBeTruthy();
  });

  it("ADS-053 an advertiser the viewer may not see is the not-found page", async () => {
    stubApi({ "GET /ads/v4/advertisers/6/": () => fail(404, "NOT_FOUND") });
    renderApp(<AdvertiserArea />, { path: "/advertiser/6/reporting/campaigns/", bootstrap: signedIn });
    expect(await screen.findByRole("heading", { name: "Sorry, we couldn't find that page" })).toBeTruthy();
  });
});
