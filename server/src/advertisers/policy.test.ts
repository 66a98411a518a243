import { ADVERTISER_ROLES } from "@corkboard/core/ads";
import { describe, expect, it } from "vitest";
import { AppError } from "../platform/http/app-error.ts";
import { assertOnAdvertiser, canOnAdvertiser } from "./policy.ts";

describe("advertiser policy (ACCT-021)", () => {
  it("OWNER, ADMIN and CAMPAIGN_MANAGER may read and write", () => {
    for (const role of ["OWNER", "ADMIN", "CAMPAIGN_MANAGER"] as const) {
      expect(canOnAdvertiser(role, "read")).toBe(true);
      expect(canOnAdvertiser(role, "create_campaign")).toBe(true);
      expect(canOnAdvertiser(role, "manage_billing")).toBe(true);
      expect(canOnAdvertiser(role, "manage_conversion_tags")).toBe(true);
    }
  });

  it("ANALYST is read-only", () => {
    expect(canOnAdvertiser("ANALYST", "read")).toBe(true);
    expect(canOnAdvertiser("ANALYST", "create_campaign")).toBe(false);
    expect(canOnAdvertiser("ANALYST", "manage_billing")).toBe(false);
    expect(canOnAdvertiser("ANALYST", "manage_conversion_tags")).toBe(false);
  });

  it("no membership may do nothing, and an unknown action is denied (deny by default)", () => {
    expect(canOnAdvertiser(null, "read")).toBe(false);
    expect(canOnAdvertiser(undefined, "create_campaign")).toBe(false);
    for (const role of ADVERTISER_ROLES) {
      expect(canOnAdvertiser(role, "delete_everything" as never)).toBe(false);
    }
  });

  it("refusals: NOT_FOUND without membership, ADVERTISER_READ_ONLY for an analyst writing", () => {
    const codeOf = (fn: () => void) => {
      try {
        fn();
        return null;
      } catch (error) {
        return error instanceof AppError ? error.code : "other";
      }
    };
    expect(codeOf(() => assertOnAdvertiser(null, "read"))).toBe("NOT_FOUND");
    expect(codeOf(() => assertOnAdvertiser(null, "create_campaign"))).toBe("NOT_FOUND");
    expect(codeOf(() => assertOnAdvertiser("ANALYST", "create_campaign"))).toBe("ADVERTISER_READ_ONLY");
    expect(codeOf(() => assertOnAdvertiser("ANALYST", "read"))).toBeNull();
    expect(codeOf(() => assertOnAdvertiser("CAMPAIGN_MANAGER", "create_campaign"))).toBeNull();
  });
});
