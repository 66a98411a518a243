import { INFINITE_SCROLL } from "@corkboard/core/layout";
import { type RefObject, useEffect, useRef } from "react";
import { isNearEnd, throttle } from "./near-end.ts";

/**
 * Calls `onNearEnd` when the bottom of `ref`'s element comes within two viewport heights
 * of the viewport, checking on scroll and resize at most every 200 ms (UI-011), and again
 * whenever `contentVersion` changes (a page arrived but the content is still short).
 */
export function useNearEnd(
  ref: RefObject<HTMLElement | null>,
  onNearEnd: (() => void) | undefined,
  contentVersion: unknown,
): void {
  const callback = useRef(onNearEnd);
  callback.current = onNearEnd;
  const check = useRef<ReturnType<typeof throttle<[]>> | null>(null);

  useEffect(() => {
    const throttled = throttle(() => {
      const element = ref.current;
      if (!element || !callback.current) return;
      const position = {
        contentBottom: element.getBoundingClientRect().bottom,
        viewportHeight: window.innerHeight,
      };
      if (isNearEnd(position)) callback.current();
    }, INFINITE_SCROLL.throttleMs);
    check.current = throttled;
    window.addEventListener("scroll", throttled, { passive: true });
    window.addEventListener("resize", throttled, { passive: true });
    return () => {
      throttled.cancel();
      window.removeEventListener("scroll", throttled);
      window.removeEventListener("resize", throttled);
    };
  }, [ref]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check whenever the content changes.
  useEffect(() => {
    check.current?.();
  }, [contentVersion]);
}
