/** Advisory severities (SEARCH-039): the range is 0 to 2. */
export const ADVISORY_SEVERITY = {
  ABUSIVE: 0,
  SENSITIVE: 1,
  BRAND_UNSAFE: 2,
} as const;

/** An advisory severity number. */
export type AdvisorySeverity = (typeof ADVISORY_SEVERITY)[keyof typeof ADVISORY_SEVERITY];

/** What a search advisory does to the results page (SEARCH-040). */
export interface AdvisoryEffect {
  /** Whether results are listed at all. */
  results: boolean;
  /** Where the sensitivity notice shows: in place of the results, above them, or not at all. */
  notice: "instead" | "above" | "none";
  /** Whether promoted pins may be placed among the results. */
  ads: boolean;
}

/**
 * The effect of each severity (SEARCH-040 [DECISION]): ABUSIVE shows the notice instead of
 * results (the server sends none), SENSITIVE shows it above the results, BRAND_UNSAFE shows
 * the results without ads and no notice. A severity outside the range is treated as the
 * strictest, ABUSIVE: an unknown value must not lift a guard.
 */
export function advisoryEffect(severity: number): AdvisoryEffect {
  switch (severity) {
    case ADVISORY_SEVERITY.SENSITIVE:
      return { results: true, notice: "above", ads: false };
    case ADVISORY_SEVERITY.BRAND_UNSAFE:
      return { results: true, notice: "none", ads: false };
    default:
      return { results: false, notice: "instead", ads: false };
  }
}
