import type { FollowListUser } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { profilePath } from "@corkboard/core/paths";
import { Link } from "wouter";
import { Avatar, closeModal } from "../ui/index.ts";
import { FollowButton } from "./follow-button.tsx";

/**
 * A user row (FOLLOW-019): the avatar and name, linking to the profile /{username}/
 * (FOLLOW-020), their follower count, and a follow button.
 */
export function UserRow({ user }: { user: FollowListUser }) {
  const name = user.full_name.trim() || user.username;
  return (
    <div className="cb-user-row">
      {/* Rows sit in a dialog: going to a profile closes it. */}
      <Link to={profilePath(user.username)} className="cb-person-link" onClick={closeModal}>
        <Avatar user={user} size={48} />
        <span className="cb-person-text">
          <span className="cb-user-row__name">{name}</span>
          <span className="cb-muted">{t("profile.followers", { count: user.follower_count })}</span>
        </span>
      </Link>
      <FollowButton user={user} />
    </div>
  );
}
