import {
  type AdRuleFailure,
  type AgeBucket,
  clipCampaignName,
  defaultDurationDays,
  type QuickPromoteDraft,
  type QuickPromoteValues,
  recommendedDailyBudget,
  type SelectedOcpmTag,
  type TargetGender,
  validateQuickPromote,
} from "@corkboard/core/ads";

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

/** The pin a campaign is built around: its id, title and link. */
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
export function initialForm(pin: PromotedPin, country: string): QuickPromoteForm {
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
export function toValues(form: QuickPromoteForm, advertiserId: string): QuickPromoteValues {
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

/** Field errors, split by the screen they belong to (business form / billing form). */
export interface FormCheck {
  failures: AdRuleFailure[];
  businessValid: boolean;
  billingValid: boolean;
}

const BUSINESS_FIELDS = new Set(["name", "destinationUrl"]);

/** Runs the core rules and says which screen is valid (ADS-024…027, ADS-043). */
export function checkForm(form: QuickPromoteForm, advertiserId: string, country: string): FormCheck {
  const failures = validateQuickPromote(toValues(form, advertiserId), country);
  return {
    failures,
    businessValid: !failures.some((failure) => BUSINESS_FIELDS.has(failure.field)),
    billingValid: failures.every((failure) => BUSINESS_FIELDS.has(failure.field)),
  };
}

/** The draft saved for this form (ADS-012). */
export function toDraft(form: QuickPromoteForm, pinId: string, locale: string): QuickPromoteDraft {
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
export function fromDraft(base: QuickPromoteForm, draft: QuickPromoteDraft): QuickPromoteForm {
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
