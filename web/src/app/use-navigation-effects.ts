import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "wouter";
import { LANDING_SEARCH } from "../platform/analytics/landing.ts";
import type * as Analytics from "../platform/analytics/track.ts";
import { useNavigation, useRawLocation } from "../platform/navigation/navigation.ts";

/** How long a restored scroll position waits for the page to grow tall enough. */
const RESTORE_PATIENCE_MS = 1000;

/**
 * Scroll like a multi-page site: new pages start at the top, and Back returns to where the
 * reader was (the feed's cached pages rebuild the same masonry, so the spot still exists).
 */
export function useScrollRestoration(): void {
  const { key, type } = useNavigation();
  const positions = useRef(new Map<string, number>());
  // The entry scroll events belong to. Updated in the same layout effect that scrolls the
  // new page, so the clamp and the scroll-to-top that follow are never saved to the old one.
  const currentKey = useRef(key);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    // Saved at event time (a Map write, no layout read), so a navigation right after a
    // scroll cannot attribute that scroll to the next page.
    const remember = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = key;
    if (type !== "POP") {
      window.scrollTo(0, 0);
      return;
    }
    const target = positions.current.get(key);
    if (target === undefined) return;
    // Lazy pages and images may still be growing: retry each frame until the spot exists.
    const deadline = performance.now() + RESTORE_PATIENCE_MS;
    let frame = 0;
    const restore = () => {
      window.scrollTo(0, target);
      const reached = Math.abs(window.scrollY - target) < 1;
      if (!reached && performance.now() < deadline) frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [key, type]);
}

/**
 * After a client-side navigation, focus moves to the main region so screen readers start
 * at the new page's content rather than at the link that was followed (IMPL-046).
 */
export function useFocusOnNavigate(main: RefObject<HTMLElement | null>): void {
  const [pathname] = useLocation();
  // The page the focus was last placed for: the first page keeps the browser's own focus.
  const focusedFor = useRef(pathname);
  useEffect(() => {
    if (focusedFor.current === pathname) return;
    focusedFor.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

/** Canonical URLs end in a slash (the URL builders' form), so /pin/1 becomes /pin/1/. */
export function useTrailingSlash(): void {
  const { pathname, search } = useRawLocation();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!pathname.endsWith("/")) navigate(`${pathname}/${search}${window.location.hash}`, { replace: true });
  }, [pathname, search, navigate]);
}

// The analytics queue, once loaded: it is not part of a first load (D-068).
let analytics: typeof Analytics | undefined;
const loadAnalytics = async () => {
  analytics ??= await import("../platform/analytics/track.ts");
  return analytics;
};

/**
 * A page_view analytics event per page the reader lands on (CONST-013, D-053); what waits is
 * sent when the tab is hidden, since it may never come back. The queue loads after the first
 * paint, so when and where the view happened is read at once, not when it has loaded.
 */
export function usePageViews(): void {
  const [pathname] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one event each time the page changes.
  useEffect(() => {
    const at = { ts: Date.now(), path: window.location.pathname, landingSearch: LANDING_SEARCH };
    // Analytics never bothers the reader: a queue that fails to load loses this view.
    void loadAnalytics().then(
      ({ track }) => track("page_view", {}, at),
      () => {},
    );
  }, [pathname]);
  useEffect(() => {
    // Nothing waits before the queue has loaded; once it has, it is flushed synchronously,
    // before the page may be frozen.
    const hidden = () => {
      if (document.visibilityState === "hidden") analytics?.flushAnalytics();
    };
    document.addEventListener("visibilitychange", hidden);
    return () => document.removeEventListener("visibilitychange", hidden);
  }, []);
}
