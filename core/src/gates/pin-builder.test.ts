import { describe, expect, it } from "vitest";
import {
  formatForScenario,
  matchAspectRatio,
  nearestAspectRatio,
  PIN_ASPECT_RATIOS,
} from "./aspect-ratios.ts";
import { CREATION_KILL_SWITCH_EXPERIMENT, isCreationBlocked, parseKillSwitch } from "./kill-switch.ts";
import {
  canTag,
  canUploadVideo,
  canUsePinBuilderFeature,
  enabledPinBuilderFeatures,
  experimentGroupUnlocks,
  PIN_BUILDER_FEATURES,
  PIN_BUILDER_SCENARIOS,
  type PinBuilderViewer,
  scenarioAllowed,
} from "./pin-builder.ts";

const viewer = (over: Partial<PinBuilderViewer> = {}): PinBuilderViewer => ({
  visitorType: "AUTH",
  isPartner: false,
  videoUploadAllowed: false,
  isActingAs: false,
  isEmployee: false,
  language: "en-US",
  ...over,
});

describe("pin-builder gates", () => {
  it("GATE-002 every feature requires authentication", () => {
    const everything = viewer({
      isPartner: true,
      videoUploadAllowed: true,
      experimentGroups: Object.fromEntries(PIN_BUILDER_FEATURES.map((f) => [f, "enabled"])),
    });
    expect(enabledPinBuilderFeatures(everything)).toEqual([...PIN_BUILDER_FEATURES]);
    for (const visitorType of ["UNAUTH", "LIMITED_LOGIN"] as const) {
      expect(enabledPinBuilderFeatures({ ...everything, visitorType })).toEqual([]);
    }
  });

  it("GATE-001 GATE-009 editing and tagging are open to every AUTH viewer", () => {
    expect(enabledPinBuilderFeatures(viewer())).toEqual(["editing", "tagging"]);
  });

  it("GATE-003 GATE-009 partner-only: scheduling, shop-the-pin, idea pin product tagging, pin quality", () => {
    for (const feature of [
      "scheduling",
      "shop_the_pin",
      "idea_pin_product_tagging",
      "pin_quality",
    ] as const) {
      expect(canUsePinBuilderFeature(feature, viewer())).toBe(false);
      expect(canUsePinBuilderFeature(feature, viewer({ isPartner: true }))).toBe(true);
    }
  });

  it("GATE-004 video needs video_upload_allowed", () => {
    expect(canUsePinBuilderFeature("video_editing", viewer())).toBe(false);
    expect(canUsePinBuilderFeature("video_editing", viewer({ videoUploadAllowed: true }))).toBe(true);
    expect(canUploadVideo(viewer({ videoUploadAllowed: true }))).toBe(true);
    expect(canUploadVideo(viewer({ videoUploadAllowed: true, visitorType: "UNAUTH" }))).toBe(false);
  });

  it("GATE-012 a business acting-as user is blocked from video editing", () => {
    const actingAs = viewer({ videoUploadAllowed: true, isActingAs: true, isPartner: true });
    expect(canUsePinBuilderFeature("video_editing", actingAs)).toBe(false);
    expect(canUsePinBuilderFeature("scheduling", actingAs)).toBe(true);
  });

  it("GATE-006 video tagging is English only", () => {
    const video = viewer({ videoUploadAllowed: true });
    expect(canTag(video, "video")).toBe(true);
    expect(canTag({ ...video, language: "en_GB" }, "video")).toBe(true);
    expect(canTag({ ...video, language: "de" }, "video")).toBe(false);
    expect(canTag({ ...video, language: "de" }, "image")).toBe(true);
    expect(canTag(viewer(), "video")).toBe(false);
  });

  it("GATE-007 GATE-009 experiment groups: enabled and rollout unlock, employees only internal accounts", () => {
    expect(experimentGroupUnlocks("enabled", false)).toBe(true);
    expect(experimentGroupUnlocks("rollout", false)).toBe(true);
    expect(experimentGroupUnlocks("employees", false)).toBe(false);
    expect(experimentGroupUnlocks("employees", true)).toBe(true);
    expect(experimentGroupUnlocks(null, true)).toBe(false);
    for (const feature of [
      "layouts",
      "system_fonts",
      "multi_pin",
      "carousel",
      "education",
      "idea_pin_alt_text",
      "comment_permissions",
    ] as const) {
      expect(canUsePinBuilderFeature(feature, viewer())).toBe(false);
      expect(canUsePinBuilderFeature(feature, viewer({ experimentGroups: { [feature]: "rollout" } }))).toBe(
        true,
      );
      const employee = viewer({ isEmployee: true, experimentGroups: { [feature]: "employees" } });
      expect(canUsePinBuilderFeature(feature, employee)).toBe(true);
    }
  });

  it("GATE-005 GATE-009 scenarios: ad_creation and business_nux require partner", () => {
    expect(PIN_BUILDER_SCENARIOS).toHaveLength(6);
    expect(scenarioAllowed("ad_creation", viewer())).toBe(false);
    expect(scenarioAllowed("business_nux", viewer())).toBe(false);
    expect(scenarioAllowed("ad_creation", viewer({ isPartner: true }))).toBe(true);
    expect(scenarioAllowed("story_pin", viewer())).toBe(true);
    expect(scenarioAllowed("default", viewer({ visitorType: "UNAUTH" }))).toBe(false);
  });

  it("GATE-009 story scenarios force 9:16", () => {
    expect(formatForScenario("story_pin", "single")).toBe("story");
    expect(formatForScenario("story_pin_v2", "carousel")).toBe("story");
    expect(formatForScenario("default", "carousel")).toBe("carousel");
  });
});

describe("pin-creation kill switch", () => {
  it("GATE-010 GATE-011 the experiment and its values", () => {
    expect(CREATION_KILL_SWITCH_EXPERIMENT).toBe("web_pin_creation_kill_switch");
    expect(parseKillSwitch("disable_video")).toBe("disable_video");
    expect(parseKillSwitch("control")).toBeNull();
    expect(parseKillSwitch(null)).toBeNull();
  });

  it("GATE-011 what each value blocks", () => {
    const kinds = ["web_pin", "idea_pin", "video", "repin"] as const;
    const blocked = (value: Parameters<typeof isCreationBlocked>[0]) =>
      kinds.filter((kind) => isCreationBlocked(value, kind));
    expect(blocked("disable_all")).toEqual(["web_pin", "idea_pin", "video", "repin"]);
    expect(blocked("disable_idea_pins")).toEqual(["idea_pin"]);
    expect(blocked("disable_video")).toEqual(["video"]);
    expect(blocked("disable_web_pins")).toEqual(["web_pin"]);
    expect(blocked(null)).toEqual([]);
  });
});

describe("pin-builder aspect ratios", () => {
  it("PIN-057 single and carousel 2:3, 3:4, 1:1; story 9:16", () => {
    expect(PIN_ASPECT_RATIOS.single.map((r) => r.label)).toEqual(["2:3", "3:4", "1:1"]);
    expect(PIN_ASPECT_RATIOS.carousel.map((r) => r.label)).toEqual(["2:3", "3:4", "1:1"]);
    expect(PIN_ASPECT_RATIOS.story.map((r) => r.label)).toEqual(["9:16"]);
    expect(matchAspectRatio(1000, 1500, "single")?.label).toBe("2:3");
    expect(matchAspectRatio(600, 800, "carousel")?.label).toBe("3:4");
    expect(matchAspectRatio(736, 736, "single")?.label).toBe("1:1");
    expect(matchAspectRatio(1080, 1920, "story")?.label).toBe("9:16");
    expect(matchAspectRatio(1080, 1920, "single")).toBeNull();
    expect(matchAspectRatio(1000, 1500, "story")).toBeNull();
    expect(matchAspectRatio(0, 10, "single")).toBeNull();
  });

  it("PIN-057 the nearest allowed ratio for a crop", () => {
    expect(nearestAspectRatio(1000, 1450, "single").label).toBe("2:3");
    expect(nearestAspectRatio(1000, 1400, "single").label).toBe("3:4");
    expect(nearestAspectRatio(1000, 1100, "single").label).toBe("1:1");
    expect(nearestAspectRatio(1000, 1000, "story").label).toBe("9:16");
  });
});
