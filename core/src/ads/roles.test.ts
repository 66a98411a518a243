import { describe, expect, it } from "vitest";
import { fillPath } from "../contract/endpoint.ts";
import { errorHttpStatus } from "../contract/errors.ts";
import { t } from "../messages/index.ts";
import { AD_ERROR_CODES, AD_ERROR_MESSAGE_KEYS } from "./codes.ts";
import { isProfileUsable, roleCanRead, roleCanWrite } from "./roles.ts";

describe("roles and business profiles (ACCT-016, ACCT-021)", () => {
  it("OWNER, ADMIN and CAMPAIGN_MANAGER write; ANALYST only reads; no role does nothing", () => {
    expect(["OWNER", "ADMIN", "CAMPAIGN_MANAGER"].every((role) => roleCanWrite(role as "OWNER"))).toBe(true);
    expect(roleCanWrite("ANALYST")).toBe(false);
    expect(roleCanRead("ANALYST")).toBe(true);
    expect(roleCanRead(null)).toBe(false);
    expect(roleCanWrite(undefined)).toBe(false);
  });

  it("a profile is usable with its MFA requirement met or as OWNER (ACCT-016)", () => {
    expect(isProfileUsable({ role: "ADMIN", mfaRequired: true, viewerHasMfa: false })).toBe(false);
    expect(isProfileUsable({ role: "ADMIN", mfaRequired: true, viewerHasMfa: true })).toBe(true);
    expect(isProfileUsable({ role: "ANALYST", mfaRequired: false, viewerHasMfa: false })).toBe(true);
    expect(isProfileUsable({ role: "OWNER", mfaRequired: true, viewerHasMfa: false })).toBe(true);
  });
});

describe("advertiser error codes (ADS-043)", () => {
  it("every code has an HTTP status in the contract and a catalogue message", () => {
    for (const code of AD_ERROR_CODES) {
      expect(errorHttpStatus[code]).toBeGreaterThanOrEqual(400);
      expect(t(AD_ERROR_MESSAGE_KEYS[code], { amount: "$3.00" })).not.toBe(AD_ERROR_MESSAGE_KEYS[code]);
    }
    expect(t(AD_ERROR_MESSAGE_KEYS.BUDGET_BELOW_MINIMUM, { amount: "$3.00" })).toBe(
      "Minimum daily budget is $3.00",
    );
  });

  it("contract paths are filled with encoded ids, and a missing one is an error", () => {
    expect(
      fillPath("/ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/", {
        advertiserId: "1",
        pinId: "2",
      }),
    ).toBe("/ads/v4/advertisers/1/pins/2/quick_promote/");
    expect(() => fillPath("/ads/v4/advertisers/{advertiserId}/", {})).toThrow(/advertiserId/);
  });
});
