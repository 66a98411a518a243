import {
  businessConvertEndpoint,
  businessCreateEndpoint,
  businessProfileSwitchEndpoint,
  businessProfilesEndpoint,
  type EndpointQuery,
} from "@corkboard/core/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointKey, fetchEndpoint, useEndpointMutation } from "../platform/api/index.ts";

// The business feature's server calls (D-026). They answer advertiser codes, whose texts
// the business pages load with the advertiser catalogue (registerAdsMessages); the header's
// switcher says BUSINESS_MFA_REQUIRED from its own small catalogue, without either.

/** What /business/create/ and /business/convert/ send (IMPL-017, ADS-004). */
export type BusinessAccountRequest = EndpointQuery<typeof businessCreateEndpoint>;

/**
 * Makes a linked business account, or turns the viewer's into one. Its page is outside the
 * data layer (a full page load follows), so this is a plain call for usePlainMutation.
 */
export function createBusinessAccount(mode: "create" | "convert", request: BusinessAccountRequest) {
  return mode === "create"
    ? fetchEndpoint(businessCreateEndpoint, request)
    : fetchEndpoint(businessConvertEndpoint, request);
}

/** The profiles the viewer may act as (ACCT-009); kept for the tab's life (ACCT-014). */
export function useBusinessProfiles(enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(businessProfilesEndpoint),
    queryFn: ({ signal }) => fetchEndpoint(businessProfilesEndpoint, {}, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The profile switch (ACCT-016): the server checks that the profile may be used (its
 * two-factor rule) and changes nothing, so no cached read goes stale; the header shows the
 * chosen profile from then on.
 */
export function useSwitchProfile() {
  return useEndpointMutation(businessProfileSwitchEndpoint);
}
