/**
 * Where a pin being published is: one status enum for the seed's three sequences (PIN-063),
 * each flow with its own order and a failed state (PIN-064, D-075). The seed lists (a) as
 * "attempted, publishing, succeeded, uploading"; bytes go up before the pin is published, so
 * (a) runs attempted → uploading → publishing → succeeded.
 */
export const PUBLISH_STATUSES = [
  "attempted",
  "uploading",
  "processing",
  "edited",
  "creating",
  "publishing",
  "saving",
  "saved",
  "succeeded",
  "failed",
] as const;
/** A status of a pin being published. */
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/**
 * The flows that publish a pin: `upload` (a), a file sent from the pin builder; `builder`
 * (b), a pin-builder publish of an image the server already has; `story` (c), a story or
 * idea pin with edits.
 */
export type PublishFlow = "upload" | "builder" | "story";

/**
 * Each flow's statuses in order; the last is its success. The seed shows no end to (b):
 * it ends in `saved`, as (c) does.
 */
export const PUBLISH_SEQUENCES: Readonly<Record<PublishFlow, readonly PublishStatus[]>> = {
  upload: ["attempted", "uploading", "publishing", "succeeded"],
  builder: ["processing", "publishing", "saving", "saved"],
  story: ["processing", "edited", "creating", "saving", "saved"],
};

/** A publish under way (or ended): its flow, status and, while uploading, the share sent. */
export interface PublishState {
  readonly flow: PublishFlow;
  readonly status: PublishStatus;
  /** 0–1 while `uploading`; null otherwise. */
  readonly progress: number | null;
}

/** What happens to a publish. */
export type PublishEvent =
  | { type: "advance"; to: PublishStatus }
  | { type: "progress"; fraction: number }
  | { type: "fail" };

/** A publish of `flow`, at its first status. */
export function startPublish(flow: PublishFlow): PublishState {
  return { flow, status: PUBLISH_SEQUENCES[flow][0] as PublishStatus, progress: null };
}

/** True once the publish succeeded or failed: nothing moves it any more. */
export function isPublishDone(state: PublishState): boolean {
  return state.status === "failed" || state.status === PUBLISH_SEQUENCES[state.flow].at(-1);
}

/**
 * Moves a publish: `advance` only to a later status of its own flow (a late or repeated
 * event changes nothing, so statuses never run backwards); `progress` only while uploading,
 * never backwards, clamped to 0–1; `fail` from any status before the end.
 */
export function publishReducer(state: PublishState, event: PublishEvent): PublishState {
  if (isPublishDone(state)) return state;
  const sequence = PUBLISH_SEQUENCES[state.flow];
  switch (event.type) {
    case "advance": {
      const from = sequence.indexOf(state.status);
      const to = sequence.indexOf(event.to);
      if (to <= from) return state;
      return { ...state, status: event.to, progress: event.to === "uploading" ? 0 : null };
    }
    case "progress": {
      if (state.status !== "uploading" || !Number.isFinite(event.fraction)) return state;
      const fraction = Math.min(1, Math.max(state.progress ?? 0, event.fraction));
      return fraction === state.progress ? state : { ...state, progress: fraction };
    }
    case "fail":
      return { ...state, status: "failed", progress: null };
  }
}
