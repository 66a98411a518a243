/**
 * What a sponsorship status means (LABEL-004 [DECISION], D-035). The seed gives the label
 * rules by number only; these are the meanings Corkboard gives the numbers, in one place.
 */
export const SPONSORSHIP_STATUS = {
  /** The creator named a business, which has not answered yet: the disclosure shows unnamed. */
  PENDING: 0,
  /** The business approved: the label names it. */
  APPROVED: 1,
  /** The business declined: the server sends no name, so the label stays unnamed (LABEL-004). */
  DECLINED: 2,
  /** The business account is gone (deleted, suspended or deactivated): unnamed. */
  SPONSOR_GONE: 3,
} as const;

/** A sponsorship status number. */
export type SponsorshipStatus = (typeof SPONSORSHIP_STATUS)[keyof typeof SPONSORSHIP_STATUS];

/** The label's words as a catalogue key (and the brand's name when the label names it). */
export type SponsorshipLabel =
  | { key: "labels.paidPartnership" }
  | { key: "labels.paidPartnershipWith"; name: string }
  | null;

/**
 * The paid-partnership label of a pin or creator card (LABEL-001…004): statuses 0 and 3 say
 * "Paid partnership" without a name; 2 says nothing when a brand name is present, and
 * "Paid partnership" without one; any other status names the brand. A status that would
 * name a brand but has none says "Paid partnership" rather than a sentence with a hole.
 */
export function sponsorshipLabel(status: number, brandName: string | null | undefined): SponsorshipLabel {
  const name = brandName?.trim() ?? "";
  if (status === 0 || status === 3) return { key: "labels.paidPartnership" };
  if (status === 2) return name ? null : { key: "labels.paidPartnership" };
  return name ? { key: "labels.paidPartnershipWith", name } : { key: "labels.paidPartnership" };
}

/** Collaborator avatars a label shows at most (LABEL-005). */
export const LABEL_AVATARS_MAX = 3;

/** The collaborators a label names: the first LABEL_AVATARS_MAX (LABEL-005). */
export function labelCollaborators<T>(collaborators: readonly T[]): T[] {
  return collaborators.slice(0, LABEL_AVATARS_MAX);
}
