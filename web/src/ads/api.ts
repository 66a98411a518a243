import {
  advertiserEndpoint,
  advertisersEndpoint,
  billingEndpoint,
  campaignInsightsEndpoint,
  campaignsEndpoint,
  conversionTagsEndpoint,
  type EndpointQuery,
  paymentMethodCaptureEndpoint,
  promoteEligibilityEndpoint,
  quickPromoteEndpoint,
} from "@corkboard/core/contract";
import { endpointKey, useEndpoint, useEndpointMutation } from "../platform/api/index.ts";

// The advertiser area's server calls (D-026). Paths carry the advertiser (and campaign or
// pin) as `{name}` parameters, so each read's key names them: a write invalidates one
// advertiser's billing or campaigns, not every advertiser's. The advertiser codes' texts
// load with the area's catalogue (registerAdsMessages).

/** The advertisers the viewer may act for. */
export function useAdvertisers() {
  return useEndpoint(advertisersEndpoint, {});
}

/** One advertiser (the shell of /advertiser/{id}/…). */
export function useAdvertiser(advertiserId: string) {
  return useEndpoint(advertiserEndpoint, {}, { params: { advertiserId } });
}

/** An advertiser's campaigns (ADS-060). */
export function useCampaigns(advertiserId: string) {
  return useEndpoint(campaignsEndpoint, {}, { params: { advertiserId } });
}

/** One campaign's delivery totals for a period (ADS-067). */
export function useCampaignInsights(
  advertiserId: string,
  campaignId: string,
  query: EndpointQuery<typeof campaignInsightsEndpoint>,
) {
  return useEndpoint(campaignInsightsEndpoint, query, { params: { advertiserId, campaignId } });
}

/** An advertiser's billing: payment methods, history, order lines (ADS-059). */
export function useBilling(advertiserId: string, query: EndpointQuery<typeof billingEndpoint>) {
  return useEndpoint(billingEndpoint, query, { params: { advertiserId } });
}

/** An advertiser's conversion tags, loaded once the tag modal opens (ADS-048). */
export function useConversionTags(advertiserId: string, enabled: boolean) {
  return useEndpoint(conversionTagsEndpoint, {}, { params: { advertiserId }, enabled });
}

/** Everything a new campaign or payment method changes for one advertiser. */
function advertiserMoney(advertiserId: string) {
  const params = { advertiserId };
  return [
    endpointKey(billingEndpoint, {}, params),
    endpointKey(campaignsEndpoint, {}, params),
    endpointKey(campaignInsightsEndpoint, {}, params),
  ];
}

/**
 * Quick promote for one pin (seed 002 §3–§4): campaign, ad group and ad. The advertiser's
 * campaigns and billing read fresh, and whether the pin may be promoted again.
 */
export function useQuickPromote(advertiserId: string, pinId: string) {
  return useEndpointMutation(quickPromoteEndpoint, {
    params: { advertiserId, pinId },
    invalidates: [
      ...advertiserMoney(advertiserId),
      endpointKey(promoteEligibilityEndpoint, { pin_id: pinId }),
    ],
  });
}

/**
 * A payment method through the TEST provider (IMPL-040): campaigns waiting for billing
 * start, so the advertiser's billing and campaigns read fresh.
 */
export function useCapturePaymentMethod(advertiserId: string) {
  return useEndpointMutation(paymentMethodCaptureEndpoint, {
    params: { advertiserId },
    invalidates: advertiserMoney(advertiserId),
  });
}
