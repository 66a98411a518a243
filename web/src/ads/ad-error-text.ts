import type { MessageKey } from "@corkboard/core/messages";
import { ApiError, errorMessage } from "../platform/api/index.ts";

/** The catalogue message of each business-side refusal the screens explain themselves. */
const AD_ERROR_KEYS: Readonly<Record<string, MessageKey>> = {
  CAMPAIGN_NAME_REQUIRED: "ads.name.required",
  CAMPAIGN_NAME_TOO_LONG: "ads.name.tooLong",
  DESTINATION_URL_INVALID: "ads.destinationUrl.invalid",
  DURATION_OUT_OF_RANGE: "ads.duration.outOfRange",
  END_DATE_INVALID: "ads.endDate.invalid",
  TARGETING_INVALID: "ads.targeting.invalid",
  CONVERSION_TAG_REQUIRED: "ads.conversionTag.required",
  PRODUCT_GROUP_REQUIRED: "ads.productGroup.required",
  PROMOTE_NOT_ELIGIBLE: "ads.promote.notEligible",
  PROMOTE_COUNTRY_UNAVAILABLE: "ads.promote.countryUnavailable",
  ADVERTISER_READ_ONLY: "ads.readOnly",
  BUSINESS_MFA_REQUIRED: "ads.business.mfaRequired",
  PAYMENT_DECLINED: "ads.payment.declined",
  OFFSITE_LINK_BLOCKED: "ads.offsite.blocked",
  OFFSITE_TOKEN_INVALID: "ads.offsite.invalidLink",
  PIN_CREATION_DISABLED: "ads.pinBuilder.disabled",
};

/** The catalogue key for a business-side error code, or null for any other failure. */
export function adErrorKey(error: unknown): MessageKey | null {
  return error instanceof ApiError ? (AD_ERROR_KEYS[error.code] ?? null) : null;
}

/** What to tell the person about a failed business-side call. */
export function adErrorText(error: unknown, say: (key: MessageKey) => string): string {
  const key = adErrorKey(error);
  return key ? say(key) : errorMessage(error);
}
