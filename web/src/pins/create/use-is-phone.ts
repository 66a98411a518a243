import { useSyncExternalStore } from "react";
import { PHONE_QUERY } from "../../ui/index.ts";

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

/** True on phone layouts: the save screens switch to their mobile web variant (PIN-012). */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
