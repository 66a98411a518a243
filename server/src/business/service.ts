import { currencyForCountry, normalizeAdCountry } from "@corkboard/core/ads";
import type { BusinessAccessProfile, BusinessAccountResult } from "@corkboard/core/contract";
import { adError } from "../advertisers/index.ts";
import { pickUsername } from "../platform/auth/accounts.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import { type Database, type Executor, isUniqueViolation } from "../platform/db/index.ts";
import { AppError, notFound } from "../platform/http/app-error.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { sameOriginPath } from "./next-path.ts";
import { presentProfile, sortProfiles } from "./presenter.ts";
import * as repo from "./repo.ts";

/** What /business/create and /business/convert take (contract/ads.ts). */
export interface BusinessInput {
  business_name?: string | undefined;
  country?: string | undefined;
  website_url?: string | undefined;
  next?: string | undefined;
}

async function viewerFacts(db: Executor, viewer: Viewer) {
  const facts = await repo.findUserFacts(db, viewer.id);
  if (facts?.state !== "active") throw new AppError("UNAUTHORIZED", "Log in to continue.");
  return facts;
}

function result(businessId: string, advertiserId: string, next: string | undefined, created: boolean) {
  const path = sameOriginPath(next) ?? `/advertiser/${advertiserId}/`;
  return { business_id: businessId, advertiser_id: advertiserId, next: path, created };
}

function websiteOrNull(url: string | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  try {
    const parsed = new URL(value);
    if (parsed.protocol === "http:" || parsed.protocol === "https:") return parsed.toString();
  } catch {}
  throw adError("DESTINATION_URL_INVALID", { field: "website_url" });
}

/**
 * /business/convert (ADS-006 DECISION): the viewer's own account becomes a business account
 * and gets an advertiser in its country's currency (ADS-041, ADS-042) if it has none; an
 * account that is already both is sent straight on to `next`.
 */
export async function convertToBusiness(
  db: Database,
  viewer: Viewer,
  input: BusinessInput,
): Promise<BusinessAccountResult> {
  const facts = await viewerFacts(db, viewer);
  const website = websiteOrNull(input.website_url);
  const [profile, advertiser] = await Promise.all([
    repo.findBusinessProfile(db, viewer.id),
    repo.findOwnedAdvertiser(db, viewer.id, viewer.id),
  ]);
  if (profile && advertiser) return result(viewer.id, advertiser.id, input.next, false);
  const businessName =
    input.business_name?.trim() || profile?.businessName || facts.fullName || facts.username;
  const advertiserId = await db.transaction(async (tx) => {
    if (!profile)
      await repo.insertBusinessProfile(tx, { userId: viewer.id, businessName, websiteUrl: website });
    if (advertiser) return advertiser.id;
    const country = normalizeAdCountry(input.country ?? facts.country);
    return repo.insertAdvertiser(
      tx,
      { ownerUserId: viewer.id, name: businessName, country, currency: currencyForCountry(country) },
      viewer.id,
    );
  });
  return result(viewer.id, advertiserId, input.next, true);
}

/** Two creates racing for the same picked username: the loser picks again (never a 500). */
async function withUsernameRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * /business/create (IMPL-017): a new business account linked to the viewer, who holds
 * OWNER on it and on its new advertiser. The account has no password of its own: people
 * act as it through business access (ACCT-009).
 */
export async function createBusiness(
  db: Database,
  viewer: Viewer,
  input: BusinessInput & { business_name: string },
): Promise<BusinessAccountResult> {
  const facts = await viewerFacts(db, viewer);
  const website = websiteOrNull(input.website_url);
  const businessName = input.business_name.trim();
  const country = normalizeAdCountry(input.country ?? facts.country);
  const ids = await withUsernameRetries(async () => {
    const username = await pickUsername(db, `${businessName.replace(/\s+/g, "_")}@business.invalid`);
    return db.transaction(async (tx) => {
      const businessId = await repo.insertBusinessUser(tx, { username, fullName: businessName, country });
      await repo.insertBusinessProfile(tx, { userId: businessId, businessName, websiteUrl: website });
      await repo.grantBusinessAccess(tx, {
        businessUserId: businessId,
        memberUserId: viewer.id,
        role: "OWNER",
      });
      const advertiserId = await repo.insertAdvertiser(
        tx,
        { ownerUserId: businessId, name: businessName, country, currency: currencyForCountry(country) },
        viewer.id,
      );
      return { businessId, advertiserId };
    });
  });
  return result(ids.businessId, ids.advertiserId, input.next, true);
}

/**
 * The viewer's profiles (ACCT-010…016): their own (OWNER, always usable) and every business
 * they may act as, with whether they meet its two-factor requirement; sorted by business
 * name (ACCT-015).
 */
export async function listProfiles(
  db: Executor,
  viewer: Viewer,
  urls: ImageUrls,
): Promise<BusinessAccessProfile[]> {
  const facts = await viewerFacts(db, viewer);
  const [own, others] = await Promise.all([
    repo.findOwnProfileRow(db, viewer.id),
    repo.findAccessibleProfileRows(db, viewer.id),
  ]);
  const viewerHasMfa = facts.twoFactorEnabled;
  const profiles = others
    .filter((row) => row.userId !== viewer.id)
    .map((row) =>
      presentProfile(row, { role: row.role, mfaRequired: row.mfaRequired, isOwn: false, viewerHasMfa }, urls),
    );
  if (own)
    profiles.push(
      presentProfile(own, { role: "OWNER", mfaRequired: false, isOwn: true, viewerHasMfa }, urls),
    );
  return sortProfiles(profiles);
}

/**
 * Switching to a profile (ACCT-016): a profile the viewer has no access to is NOT_FOUND; one
 * whose two-factor requirement the viewer does not meet, without OWNER, is refused with
 * BUSINESS_MFA_REQUIRED. The same check guards every acting-as call (assertMayActAs).
 */
export async function switchProfile(
  db: Executor,
  viewer: Viewer,
  profileId: string,
  urls: ImageUrls,
): Promise<BusinessAccessProfile> {
  const profile = (await listProfiles(db, viewer, urls)).find((candidate) => candidate.id === profileId);
  if (!profile) throw notFound("Business profile");
  if (!profile.usable) {
    throw adError("BUSINESS_MFA_REQUIRED");
  }
  return profile;
}

/** Throws unless the viewer may act as `subjectId` (ACCT-016, ACCT-020); the own id always passes. */
export async function assertMayActAs(db: Executor, viewer: Viewer, subjectId: string, urls: ImageUrls) {
  if (subjectId === viewer.id) return;
  await switchProfile(db, viewer, subjectId, urls);
}

/**
 * Who a board or section call acts as (ACCT-020): the signed-in person, or the business
 * profile named by orbac_subject_id once they may act as it (the switch's own check,
 * ACCT-016: not one of theirs is NOT_FOUND, one that needs two-factor first is refused).
 * Board rules then apply to the profile, as if it had signed in.
 */
export async function actingViewer(
  db: Executor,
  viewer: Viewer,
  subjectId: string | undefined,
  urls: ImageUrls,
): Promise<Viewer> {
  if (subjectId === undefined || subjectId === viewer.id) return viewer;
  await assertMayActAs(db, viewer, subjectId, urls);
  return { id: subjectId };
}

/** True when the account is a business (partner) account (ACCT-009, PIN-072). */
export async function isPartnerAccount(db: Executor, userId: string): Promise<boolean> {
  return (await repo.findBusinessProfile(db, userId)) !== null;
}
