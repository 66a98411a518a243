import { AD_BUDGET_LIMITS, type AdCurrency, formatAdAmount } from "@corkboard/core/ads";
import type { Campaign } from "@corkboard/core/contract";
import { formatDate, type MessageKey, t } from "@corkboard/core/messages";

/** A micro-currency amount for people, e.g. 7000000 USD → "$7.00" (ADS-032). */
export function formatMicros(micros: number, currency: AdCurrency): string {
  return formatAdAmount(micros / AD_BUDGET_LIMITS.microMultiplier, currency);
}

// Instants are shown in the visitor's time zone, in the catalogue's language.

/** An ISO 8601 instant for people, e.g. "July 1, 2026 at 12:00 PM". */
export function formatInstant(iso: string): string {
  return formatDate(new Date(iso), { dateStyle: "long", timeStyle: "short" });
}

/** A campaign's dates: "From {start}, ongoing" or "{start} to {end}" (ADS-030). */
export function campaignDates(campaign: Pick<Campaign, "start_date" | "end_date" | "is_ongoing">): string {
  const start = campaign.start_date.slice(0, 10);
  if (campaign.is_ongoing || !campaign.end_date) return t("ads.campaigns.ongoing", { start });
  return t("ads.campaigns.range", { start, end: campaign.end_date.slice(0, 10) });
}

/** A campaign's audience in one line: ages, genders, interests, locations (ADS-016…022). */
export function targetingSummary(
  campaign: Pick<Campaign, "targeting_spec" | "auto_targeting_enabled">,
): string {
  const spec = campaign.targeting_spec;
  const parts = [
    spec.AGE_BUCKET.join(", "),
    spec.GENDER.map((gender) => t(`ads.qp.gender.${gender}` as MessageKey)).join(", "),
    spec.INTEREST.length > 0 ? `${t("ads.qp.interests")}: ${spec.INTEREST.join(", ")}` : "",
    spec.LOCATION.join("+"),
  ].filter((part) => part !== "");
  if (campaign.auto_targeting_enabled) parts.push(t("ads.campaigns.autoTargeting"));
  return parts.length > 0 ? parts.join(" · ") : t("ads.campaigns.everyone");
}

/** The status of a campaign in words. */
export function statusLabel(status: Campaign["status"]): string {
  return t(`ads.status.${status}` as MessageKey);
}
