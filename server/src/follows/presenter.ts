import type { CreatorCard, FollowListUser, FollowState, UserSummary } from "@corkboard/core/contract";
import { profilePath } from "@corkboard/core/paths";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { presentUserSummary } from "../platform/images/user-summary.ts";
import type { CreatorRow, FollowPersonRow } from "./follow-repo.ts";

type PersonRow = Pick<FollowPersonRow, "id" | "username" | "fullName" | "avatarColorIndex" | "avatar">;

/** The smallest view of a person. */
export function presentPerson(row: PersonRow, urls: ImageUrls): UserSummary {
  return presentUserSummary(row, row.avatar, urls);
}

/** The viewer's relation to one person (FOLLOW-002). */
export function presentFollowState(userId: string, followerCount: number, followed: boolean): FollowState {
  return {
    user_id: userId,
    explicitly_followed_by_me: followed,
    followed_by_me: followed,
    follower_count: followerCount,
  };
}

/** A row of a followers or following list (FOLLOW-019). */
export function presentFollowListUser(
  row: FollowPersonRow,
  urls: ImageUrls,
  viewerId: string | null,
): FollowListUser {
  return {
    ...presentPerson(row, urls),
    follower_count: row.followerCount,
    explicitly_followed_by_me: row.followedByViewer,
    followed_by_me: row.followedByViewer,
    is_viewer: row.id === viewerId,
  };
}

/**
 * A creator card (FOLLOW-022). Its sponsor fields are a pin's (LABEL-006): empty here, filled
 * for a pin's pinner by `pinCreators`; is_promoted stays false (promotion is the ads' word).
 */
export function presentCreatorCard(row: CreatorRow, urls: ImageUrls, viewerId: string | null): CreatorCard {
  return {
    ...presentPerson(row, urls),
    profile_url: profilePath(row.username),
    follower_count: row.followerCount,
    is_verified_identity: false,
    is_verified_merchant: row.isBusiness && row.verifiedDomain !== null,
    verified_domain: row.verifiedDomain,
    is_promoted: false,
    sponsor_name: null,
    sponsor_username: null,
    sponsorship_status: null,
    explicitly_followed_by_me: row.followedByViewer,
    followed_by_me: row.followedByViewer,
    is_viewer: row.id === viewerId,
  };
}
