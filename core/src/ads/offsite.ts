/**
 * The offsite link check and redirect link (seed 002 §7, §8; ADS-071…074).
 */

/** Redirect statuses of GET /v3/offsite/ that must not be opened (ADS-072). */
export const BLOCKED_REDIRECT_STATUSES = ["blocked", "suspicious", "porn"] as const;

/** The query of the offsite check call: check_only is always true (ADS-071). */
export interface OffsiteCheckQuery {
  pin_id: string;
  check_only: "true";
  client_tracking_params?: string;
  url: string;
  aux_data?: string;
  third_party_ad?: string;
}

/** The query of GET /v3/offsite/ for a pin link; aux_data or third_party_ad, never both (ADS-071). */
export function offsiteCheckQuery(input: {
  pinId: string;
  url: string;
  clientTrackingParams?: string | null;
  auxData?: string | null;
  thirdPartyAd?: string | null;
}): OffsiteCheckQuery {
  const query: OffsiteCheckQuery = { pin_id: input.pinId, check_only: "true", url: input.url };
  if (input.clientTrackingParams) query.client_tracking_params = input.clientTrackingParams;
  if (input.thirdPartyAd) query.third_party_ad = input.thirdPartyAd;
  else if (input.auxData) query.aux_data = input.auxData;
  return query;
}

/** True when the offsite check answered a status whose link is not opened (ADS-072). */
export function isBlockedRedirectStatus(status: string | null | undefined): boolean {
  return (BLOCKED_REDIRECT_STATUSES as readonly string[]).includes((status ?? "").toLowerCase());
}

/** What the /offsite/ redirect link carries (ADS-073); token is the server's signature (ADS-074). */
export interface OffsiteLinkInput {
  token: string;
  url: string;
  pin: string;
  isThirdPartyAd?: boolean;
  /** Client-side-redirect flag passed to analytics (ADS-074). */
  csr?: boolean;
  clientTrackingParams?: string | null;
  auxData?: string | null;
}

/** The /offsite/ redirect link with token, url, pin, isThirdPartyAd, csr, client_tracking_params, aux_data (ADS-073). */
export function offsiteLink(input: OffsiteLinkInput): string {
  const query = new URLSearchParams({ token: input.token, url: input.url, pin: input.pin });
  if (input.isThirdPartyAd !== undefined) query.set("isThirdPartyAd", String(input.isThirdPartyAd));
  if (input.csr !== undefined) query.set("csr", String(input.csr));
  if (input.clientTrackingParams) query.set("client_tracking_params", input.clientTrackingParams);
  if (input.auxData) query.set("aux_data", input.auxData);
  return `/offsite/?${query}`;
}
