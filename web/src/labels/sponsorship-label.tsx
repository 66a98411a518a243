import type { PinSponsorship } from "@corkboard/core/contract";
import { labelCollaborators, sponsorshipLabel } from "@corkboard/core/labels";
import { t } from "@corkboard/core/messages";
import { Avatar } from "../ui/index.ts";

/** The label's words for a status and brand name (LABEL-001…004), or null when it says nothing. */
export function sponsorshipText(status: number | null, brandName: string | null): string | null {
  if (status === null) return null;
  const label = sponsorshipLabel(status, brandName);
  if (label === null) return null;
  return label.key === "labels.paidPartnershipWith" ? t(label.key, { name: label.name }) : t(label.key);
}

/**
 * A pin's paid-partnership label (LABEL-001…005): the seed's words, and up to 3 collaborator
 * avatars (the business, then the creator) named in it.
 */
export function SponsorshipLabel({ sponsorship }: { sponsorship: PinSponsorship | null }) {
  if (!sponsorship) return null;
  const text = sponsorshipText(sponsorship.status, sponsorship.sponsor_name);
  if (text === null) return null;
  const people = labelCollaborators(sponsorship.collaborators);
  return (
    <div className="cb-sponsorship-label" data-testid="sponsorship-label">
      {people.length > 0 ? (
        <ul className="cb-sponsorship-label__avatars" aria-label={t("labels.collaborators")}>
          {people.map((person) => (
            <li key={person.id}>
              <Avatar user={person} size={24} />
            </li>
          ))}
        </ul>
      ) : null}
      <span className="cb-sponsorship-label__text">{text}</span>
    </div>
  );
}

/** The affiliate-link disclosure beside a pin's link (LABEL-007). */
export function AffiliateDisclosure({ affiliate }: { affiliate: boolean }) {
  return affiliate ? (
    <span className="cb-affiliate-disclosure" data-testid="affiliate-disclosure">
      {t("labels.affiliateLink")}
    </span>
  ) : null;
}
