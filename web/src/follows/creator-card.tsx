import type { CreatorCard as CreatorCardData } from "@corkboard/core/contract";
import { clipCreatorName } from "@corkboard/core/follows";
import { t } from "@corkboard/core/messages";
import { Link } from "wouter";
import { sponsorshipText } from "../labels/index.ts";
import { Avatar } from "../ui/index.ts";
import { FollowButton, type FollowButtonVariant } from "./follow-button.tsx";

/** The name a card shows: the full name, else the username, clipped at 70 characters (FOLLOW-023). */
export function creatorCardName(card: Pick<CreatorCardData, "full_name" | "username">): string {
  return clipCreatorName(card.full_name.trim() || card.username);
}

/**
 * A creator card (FOLLOW-022): the avatar (imageUrl), the name clipped at 70 characters
 * (FOLLOW-023) and a verified-merchant mark, linking to profileUrl (/{username}/,
 * FOLLOW-020); the follower count; and a follow button. Identity verification and
 * sponsorship are not modelled (D-031): isVerifiedIdentity and isPromoted are always false,
 * so no mark or sponsor line shows for them.
 */
export function CreatorCard({
  card,
  pinId,
  variant = "primary",
}: {
  card: CreatorCardData;
  pinId?: string | undefined;
  variant?: FollowButtonVariant | undefined;
}) {
  const name = creatorCardName(card);
  const clipped = name !== (card.full_name.trim() || card.username);
  // LABEL-006: the card's sponsorship follows the pin label's rules.
  const sponsor = sponsorshipText(card.sponsorship_status, card.sponsor_name);
  return (
    <div className="cb-creator-card" data-testid="creator-card">
      <Link to={card.profile_url} className="cb-person-link">
        <Avatar user={card} size={48} />
        <span className="cb-person-text">
          <span className="cb-creator-card__name" title={clipped ? card.full_name : undefined}>
            {name}
            {card.is_verified_merchant ? (
              <span className="cb-creator-card__badge">{t("follows.card.verifiedMerchant")}</span>
            ) : null}
          </span>
          <span className="cb-muted">{t("pin.followers", { count: card.follower_count })}</span>
          {sponsor ? <span className="cb-creator-card__sponsor">{sponsor}</span> : null}
        </span>
      </Link>
      <FollowButton user={card} pinId={pinId} variant={variant} />
    </div>
  );
}
