import type { CreatorCard as CreatorCardData } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { type ReactNode, useState } from "react";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { usePinCreators } from "./api.ts";
import { CreatorCard } from "./creator-card.tsx";

/**
 * The pin page's creator card (IMPL-020, FOLLOW-022): the pinner with a follow button once
 * the pin's creators are read; until then, or if they cannot be read, `fallback` (the
 * pinner as the pin itself names them), so the card does not jump in.
 */
export function PinCreatorCard({ pinId, fallback }: { pinId: string; fallback: ReactNode }) {
  const creators = usePinCreators(pinId);
  const card = creators.data?.pinner;
  return card ? <CreatorCard card={card} pinId={pinId} /> : fallback;
}

/**
 * Whether the pin-created dialog offers to follow the link domain's official user
 * (FOLLOW-021): only to a signed-in viewer, never the viewer themselves, and not once they
 * follow them.
 */
export function offersOfficialFollow(
  official: CreatorCardData | null | undefined,
): official is CreatorCardData {
  const viewer = getBootstrap().viewer;
  if (!official || !viewer.is_auth) return false;
  if (official.is_viewer || viewer.user?.id === official.id) return false;
  return !official.explicitly_followed_by_me;
}

/** True once `offer` has been true for `key`: a card offered stays while its pin's dialog is open. */
function useOffered(key: string, offer: boolean): boolean {
  const [offeredFor, setOfferedFor] = useState<string | null>(null);
  if (offer && offeredFor !== key) setOfferedFor(key);
  return offer || offeredFor === key;
}

/**
 * The pin-created dialog's follow card (FOLLOW-021, IMPL-002): the official user of the new
 * pin's link domain (linkDomain.officialUser), as a creator card with a follow button.
 * Nothing while the creators load, and nothing when the rule says no. Once followed from
 * here the card stays, reading "Following", so the click is seen to have worked.
 */
export function OfficialUserFollowCard({ pinId }: { pinId: string }) {
  const signedIn = getBootstrap().viewer.is_auth;
  const creators = usePinCreators(pinId);
  const official = creators.data?.link_domain?.official_user;
  const domain = creators.data?.link_domain?.domain;
  const offered = useOffered(pinId, offersOfficialFollow(official));
  if (!signedIn || !official || !domain || !offered) return null;
  return (
    <section className="cb-official-follow" aria-label={t("follows.card.officialTitle", { domain })}>
      <h3 className="cb-official-follow__title">{t("follows.card.officialTitle", { domain })}</h3>
      <CreatorCard card={official} pinId={pinId} />
    </section>
  );
}
