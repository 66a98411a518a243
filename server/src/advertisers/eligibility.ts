import { type PromoteRefusal, promoteEligibleFromMs, promoteRefusal } from "@corkboard/core/ads";
import { findVisiblePin } from "../pins/index.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { pinnerQuickPromotable } from "./promote-facts.ts";
import { accountForPromote } from "./promote-facts-repo.ts";
import * as repo from "./repo.ts";
import type { PromoteSettings } from "./settings.ts";

/**
 * The one "Promote your Pin" flag (PIN-072 with the PIN-073 definitions) for a signed-in
 * viewer and a pin they can see: not a partner, active, not new, the pin not from site
 * type 3, the pinner quick-promotable, and the viewer's country a promote country. Saving
 * (the pin-created dialog) and the promote endpoint both ask here. A refusal names its reason,
 * and a new account when it may promote (`eligibleFrom`).
 */
export async function promoteFlag(
  db: Executor,
  viewer: Viewer,
  pin: { pinnerId: string; siteType: number },
  settings: PromoteSettings,
): Promise<{ can: boolean; isPartner: boolean; reason: PromoteRefusal | null; eligibleFrom: Date | null }> {
  // A request's viewer already carries these facts (session hook); others are read.
  const account =
    viewer.user && viewer.accountCreatedAt
      ? {
          state: "active" as const,
          createdAt: viewer.accountCreatedAt,
          country: viewer.user.country,
          isPartner: viewer.user.is_partner,
        }
      : await accountForPromote(db, viewer.id);
  if (!account) return { can: false, isPartner: false, reason: "signed_out", eligibleFrom: null };
  const createdAtMs = account.createdAt.getTime();
  const reason = promoteRefusal(
    {
      signedIn: true,
      isPartner: account.isPartner,
      suspended: account.state !== "active",
      adsPolicyBlocked: false,
      accountCreatedAtMs: createdAtMs,
      nowMs: settings.now(),
      pinSiteType: pin.siteType,
      pinnerQuickPromotable: await pinnerQuickPromotable(db, viewer, pin.pinnerId, null),
      country: account.country,
    },
    { minAccountAgeDays: settings.minAccountAgeDays, countries: settings.countries },
  );
  const eligibleFrom =
    reason === "account_too_new"
      ? new Date(promoteEligibleFromMs(createdAtMs, settings.minAccountAgeDays))
      : null;
  return { can: reason === null, isPartner: account.isPartner, reason, eligibleFrom };
}

/** can_quick_promote for a viewer (or nobody) and a pin id, with the viewer's advertiser and why not. */
export async function promoteEligibility(
  db: Executor,
  viewer: Viewer | null,
  pinId: string,
  settings: PromoteSettings,
) {
  const pin = await findVisiblePin(db, viewer, pinId);
  if (!viewer) {
    return {
      can_quick_promote: false,
      is_partner: false,
      advertiser_id: null,
      reason: "signed_out" as const,
      eligible_from: null,
    };
  }
  const flag = await promoteFlag(db, viewer, pin, settings);
  const [advertiser] = await repo.listMemberships(db, viewer.id);
  return {
    can_quick_promote: flag.can,
    is_partner: flag.isPartner,
    advertiser_id: advertiser?.id ?? null,
    reason: flag.reason,
    eligible_from: flag.eligibleFrom?.toISOString() ?? null,
  };
}
