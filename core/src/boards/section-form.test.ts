import { describe, expect, it } from "vitest";
import { t } from "../messages/index.ts";
import { INITIAL_SECTION_FORM, type SectionFormEvent, sectionFormReducer } from "./section-form.ts";

function run(...events: SectionFormEvent[]) {
  return events.reduce(sectionFormReducer, INITIAL_SECTION_FORM);
}

describe("add-section form", () => {
  it("BOARD-051 BOARD-053 submitting a blank name does nothing; a name starts saving", () => {
    expect(run({ type: "edited", name: "  " }, { type: "submitted" }).saving).toBe(false);
    expect(run({ type: "edited", name: "Mains" }, { type: "submitted" }).saving).toBe(true);
  });

  it("BOARD-055 a failure stops saving and shows the server's words", () => {
    const state = run(
      { type: "edited", name: "Mains" },
      { type: "submitted" },
      { type: "failed", error: { text: "Section exists" } },
    );
    expect(state).toEqual({ name: "Mains", error: { text: "Section exists" }, saving: false });
    // While the error shows, Add stays disabled.
    expect(sectionFormReducer(state, { type: "submitted" }).saving).toBe(false);
  });

  it("BOARD-052 any edit clears the error", () => {
    const failed = run({ type: "edited", name: "Mains" }, { type: "failed", error: { text: "Nope" } });
    expect(sectionFormReducer(failed, { type: "edited", name: "Mains!" }).error).toBeNull();
  });

  it("BOARD-054 a name over the shared limit shows the length message", () => {
    const state = run({ type: "edited", name: "a".repeat(51) });
    const error = state.error;
    expect(error && "messageKey" in error && t(error.messageKey, error.values)).toBe(
      "Please enter no more than 50 characters.",
    );
    expect(sectionFormReducer(state, { type: "submitted" }).saving).toBe(false);
  });

  it("a success empties the form", () => {
    expect(run({ type: "edited", name: "Mains" }, { type: "submitted" }, { type: "succeeded" })).toEqual(
      INITIAL_SECTION_FORM,
    );
  });
});
