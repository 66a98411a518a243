/**
 * Google one-tap (AUTH-007, AUTH-033, AUTH-034; D-043): our own small prompt, shown to a
 * recognised returning visitor whose account is connected to Google, that runs the popup
 * flow with the remembered email as login_hint.
 */

/** The loading screen's progress bar: to 95 % over 6000 ms (AUTH-033). */
export const ONE_TAP_PROGRESS = { targetPercent: 95, durationMs: 6000 } as const;

/** The progress bar's value after `elapsedMs`: linear to 95 %, then it waits there (AUTH-033). */
export function oneTapProgress(elapsedMs: number): number {
  const { targetPercent, durationMs } = ONE_TAP_PROGRESS;
  if (!(elapsedMs > 0)) return 0;
  return Math.min(targetPercent, (elapsedMs / durationMs) * targetPercent);
}

/** Where the browser remembers that the visitor closed the prompt (AUTH-034). */
export const ONE_TAP_DISMISSED_KEY = "cb.oneTap.dismissed";

/** What decides whether the prompt shows. */
export interface OneTapFacts {
  /** The viewer type: only a logged-out, recognised visitor (LIMITED_LOGIN) is asked. */
  viewerType: string;
  /** The remembered account is connected to Google (from its signed cookie, server-side). */
  rememberedGoogle: boolean;
  /** Google sign-in is configured on this instance. */
  googleConfigured: boolean;
  /** web_google_disabled is on (AUTH-032): no one-tap either. */
  googleDisabled: boolean;
  /** The visitor closed the prompt before (AUTH-034). */
  dismissed: boolean;
}

/** Whether to show one-tap (AUTH-034): Google-connected, logged out, never dismissed. */
export function showOneTap(facts: OneTapFacts): boolean {
  return (
    facts.viewerType === "LIMITED_LOGIN" &&
    facts.rememberedGoogle &&
    facts.googleConfigured &&
    !facts.googleDisabled &&
    !facts.dismissed
  );
}
