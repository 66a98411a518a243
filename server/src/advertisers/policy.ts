import { type AdvertiserRole, roleCanRead, roleCanWrite } from "@corkboard/core/ads";
import { AppError, notFound } from "../platform/http/app-error.ts";

/**
 * The one access policy of the advertiser area (ACCT-021 DECISION): every advertiser call
 * asks it with the viewer's membership. Deny by default: no membership means the advertiser
 * does not exist for the viewer (NOT_FOUND, never FORBIDDEN, so ids cannot be probed);
 * ANALYST reads only; OWNER, ADMIN and CAMPAIGN_MANAGER may write.
 */

/** What an advertiser call wants to do. */
export type AdvertiserAction =
  | "read" // campaigns, insights, billing, conversion tags
  | "create_campaign"
  | "manage_conversion_tags"
  | "manage_billing";

const WRITE_ACTIONS: ReadonlySet<AdvertiserAction> = new Set([
  "create_campaign",
  "manage_conversion_tags",
  "manage_billing",
]);

/** True when a member with `role` may do `action`; null role (no membership) may do nothing. */
export function canOnAdvertiser(role: AdvertiserRole | null | undefined, action: AdvertiserAction): boolean {
  if (action === "read") return roleCanRead(role);
  if (WRITE_ACTIONS.has(action)) return roleCanWrite(role);
  return false;
}

/**
 * Throws unless `role` allows `action`: NOT_FOUND without membership, ADVERTISER_READ_ONLY
 * for a member whose role cannot write.
 */
export function assertOnAdvertiser(role: AdvertiserRole | null | undefined, action: AdvertiserAction): void {
  if (canOnAdvertiser(role, action)) return;
  if (!roleCanRead(role)) throw notFound("Advertiser");
  throw new AppError("ADVERTISER_READ_ONLY", "Your role on this ad account can only view it");
}
