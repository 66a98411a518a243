/**
 * Roles on an advertiser and on a business profile (ACCT-021 DECISION): OWNER, ADMIN and
 * CAMPAIGN_MANAGER may write, ANALYST only reads; the web only tells OWNER from the rest.
 */

/** Roles a member can hold (ACCT-021). */
export const ADVERTISER_ROLES = ["OWNER", "ADMIN", "CAMPAIGN_MANAGER", "ANALYST"] as const;

/** A member's role (ACCT-021). */
export type AdvertiserRole = (typeof ADVERTISER_ROLES)[number];

/** True when the role may create and change campaigns and billing (ACCT-021). */
export function roleCanWrite(role: AdvertiserRole | null | undefined): boolean {
  return role === "OWNER" || role === "ADMIN" || role === "CAMPAIGN_MANAGER";
}

/** True when the role may read the advertiser's campaigns, insights and billing (ACCT-021). */
export function roleCanRead(role: AdvertiserRole | null | undefined): boolean {
  return role != null && (ADVERTISER_ROLES as readonly string[]).includes(role);
}

/**
 * A business profile is usable when the viewer meets its two-factor requirement or holds
 * OWNER on it (ACCT-016).
 */
export function isProfileUsable(input: {
  role: AdvertiserRole;
  mfaRequired: boolean;
  viewerHasMfa: boolean;
}): boolean {
  return input.role === "OWNER" || !input.mfaRequired || input.viewerHasMfa;
}

/** Conversion events a conversion tag can report (ADS-010, ADS-048). */
export const CONVERSION_EVENTS = [
  "PAGE_VISIT",
  "SIGNUP",
  "CHECKOUT",
  "ADD_TO_CART",
  "LEAD",
  "SEARCH",
  "VIEW_CATEGORY",
  "WATCH_VIDEO",
  "CUSTOM",
] as const;

/** A conversion event (ADS-048). */
export type ConversionEvent = (typeof CONVERSION_EVENTS)[number];
