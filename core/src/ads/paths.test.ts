import { describe, expect, it } from "vitest";
import {
  ADVERTISER_PATHS,
  AdvertiserPathError,
  type AdvertiserPathKey,
  advertiserPath,
  businessConvertPath,
  isAdvertiserPathKey,
  quickPromoteBillingPath,
  quickPromoteCanonicalPath,
  quickPromoteDraftKey,
  quickPromoteRedirect,
} from "./paths.ts";

describe("advertiser paths", () => {
  it("ADS-053 paths are prefixed with /advertiser/{advertiserId} when the id is known", () => {
    expect(advertiserPath("reporting.campaigns")).toBe("/reporting/campaigns/");
    expect(advertiserPath("reporting.campaigns", { advertiserId: "549" })).toBe(
      "/advertiser/549/reporting/campaigns/",
    );
    expect(advertiserPath("root", { advertiserId: "549" })).toBe("/advertiser/549/");
    expect(advertiserPath("root")).toBe("/");
  });

  it("ADS-054 an unknown key or sub-view raises 'unknown url key'", () => {
    expect(() => advertiserPath("nope" as AdvertiserPathKey)).toThrow("unknown url key");
    expect(() => advertiserPath("toString" as AdvertiserPathKey)).toThrow("unknown url key");
    expect(() => advertiserPath("billing", { subView: "secret" })).toThrow("unknown url key");
    expect(() => advertiserPath("history", { subView: "history" })).toThrow("unknown url key");
    expect(() => advertiserPath("nope" as AdvertiserPathKey)).toThrow(AdvertiserPathError);
    expect(isAdvertiserPathKey("billing")).toBe(true);
    expect(isAdvertiserPathKey("constructor")).toBe(false);
  });

  it("ADS-055…069 every seed path has a key", () => {
    const seedPaths = [
      "/",
      "/reporting/campaigns/",
      "/reporting/adgroups/",
      "/reporting/ads/",
      "/reporting/productgroups/",
      "/reporting/productitems/",
      "/reporting/campaignNegativeKeywords/",
      "/reporting/campaignSearchQueries/",
      "/reporting/adGroupNegativeKeywords/",
      "/reporting/adGroupPositiveKeywords/",
      "/reporting/adGroupSearchQueries/",
      "/reporting/preferences/",
      "/ads/create/",
      "/automated/ads/create/",
      "/ads/edit/",
      "/automated/ads/edit/",
      "/ads/edit_draft/",
      "/ads/duplicate/",
      "/ads/campaign_mode/",
      "/ads/bulk_edit/",
      "/audiences/",
      "/audience_debug/",
      "/billing/",
      "/bulk_editor/",
      "/experiments/",
      "/history/",
      "/conversions/",
      "/pin-builder/",
      "/accounts_manager/",
      "/report-center/",
      "/quick-promote/",
      "/recommendations/",
      "/product-catalogs/data-source",
      "/media_planner/",
      "/msot-optimizer/",
    ];
    const known = new Set<string>(Object.values(ADVERTISER_PATHS));
    for (const path of seedPaths) expect(known.has(path), path).toBe(true);
  });

  it("ADS-070 sub-views are path segments", () => {
    expect(advertiserPath("billing", { advertiserId: "7", subView: "history" })).toBe(
      "/advertiser/7/billing/history/",
    );
    expect(advertiserPath("conversions", { subView: "tag-health" })).toBe("/conversions/tag-health/");
    expect(advertiserPath("bulkEditor", { subView: "bulk_id_library" })).toBe(
      "/bulk_editor/bulk_id_library/",
    );
    expect(advertiserPath("reportCenter", { subView: "download" })).toBe("/report-center/download/");
  });

  it("ADS-061 experiments view_results/{id}", () => {
    expect(advertiserPath("experiments", { subView: "view_results", experimentId: "42" })).toBe(
      "/experiments/view_results/42/",
    );
    expect(advertiserPath("experiments", { subView: "create" })).toBe("/experiments/create/");
  });

  it("ADS-067 campaign insights with optional query parameters", () => {
    expect(advertiserPath("campaignInsights", { advertiserId: "1", campaignId: "99" })).toBe(
      "/advertiser/1/campaign-insights/99/",
    );
    expect(
      advertiserPath("campaignInsights", {
        campaignId: "99",
        query: { start_date: "2026-01-01", end_date: "2026-01-31", comp_start_date: "" },
      }),
    ).toBe("/campaign-insights/99/?start_date=2026-01-01&end_date=2026-01-31");
    expect(() => advertiserPath("campaignInsights")).toThrow("missing campaignId");
  });

  it("ADS-068 product-group insights", () => {
    expect(advertiserPath("productGroupInsights", { campaignId: "9", productGroupId: "3" })).toBe(
      "/campaign-insights/9/product-group/3",
    );
  });

  it("ADS-005 the canonical quick-promote path and the underscore redirects", () => {
    expect(quickPromoteCanonicalPath()).toBe("/advertiser/quick-promote/");
    expect(quickPromoteCanonicalPath("5")).toBe("/advertiser/5/quick-promote/");
    expect(advertiserPath("quickPromote")).toBe("/advertiser/quick-promote/");
    expect(advertiserPath("advertiserQuickPromote", { advertiserId: "5" })).toBe(
      "/advertiser/5/quick-promote/",
    );
    expect(quickPromoteRedirect("/advertiser/quick_promote")).toBe("/advertiser/quick-promote/");
    expect(quickPromoteRedirect("/advertiser/quick_promote/?pinId=12")).toBe(
      "/advertiser/quick-promote/?pinId=12",
    );
    expect(quickPromoteRedirect("/advertiser/5/quick_promote/")).toBe("/advertiser/5/quick-promote/");
    expect(quickPromoteRedirect("/advertiser/quick-promote/")).toBeNull();
    expect(quickPromoteRedirect("/advertiser/5/billing/")).toBeNull();
  });

  it("ADS-004 promote goes through /business/convert with next=/advertiser/quick_promote and optional pinId", () => {
    expect(businessConvertPath()).toBe("/business/convert/?next=%2Fadvertiser%2Fquick_promote");
    const url = new URL(businessConvertPath("123"), "https://x.test");
    expect(url.pathname).toBe("/business/convert/");
    expect(url.searchParams.get("next")).toBe("/advertiser/quick_promote?pinId=123");
  });

  it("ADS-007 ADS-008 the billing page after a successful submit", () => {
    expect(quickPromoteBillingPath("549", "777")).toBe(
      "/advertiser/549/billing/?campaign_id=777&objective_type=CLICKTHROUGH&is_quick_promote=true",
    );
  });

  it("ADS-013 the draft key is quick_promote_draft:{advertiserId}:{pinId}", () => {
    expect(quickPromoteDraftKey("549", "12")).toBe("quick_promote_draft:549:12");
  });
});
