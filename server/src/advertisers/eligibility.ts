import { canQuickPromote } from "@corkboard/core/ads";
import { findVisiblePin } from "../pins/index.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { accountForPromote, pinnerQuickPromotable } from "./promote-facts.ts";
import * as repo from "./repo.ts";
import type { PromoteSettings } from "./settings.ts";

/**
 * The one "Promote your Pin" flag (PIN-072 with the PIN-073 definitions) for a signed-in
 * viewer and a pin they can see: not a partner, active, not new, the pin not from site
 * type 3, the pinner quick-promotable, and the viewer's country a promote country. Saving
 * (the pin-created dialog) and the promote endpoint both ask here.
 */
export async function promoteFlag(
  db: Executor,
  viewer: Viewer,
  pin: { pinnerId: string; siteType: number },
  settings: PromoteSettings,
): Promise<{ can: boolean; isPartner: boolean }> {
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
  if (!account) return { can: false, isPartner: false };
  const can = canQuickPromote(
    {
      signedIn: true,
      isPartner: account.isPartner,
      suspended: account.state !== "active",
      adsPolicyBlocked: false,
      accountCreatedAtMs: account.createdAt.getTime(),
      nowMs: settings.now(),
      pinSiteType: pin.siteType,
      pinnerQuickPromotable: await pinnerQuickPromotable(db, viewer, pin.pinnerId, null),
      country: account.country,
    },
    { minAccountAgeDays: settings.minAccountAgeDays, countries: settings.countries },
  );
  return { can, isPartner: account.isPartner };
}

/** can_quick_promote for a viewer (or nobody) and a pin id, with the viewer's advertiser. */
export async function promoteEligibility(
  db: Executor,
  viewer: Viewer | null,
  pinId: string,
  settings: PromoteSettings,
) {
  const pin = await findVisiblePin(db, viewer, pinId);
  if (!viewer) return { can_quick_promote: false, is_partner: false, advertiser_id: null };
  const flag = await promoteFlag(db, viewer, pin, settings);
  const [advertiser] = await repo.listMemberships(db, viewer.id);
  return { can_quick_promote: flag.can, is_partner: flag.isPartner, advertiser_id: advertiser?.id ?? null };
}
