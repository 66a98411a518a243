import type { VisitorType } from "../auth/visitor.ts";

/**
 * The pin-builder feature gate table (seed 002 §6; GATE-001…012): one typed row per feature,
 * evaluated over facts the server or the web already holds.
 */

/** Pin-builder features (GATE-008). */
export const PIN_BUILDER_FEATURES = [
  "carousel",
  "editing",
  "education",
  "layouts",
  "multi_pin",
  "scheduling",
  "shop_the_pin",
  "system_fonts",
  "tagging",
  "video_editing",
  "pin_quality",
  "idea_pin_product_tagging",
  "idea_pin_alt_text",
  "comment_permissions",
] as const;

/** A pin-builder feature (GATE-008). */
export type PinBuilderFeature = (typeof PIN_BUILDER_FEATURES)[number];

/** Pin-builder scenarios (GATE-005). */
export const PIN_BUILDER_SCENARIOS = [
  "default",
  "ad_creation",
  "story_pin",
  "story_pin_v2",
  "offsite_pin_creation",
  "business_nux",
] as const;

/** A pin-builder scenario (GATE-005). */
export type PinBuilderScenario = (typeof PIN_BUILDER_SCENARIOS)[number];

/** Experiment groups that unlock features (GATE-007). */
export const EXPERIMENT_GROUPS = ["employees", "enabled", "rollout"] as const;

/** An experiment group (GATE-007). */
export type ExperimentGroup = (typeof EXPERIMENT_GROUPS)[number];

/** A gate row: which conditions a feature needs besides authentication (GATE-009). */
export interface FeatureGate {
  partner: boolean;
  experiment: boolean;
  video: boolean;
  notActingAs: boolean;
}

const gate = (over: Partial<FeatureGate> = {}): FeatureGate => ({
  partner: false,
  experiment: false,
  video: false,
  notActingAs: false,
  ...over,
});

/** The gate table of GATE-009: every feature needs AUTH (GATE-002) plus its row. */
export const PIN_BUILDER_GATES: Readonly<Record<PinBuilderFeature, FeatureGate>> = {
  editing: gate(),
  tagging: gate(),
  scheduling: gate({ partner: true }),
  shop_the_pin: gate({ partner: true }),
  idea_pin_product_tagging: gate({ partner: true }),
  pin_quality: gate({ partner: true }),
  video_editing: gate({ video: true, notActingAs: true }),
  layouts: gate({ experiment: true }),
  system_fonts: gate({ experiment: true }),
  multi_pin: gate({ experiment: true }),
  carousel: gate({ experiment: true }),
  education: gate({ experiment: true }),
  idea_pin_alt_text: gate({ experiment: true }),
  comment_permissions: gate({ experiment: true }),
};

/** What the gates are evaluated over (GATE-001). */
export interface PinBuilderViewer {
  visitorType: VisitorType;
  isPartner: boolean;
  /** The viewer's video_upload_allowed (GATE-004). */
  videoUploadAllowed: boolean;
  /** A business acting-as session (GATE-012). */
  isActingAs: boolean;
  /** An internal (employee) account, for the employees group (GATE-009). */
  isEmployee: boolean;
  /** The viewer's language, e.g. "en" or "en-GB" (GATE-006). */
  language: string;
  /** The viewer's group per experiment-gated feature; missing = not in the experiment. */
  experimentGroups?: Partial<Record<PinBuilderFeature, ExperimentGroup | null>>;
}

/**
 * True when the viewer's group unlocks a feature: enabled and rollout (the server assigned the
 * percentage) always, employees only for internal accounts (GATE-007, GATE-009).
 */
export function experimentGroupUnlocks(
  group: ExperimentGroup | null | undefined,
  isEmployee: boolean,
): boolean {
  if (group === "enabled" || group === "rollout") return true;
  return group === "employees" && isEmployee;
}

/** True when a scenario is open to the viewer: ad_creation and business_nux need partner (GATE-009). */
export function scenarioAllowed(scenario: PinBuilderScenario, viewer: PinBuilderViewer): boolean {
  if (viewer.visitorType !== "AUTH") return false;
  return scenario === "ad_creation" || scenario === "business_nux" ? viewer.isPartner : true;
}

/** True when the language is English, any region (GATE-006). */
export function isEnglish(language: string): boolean {
  return /^en(?:[-_]|$)/i.test(language.trim());
}

/** True when the viewer may use a pin-builder feature (GATE-002…004, GATE-009, GATE-012). */
export function canUsePinBuilderFeature(feature: PinBuilderFeature, viewer: PinBuilderViewer): boolean {
  if (viewer.visitorType !== "AUTH") return false;
  const row = PIN_BUILDER_GATES[feature];
  if (row.partner && !viewer.isPartner) return false;
  if (row.video && !viewer.videoUploadAllowed) return false;
  if (row.notActingAs && viewer.isActingAs) return false;
  if (row.experiment && !experimentGroupUnlocks(viewer.experimentGroups?.[feature], viewer.isEmployee)) {
    return false;
  }
  return true;
}

/** True when the viewer may tag on this media: tagging, and English only for video (GATE-006, GATE-009). */
export function canTag(viewer: PinBuilderViewer, media: "image" | "video"): boolean {
  if (!canUsePinBuilderFeature("tagging", viewer)) return false;
  return media === "image" || (viewer.videoUploadAllowed && isEnglish(viewer.language));
}

/** True when the viewer may upload video at all (GATE-004). */
export function canUploadVideo(viewer: PinBuilderViewer): boolean {
  return viewer.visitorType === "AUTH" && viewer.videoUploadAllowed;
}

/** Every feature the viewer may use, in table order (GATE-009). */
export function enabledPinBuilderFeatures(viewer: PinBuilderViewer): PinBuilderFeature[] {
  return PIN_BUILDER_FEATURES.filter((feature) => canUsePinBuilderFeature(feature, viewer));
}
