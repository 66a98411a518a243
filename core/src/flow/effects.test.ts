import { describe, expect, it } from "vitest";
import { takeEffects, withEffects } from "./effects.ts";

describe("effects as data", () => {
  it("appends effects after those not taken yet, and keeps the state when there are none", () => {
    const state = { n: 1, effects: ["a"] as readonly string[] };
    expect(withEffects(state, "b", "c").effects).toEqual(["a", "b", "c"]);
    expect(withEffects(state)).toBe(state);
  });

  it("takes the first effects only, so one appended meanwhile stays for the next run", () => {
    const state = { effects: ["a", "b", "c"] as readonly string[] };
    expect(takeEffects(state, 2).effects).toEqual(["c"]);
    expect(takeEffects(state, 0)).toBe(state);
  });
});
