import { describe, expect, it } from "vitest";
import {
  isPublishDone,
  PUBLISH_SEQUENCES,
  PUBLISH_STATUSES,
  type PublishFlow,
  type PublishState,
  type PublishStatus,
  publishReducer,
  startPublish,
} from "./publish-status.ts";

/** Walks a flow through `statuses`, answering each status reached. */
function walk(flow: PublishFlow, statuses: readonly PublishStatus[]): PublishStatus[] {
  let state: PublishState = startPublish(flow);
  const seen = [state.status];
  for (const to of statuses) {
    state = publishReducer(state, { type: "advance", to });
    seen.push(state.status);
  }
  return seen;
}

describe("the publish status enum (PIN-063, PIN-064)", () => {
  it("PIN-063: one enum holds every status of the seed's three sequences, and failed", () => {
    const seedStatuses = [
      ["attempted", "publishing", "succeeded", "uploading"],
      ["processing", "publishing", "saving"],
      ["processing", "edited", "creating", "saving", "saved"],
    ].flat();
    for (const status of [...seedStatuses, "failed"]) expect(PUBLISH_STATUSES).toContain(status);
    for (const sequence of Object.values(PUBLISH_SEQUENCES))
      for (const status of sequence) expect(PUBLISH_STATUSES).toContain(status);
  });

  it("PIN-064 (a): an upload runs attempted → uploading → publishing → succeeded, in that order only", () => {
    expect(walk("upload", ["uploading", "publishing", "succeeded"])).toEqual([
      "attempted",
      "uploading",
      "publishing",
      "succeeded",
    ]);
    // The seed's listed order (publishing before uploading) does not run backwards.
    expect(walk("upload", ["publishing", "succeeded", "uploading"])).toEqual([
      "attempted",
      "publishing",
      "succeeded",
      "succeeded",
    ]);
  });

  it("PIN-064 (b) and (c): the builder and story flows run their own sequences and end saved", () => {
    expect(walk("builder", ["publishing", "saving", "saved"]).at(-1)).toBe("saved");
    expect(walk("story", ["edited", "creating", "saving", "saved"])).toEqual([
      "processing",
      "edited",
      "creating",
      "saving",
      "saved",
    ]);
    // A status of another flow is not one of this flow's steps.
    expect(walk("builder", ["edited", "uploading"])).toEqual(["processing", "processing", "processing"]);
  });

  it("PIN-064: every flow has a failed state, from any step before its end, and nothing moves it after", () => {
    for (const flow of Object.keys(PUBLISH_SEQUENCES) as PublishFlow[]) {
      const steps = PUBLISH_SEQUENCES[flow];
      for (const at of steps.slice(0, -1)) {
        let state = startPublish(flow);
        state = publishReducer(state, { type: "advance", to: at });
        state = publishReducer(state, { type: "fail" });
        expect(state.status, `${flow} at ${at}`).toBe("failed");
        expect(isPublishDone(state)).toBe(true);
        expect(publishReducer(state, { type: "advance", to: steps.at(-1) as PublishStatus })).toBe(state);
      }
      const succeeded = walk(flow, steps.slice(1)).at(-1);
      expect(succeeded).toBe(steps.at(-1));
    }
    const done = publishReducer(
      publishReducer(startPublish("upload"), { type: "advance", to: "succeeded" }),
      {
        type: "fail",
      },
    );
    expect(done.status).toBe("succeeded");
  });

  it("upload progress moves only while uploading, only forwards, within 0–1", () => {
    let state = startPublish("upload");
    expect(publishReducer(state, { type: "progress", fraction: 0.5 })).toBe(state);
    state = publishReducer(state, { type: "advance", to: "uploading" });
    expect(state.progress).toBe(0);
    state = publishReducer(state, { type: "progress", fraction: 0.6 });
    expect(publishReducer(state, { type: "progress", fraction: 0.3 }).progress).toBe(0.6);
    expect(publishReducer(state, { type: "progress", fraction: Number.NaN })).toBe(state);
    expect(publishReducer(state, { type: "progress", fraction: 7 }).progress).toBe(1);
    expect(publishReducer(state, { type: "advance", to: "publishing" }).progress).toBeNull();
  });
});
