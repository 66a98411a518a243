import { describe, expect, it } from "vitest";
import { safeOutboundUrl } from "./links.ts";

describe("pin links", () => {
  it("IMPL-020 only links out to http and https URLs", () => {
    expect(safeOutboundUrl("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(safeOutboundUrl("javascript:alert(1)")).toBeNull();
    expect(safeOutboundUrl("data:text/html,hi")).toBeNull();
    expect(safeOutboundUrl("not a url")).toBeNull();
    expect(safeOutboundUrl(null)).toBeNull();
  });
});
