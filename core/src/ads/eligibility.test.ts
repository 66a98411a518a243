import { describe, expect, it } from "vitest";
import { t } from "../messages/index.ts";
import {
  canQuickPromote,
  isAccountOldEnough,
  isQuickPromotableAccount,
  type PromoteFacts,
} from "./eligibility.ts";

const NOW = Date.UTC(2026, 5, 15);
const DAY = 86_400_000;
const facts = (over: Partial<PromoteFacts> = {}): PromoteFacts => ({
  signedIn: true,
  isPartner: false,
  suspended: false,
  adsPolicyBlocked: false,
  accountCreatedAtMs: NOW - 30 * DAY,
  nowMs: NOW,
  pinSiteType: 0,
  pinnerQuickPromotable: true,
  country: "US",
  ...over,
});

describe("promote eligibility", () => {
  it("PIN-072 promote shows only when every condition holds", () => {
    expect(canQuickPromote(facts())).toBe(true);
    expect(canQuickPromote(facts({ signedIn: false }))).toBe(false);
    expect(canQuickPromote(facts({ isPartner: true }))).toBe(false);
    expect(canQuickPromote(facts({ pinSiteType: 3 }))).toBe(false);
    expect(canQuickPromote(facts({ pinSiteType: 6 }))).toBe(true);
    expect(canQuickPromote(facts({ pinnerQuickPromotable: false }))).toBe(false);
    expect(canQuickPromote(facts({ country: "JP" }))).toBe(false);
    expect(canQuickPromote(facts({ country: "JP" }), { countries: ["JP"] })).toBe(true);
    expect(t("ads.promoteYourPin")).toBe("Promote your Pin");
  });

  it("PIN-073 the other check is suspension or an ads policy block; new = younger than 7 days", () => {
    expect(canQuickPromote(facts({ suspended: true }))).toBe(false);
    expect(canQuickPromote(facts({ adsPolicyBlocked: true }))).toBe(false);
    expect(canQuickPromote(facts({ accountCreatedAtMs: NOW - 7 * DAY + 1 }))).toBe(false);
    expect(canQuickPromote(facts({ accountCreatedAtMs: NOW - 7 * DAY }))).toBe(true);
    expect(isAccountOldEnough(NOW - 2 * DAY, NOW, 1)).toBe(true);
    expect(isQuickPromotableAccount(facts({ isPartner: true, country: "JP" }))).toBe(true);
    expect(isQuickPromotableAccount(facts({ pinnerQuickPromotable: false }))).toBe(false);
  });
});
