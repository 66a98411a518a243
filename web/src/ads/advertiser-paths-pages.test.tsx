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
  ok,
  renderApp,
  resetAuthState,
  stubApi,
  testViewerUser,
} from "../auth/test-support.tsx";
import { AdvertiserArea } from "./advertiser-area.tsx";
import { NOT_OFFERED } from "./not-offered.tsx";
import { testAdvertiser, testCampaign } from "./test-fixtures.ts";

// Every advertiser path of seed 002 §2, built by core's one typed path builder, opened in the
// advertiser area: a working page for the tools Corkboard offers, a page that says what the
// tool is and that Corkboard does not offer it for the others — never blank, never not-found
// (ADS-053…070, D-051).

const signedIn = bootstrapWith({
  viewer: { type: "AUTH", is_auth: true, is_partner: true, user: testViewerUser() },
});

const BILLING = {
  advertiser: testAdvertiser(),
  campaign: null,
  payment_methods: [],
  order_lines: [],
  history: [],
};

const INSIGHTS = {
  campaign: testCampaign(),
  metrics: {
    start_date: "2026-11-01",
    end_date: "2026-11-20",
    impressions: 0,
    clicks: 0,
    saves: 0,
    spend_in_micro_currency: 0,
    ctr: 0,
  },
  comparison: null,
};

function open(path: string) {
  stubApi({
    "GET /ads/v4/advertisers/5/": () => ok(testAdvertiser()),
    "GET /ads/v4/advertisers/5/campaigns/": () => ok([testCampaign()]),
    "GET /ads/v4/advertisers/5/campaigns/70/insights/": () => ok(INSIGHTS),
    "GET /ads/v4/advertisers/5/billing/": () => ok(BILLING),
    "GET /resource/BoardsResource/get/": () => ok({ items: [], bookmark: null }),
  });
  return renderApp(<AdvertiserArea />, { path, bootstrap: signedIn });
}

/** Opens `key`'s path (with `subView`) and expects the page that says its tool is not offered. */
async function expectNotOffered(key: AdvertiserPathKey, subView?: string) {
  const path = advertiserPath(key, { advertiserId: "5", productGroupId: "8", campaignId: "70", subView });
  open(path);
  const page = await screen.findByTestId("ads-unavailable");
  const name = NOT_OFFERED[key]?.name() ?? "";
  expect(name, key).not.toBe("");
  expect(within(page).getByRole("heading", { level: 1 }).textContent).toBe(name);
  expect(page.textContent).toContain(`${name} is not offered in Corkboard.`);
  // Each says what the tool does, and where to go instead.
  expect(page.querySelector(".cb-muted")?.textContent?.length ?? 0).toBeGreaterThan(20);
  expect(within(page).getByRole("link", { name: "Promote a Pin" }).getAttribute("href")).toBe(
    "/advertiser/5/quick-promote/",
  );
  expect(screen.queryByText(/couldn't find/)).toBeNull();
  cleanup();
}

/** The seed's paths per requirement, as path keys (ADS-055…069). */
const NOT_OFFERED_BY_REQUIREMENT: ReadonlyArray<[string, readonly AdvertiserPathKey[]]> = [
  [
    "ADS-056",
    [
      "reporting.adgroups",
      "reporting.ads",
      "reporting.productgroups",
      "reporting.productitems",
      "reporting.campaignNegativeKeywords",
      "reporting.campaignSearchQueries",
      "reporting.adGroupNegativeKeywords",
      "reporting.adGroupPositiveKeywords",
      "reporting.adGroupSearchQueries",
      "reporting.preferences",
    ],
  ],
  [
    "ADS-057",
    [
      "ads.create",
      "automated.ads.create",
      "ads.edit",
      "automated.ads.edit",
      "ads.editDraft",
      "ads.duplicate",
      "ads.campaignMode",
      "ads.bulkEdit",
    ],
  ],
  ["ADS-058", ["audiences", "audienceDebug"]],
  ["ADS-060", ["bulkEditor"]],
  ["ADS-061", ["experiments"]],
  ["ADS-062", ["history"]],
  ["ADS-063", ["conversions"]],
  ["ADS-064", ["accountsManager"]],
  ["ADS-065", ["reportCenter"]],
  ["ADS-066", ["recommendations", "productCatalogsDataSource"]],
  ["ADS-068", ["productGroupInsights"]],
  ["ADS-069", ["mediaPlanner", "msotOptimizer"]],
];

describe("every advertiser path leads to a page (ADS-053…070, D-051)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it.each(NOT_OFFERED_BY_REQUIREMENT)(
    "%s ADS-053 each path is built by the path builder and says what its tool is and that Corkboard does not offer it",
    async (_id, keys) => {
      for (const key of keys) await expectNotOffered(key);
    },
  );

  it("ADS-060 ADS-061 ADS-063 ADS-065 ADS-070 every sub-view of a tool not offered is its tool's page too", async () => {
    for (const key of ["bulkEditor", "experiments", "conversions", "reportCenter"] as const) {
      for (const view of ADVERTISER_SUB_VIEWS[key]) await expectNotOffered(key, view);
    }
    // view_results/{id} (ADS-061).
    open("/advertiser/5/experiments/view_results/12/");
    expect((await screen.findByTestId("ads-unavailable")).getAttribute("data-path-key")).toBe("experiments");
  });

  it("ADS-059 ADS-070 billing sub-views Corkboard keeps open billing; the others say they are not offered", async () => {
    open(advertiserPath("billing", { advertiserId: "5", subView: "history" }));
    expect(await screen.findByRole("navigation", { name: "Billing views" })).toBeTruthy();
    cleanup();
    for (const view of ADVERTISER_SUB_VIEWS.billing.filter((v) => v !== "history" && v !== "order_lines")) {
      await expectNotOffered("billing", view);
    }
  });

  it("ADS-055 ADS-056 ADS-066 ADS-067 the tools Corkboard offers open working pages", async () => {
    open(advertiserPath("root", { advertiserId: "5" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Ads overview" })).toBeTruthy();
    cleanup();
    open(advertiserPath("reporting.campaigns", { advertiserId: "5" }));
    expect(await screen.findByRole("link", { name: "Linen apron" })).toBeTruthy();
    cleanup();
    open(advertiserPath("campaignInsights", { advertiserId: "5", campaignId: "70" }));
    expect(await screen.findByRole("heading", { name: "Insights for Linen apron" })).toBeTruthy();
    cleanup();
    // ADS-066: both quick-promote spellings are the one quick-promote page (ADS-005).
    expect(advertiserPath("advertiserQuickPromote", { advertiserId: "5" })).toBe(
      advertiserPath("quickPromote", { advertiserId: "5" }),
    );
    open(advertiserPath("quickPromote", { advertiserId: "5" }));
    expect(await screen.findByTestId("qp-pin-selection")).toBeTruthy();
  });

  it("ADS-053 ADS-054 every path key the builder knows is either offered or has its not-offered page", () => {
    const offered = [
      "root",
      "reporting.campaigns",
      "campaignInsights",
      "quickPromote",
      "advertiserQuickPromote",
      "pinBuilder",
      "billing",
    ];
    const keys = Object.keys(ADVERTISER_PATHS) as AdvertiserPathKey[];
    expect(keys.filter((key) => !offered.includes(key) && !(key in NOT_OFFERED))).toEqual([]);
    // And the requirement table above names every key not offered.
    const named = NOT_OFFERED_BY_REQUIREMENT.flatMap(([, list]) => list);
    expect(keys.filter((key) => key in NOT_OFFERED && key !== "billing" && !named.includes(key))).toEqual([]);
  });

  it("IMPL-040 the More ads tools menu reaches each tool Corkboard does not offer", async () => {
    open(advertiserPath("root", { advertiserId: "5" }));
    const nav = await screen.findByRole("navigation", { name: "Ads tools" });
    fireEvent.click(within(nav).getByRole("button", { name: "More ads tools" }));
    const entry = await screen.findByRole("menuitem", { name: "The bulk editor" });
    expect(entry.getAttribute("href")).toBe("/advertiser/5/bulk_editor/");
    fireEvent.click(entry);
    await waitFor(() =>
      expect(screen.getByTestId("ads-unavailable").getAttribute("data-path-key")).toBe("bulkEditor"),
    );
  });
});
