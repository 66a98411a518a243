import type { UserSummary } from "@corkboard/core/contract";
import { clipCreatorName } from "@corkboard/core/follows";
import { t } from "@corkboard/core/messages";
import { profilePath } from "@corkboard/core/paths";
import { Link } from "wouter";
import { Avatar } from "../ui/index.ts";

/**
 * Who saved the pin: avatar, name (clipped at 70 characters, FOLLOW-023) and follower count,
 * linking to their profile (IMPL-020), while the creator card with its follow button loads.
 */
export function PinnerCard({ pinner, followerCount }: { pinner: UserSummary; followerCount: number }) {
  return (
    <Link to={profilePath(pinner.username)} className="cb-pinner">
      <Avatar user={pinner} size={48} />
      <span>
        <span className="cb-pinner__name">{clipCreatorName(pinner.full_name.trim() || pinner.username)}</span>
        <span className="cb-muted">{t("pin.followers", { count: followerCount })}</span>
      </span>
    </Link>
  );
}
