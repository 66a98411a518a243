import { budgetToMicros, microsToWire } from "./budgets.ts";
import {
  type AgeBucket,
  buildTargetingSpec,
  clipCampaignName,
  inclusiveEndDateForPayload,
  quickPromoteObjective,
  type SelectedOcpmTag,
  type TargetGender,
  type TargetingSpec,
} from "./campaign.ts";
import { normalizeAdCountry } from "./currencies.ts";
import {
  type AdRuleFailure,
  validateCampaignName,
  validateDailyBudget,
  validateDestinationUrl,
  validateDuration,
} from "./validation.ts";

/**
 * The quick-promote request body (seed 002 §7; ADS-046…048), built from the form values
 * (ADS-011) after every rule passed.
 */

/** The quick-promote form values, named as the seed names them (ADS-011). */
export interface QuickPromoteValues {
  name: string;
  destination_url: string;
  /** The daily budget as typed, a decimal string (ADS-031, ADS-033). */
  budget: string;
  duration: number;
  inclusive_end_date?: string | null;
  is_ongoing: boolean;
  advertiser_id: string;
  ages?: readonly AgeBucket[];
  interests?: readonly string[];
  genders?: readonly TargetGender[];
  ad_type?: string | null;
  selected_ocpm_tag?: SelectedOcpmTag | null;
  isAutoTargeting: boolean;
  /** Plus-separated target countries; the advertiser's country when absent (ADS-020). */
  locations?: string | null;
}

/** What the payload is built for: the pin or product group and the advertiser's country. */
export interface QuickPromoteContext {
  pinId: string;
  productGroupId?: string | null;
  /** Drives the minimum budget and the default location (ADS-037, CONST-015). */
  country: string | null | undefined;
}

/** The body of POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/ (ADS-046…048). */
export interface QuickPromotePayload {
  budget_in_micro_currency: number;
  campaign_name: string;
  destination_url: string;
  duration: number;
  auto_targeting_enabled: boolean;
  is_ongoing: boolean;
  start_now: true;
  targeting_spec: TargetingSpec;
  advertiser_id: string;
  ads_client_type: "quick_promote";
  pin_id: string;
  product_group_id: string | null;
  flexible_daily_budget_enabled: false;
  inclusive_end_date?: string;
  objective_type?: "WEB_CONVERSION";
  optimization_goal_metadata?: {
    conversion_tag_v3_goal_metadata: { conversion_tag_id: string; conversion_event: string };
  };
}

/** The path of the quick-promote call (ADS-046). */
export function quickPromoteApiPath(advertiserId: string, pinId: string): string {
  return `/ads/v4/advertisers/${encodeURIComponent(advertiserId)}/pins/${encodeURIComponent(pinId)}/quick_promote/`;
}

/** Every rule the form breaks, in field order (ADS-043). */
export function validateQuickPromote(
  values: QuickPromoteValues,
  country: string | null | undefined,
): AdRuleFailure[] {
  const failures = [
    validateCampaignName(values.name),
    validateDestinationUrl(values.destination_url),
    validateDailyBudget(values.budget, country),
    validateDuration(values.duration),
  ];
  return failures.filter((failure): failure is AdRuleFailure => failure !== null);
}

/**
 * Builds the quick-promote payload (ADS-046…048): clipped name, micro-currency budget, the
 * fixed start_now / ads_client_type / flexible budget, the end date only when it applies, and
 * the web-conversion fields when a conversion tag is selected. Fails with the broken rules.
 */
export function buildQuickPromotePayload(
  values: QuickPromoteValues,
  context: QuickPromoteContext,
): { ok: true; payload: QuickPromotePayload } | { ok: false; failures: AdRuleFailure[] } {
  const failures = validateQuickPromote(values, context.country);
  const micros = budgetToMicros(values.budget);
  if (failures.length > 0 || micros === null) return { ok: false, failures };
  const payload: QuickPromotePayload = {
    budget_in_micro_currency: microsToWire(micros),
    campaign_name: clipCampaignName(values.name.trim()),
    destination_url: values.destination_url.trim(),
    duration: values.duration,
    auto_targeting_enabled: values.isAutoTargeting,
    is_ongoing: values.is_ongoing,
    start_now: true,
    targeting_spec: buildTargetingSpec({
      ages: values.ages ?? [],
      genders: values.genders ?? [],
      interests: values.interests ?? [],
      locations: values.locations?.trim() ? values.locations : normalizeAdCountry(context.country),
    }),
    advertiser_id: values.advertiser_id,
    ads_client_type: "quick_promote",
    pin_id: context.pinId,
    product_group_id: context.productGroupId ?? null,
    flexible_daily_budget_enabled: false,
  };
  const endDate = inclusiveEndDateForPayload(values.is_ongoing, values.inclusive_end_date);
  if (endDate !== undefined) payload.inclusive_end_date = endDate;
  const tag = values.selected_ocpm_tag;
  const objective = quickPromoteObjective({ productGroupId: context.productGroupId, selectedOcpmTag: tag });
  if (objective === "WEB_CONVERSION" && tag) {
    payload.objective_type = "WEB_CONVERSION";
    payload.optimization_goal_metadata = {
      conversion_tag_v3_goal_metadata: {
        conversion_tag_id: tag.conversionTagId,
        conversion_event: tag.conversionEvent,
      },
    };
  }
  return { ok: true, payload };
}
