import { DEFAULT_PROMOTE_COUNTRIES, PROMOTE_MIN_ACCOUNT_AGE_DAYS } from "@corkboard/core/ads";

/**
 * Promote settings (ADS-045, PIN-073 DECISION): the server-owned country allowlist and the
 * "new account" threshold. Read once at start from PROMOTE_COUNTRIES (comma-separated
 * country codes) and PROMOTE_MIN_ACCOUNT_AGE_DAYS; the core defaults otherwise.
 */
export interface PromoteSettings {
  countries: readonly string[];
  minAccountAgeDays: number;
  /** The clock, in epoch ms (tests pin it). */
  now: () => number;
}

/** Reads the promote settings from the environment; throws on a malformed value. */
export function loadPromoteSettings(env: NodeJS.ProcessEnv = process.env): PromoteSettings {
  const countries = env.PROMOTE_COUNTRIES?.trim()
    ? env.PROMOTE_COUNTRIES.split(",").map((code) => code.trim().toUpperCase())
    : [...DEFAULT_PROMOTE_COUNTRIES];
  if (countries.some((code) => !/^[A-Z]{2}$/.test(code))) {
    throw new Error("Invalid configuration: PROMOTE_COUNTRIES must be comma-separated two-letter codes");
  }
  const days = env.PROMOTE_MIN_ACCOUNT_AGE_DAYS?.trim();
  const minAccountAgeDays = days ? Number(days) : PROMOTE_MIN_ACCOUNT_AGE_DAYS;
  if (!Number.isInteger(minAccountAgeDays) || minAccountAgeDays < 0) {
    throw new Error("Invalid configuration: PROMOTE_MIN_ACCOUNT_AGE_DAYS must be a whole number of days");
  }
  return { countries, minAccountAgeDays, now: Date.now };
}
