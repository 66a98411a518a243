import { and, eq } from "drizzle-orm";
import { canViewPinOnBoard } from "../boards/policy.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { boards, businessAccess, businessProfiles, pins, users } from "../platform/db/schema/index.ts";
import { notFound } from "../platform/http/app-error.ts";

/** The facts the promote checks are computed from (PIN-072, PIN-073), read from the database. */

/** A pin the viewer may see, with its pinner and site type; NOT_FOUND otherwise (D-006). */
export async function visiblePinForPromote(db: Executor, viewer: Viewer | null, pinId: string) {
  const [row] = await db
    .select({
      pinnerId: pins.pinnerId,
      siteType: pins.siteType,
      ownerId: boards.ownerId,
      privacy: boards.privacy,
    })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(eq(pins.id, pinId))
    .limit(1);
  if (!row || !canViewPinOnBoard(viewer, { ownerId: row.ownerId, privacy: row.privacy }))
    throw notFound("Pin");
  return row;
}

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
