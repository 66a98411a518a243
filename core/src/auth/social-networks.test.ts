import { describe, expect, it } from "vitest";
import { offeredSocialNetworks } from "./social-connect.ts";

describe("which sign-in providers a visitor is offered", () => {
  it("AUTH-029 LINE only when the country is JP; the others wherever configured", () => {
    const all = ["google", "facebook", "line"] as const;
    expect(offeredSocialNetworks(all, "JP")).toEqual(["google", "facebook", "line"]);
    expect(offeredSocialNetworks(all, "jp")).toEqual(["google", "facebook", "line"]);
    expect(offeredSocialNetworks(all, "US")).toEqual(["google", "facebook"]);
    expect(offeredSocialNetworks(all, null)).toEqual(["google", "facebook"]);
    expect(offeredSocialNetworks(["google"], "JP")).toEqual(["google"]);
  });
});
