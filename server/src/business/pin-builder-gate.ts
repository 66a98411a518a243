import {
  CREATION_KILL_SWITCH_EXPERIMENT,
  type CreationKind,
  canUploadVideo,
  type ExperimentGroup,
  enabledPinBuilderFeatures,
  isCreationBlocked,
  PIN_BUILDER_FEATURES,
  PIN_BUILDER_GATES,
  type PinBuilderFeature,
  type PinBuilderScenario,
  type PinBuilderViewer,
  parseKillSwitch,
  scenarioAllowed,
} from "@corkboard/core/gates";
import { adError } from "../advertisers/index.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Experiments } from "../platform/flags/index.ts";
import { AppError } from "../platform/http/app-error.ts";

/**
 * The pin-builder gate on the server (GATE-001…012): the core gate table evaluated over what
 * the server knows of the viewer. Experiment-gated features read the experiment
 * `web_pin_builder_{feature}`; the kill switch is `web_pin_creation_kill_switch` (GATE-011).
 */

/** The experiment that unlocks an experiment-gated feature (GATE-007, GATE-009). */
export function featureExperiment(feature: PinBuilderFeature): string {
  return `web_pin_builder_${feature}`;
}

/** The facts of a signed-in viewer (or null) as the gate table takes them. */
export function pinBuilderViewer(
  viewer: Viewer | null,
  facts: { isPartner: boolean; isActingAs: boolean; language: string },
  experiments: Experiments,
): PinBuilderViewer {
  const subject = { userId: viewer?.id ?? null };
  const experimentGroups: Partial<Record<PinBuilderFeature, ExperimentGroup | null>> = {};
  for (const feature of PIN_BUILDER_FEATURES) {
    if (PIN_BUILDER_GATES[feature].experiment) {
      experimentGroups[feature] = experiments.groupOf(featureExperiment(feature), subject);
    }
  }
  return {
    visitorType: viewer ? "AUTH" : "UNAUTH",
    isPartner: facts.isPartner,
    // Every active account may upload video; there is no per-account video ban yet (GATE-004).
    videoUploadAllowed: viewer !== null,
    isActingAs: facts.isActingAs,
    // No employee accounts exist yet; the employees group unlocks nothing (GATE-009).
    isEmployee: false,
    language: facts.language,
    experimentGroups,
  };
}

/** The kill-switch value for a viewer (GATE-010). */
export function killSwitchFor(viewer: Viewer | null, experiments: Experiments) {
  return parseKillSwitch(
    experiments.valueOf(CREATION_KILL_SWITCH_EXPERIMENT, { userId: viewer?.id ?? null }),
  );
}

/** What GET /vx/pin_builder/gate/ answers (GATE-009…012). */
export function evaluateGate(
  gateViewer: PinBuilderViewer,
  scenario: PinBuilderScenario,
  killSwitch: ReturnType<typeof parseKillSwitch>,
) {
  const kinds: CreationKind[] = ["web_pin", "idea_pin", "video", "repin"];
  const blocked = Object.fromEntries(
    kinds.map((kind) => [kind, gateViewer.visitorType !== "AUTH" || isCreationBlocked(killSwitch, kind)]),
  ) as Record<CreationKind, boolean>;
  return {
    scenario,
    scenario_allowed: scenarioAllowed(scenario, gateViewer),
    features: enabledPinBuilderFeatures(gateViewer),
    can_upload_video: canUploadVideo(gateViewer) && !blocked.video,
    is_partner: gateViewer.isPartner,
    kill_switch: killSwitch,
    creation_blocked: blocked,
  };
}

/**
 * The check a pin-builder create runs before writing (GATE-002, GATE-011): UNAUTHORIZED when
 * signed out, PIN_CREATION_DISABLED when the kill switch blocks this kind of creation or the
 * scenario is closed to the viewer.
 */
export function assertPinBuilderCreate(
  gateViewer: PinBuilderViewer,
  scenario: PinBuilderScenario,
  kind: CreationKind,
  killSwitch: ReturnType<typeof parseKillSwitch>,
): void {
  if (gateViewer.visitorType !== "AUTH") throw new AppError("UNAUTHORIZED", "Log in to continue.");
  if (isCreationBlocked(killSwitch, kind) || !scenarioAllowed(scenario, gateViewer)) {
    throw adError("PIN_CREATION_DISABLED");
  }
}
