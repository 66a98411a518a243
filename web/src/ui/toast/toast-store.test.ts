import { describe, expect, it } from "vitest";
import { toastDuration } from "./toast-store.ts";

describe("toast durations", () => {
  it("UI-003 uses the named duration tokens", () => {
    expect(toastDuration("error", false)).toBe(3000);
    expect(toastDuration("notice", false)).toBe(3500);
    expect(toastDuration("saved", false)).toBe(4000);
    expect(toastDuration("saved", true)).toBe(5000);
    expect(toastDuration("mfaResend", false)).toBe(5000);
  });
});
