import { type AdvertiserRole, isProfileUsable } from "@corkboard/core/ads";
import type { BusinessAccessProfile } from "@corkboard/core/contract";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import type { ProfileRow } from "./repo.ts";

/**
 * A business access profile (ACCT-011). There are no scheduled pins in Corkboard yet, so
 * scheduledPinCount is honestly 0.
 */
export function presentProfile(
  row: ProfileRow,
  access: { role: AdvertiserRole; mfaRequired: boolean; isOwn: boolean; viewerHasMfa: boolean },
  urls: ImageUrls,
): BusinessAccessProfile {
  const viewerMeetsMfaRequirement = !access.mfaRequired || access.viewerHasMfa;
  return {
    id: row.userId,
    permissions: [access.role],
    user: {
      username: row.username,
      businessName: row.businessName ?? row.fullName,
      imgUrl: row.avatar ? urls.avatar(row.avatar) : row.imageUrl,
      merchantId: row.merchantId,
      scheduledPinCount: 0,
      eligibleForStlTool: row.eligibleForStlTool ?? false,
    },
    viewerMeetsMfaRequirement,
    mfaRequired: access.mfaRequired,
    usable: isProfileUsable({ ...access }),
    isOwn: access.isOwn,
  };
}

/** Profiles sorted by business name (ACCT-015), case- and accent-insensitively, then by id. */
export function sortProfiles(profiles: BusinessAccessProfile[]): BusinessAccessProfile[] {
  const collator = new Intl.Collator("en", { sensitivity: "base" });
  return profiles.sort(
    (a, b) => collator.compare(a.user.businessName, b.user.businessName) || a.id.localeCompare(b.id),
  );
}
