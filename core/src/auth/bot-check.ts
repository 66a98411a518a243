import { AUTH_TIMING } from "./constants.ts";

/**
 * The local human-check limit (AUTH-118, AUTH-119): the web stores a timestamp (epoch ms)
 * each time the human check is solved; three within 3600 s means the limit is exceeded
 * and the login is not re-submitted again from this device.
 */

/** The stamps still inside the window ending at `nowMs` (older ones can be dropped from storage). */
export function recentBotCheckStamps(stamps: readonly number[], nowMs: number): number[] {
  return stamps.filter((stamp) => stamp > nowMs - AUTH_TIMING.botCheckWindowMs && stamp <= nowMs);
}

/** True when three or more stamps fall within the last 3600 s (AUTH-119). */
export function botCheckLimitExceeded(stamps: readonly number[], nowMs: number): boolean {
  return recentBotCheckStamps(stamps, nowMs).length >= AUTH_TIMING.botCheckMaxStamps;
}

/** The stamps to store after one more solve: the recent ones plus `nowMs`. */
export function recordBotCheckStamp(stamps: readonly number[], nowMs: number): number[] {
  return [...recentBotCheckStamps(stamps, nowMs), nowMs];
}

/**
 * "Too fast" (AUTH-120, AUTH-121 DECISION): HTTP 429 with LOGIN_TOO_FAST is the only signal,
 * and it shows the human check only while the local limit is not exceeded.
 */
export function isLoginTooFast(input: { httpStatus: number; code: string | null | undefined }): boolean {
  return input.httpStatus === 429 && input.code === "LOGIN_TOO_FAST";
}
