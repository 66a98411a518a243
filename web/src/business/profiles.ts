import { isProfileUsable } from "@corkboard/core/ads";
import type { BusinessAccessProfile, ViewerUser } from "@corkboard/core/contract";

/** Profiles sorted by business name, as people read them (ACCT-015). */
export function sortProfiles(profiles: readonly BusinessAccessProfile[]): BusinessAccessProfile[] {
  return [...profiles].sort((a, b) =>
    a.user.businessName.localeCompare(b.user.businessName, undefined, { sensitivity: "base" }),
  );
}

/** A profile may be used: the viewer meets its MFA requirement or holds OWNER (ACCT-016). */
export function isUsable(profile: BusinessAccessProfile): boolean {
  const owner = profile.permissions.includes("OWNER");
  return isProfileUsable({
    role: owner ? "OWNER" : (profile.permissions[0] ?? "ANALYST"),
    mfaRequired: profile.mfaRequired,
    viewerHasMfa: profile.viewerMeetsMfaRequirement,
  });
}

/** The viewer's own profile: its id is the viewer's, with OWNER (ACCT-012, ACCT-018). */
export function isOwnProfile(profile: BusinessAccessProfile, viewerId: string): boolean {
  return profile.id === viewerId;
}

/** The switcher shows only for a signed-in viewer with a profile besides their own (ACCT-013). */
export function switcherVisible(
  profiles: readonly BusinessAccessProfile[],
  viewerId: string | null,
  authorised: boolean,
): boolean {
  return authorised && viewerId !== null && profiles.some((profile) => !isOwnProfile(profile, viewerId));
}

/** The active profile: the kept one while it is listed and usable, else the viewer's own (ACCT-012, ACCT-016). */
export function activeProfileId(
  profiles: readonly BusinessAccessProfile[],
  viewerId: string,
  keptId: string | null,
): string {
  const kept = profiles.find((profile) => profile.id === keptId);
  return kept && isUsable(kept) ? kept.id : viewerId;
}

/** The viewer is "own" for an id: the owner id or the acting profile's (ACCT-018). */
export function isOwn(id: string, viewerId: string, actingId: string | null): boolean {
  return id === viewerId || (actingId !== null && id === actingId);
}

/** Acting-as data beside the header's fields (ACCT-019). */
export interface ActingAs {
  merchantId: string | null;
  scheduledPinCount: number;
  eligibleForStlTool: boolean;
}

/**
 * The viewer as the header shows them while acting as a profile: name, username and image
 * come from the profile (ACCT-019); the own profile changes nothing.
 */
export function actingAsViewer(
  user: ViewerUser,
  profile: BusinessAccessProfile | null,
): { user: ViewerUser; actingAs: ActingAs | null } {
  if (!profile || profile.id === user.id) return { user, actingAs: null };
  const acting = profile.user;
  return {
    user: {
      ...user,
      username: acting.username,
      full_name: acting.businessName,
      first_name: acting.businessName,
      image_small_url: acting.imgUrl,
      image_medium_url: acting.imgUrl,
    },
    actingAs: {
      merchantId: acting.merchantId,
      scheduledPinCount: acting.scheduledPinCount,
      eligibleForStlTool: acting.eligibleForStlTool,
    },
  };
}
