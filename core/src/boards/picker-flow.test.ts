import { describe, expect, it } from "vitest";
import { t } from "../messages/index.ts";
import {
  type FlowBoard,
  INITIAL_PICKER_FLOW,
  type PickerFlowEvent,
  type PickerFlowState,
  pickerFlowReducer,
  pickerTitle,
} from "./picker-flow.ts";

const withSections: FlowBoard = { id: "1", name: "Food", section_count: 2 };
const plain: FlowBoard = { id: "2", name: "Trips", section_count: 0 };

function run(...events: PickerFlowEvent[]): PickerFlowState {
  return events.reduce(pickerFlowReducer, INITIAL_PICKER_FLOW);
}

describe("picker flow", () => {
  it("BOARD-014 a board with sections leads to its section list, then save", () => {
    expect(run({ type: "board_picked", board: withSections })).toEqual({
      screen: "section_list",
      board: withSections,
    });
    expect(
      run({ type: "board_picked", board: withSections }, { type: "section_picked", sectionId: "9" }),
    ).toEqual({
      screen: "save",
      board: withSections,
      sectionId: "9",
    });
  });

  it("BOARD-014 a board without sections saves directly", () => {
    expect(run({ type: "board_picked", board: plain })).toEqual({
      screen: "save",
      board: plain,
      sectionId: null,
    });
  });

  it("BOARD-015 a created board saves, or shows its sections when it has some", () => {
    expect(run({ type: "create_board_opened" }, { type: "board_created", board: plain })).toEqual({
      screen: "save",
      board: plain,
      sectionId: null,
    });
    expect(run({ type: "create_board_opened" }, { type: "board_created", board: withSections }).screen).toBe(
      "section_list",
    );
  });

  it("BOARD-016 a section can be created from the selected board, then saved to", () => {
    const state = run(
      { type: "board_picked", board: withSections },
      { type: "create_section_opened" },
      { type: "section_created", sectionId: "12" },
    );
    expect(state).toEqual({ screen: "save", board: withSections, sectionId: "12" });
  });

  it("BOARD-017 back: create-within-board → section list → board list → closed", () => {
    let state = run({ type: "board_picked", board: withSections }, { type: "create_section_opened" });
    state = pickerFlowReducer(state, { type: "back" });
    expect(state).toEqual({ screen: "section_list", board: withSections });
    state = pickerFlowReducer(state, { type: "back" });
    expect(state).toEqual({ screen: "board_list" });
    expect(pickerFlowReducer(state, { type: "back" })).toEqual({ screen: "closed" });
    expect(run({ type: "create_board_opened" }, { type: "back" })).toEqual({ screen: "closed" });
    expect(run({ type: "board_picked", board: withSections }, { type: "close" })).toEqual({
      screen: "closed",
    });
  });

  it("BOARD-017 events that do not fit the screen change nothing", () => {
    expect(run({ type: "section_picked", sectionId: "9" })).toEqual(INITIAL_PICKER_FLOW);
    expect(run({ type: "board_created", board: plain })).toEqual(INITIAL_PICKER_FLOW);
  });

  it("BOARD-010 the modal title follows the screen", () => {
    const say = (state: PickerFlowState) => {
      const key = pickerTitle(state);
      return key && t(key);
    };
    expect(say(INITIAL_PICKER_FLOW)).toBe("Choose board");
    expect(say({ screen: "section_list", board: plain })).toBe("Choose section");
    expect(say({ screen: "create_board" })).toBe("Create board");
    expect(say({ screen: "create_section", board: plain })).toBe("Create section");
    expect(say({ screen: "closed" })).toBeNull();
  });
});
