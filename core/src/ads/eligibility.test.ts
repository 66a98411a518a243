import { describe, expect, it } from "vitest";
import { t } from "../messages/index.ts";
import {
  canQuickPromote,
  isAccountOldEnough,
  isQuickPromotableAccount,
  type PromoteFacts,
  promoteEligibleFromMs,
  promoteRefusal,
  stopsQuickPromotePage,
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

  it("PIN-073 a refusal names its reason, the account's own checks before the pin's", () => {
    expect(promoteRefusal(facts())).toBeNull();
    expect(promoteRefusal(facts({ signedIn: false, accountCreatedAtMs: NOW }))).toBe("signed_out");
    expect(promoteRefusal(facts({ suspended: true }))).toBe("account_suspended");
    expect(promoteRefusal(facts({ adsPolicyBlocked: true }))).toBe("ads_policy_blocked");
    // A new business account hears about its age, which every pin shares, before "partner".
    expect(promoteRefusal(facts({ accountCreatedAtMs: NOW - DAY, isPartner: true, pinSiteType: 3 }))).toBe(
      "account_too_new",
    );
    expect(promoteRefusal(facts({ isPartner: true }))).toBe("partner");
    expect(promoteRefusal(facts({ pinSiteType: 3, pinnerQuickPromotable: false }))).toBe("site_type");
    expect(promoteRefusal(facts({ pinnerQuickPromotable: false }))).toBe("pinner");
    expect(promoteRefusal(facts({ country: "JP" }))).toBe("country");
    expect(promoteRefusal(facts({ accountCreatedAtMs: NOW - DAY }), { minAccountAgeDays: 1 })).toBeNull();
  });

  it("PIN-073 an account may promote from its creation plus the threshold", () => {
    const created = NOW - 2 * DAY;
    expect(promoteEligibleFromMs(created)).toBe(NOW + 5 * DAY);
    expect(promoteEligibleFromMs(created, 1)).toBe(NOW - DAY);
    expect(isAccountOldEnough(created, promoteEligibleFromMs(created) - 1)).toBe(false);
    expect(isAccountOldEnough(created, promoteEligibleFromMs(created))).toBe(true);
  });

  it("PIN-073 the quick-promote page stops for the account's own refusals only", () => {
    expect(stopsQuickPromotePage("account_too_new")).toBe(true);
    expect(stopsQuickPromotePage("account_suspended")).toBe(true);
    expect(stopsQuickPromotePage("ads_policy_blocked")).toBe(true);
    for (const reason of [
      "partner",
      "pinner",
      "country",
      "site_type",
      "signed_out",
      null,
      undefined,
    ] as const)
      expect(stopsQuickPromotePage(reason), String(reason)).toBe(false);
  });
});
