import { defaultDurationDays, recommendedDailyBudget } from "./budgets.ts";
import { type AgeBucket, clipCampaignName, type SelectedOcpmTag, type TargetGender } from "./campaign.ts";
import type { QuickPromoteDraft } from "./draft.ts";
import { type QuickPromoteValues, validateQuickPromote } from "./payload.ts";
import type { AdRuleFailure } from "./validation.ts";

/** What the quick-promote screens edit (ADS-011); numbers stay text while typed. */
export interface QuickPromoteForm {
  name: string;
  destinationUrl: string;
  /** The daily budget as typed (ADS-031, ADS-033). */
  budget: string;
  /** Days as typed; checked by validateDuration (ADS-035). */
  duration: string;
  isOngoing: boolean;
  endDate: string;
  ages: AgeBucket[];
  genders: TargetGender[];
  interests: string[];
  /** Plus-separated countries (ADS-020). */
  locations: string;
  isAutoTargeting: boolean;
  tag: SelectedOcpmTag | null;
  adType: string | null;
}

/** The pin a campaign is built around: its id, title, link and preview image. */
export interface PromotedPin {
  id: string;
  title: string;
  link: string | null;
  imageUrl: string | null;
}

/**
 * A fresh form for a pin: the pin's title and link, the country's recommended budget
 * (ADS-038) and default duration (10 days, 30 for SE/NO/DK; ADS-036), ongoing by default.
 */
export function initialQuickPromoteForm(pin: PromotedPin, country: string): QuickPromoteForm {
  return {
    name: clipCampaignName(pin.title.trim()),
    destinationUrl: pin.link ?? "",
    budget: String(recommendedDailyBudget(country)),
    duration: String(defaultDurationDays(country)),
    isOngoing: true,
    endDate: "",
    ages: [],
    genders: [],
    interests: [],
    locations: country,
    isAutoTargeting: true,
    tag: null,
    adType: null,
  };
}

/** The form as the core rules name the values (ADS-011). */
export function quickPromoteFormValues(form: QuickPromoteForm, advertiserId: string): QuickPromoteValues {
  return {
    name: form.name,
    destination_url: form.destinationUrl,
    budget: form.budget,
    duration: /^\s*\d+\s*$/.test(form.duration) ? Number(form.duration) : Number.NaN,
    inclusive_end_date: form.endDate,
    is_ongoing: form.isOngoing,
    advertiser_id: advertiserId,
    ages: form.ages,
    genders: form.genders,
    // A topic still being typed ends in a blank entry; only whole ids are sent.
    interests: form.interests.filter((id) => id !== ""),
    ad_type: form.adType,
    selected_ocpm_tag: form.tag,
    isAutoTargeting: form.isAutoTargeting,
    locations: form.locations,
  };
}

/** The broken rules of a form, and which of its two screens (business, billing) is valid. */
export interface QuickPromoteFormCheck {
  failures: AdRuleFailure[];
  businessValid: boolean;
  billingValid: boolean;
}

// The fields of the business form; every other rule belongs to the billing form.
const BUSINESS_FIELDS: ReadonlySet<string> = new Set(["name", "destinationUrl"]);

/** Runs the core rules and says which screen is valid (ADS-024…027, ADS-043). */
export function checkQuickPromoteForm(
  form: QuickPromoteForm,
  advertiserId: string,
  country: string,
): QuickPromoteFormCheck {
  const failures = validateQuickPromote(quickPromoteFormValues(form, advertiserId), country);
  return {
    failures,
    businessValid: !failures.some((failure) => BUSINESS_FIELDS.has(failure.field)),
    billingValid: failures.every((failure) => BUSINESS_FIELDS.has(failure.field)),
  };
}

/** The draft kept for this form (ADS-012). */
export function quickPromoteFormDraft(
  form: QuickPromoteForm,
  pinId: string,
  locale: string,
): QuickPromoteDraft {
  const days = Number(form.duration);
  return {
    pin: pinId,
    dailyBudget: form.budget,
    destinationUrl: form.destinationUrl,
    duration: Number.isInteger(days) ? days : 0,
    locale,
    name: form.name,
    interests: form.interests,
    ages: form.ages,
    genders: form.genders,
    adType: form.adType,
  };
}

/** A fresh form with a restored draft's values laid over it (ADS-012, ADS-013). */
export function quickPromoteFormFromDraft(
  base: QuickPromoteForm,
  draft: QuickPromoteDraft,
): QuickPromoteForm {
  return {
    ...base,
    name: draft.name,
    destinationUrl: draft.destinationUrl,
    budget: draft.dailyBudget,
    duration: draft.duration > 0 ? String(draft.duration) : base.duration,
    interests: draft.interests,
    ages: draft.ages,
    genders: draft.genders,
    adType: draft.adType,
  };
}
