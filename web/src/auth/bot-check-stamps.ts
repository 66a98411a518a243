import { botCheckLimitExceeded, recentBotCheckStamps, recordBotCheckStamp } from "@corkboard/core/auth";

// Device-wide, like the seed's: the limit is about this browser, not this tab.
const STORAGE_KEY = "cb_bot_check_stamps";

function read(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((stamp): stamp is number => typeof stamp === "number") : [];
  } catch {
    // Storage off (private mode) or garbage: no stamps, so the check is still offered.
    return [];
  }
}

/** True when three human checks were solved here within the last 3600 s (AUTH-119). */
export function localBotCheckLimitExceeded(now = Date.now()): boolean {
  return botCheckLimitExceeded(read(), now);
}

/** Stores one more solved check, dropping stamps outside the window (AUTH-118). */
export function recordLocalBotCheck(now = Date.now()): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(recordBotCheckStamp(read(), now)));
  } catch {
    // Nothing to do without storage: the server's own limits still apply.
  }
}

/** The stamps inside the window (for tests and diagnostics). */
export function localBotCheckStamps(now = Date.now()): number[] {
  return recentBotCheckStamps(read(), now);
}
