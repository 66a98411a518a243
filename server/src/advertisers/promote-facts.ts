import { and, eq } from "drizzle-orm";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { businessAccess, businessProfiles, users } from "../platform/db/schema/index.ts";

/** The facts the promote checks are computed from (PIN-072, PIN-073), read from the database. */

/** The viewer's account state, age, country and partner status. */
export async function accountForPromote(db: Executor, userId: string) {
  const [row] = await db
    .select({
      state: users.state,
      createdAt: users.createdAt,
      country: users.country,
      businessUserId: businessProfiles.userId,
    })
    .from(users)
    .leftJoin(businessProfiles, eq(businessProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { ...row, isPartner: row.businessUserId !== null } : null;
}

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
  const [access] = await db
    .select({ role: businessAccess.role })
    .from(businessAccess)
    .where(and(eq(businessAccess.businessUserId, pinnerId), eq(businessAccess.memberUserId, viewer.id)))
    .limit(1);
  return access !== undefined && access.role !== "ANALYST";
}
