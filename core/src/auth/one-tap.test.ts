import { describe, expect, it } from "vitest";
import { t } from "../messages/index.ts";
import { ONE_TAP_PROGRESS, oneTapProgress, showOneTap } from "./one-tap.ts";

const eligible = {
  viewerType: "LIMITED_LOGIN",
  rememberedGoogle: true,
  googleConfigured: true,
  googleDisabled: false,
  dismissed: false,
};

describe("Google one-tap rules", () => {
  it("AUTH-033 the loading screen says 'Welcome to Corkboard!' and its bar runs to 95 % over 6000 ms, then waits", () => {
    expect(t("auth.oneTap.welcome")).toBe("Welcome to Corkboard!");
    expect(ONE_TAP_PROGRESS).toEqual({ targetPercent: 95, durationMs: 6000 });
    expect(oneTapProgress(0)).toBe(0);
    expect(oneTapProgress(3000)).toBeCloseTo(47.5);
    expect(oneTapProgress(6000)).toBe(95);
    expect(oneTapProgress(60_000)).toBe(95);
  });

  it("AUTH-034 shown only to a logged-out recognised visitor whose account is Google-connected, never after a dismissal", () => {
    expect(showOneTap(eligible)).toBe(true);
    expect(showOneTap({ ...eligible, dismissed: true })).toBe(false);
    expect(showOneTap({ ...eligible, rememberedGoogle: false })).toBe(false);
    expect(showOneTap({ ...eligible, viewerType: "UNAUTH" })).toBe(false);
    expect(showOneTap({ ...eligible, viewerType: "AUTH" })).toBe(false);
    expect(showOneTap({ ...eligible, googleConfigured: false })).toBe(false);
    expect(showOneTap({ ...eligible, googleDisabled: true })).toBe(false);
  });
});
