import { type QuickPromoteLayout, quickPromoteLayout } from "@corkboard/core/ads";
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/** The quick-promote layout for the window's width: NARROW, MEDIUM or WIDE (UI-020). */
export function useQuickPromoteLayout(): QuickPromoteLayout {
  return useSyncExternalStore(
    subscribe,
    () => quickPromoteLayout(window.innerWidth),
    () => "WIDE",
  );
}
