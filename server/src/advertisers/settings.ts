import { DEFAULT_PROMOTE_COUNTRIES, PROMOTE_MIN_ACCOUNT_AGE_DAYS } from "@corkboard/core/ads";
import type { AppConfig } from "../platform/config/index.ts";

/**
 * Promote settings (ADS-045, PIN-073 DECISION): the server-owned country allowlist and the
 * "new account" threshold, from the config (PROMOTE_COUNTRIES, PROMOTE_MIN_ACCOUNT_AGE_DAYS)
 * or the core defaults.
 */
export interface PromoteSettings {
  countries: readonly string[];
  minAccountAgeDays: number;
  /** The clock, in epoch ms (tests pin it). */
  now: () => number;
}

/** The promote settings of a config. */
export function promoteSettings(
  config: Pick<AppConfig, "promoteCountries" | "promoteMinAccountAgeDays">,
): PromoteSettings {
  return {
    countries: config.promoteCountries ?? [...DEFAULT_PROMOTE_COUNTRIES],
    minAccountAgeDays: config.promoteMinAccountAgeDays ?? PROMOTE_MIN_ACCOUNT_AGE_DAYS,
    now: Date.now,
  };
}
