/** Site type codes: the surface a pin or visit came from (seed 002 §3; GATE-013). */
export const SITE_TYPES = {
  www: 0,
  phoneTablet: 1,
  sterling: 3,
  analytics: 4,
  business: 6,
  trends: 7,
  trendsInternal: 8,
  commerce: 10,
  creators: 11,
  planningHub: 12,
  newsroom: 13,
} as const;

/** A site type name (GATE-013). */
export type SiteTypeName = keyof typeof SITE_TYPES;

/** A site type code (GATE-013). */
export type SiteTypeCode = (typeof SITE_TYPES)[SiteTypeName];

/** Pins created on this site type are never promotable (PIN-072, GATE-014). */
export const NON_PROMOTABLE_SITE_TYPE: SiteTypeCode = SITE_TYPES.sterling;

const NAMES_BY_CODE = new Map<number, SiteTypeName>(
  Object.entries(SITE_TYPES).map(([name, code]) => [code, name as SiteTypeName]),
);

/** True when `code` is a known site type code (GATE-013). */
export function isSiteTypeCode(code: number): code is SiteTypeCode {
  return NAMES_BY_CODE.has(code);
}

/** The name of a site type code, or null when the code is unknown (GATE-013). */
export function siteTypeName(code: number): SiteTypeName | null {
  return NAMES_BY_CODE.get(code) ?? null;
}
