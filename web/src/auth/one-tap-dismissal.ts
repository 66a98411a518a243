import { ONE_TAP_DISMISSED_KEY } from "@corkboard/core/auth";

/** Whether this browser's visitor closed the one-tap prompt before (AUTH-034). */
export function isOneTapDismissed(): boolean {
  try {
    return window.localStorage.getItem(ONE_TAP_DISMISSED_KEY) === "1";
  } catch {
    // Storage switched off: nothing remembered, so nothing to respect either way.
    return false;
  }
}

/** Remembers that the visitor closed the prompt, so it is not shown again (AUTH-034). */
export function dismissOneTap(): void {
  try {
    window.localStorage.setItem(ONE_TAP_DISMISSED_KEY, "1");
  } catch {
    // Without storage the prompt is gone for this page only.
  }
}
