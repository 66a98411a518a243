import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./next-path.ts";

describe("next after /business/convert (ADS-004, ADS-006)", () => {
  it("keeps same-origin paths with their query", () => {
    expect(sameOriginPath("/advertiser/quick_promote?pinId=12")).toBe("/advertiser/quick_promote?pinId=12");
    expect(sameOriginPath("/advertiser/1/billing/#top")).toBe("/advertiser/1/billing/#top");
  });

  it("drops anything that could leave the origin", () => {
    for (const next of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example/",
      "javascript:alert(1)",
      "evil.example",
      "/\tevil",
      "",
      undefined,
    ]) {
      expect(sameOriginPath(next)).toBeNull();
    }
  });
});
