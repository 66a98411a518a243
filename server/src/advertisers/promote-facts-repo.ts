import { and, eq } from "drizzle-orm";
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

/** The role `memberUserId` holds for the business `businessUserId`; null when none. */
export async function findBusinessRole(db: Executor, businessUserId: string, memberUserId: string) {
  const [access] = await db
    .select({ role: businessAccess.role })
    .from(businessAccess)
    .where(
      and(eq(businessAccess.businessUserId, businessUserId), eq(businessAccess.memberUserId, memberUserId)),
    )
    .limit(1);
  return access?.role ?? null;
}
