/**
 * The typed advertiser path builder (seed 002 §2; ADS-053…070) and the quick-promote entry
 * and billing links (ADS-004…008).
 */

/** Every advertiser path key and its path under /advertiser/{advertiserId} (ADS-055…069). */
export const ADVERTISER_PATHS = {
  root: "/",
  "reporting.campaigns": "/reporting/campaigns/",
  "reporting.adgroups": "/reporting/adgroups/",
  "reporting.ads": "/reporting/ads/",
  "reporting.productgroups": "/reporting/productgroups/",
  "reporting.productitems": "/reporting/productitems/",
  "reporting.campaignNegativeKeywords": "/reporting/campaignNegativeKeywords/",
  "reporting.campaignSearchQueries": "/reporting/campaignSearchQueries/",
  "reporting.adGroupNegativeKeywords": "/reporting/adGroupNegativeKeywords/",
  "reporting.adGroupPositiveKeywords": "/reporting/adGroupPositiveKeywords/",
  "reporting.adGroupSearchQueries": "/reporting/adGroupSearchQueries/",
  "reporting.preferences": "/reporting/preferences/",
  "ads.create": "/ads/create/",
  "automated.ads.create": "/automated/ads/create/",
  "ads.edit": "/ads/edit/",
  "automated.ads.edit": "/automated/ads/edit/",
  "ads.editDraft": "/ads/edit_draft/",
  "ads.duplicate": "/ads/duplicate/",
  "ads.campaignMode": "/ads/campaign_mode/",
  "ads.bulkEdit": "/ads/bulk_edit/",
  audiences: "/audiences/",
  audienceDebug: "/audience_debug/",
  billing: "/billing/",
  bulkEditor: "/bulk_editor/",
  experiments: "/experiments/",
  history: "/history/",
  conversions: "/conversions/",
  pinBuilder: "/pin-builder/",
  accountsManager: "/accounts_manager/",
  reportCenter: "/report-center/",
  quickPromote: "/quick-promote/",
  /** The seed's second spelling; same canonical page as `quickPromote` (ADS-005). */
  advertiserQuickPromote: "/quick-promote/",
  recommendations: "/recommendations/",
  productCatalogsDataSource: "/product-catalogs/data-source",
  campaignInsights: "/campaign-insights/{campaignId}/",
  productGroupInsights: "/campaign-insights/{campaignId}/product-group/{productGroupId}",
  mediaPlanner: "/media_planner/",
  msotOptimizer: "/msot-optimizer/",
} as const;

/** A key of the advertiser path builder (ADS-070). */
export type AdvertiserPathKey = keyof typeof ADVERTISER_PATHS;

/** Sub-views per path key, attached as path segments (ADS-059…065, ADS-070). */
export const ADVERTISER_SUB_VIEWS = {
  billing: [
    "history",
    "order_lines",
    "promotions",
    "documents",
    "tax_documents",
    "prepaid_campaign_spend_summary",
    "prepaid_spend_campaign_breakdown",
  ],
  bulkEditor: ["upload_template", "download_template", "history", "bulk_id_library", "resources"],
  experiments: ["create", "view_results"],
  conversions: [
    "events-overview",
    "event-history",
    "health",
    "test-events",
    "tag",
    "tag_manual_setup",
    "tag-health",
    "upload",
    "history",
    "pca_history",
    "pca_upload",
    "api_manual_setup",
    "api_partner_setup",
    "access_token",
    "setup-api",
    "deduplication",
    "payload-helper",
    "pinterest_capi_connect",
  ],
  reportCenter: ["builder", "history", "unsubscribe", "download"],
} as const satisfies Partial<Record<AdvertiserPathKey, readonly string[]>>;

/** The error an unknown path key or sub-view raises (ADS-054). */
export const UNKNOWN_URL_KEY = "unknown url key";

/** A path that cannot be built: "unknown url key" (ADS-054) or a missing path parameter. */
export class AdvertiserPathError extends Error {
  override name = "AdvertiserPathError";
}

/** Optional query parameters of campaign insights (ADS-067). */
export const CAMPAIGN_INSIGHTS_QUERY_KEYS = [
  "start_date",
  "end_date",
  "comp_start_date",
  "comp_end_date",
] as const;

/** What an advertiser path is built from besides its key (ADS-053, ADS-061, ADS-067, ADS-068). */
export interface AdvertiserPathOptions {
  /** When known, the path is prefixed with /advertiser/{advertiserId} (ADS-053). */
  advertiserId?: string | null;
  /** A sub-view of billing, bulk editor, experiments, conversions or report center (ADS-070). */
  subView?: string;
  /** The experiment id of experiments view_results/{id} (ADS-061). */
  experimentId?: string;
  campaignId?: string;
  productGroupId?: string;
  /** Campaign-insights query parameters; blank ones are left out (ADS-067). */
  query?: Partial<Record<(typeof CAMPAIGN_INSIGHTS_QUERY_KEYS)[number], string | null>>;
}

function fill(template: string, name: string, value: string | undefined): string {
  if (!template.includes(`{${name}}`)) return template;
  if (!value) throw new AdvertiserPathError(`missing ${name}`);
  return template.replace(`{${name}}`, encodeURIComponent(value));
}

/**
 * Builds an advertiser path by key (ADS-053…070): sub-views as segments, the advertiser
 * prefix when the id is known. Throws "unknown url key" for a key or sub-view it does not know.
 */
export function advertiserPath(key: AdvertiserPathKey, options: AdvertiserPathOptions = {}): string {
  if (!Object.hasOwn(ADVERTISER_PATHS, key)) throw new AdvertiserPathError(UNKNOWN_URL_KEY);
  let path: string = ADVERTISER_PATHS[key];
  path = fill(path, "campaignId", options.campaignId);
  path = fill(path, "productGroupId", options.productGroupId);
  if (options.subView !== undefined) {
    const views: readonly string[] = (ADVERTISER_SUB_VIEWS as Record<string, readonly string[]>)[key] ?? [];
    if (!views.includes(options.subView)) throw new AdvertiserPathError(UNKNOWN_URL_KEY);
    path += `${options.subView}/`;
    if (key === "experiments" && options.subView === "view_results" && options.experimentId) {
      path += `${encodeURIComponent(options.experimentId)}/`;
    }
  }
  if (options.advertiserId) {
    path = `/advertiser/${encodeURIComponent(options.advertiserId)}${path}`;
  } else if (key === "quickPromote" || key === "advertiserQuickPromote") {
    path = quickPromoteCanonicalPath();
  }
  const query = new URLSearchParams();
  if (key === "campaignInsights") {
    for (const name of CAMPAIGN_INSIGHTS_QUERY_KEYS) {
      const value = options.query?.[name];
      if (value) query.set(name, value);
    }
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** True when `key` is a known advertiser path key (ADS-054). */
export function isAdvertiserPathKey(key: string): key is AdvertiserPathKey {
  return Object.hasOwn(ADVERTISER_PATHS, key);
}

/** The canonical quick-promote page: /advertiser/{id}/quick-promote/ or /advertiser/quick-promote/ (ADS-005). */
export function quickPromoteCanonicalPath(advertiserId?: string | null): string {
  return advertiserId
    ? `/advertiser/${encodeURIComponent(advertiserId)}/quick-promote/`
    : "/advertiser/quick-promote/";
}

const UNDERSCORE_QUICK_PROMOTE = /^\/advertiser\/(?:([^/]+)\/)?quick_promote\/?$/;

/**
 * The permanent-redirect target for an underscore quick-promote path, query kept; null when
 * `pathWithQuery` is not one (ADS-005).
 */
export function quickPromoteRedirect(pathWithQuery: string): string | null {
  const [pathname = "", ...rest] = pathWithQuery.split("?");
  const match = UNDERSCORE_QUICK_PROMOTE.exec(pathname);
  if (!match) return null;
  const search = rest.join("?");
  const target = quickPromoteCanonicalPath(match[1] ? decodeURIComponent(match[1]) : null);
  return search ? `${target}?${search}` : target;
}

/** The next target of the Promote entry, as the seed spells it (ADS-004). */
export const QUICK_PROMOTE_NEXT = "/advertiser/quick_promote";

/**
 * The Promote entry: /business/convert/?next=/advertiser/quick_promote, with pinId carried
 * inside next so it survives the conversion and the redirect (ADS-004, ADS-006, PIN-076).
 */
export function businessConvertPath(pinId?: string | null): string {
  const next = pinId ? `${QUICK_PROMOTE_NEXT}?${new URLSearchParams({ pinId })}` : QUICK_PROMOTE_NEXT;
  return `/business/convert/?${new URLSearchParams({ next })}`;
}

/**
 * The billing page after a successful quick promote, literally as specified:
 * objective_type=CLICKTHROUGH and is_quick_promote=true (ADS-007, ADS-008).
 */
export function quickPromoteBillingPath(advertiserId: string, campaignId: string): string {
  const query = new URLSearchParams({
    campaign_id: campaignId,
    objective_type: "CLICKTHROUGH",
    is_quick_promote: "true",
  });
  return `/advertiser/${encodeURIComponent(advertiserId)}/billing/?${query}`;
}

/** The localStorage key of a quick-promote draft (ADS-012, ADS-013). */
export function quickPromoteDraftKey(advertiserId: string, pinId: string): string {
  return `quick_promote_draft:${advertiserId}:${pinId}`;
}
