import { describe, expect, it } from "vitest";
import { MOBILE_SAVED_TOAST_MS, mobileAfterSave, mobileTopLeftControl } from "./mobile-save.ts";
import {
  boardRowState,
  boardSaveStatus,
  INITIAL_SAVE_STATES,
  isAnySaveInFlight,
  type SaveEvent,
  saveStatesReducer,
} from "./save-state.ts";

function run(...events: SaveEvent[]) {
  return events.reduce(saveStatesReducer, INITIAL_SAVE_STATES);
}

describe("save state per board", () => {
  it("PIN-043 null → loading → success", () => {
    expect(boardSaveStatus(INITIAL_SAVE_STATES, "1")).toBeNull();
    const loading = run({ type: "save_started", boardId: "1" });
    expect(boardSaveStatus(loading, "1")).toBe("loading");
    expect(isAnySaveInFlight(loading)).toBe(true);
    const done = saveStatesReducer(loading, { type: "save_succeeded", boardId: "1" });
    expect(boardSaveStatus(done, "1")).toBe("success");
    expect(isAnySaveInFlight(done)).toBe(false);
  });

  it("PIN-043 PIN-044 a failure goes back to null; other boards are untouched", () => {
    const states = run(
      { type: "save_started", boardId: "1" },
      { type: "save_started", boardId: "2" },
      { type: "save_failed", boardId: "1" },
    );
    expect(boardSaveStatus(states, "1")).toBeNull();
    expect(boardSaveStatus(states, "2")).toBe("loading");
  });

  it("PIN-043 success needs a save in flight", () => {
    expect(run({ type: "save_succeeded", boardId: "1" })).toEqual({});
  });

  it("BOARD-025 a row shows idle, loading or saved", () => {
    const states = run({ type: "save_started", boardId: "1" }, { type: "save_started", boardId: "2" });
    const saved = saveStatesReducer(states, { type: "save_succeeded", boardId: "2" });
    expect(boardRowState(saved, "1")).toBe("loading");
    expect(boardRowState(saved, "2")).toBe("saved");
    expect(boardRowState(saved, "3")).toBe("idle");
  });
});

describe("mobile after save", () => {
  it("PIN-016 closes when opened as a popup or history has one entry or fewer", () => {
    expect(mobileAfterSave({ openedAsPopup: true, historyLength: 5, cameFrom: true })).toEqual({
      kind: "close",
    });
    expect(mobileAfterSave({ openedAsPopup: false, historyLength: 1, cameFrom: false })).toEqual({
      kind: "close",
    });
  });

  it("PIN-017 goes back two steps with the came-from flag and more than 2 entries, else one", () => {
    expect(mobileAfterSave({ openedAsPopup: false, historyLength: 3, cameFrom: true })).toEqual({
      kind: "back",
      steps: 2,
    });
    expect(mobileAfterSave({ openedAsPopup: false, historyLength: 2, cameFrom: true })).toEqual({
      kind: "back",
      steps: 1,
    });
    expect(mobileAfterSave({ openedAsPopup: false, historyLength: 4, cameFrom: false })).toEqual({
      kind: "back",
      steps: 1,
    });
  });

  it("PIN-013 PIN-015 the top-left control and the mobile toast duration", () => {
    expect(mobileTopLeftControl(true)).toBe("back");
    expect(mobileTopLeftControl(false)).toBe("cancel");
    expect(MOBILE_SAVED_TOAST_MS).toBe(5000);
  });
});
