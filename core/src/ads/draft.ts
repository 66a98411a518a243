import { AGE_BUCKETS, type AgeBucket, TARGET_GENDERS, type TargetGender } from "./campaign.ts";

/**
 * The quick-promote draft, saved per advertiser and pin in localStorage (seed 002 §3;
 * ADS-012, ADS-013). Stored text is untrusted, so it is checked field by field, never cast.
 * Only the browser keeps drafts, and the browser never loads zod (D-009), so the check is
 * plain TypeScript.
 */

/** A saved quick-promote draft (ADS-012). */
export interface QuickPromoteDraft {
  /** The pin id being promoted. */
  pin: string;
  dailyBudget: string;
  destinationUrl: string;
  duration: number;
  locale: string;
  name: string;
  interests: string[];
  ages: AgeBucket[];
  genders: TargetGender[];
  adType: string | null;
}

const isString = (value: unknown): value is string => typeof value === "string";

function isListOf<T extends string>(value: unknown, allowed?: readonly T[]): value is T[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) => isString(item) && (allowed === undefined || (allowed as readonly string[]).includes(item)),
    )
  );
}

/** True when `value` has every draft field with its type (ADS-012). */
export function isQuickPromoteDraft(value: unknown): value is QuickPromoteDraft {
  if (typeof value !== "object" || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    isString(draft.pin) &&
    draft.pin !== "" &&
    isString(draft.dailyBudget) &&
    isString(draft.destinationUrl) &&
    Number.isInteger(draft.duration) &&
    isString(draft.locale) &&
    isString(draft.name) &&
    isListOf(draft.interests) &&
    isListOf(draft.ages, AGE_BUCKETS) &&
    isListOf(draft.genders, TARGET_GENDERS) &&
    (draft.adType === null || isString(draft.adType))
  );
}

/** Only the draft's own fields, so nothing else rides along into storage. */
function pick(draft: QuickPromoteDraft): QuickPromoteDraft {
  return {
    pin: draft.pin,
    dailyBudget: draft.dailyBudget,
    destinationUrl: draft.destinationUrl,
    duration: draft.duration,
    locale: draft.locale,
    name: draft.name,
    interests: [...draft.interests],
    ages: [...draft.ages],
    genders: [...draft.genders],
    adType: draft.adType,
  };
}

/** The text stored for a draft (ADS-013); throws on a value that is not a draft. */
export function serializeQuickPromoteDraft(draft: QuickPromoteDraft): string {
  if (!isQuickPromoteDraft(draft)) throw new TypeError("not a quick-promote draft");
  return JSON.stringify(pick(draft));
}

/** A stored draft, or null when the text is missing, not JSON or not a draft (ADS-013). */
export function parseQuickPromoteDraft(text: string | null | undefined): QuickPromoteDraft | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return isQuickPromoteDraft(value) ? pick(value) : null;
}
