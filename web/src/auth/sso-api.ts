import { type EndpointQuery, ssoInfoEndpoint, ssoTokenEndpoint } from "@corkboard/core/contract";
import { fetchEndpoint } from "../platform/api/index.ts";

// The SSO calls (D-044), plain functions like the rest of auth/api.ts: signing in loads a new page.

/** Whether an email's domain signs in through SSO (AUTH-219). */
export function fetchSsoInfo(email: string, signal?: AbortSignal) {
  return fetchEndpoint(ssoInfoEndpoint, { email }, { signal });
}

/** The popup's code and state exchanged for a single-use handle (AUTH-111). */
export function exchangeSsoCode(query: EndpointQuery<typeof ssoTokenEndpoint>) {
  return fetchEndpoint(ssoTokenEndpoint, query);
}
