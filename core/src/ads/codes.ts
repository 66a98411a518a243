import type { ErrorMessage, MessageKey } from "../messages/index.ts";

/**
 * Stable error codes of the business and advertiser area (seed 002 §5, §8; ACCT-016,
 * ADS-043, ADS-074). String-literal unions so they merge into `contract/errors.ts`.
 */

/** Every code the business, advertiser, quick-promote and offsite calls can fail with. */
export const AD_ERROR_CODES = [
  /** A daily budget below the country's minimum (ADS-037). */
  "BUDGET_BELOW_MINIMUM",
  /** A budget above 1,000,000 (ADS-034). */
  "BUDGET_ABOVE_MAXIMUM",
  /** budget_in_micro_currency is not a positive whole number of micro-units (ADS-031). */
  "BUDGET_INVALID",
  /** Duration outside 1…365 days (ADS-035). */
  "DURATION_OUT_OF_RANGE",
  /** A campaign name that is blank. */
  "CAMPAIGN_NAME_REQUIRED",
  /** A campaign name over 64 characters; the client clips before sending (ADS-028). */
  "CAMPAIGN_NAME_TOO_LONG",
  /** destination_url is not an http(s) URL (ADS-043). */
  "DESTINATION_URL_INVALID",
  /** inclusive_end_date on an ongoing campaign, malformed, or before today (ADS-030). */
  "END_DATE_INVALID",
  /** Targeting outside the known buckets, genders, interests or countries (ADS-016…022). */
  "TARGETING_INVALID",
  /** WEB_CONVERSION without an existing conversion tag and a known event (ADS-015, ADS-048). */
  "CONVERSION_TAG_REQUIRED",
  /** CATALOG_SALES without a product group of this advertiser (ADS-015). */
  "PRODUCT_GROUP_REQUIRED",
  /** The viewer may not promote this pin (PIN-072, PIN-073). */
  "PROMOTE_NOT_ELIGIBLE",
  /** The advertiser's country is not in the promote allowlist (ADS-044, ADS-045). */
  "PROMOTE_COUNTRY_UNAVAILABLE",
  /** The viewer's role on the advertiser is read-only (ACCT-021: ANALYST). */
  "ADVERTISER_READ_ONLY",
  /** A business profile that needs two-factor authentication the viewer has not set up (ACCT-016). */
  "BUSINESS_MFA_REQUIRED",
  /** The payment provider refused the card (IMPL-040). */
  "PAYMENT_DECLINED",
  /** An /offsite/ link whose token is missing, tampered with or expired (ADS-074). */
  "OFFSITE_TOKEN_INVALID",
  /** An outbound link the safety list marks blocked, suspicious or porn (ADS-072). */
  "OFFSITE_LINK_BLOCKED",
  /** Pin creation is switched off or the feature is gated for this viewer (GATE-009…011). */
  "PIN_CREATION_DISABLED",
] as const;

/** A stable code of the business and advertiser area. */
export type AdErrorCode = (typeof AD_ERROR_CODES)[number];

/** HTTP status of each code. */
export const AD_ERROR_HTTP_STATUS: Record<AdErrorCode, number> = {
  BUDGET_BELOW_MINIMUM: 400,
  BUDGET_ABOVE_MAXIMUM: 400,
  BUDGET_INVALID: 400,
  DURATION_OUT_OF_RANGE: 400,
  CAMPAIGN_NAME_REQUIRED: 400,
  CAMPAIGN_NAME_TOO_LONG: 400,
  DESTINATION_URL_INVALID: 400,
  END_DATE_INVALID: 400,
  TARGETING_INVALID: 400,
  CONVERSION_TAG_REQUIRED: 400,
  PRODUCT_GROUP_REQUIRED: 400,
  PROMOTE_NOT_ELIGIBLE: 403,
  PROMOTE_COUNTRY_UNAVAILABLE: 403,
  ADVERTISER_READ_ONLY: 403,
  BUSINESS_MFA_REQUIRED: 403,
  PAYMENT_DECLINED: 402,
  OFFSITE_TOKEN_INVALID: 400,
  OFFSITE_LINK_BLOCKED: 403,
  PIN_CREATION_DISABLED: 403,
};

/**
 * The catalogue message of each code (the budget ones take `{amount}`); the server sends the
 * formatted text as message and message_detail (ADS-051), the web may format it itself.
 */
export const AD_ERROR_MESSAGE_KEYS = {
  BUDGET_BELOW_MINIMUM: "ads.budget.belowMinimum",
  BUDGET_ABOVE_MAXIMUM: "ads.budget.aboveMaximum",
  BUDGET_INVALID: "ads.budget.invalid",
  DURATION_OUT_OF_RANGE: "ads.duration.outOfRange",
  CAMPAIGN_NAME_REQUIRED: "ads.name.required",
  CAMPAIGN_NAME_TOO_LONG: "ads.name.tooLong",
  DESTINATION_URL_INVALID: "ads.destinationUrl.invalid",
  END_DATE_INVALID: "ads.endDate.invalid",
  TARGETING_INVALID: "ads.targeting.invalid",
  CONVERSION_TAG_REQUIRED: "ads.conversionTag.required",
  PRODUCT_GROUP_REQUIRED: "ads.productGroup.required",
  PROMOTE_NOT_ELIGIBLE: "ads.promote.notEligible",
  PROMOTE_COUNTRY_UNAVAILABLE: "ads.promote.countryUnavailable",
  ADVERTISER_READ_ONLY: "ads.readOnly",
  BUSINESS_MFA_REQUIRED: "ads.business.mfaRequired",
  PAYMENT_DECLINED: "ads.payment.declined",
  OFFSITE_TOKEN_INVALID: "ads.offsite.invalidLink",
  OFFSITE_LINK_BLOCKED: "ads.offsite.blocked",
  PIN_CREATION_DISABLED: "ads.pinBuilder.disabled",
} as const satisfies Record<AdErrorCode, MessageKey>;

/**
 * The advertiser codes' part of the contract's one code → text map (`ERROR_MESSAGES`). A
 * budget's limit depends on the advertiser's country and currency, which the server knows:
 * its formatted words are shown, else a sentence without the amount.
 */
export const AD_ERROR_MESSAGES: Record<AdErrorCode, ErrorMessage> = {
  ...AD_ERROR_MESSAGE_KEYS,
  BUDGET_BELOW_MINIMUM: { key: "ads.budget.belowMinimum", orElse: "ads.budget.tooLow" },
  BUDGET_ABOVE_MAXIMUM: { key: "ads.budget.aboveMaximum", orElse: "ads.budget.tooHigh" },
};
