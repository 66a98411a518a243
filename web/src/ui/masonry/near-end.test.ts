import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isNearEnd, throttle } from "./near-end.ts";

describe("infinite scroll", () => {
  it("UI-011 fetches the next page within two viewport heights of the end", () => {
    // Viewport 800 px: the content ends 1,600 px below the viewport's bottom edge.
    expect(isNearEnd({ contentBottom: 800 + 1600, viewportHeight: 800 })).toBe(true);
    expect(isNearEnd({ contentBottom: 800 + 1601, viewportHeight: 800 })).toBe(false);
    expect(isNearEnd({ contentBottom: 300, viewportHeight: 800 })).toBe(true);
  });

  describe("throttle", () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("UI-011 checks at most once per 200 ms, keeping the latest call", () => {
      const calls: number[] = [];
      const check = throttle((n: number) => calls.push(n), 200);
      check(1);
      check(2);
      check(3);
      expect(calls).toEqual([1]);
      vi.advanceTimersByTime(199);
      expect(calls).toEqual([1]);
      vi.advanceTimersByTime(1);
      expect(calls).toEqual([1, 3]);
      vi.advanceTimersByTime(500);
      check(4);
      expect(calls).toEqual([1, 3, 4]);
    });

    it("drops a pending call when cancelled", () => {
      const fn = vi.fn();
      const check = throttle(fn, 200);
      check();
      check();
      check.cancel();
      vi.advanceTimersByTime(1000);
      expect(fn).toHaveBeenCalledTimes(1);
    });
  });
});
