import type { PinBuilderScenario } from "./pin-builder.ts";

/**
 * Pin-builder aspect ratios (seed 002 §5; PIN-057) and the story scenarios that force 9:16
 * (GATE-009).
 */

/** Pin types with their own ratio sets (PIN-057). */
export type PinFormat = "single" | "carousel" | "story";

/** An aspect ratio as width:height. */
export interface AspectRatio {
  width: number;
  height: number;
  label: string;
}

const ratio = (width: number, height: number): AspectRatio => ({
  width,
  height,
  label: `${width}:${height}`,
});

/** Allowed ratios per format: single and carousel 2:3, 3:4, 1:1; story 9:16 (PIN-057). */
export const PIN_ASPECT_RATIOS: Readonly<Record<PinFormat, readonly AspectRatio[]>> = {
  single: [ratio(2, 3), ratio(3, 4), ratio(1, 1)],
  carousel: [ratio(2, 3), ratio(3, 4), ratio(1, 1)],
  story: [ratio(9, 16)],
};

/** How far (relative) an image may be off a ratio and still count as it. */
export const ASPECT_RATIO_TOLERANCE = 0.01;

/** The format a scenario forces: story_pin and story_pin_v2 force story (9:16) (GATE-009). */
export function formatForScenario(scenario: PinBuilderScenario, requested: PinFormat): PinFormat {
  return scenario === "story_pin" || scenario === "story_pin_v2" ? "story" : requested;
}

/** The allowed ratio an image of width × height matches, or null (PIN-057). */
export function matchAspectRatio(
  width: number,
  height: number,
  format: PinFormat,
  tolerance = ASPECT_RATIO_TOLERANCE,
): AspectRatio | null {
  if (!(width > 0 && height > 0)) return null;
  const actual = width / height;
  for (const allowed of PIN_ASPECT_RATIOS[format]) {
    const target = allowed.width / allowed.height;
    if (Math.abs(actual - target) / target <= tolerance) return allowed;
  }
  return null;
}

/** The allowed ratio closest to width × height, for cropping suggestions (PIN-057). */
export function nearestAspectRatio(width: number, height: number, format: PinFormat): AspectRatio {
  const actual = width / height;
  const ratios = PIN_ASPECT_RATIOS[format];
  let best = ratios[0] as AspectRatio;
  for (const candidate of ratios) {
    const distance = Math.abs(Math.log(actual / (candidate.width / candidate.height)));
    if (distance < Math.abs(Math.log(actual / (best.width / best.height)))) best = candidate;
  }
  return best;
}
