import { INFINITE_SCROLL } from "@corkboard/core/layout";

/** Where the content ends and what the viewport shows, in viewport coordinates. */
export interface ScrollPosition {
  /** Bottom edge of the content (getBoundingClientRect().bottom). */
  contentBottom: number;
  viewportHeight: number;
}

/** True when the end of the content is within two viewport heights below the viewport (UI-011). */
export function isNearEnd(
  { contentBottom, viewportHeight }: ScrollPosition,
  viewportsAhead: number = INFINITE_SCROLL.viewportsAhead,
): boolean {
  return contentBottom - viewportHeight <= viewportsAhead * viewportHeight;
}

/** A throttled function and a way to drop its pending trailing call. */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/**
 * Runs `fn` at most once per `ms`: at once when idle, else once at the end of the window
 * with the latest arguments, so the last scroll position is never lost.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): Throttled<A> {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        if (pending) run(pending);
        pending = undefined;
      },
      Math.max(0, wait),
    );
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
