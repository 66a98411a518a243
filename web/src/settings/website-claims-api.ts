import {
  ERROR_MESSAGES,
  pinCreatorsEndpoint,
  websiteClaimEndpoint,
  websiteClaimsEndpoint,
  websiteUnclaimEndpoint,
  websiteVerifyEndpoint,
} from "@corkboard/core/contract";
import {
  type ApiMutationOptions,
  fetchEndpoint,
  registerErrorMessages,
  useEndpoint,
  useEndpointMutation,
} from "../platform/api/index.ts";

// The claimed-websites screen's server calls (IMPL-016, D-026, D-031). WEBSITE_NOT_VERIFIED's
// text loads with them.
registerErrorMessages({ WEBSITE_NOT_VERIFIED: ERROR_MESSAGES.WEBSITE_NOT_VERIFIED });

// A verified or given-up domain changes who the official user of its pins' link is.
const CLAIM_CHANGES = [websiteClaimsEndpoint, pinCreatorsEndpoint];

/** The viewer's claims, pending and verified. */
export function useWebsiteClaims() {
  return useEndpoint(websiteClaimsEndpoint, {});
}

/** Claim a website: the answer carries the tag and the TXT record to publish. */
export function useClaimWebsite() {
  return useEndpointMutation(websiteClaimEndpoint, { invalidates: [websiteClaimsEndpoint] });
}

/** Look for the tag or the TXT record now. */
export function useVerifyWebsite() {
  return useEndpointMutation(websiteVerifyEndpoint, { invalidates: CLAIM_CHANGES });
}

/** Give a claim up (asked first, in a ConfirmWrite). */
export function unclaimWebsiteWrite(websiteUrl: string): ApiMutationOptions<void, { domain: string }> {
  return {
    mutationFn: () => fetchEndpoint(websiteUnclaimEndpoint, { website_url: websiteUrl }),
    invalidates: CLAIM_CHANGES,
  };
}
