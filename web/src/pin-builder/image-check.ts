import {
  formatForScenario,
  matchAspectRatio,
  nearestAspectRatio,
  PIN_ASPECT_RATIOS,
  type PinBuilderScenario,
  type PinFormat,
} from "@corkboard/core/gates";
import { MIN_IMAGE_SIDE } from "@corkboard/core/layout";
import type { MessageKey, MessageValues } from "@corkboard/core/messages";

/** The pin builder's file size limit: 209,715,200 bytes (seed 002 §5). */
export const PIN_BUILDER_MAX_FILE_BYTES = 209_715_200;

/** What the builder says about a chosen image: a refusal, or a shape warning. */
export interface ImageVerdict {
  error: { key: MessageKey; values?: MessageValues } | null;
  warning: { key: MessageKey; values: MessageValues } | null;
}

/**
 * Checks a chosen image (seed 002 §5; PIN-055…057): an image file, at most 209,715,200
 * bytes, both sides over 119 px; a shape outside the format's ratios (2:3, 3:4, 1:1; story
 * 9:16, forced by the story scenarios) is allowed with a note naming the closest one.
 */
export function checkImage(input: {
  type: string;
  size: number;
  width: number;
  height: number;
  format: PinFormat;
  scenario: PinBuilderScenario;
}): ImageVerdict {
  if (!input.type.startsWith("image/")) return { error: { key: "pinBuilder.notImage" }, warning: null };
  if (input.size > PIN_BUILDER_MAX_FILE_BYTES)
    return { error: { key: "pinBuilder.tooLarge" }, warning: null };
  if (input.width < MIN_IMAGE_SIDE || input.height < MIN_IMAGE_SIDE) {
    return { error: { key: "pinBuilder.tooSmall" }, warning: null };
  }
  const format = formatForScenario(input.scenario, input.format);
  if (matchAspectRatio(input.width, input.height, format)) return { error: null, warning: null };
  return {
    error: null,
    warning: {
      key: "pinBuilder.ratioOff",
      values: {
        width: input.width,
        height: input.height,
        ratios: ratioList(format),
        nearest: nearestAspectRatio(input.width, input.height, format).label,
      },
    },
  };
}

/** The allowed ratios of a format, e.g. "2:3, 3:4, 1:1" (PIN-057). */
export function ratioList(format: PinFormat): string {
  return PIN_ASPECT_RATIOS[format].map((ratio) => ratio.label).join(", ");
}
