import { describe, expect, it } from "vitest";
import {
  LABEL_AVATARS_MAX,
  labelCollaborators,
  SPONSORSHIP_STATUS,
  sponsorshipLabel,
} from "./sponsorship.ts";

describe("sponsorship label", () => {
  it("LABEL-001: statuses 0 and 3 say 'Paid partnership' without the brand's name", () => {
    expect(sponsorshipLabel(0, "Acme")).toEqual({ key: "labels.paidPartnership" });
    expect(sponsorshipLabel(3, "Acme")).toEqual({ key: "labels.paidPartnership" });
    expect(sponsorshipLabel(0, null)).toEqual({ key: "labels.paidPartnership" });
  });

  it("LABEL-002: status 2 with a brand name shows no text", () => {
    expect(sponsorshipLabel(2, "Acme")).toBeNull();
  });

  it("LABEL-003: any other status names the brand", () => {
    expect(sponsorshipLabel(1, "Acme")).toEqual({ key: "labels.paidPartnershipWith", name: "Acme" });
    expect(sponsorshipLabel(7, "  Acme ")).toEqual({ key: "labels.paidPartnershipWith", name: "Acme" });
  });

  it("LABEL-004: status 2 without a brand name says 'Paid partnership'; the statuses are one named enum", () => {
    expect(sponsorshipLabel(2, null)).toEqual({ key: "labels.paidPartnership" });
    expect(sponsorshipLabel(2, " ")).toEqual({ key: "labels.paidPartnership" });
    expect(SPONSORSHIP_STATUS).toEqual({ PENDING: 0, APPROVED: 1, DECLINED: 2, SPONSOR_GONE: 3 });
    // A status that would name a brand but has none never leaves a hole in the sentence.
    expect(sponsorshipLabel(1, null)).toEqual({ key: "labels.paidPartnership" });
  });

  it("LABEL-005: a label names at most 3 collaborators, in order", () => {
    expect(LABEL_AVATARS_MAX).toBe(3);
    expect(labelCollaborators(["a", "b", "c", "d", "e"])).toEqual(["a", "b", "c"]);
    expect(labelCollaborators(["a"])).toEqual(["a"]);
  });
});
