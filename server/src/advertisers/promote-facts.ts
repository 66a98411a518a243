import type { Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { findBusinessRole } from "./promote-facts-repo.ts";

/**
 * "Quick-promotable" pinner (PIN-073 DECISION): the viewer, the advertiser's own business
 * (when promoting through one), or a business the viewer may write for.
 */
export async function pinnerQuickPromotable(
  db: Executor,
  viewer: Viewer,
  pinnerId: string,
  advertiserOwnerId: string | null,
): Promise<boolean> {
  if (pinnerId === viewer.id || pinnerId === advertiserOwnerId) return true;
  const role = await findBusinessRole(db, pinnerId, viewer.id);
  return role !== null && role !== "ANALYST";
}
