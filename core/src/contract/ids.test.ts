import { describe, expect, it } from "vitest";
import { isId } from "./ids.ts";

describe("64-bit string ids (DESIGN §5)", () => {
  it("accepts decimal ids up to 2^63-1", () => {
    expect(isId("1")).toBe(true);
    expect(isId("9223372036854775807")).toBe(true);
  });
  it("rejects zero, signs, overflow and non-digits", () => {
    for (const bad of ["0", "-1", "+1", "9223372036854775808", "12a", "", "1.5", " 1"])
      expect(isId(bad)).toBe(false);
  });
});
