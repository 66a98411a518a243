import { canQuickPromote } from "@corkboard/core/ads";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { accountForPromote, pinnerQuickPromotable, visiblePinForPromote } from "./promote-facts.ts";
import * as repo from "./repo.ts";
import type { PromoteSettings } from "./settings.ts";

/**
 * can_quick_promote for a viewer and a pin (PIN-072 with the PIN-073 definitions), computed
 * once on the server: signed in, not a partner, active, not new, the pin visible and not from
 * site type 3, the pinner quick-promotable, and the viewer's country a promote country.
 */
export async function promoteEligibility(
  db: Executor,
  viewer: Viewer | null,
  pinId: string,
  settings: PromoteSettings,
) {
  const pin = await visiblePinForPromote(db, viewer, pinId);
  const account = viewer ? await accountForPromote(db, viewer.id) : null;
  if (!viewer || !account) return { can_quick_promote: false, is_partner: false, advertiser_id: null };
  const [advertiser] = await repo.listMemberships(db, viewer.id);
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
  return { can_quick_promote: can, is_partner: account.isPartner, advertiser_id: advertiser?.id ?? null };
}
