import { useMemo, useSyncExternalStore } from "react";
import { type BaseLocationHook, useRouter } from "wouter";

/**
 * How the reader reached the current history entry: Back/Forward (POP), a new entry
 * (PUSH) or one that replaced the last (REPLACE). The first entry of a visit is a POP.
 */
export type NavigationType = "POP" | "PUSH" | "REPLACE";

/** The current history entry: its key, and how it was reached. */
export interface Navigation {
  /** Stable for the life of the entry (kept in history.state); "default" for the first one. */
  readonly key: string;
  readonly type: NavigationType;
}

/** The browser location as the app sees it: one snapshot, so path and key change together. */
interface Snapshot extends Navigation {
  readonly pathname: string;
  /** "?…" or "". */
  readonly search: string;
}

/** The key our navigations store in history.state; entries we did not create have none. */
function entryKey(): string {
  const state: unknown = window.history.state;
  const key = typeof state === "object" && state !== null ? (state as { key?: unknown }).key : undefined;
  return typeof key === "string" ? key : "default";
}

let snapshot: Snapshot | undefined;
const listeners = new Set<() => void>();

function read(type: NavigationType): Snapshot {
  const { pathname, search } = window.location;
  return { key: entryKey(), type, pathname, search };
}

const current = (): Snapshot => {
  snapshot ??= read("POP");
  return snapshot;
};

function update(next: Snapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

function onPopState(): void {
  const next = read("POP");
  const { key, pathname, search } = current();
  if (next.pathname === pathname && next.search === search) {
    // A step to or from a fragment of the same page (the skip link's #main) is no new page.
    // The browser's fragment entry has no key: it takes the page's, so that coming Back to
    // it later restores the page's scroll position.
    if (next.key === "default" && key !== "default") window.history.replaceState({ key }, "");
    return;
  }
  update(next);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("popstate", onPopState);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("popstate", onPopState);
  };
}

/**
 * Pushes (or replaces) a history entry with a fresh key. Like React Router's <Link>,
 * going to the URL already shown replaces the entry instead of stacking a duplicate.
 */
export function navigate(to: string, options?: { replace?: boolean }): void {
  const { pathname, search, hash } = window.location;
  const replace = options?.replace ?? to === pathname + search + hash;
  const key = Math.random().toString(36).slice(2, 10);
  window.history[replace ? "replaceState" : "pushState"]({ key }, "", to);
  update(read(replace ? "REPLACE" : "PUSH"));
}

/**
 * The app's location hook for wouter's <Router hook>: the browser's pathname and search
 * from the same store as the entry key and navigation type, so a Back re-renders the
 * page, and restores its scroll position, in one commit.
 */
export const useKeyedLocation: BaseLocationHook = Object.assign(
  (): [string, typeof navigate] => [useSyncExternalStore(subscribe, () => current().pathname), navigate],
  { searchHook: () => useSyncExternalStore(subscribe, () => current().search) },
);

/** The current history entry's key and how it was reached (for scroll restoration). */
export function useNavigation(): Navigation {
  return useSyncExternalStore(subscribe, current);
}

/**
 * The router's current pathname and search ("?…" or ""), undecoded: wouter's useLocation
 * and useSearch run decodeURI over them, which turns "%25" into a bare "%".
 */
export function useRawLocation(): { pathname: string; search: string } {
  const router = useRouter();
  const [pathname] = router.hook(router);
  const search = router.searchHook(router);
  return { pathname, search: search && !search.startsWith("?") ? `?${search}` : search };
}

/** The query string's parameters, decoded once (wouter's useSearchParams decodes twice). */
export function useSearchParams(): URLSearchParams {
  const { search } = useRawLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
