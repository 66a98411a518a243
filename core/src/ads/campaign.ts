/**
 * Campaign values: name, end date, objectives and targeting (seed 002 §3, §5; ADS-011…022,
 * ADS-028…030).
 */

/** The campaign name cap (ADS-028). */
export const CAMPAIGN_NAME_MAX = 64;
/** What a too-long name is cut to before the ellipsis (ADS-028). */
export const CAMPAIGN_NAME_CLIP = 62;
/** The ellipsis appended to a clipped name: one character (ADS-029). */
export const CAMPAIGN_NAME_ELLIPSIS = "…";

/** A name of 64 characters or longer becomes 62 characters plus "…" (ADS-028, ADS-029). */
export function clipCampaignName(name: string): string {
  const chars = Array.from(name);
  if (chars.length < CAMPAIGN_NAME_MAX) return name;
  return chars.slice(0, CAMPAIGN_NAME_CLIP).join("") + CAMPAIGN_NAME_ELLIPSIS;
}

/** inclusive_end_date for the payload: only when not ongoing and not blank (ADS-030). */
export function inclusiveEndDateForPayload(
  isOngoing: boolean,
  endDate: string | null | undefined,
): string | undefined {
  const trimmed = endDate?.trim();
  return !isOngoing && trimmed ? trimmed : undefined;
}

/** Campaign objectives (ADS-014). */
export const AD_OBJECTIVES = ["CONSIDERATION", "WEB_CONVERSION", "CATALOG_SALES"] as const;

/** A campaign objective (ADS-014). */
export type AdObjective = (typeof AD_OBJECTIVES)[number];

/** Legacy objective names still seen on the wire: CLICKTHROUGH = CONSIDERATION (ADS-008). */
export const LEGACY_OBJECTIVES: Readonly<Record<string, AdObjective>> = { CLICKTHROUGH: "CONSIDERATION" };

/** An objective from the wire, legacy names mapped (ADS-008); null when unknown. */
export function objectiveFromWire(value: string): AdObjective | null {
  if ((AD_OBJECTIVES as readonly string[]).includes(value)) return value as AdObjective;
  return LEGACY_OBJECTIVES[value] ?? null;
}

/** A conversion tag and event chosen in the tag modal (ADS-010, ADS-011). */
export interface SelectedOcpmTag {
  conversionTagId: string;
  conversionEvent: string;
}

/**
 * The objective of a quick-promote campaign (ADS-015): CATALOG_SALES for a product group,
 * WEB_CONVERSION when a conversion tag is selected, CONSIDERATION otherwise.
 */
export function quickPromoteObjective(input: {
  productGroupId?: string | null;
  selectedOcpmTag?: SelectedOcpmTag | null;
}): AdObjective {
  if (input.productGroupId) return "CATALOG_SALES";
  if (input.selectedOcpmTag) return "WEB_CONVERSION";
  return "CONSIDERATION";
}

/** Age buckets of audience targeting (ADS-016, ADS-017). */
export const AGE_BUCKETS = ["18-24", "25-34", "35-44", "45-49", "50-54", "55-64", "65+"] as const;
/** An age bucket (ADS-017). */
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** Genders of audience targeting (ADS-018). */
export const TARGET_GENDERS = ["female", "male", "unknown"] as const;
/** A targeted gender (ADS-018). */
export type TargetGender = (typeof TARGET_GENDERS)[number];

/** The audience a quick-promote form holds (ADS-016…020). */
export interface AudienceInput {
  ages?: readonly AgeBucket[];
  genders?: readonly TargetGender[];
  /** Topic ids (ADS-019). */
  interests?: readonly string[];
  /** A plus-separated list of countries, e.g. "US+CA" (ADS-020). */
  locations?: string | null;
}

/** The targeting_spec of the quick-promote call (ADS-022). */
export interface TargetingSpec {
  AGE_BUCKET: AgeBucket[];
  GENDER: TargetGender[];
  INTEREST: string[];
  LOCATION: string[];
}

/** Splits a plus-separated location list into upper-case country codes, blanks and repeats dropped (ADS-020). */
export function parseLocations(locations: string | null | undefined): string[] {
  const codes = (locations ?? "").split("+").map((code) => code.trim().toUpperCase());
  return [...new Set(codes.filter((code) => code !== ""))];
}

/** Builds the targeting_spec: arrays keyed AGE_BUCKET, GENDER, INTEREST, LOCATION (ADS-022). */
export function buildTargetingSpec(input: AudienceInput): TargetingSpec {
  return {
    AGE_BUCKET: [...new Set(input.ages ?? [])],
    GENDER: [...new Set(input.genders ?? [])],
    INTEREST: [...new Set(input.interests ?? [])],
    LOCATION: parseLocations(input.locations),
  };
}
