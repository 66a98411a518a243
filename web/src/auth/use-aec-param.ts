import { useEffect } from "react";

/**
 * The aec parameter (AUTH-059, AUTH-060): read once on load and removed from the URL; its
 * soft-banned values open the soft-banned recovery modal. Links carry it rarely, so the
 * code that reads it loads only when it is there.
 */
export function useAecParam(): void {
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has("aec"))
      void import("./aec.ts").then((m) => m.handleAec());
  }, []);
}
