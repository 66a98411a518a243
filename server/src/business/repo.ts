import type { AdvertiserRole } from "@corkboard/core/ads";
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import {
  advertiserMembers,
  advertisers,
  businessAccess,
  businessProfiles,
  images,
  users,
} from "../platform/db/schema/index.ts";

/** Queries of business accounts, profiles and access (IMPL-017, ACCT-009…021). */

/** What the business rules need to know of a person. */
export async function findUserFacts(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      country: users.country,
      twoFactorEnabled: users.twoFactorEnabled,
      state: users.state,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The business profile of an account, or null for a personal account. */
export async function findBusinessProfile(db: Executor, userId: string) {
  const [row] = await db.select().from(businessProfiles).where(eq(businessProfiles.userId, userId)).limit(1);
  return row ?? null;
}

/** Makes an account a business account (ADS-006). */
export async function insertBusinessProfile(
  db: Executor,
  values: { userId: string; businessName: string; websiteUrl: string | null },
) {
  await db.insert(businessProfiles).values(values).onConflictDoNothing();
}

/** A credential-less account that only its members act as (IMPL-017 /business/create). */
export async function insertBusinessUser(
  db: Executor,
  values: { username: string; fullName: string; country: string },
): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error("insert of the business account returned nothing");
  return row.id;
}

/** Grants a member a role on a business profile (ACCT-009). */
export async function grantBusinessAccess(
  db: Executor,
  values: { businessUserId: string; memberUserId: string; role: AdvertiserRole; mfaRequired?: boolean },
) {
  await db.insert(businessAccess).values(values).onConflictDoNothing();
}

/** The first advertiser of a business account on which `memberId` is a member, or null. */
export async function findOwnedAdvertiser(db: Executor, ownerUserId: string, memberId: string) {
  const [row] = await db
    .select({ id: advertisers.id })
    .from(advertisers)
    .innerJoin(
      advertiserMembers,
      and(eq(advertiserMembers.advertiserId, advertisers.id), eq(advertiserMembers.userId, memberId)),
    )
    .where(eq(advertisers.ownerUserId, ownerUserId))
    .orderBy(asc(advertisers.createdAt), asc(advertisers.id))
    .limit(1);
  return row ?? null;
}

/** Creates an advertiser with `memberId` as its OWNER (IMPL-017). */
export async function insertAdvertiser(
  db: Executor,
  values: { ownerUserId: string; name: string; country: string; currency: string },
  memberId: string,
): Promise<string> {
  const [row] = await db.insert(advertisers).values(values).returning({ id: advertisers.id });
  if (!row) throw new Error("insert of the advertiser returned nothing");
  await db.insert(advertiserMembers).values({ advertiserId: row.id, userId: memberId, role: "OWNER" });
  return row.id;
}

/** A business account as a profile shows it: its user, business fields and avatar. */
const profileColumns = {
  userId: users.id,
  username: users.username,
  fullName: users.fullName,
  imageUrl: users.imageUrl,
  avatar: { storageKey: images.storageKey, width: images.width, height: images.height },
  businessName: businessProfiles.businessName,
  merchantId: businessProfiles.merchantId,
  eligibleForStlTool: businessProfiles.eligibleForStlTool,
};

/** The viewer's own account as a profile (its business fields null when personal). */
export async function findOwnProfileRow(db: Executor, userId: string) {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .leftJoin(businessProfiles, eq(businessProfiles.userId, users.id))
    .leftJoin(images, eq(images.id, users.avatarImageId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Every business profile the member has access to, with the role and MFA requirement. */
export async function findAccessibleProfileRows(db: Executor, memberId: string) {
  return db
    .select({ ...profileColumns, role: businessAccess.role, mfaRequired: businessAccess.mfaRequired })
    .from(businessAccess)
    .innerJoin(users, eq(users.id, businessAccess.businessUserId))
    .innerJoin(businessProfiles, eq(businessProfiles.userId, businessAccess.businessUserId))
    .leftJoin(images, eq(images.id, users.avatarImageId))
    .where(eq(businessAccess.memberUserId, memberId));
}

/** A profile row as the presenter takes it. */
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findOwnProfileRow>>>;
