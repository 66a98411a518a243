import { describe, expect, it } from "vitest";
import { layoutTokens, PHONE_QUERY } from "./layout-tokens.ts";

describe("layout tokens", () => {
  it("UI-012 header is 80 px tall, 56 px on phones", () => {
    expect(layoutTokens(false)["--cb-header-height"]).toBe("80px");
    expect(layoutTokens(true)["--cb-header-height"]).toBe("56px");
  });

  it("UI-013 phone layouts start under the phone breakpoint", () => {
    expect(PHONE_QUERY).toBe("(max-width: 575.98px)");
  });
});
