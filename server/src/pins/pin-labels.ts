import type { PinSponsorship, SensitivityNotice, UserSummary } from "@corkboard/core/contract";
import { labelCollaborators, SPONSORSHIP_STATUS } from "@corkboard/core/labels";
import type { ImageRef, ImageUrls } from "../platform/images/image-urls.ts";
import { presentUserSummary, type SummaryPerson } from "../platform/images/user-summary.ts";

// The labels every pin view carries (D-035): its paid partnership, affiliate-link
// disclosure and sensitivity notice, from the columns `selectPinRows` reads, to their wire
// shape. The writes and the operator's tools live in server/src/labels.

/** A pin's disclosures as `selectPinRows` reads them (JSON of one correlated subquery). */
export interface DisclosureJson {
  sponsorshipStatus: number | null;
  affiliateLink: boolean;
  sponsor: (SummaryPerson & { state: string; businessName: string | null; avatar: ImageRef | null }) | null;
}

/** A sensitive pin's advisory as `selectPinRows` reads it. */
export interface SensitivityJson {
  advisory: string;
  severity: number;
  notices: SensitivityNotice["notices"];
}

/** The label fields of a pin row. */
export interface PinLabelRow {
  disclosure: DisclosureJson | null;
  sensitivity: SensitivityJson | null;
}

const GONE_STATES = new Set(["suspended", "deactivated"]);

/**
 * The paid partnership as the label reads it (LABEL-001…005): a business that is gone makes
 * it SPONSOR_GONE; only an approved one is named (its business name), with the collaborators the label shows
 * (the business, then the creator; at most 3).
 */
export function presentSponsorship(
  row: PinLabelRow,
  pinner: UserSummary,
  urls: ImageUrls,
): PinSponsorship | null {
  const status = row.disclosure?.sponsorshipStatus;
  if (status === null || status === undefined) return null;
  const sponsor = row.disclosure?.sponsor ?? null;
  const business = sponsor && !GONE_STATES.has(sponsor.state) ? sponsor : null;
  if (business === null) {
    return {
      status: SPONSORSHIP_STATUS.SPONSOR_GONE,
      sponsor_name: null,
      sponsor_username: null,
      collaborators: [],
    };
  }
  if (status !== SPONSORSHIP_STATUS.APPROVED) {
    return { status, sponsor_name: null, sponsor_username: null, collaborators: [] };
  }
  const summary = presentUserSummary(business, business.avatar, urls);
  return {
    status,
    sponsor_name: business.businessName?.trim() || business.fullName.trim() || business.username,
    sponsor_username: business.username,
    collaborators: labelCollaborators([summary, pinner]),
  };
}

/** The notice covering a sensitive pin (LABEL-011), as the operator stored it. */
export function presentSensitivity(row: PinLabelRow): SensitivityNotice | null {
  return row.sensitivity;
}
