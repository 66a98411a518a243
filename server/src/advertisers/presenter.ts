import type { AdCurrency } from "@corkboard/core/ads";
import type { Advertiser, Campaign, PaymentMethod } from "@corkboard/core/contract";
import type { CampaignRow, MembershipRow } from "./repo.ts";

/** Rows of the advertiser area as the contract's shapes (contract/ads.ts). */

/** An advertiser with the viewer's role. */
export function presentAdvertiser(row: MembershipRow): Advertiser {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    currency: row.currency as AdCurrency,
    owner_user_id: row.ownerUserId,
    role: row.role,
    created_at: row.createdAt.toISOString(),
  };
}

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** A campaign with its ad group's targeting and its ad's pin. */
export function presentCampaign(row: CampaignRow): Campaign {
  const spec = row.targetingSpec;
  return {
    id: row.id,
    advertiser_id: row.advertiserId,
    name: row.name,
    objective: row.objective,
    status: row.status,
    currency: row.currency as AdCurrency,
    daily_budget_in_micro_currency: row.dailyBudgetMicros,
    start_date: row.startDate,
    end_date: row.endDate,
    is_ongoing: row.isOngoing,
    duration: row.durationDays,
    targeting_spec: {
      AGE_BUCKET: listOf(spec.AGE_BUCKET) as Campaign["targeting_spec"]["AGE_BUCKET"],
      GENDER: listOf(spec.GENDER) as Campaign["targeting_spec"]["GENDER"],
      INTEREST: listOf(spec.INTEREST),
      LOCATION: listOf(spec.LOCATION),
    },
    auto_targeting_enabled: row.autoTargetingEnabled,
    ad_group_id: row.adGroupId,
    ad_id: row.adId,
    pin_id: row.pinId,
    product_group_id: row.productGroupId,
    destination_url: row.destinationUrl,
    created_at: row.createdAt.toISOString(),
  };
}

/** A stored card: only brand and last four digits ever leave the server. */
export function presentPaymentMethod(row: {
  id: string;
  provider: string;
  brand: string;
  last4: string;
  isDefault: boolean;
  createdAt: Date;
}): PaymentMethod {
  return {
    id: row.id,
    provider: "TEST",
    brand: row.brand,
    last4: row.last4,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}
