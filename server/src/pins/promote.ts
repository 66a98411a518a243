import { canQuickPromote } from "@corkboard/core/ads";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { AppContext } from "../platform/context.ts";
import { findPromoteFacts } from "./write-repo.ts";

/**
 * The one "Promote your Pin" flag for a viewer and a pin (PIN-072, PIN-073), computed here
 * with the core rule: signed in, not a business partner (Corkboard has no partner accounts
 * yet, so never one), not suspended, account at least 7 days old, pin site type ≠ 3, the
 * pinner is the viewer, and the viewer's country in config.promoteCountries (default: the
 * ads list, core/src/ads/currencies.ts).
 */
export async function canQuickPromoteFor(
  context: Pick<AppContext, "db" | "config">,
  viewer: Viewer,
  pin: { pinnerId: string; siteType: number },
  nowMs = Date.now(),
): Promise<boolean> {
  const facts = await findPromoteFacts(context.db, viewer.id);
  if (!facts) return false;
  return canQuickPromote(
    {
      signedIn: true,
      isPartner: false,
      suspended: facts.state !== "active",
      adsPolicyBlocked: false,
      accountCreatedAtMs: facts.createdAt.getTime(),
      nowMs,
      pinSiteType: pin.siteType,
      pinnerQuickPromotable: pin.pinnerId === viewer.id,
      country: facts.country,
    },
    context.config.promoteCountries ? { countries: context.config.promoteCountries } : {},
  );
}
