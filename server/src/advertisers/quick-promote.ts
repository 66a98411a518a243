import {
  type AdCurrency,
  CONVERSION_EVENTS,
  isPromoteCountry,
  isQuickPromotableAccount,
  objectiveFromWire,
} from "@corkboard/core/ads";
import type { QuickPromoteResult } from "@corkboard/core/contract";
import { NON_PROMOTABLE_SITE_TYPE } from "@corkboard/core/paths";
import { findVisiblePin } from "../pins/index.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Database, Executor } from "../platform/db/index.ts";
import { AppError, notFound } from "../platform/http/app-error.ts";
import { adError } from "./ad-error.ts";
import { assertOnAdvertiser } from "./policy.ts";
import { pinnerQuickPromotable } from "./promote-facts.ts";
import { accountForPromote } from "./promote-facts-repo.ts";
import {
  campaignDates,
  checkBudget,
  checkCampaignName,
  checkDestination,
  checkDuration,
  checkTargeting,
  type QuickPromoteBody,
} from "./quick-promote-rules.ts";
import type { MembershipRow } from "./repo.ts";
import * as repo from "./repo.ts";
import type { PromoteSettings } from "./settings.ts";
import * as writes from "./writes-repo.ts";

/**
 * Promote eligibility on the server (PIN-072, PIN-073, ADS-044): the advertiser's country is
 * a promote country; the pin is visible and not created on site type 3; the viewer's account
 * is active and not new; the pinner is quick-promotable.
 */
async function assertEligible(
  db: Executor,
  viewer: Viewer,
  advertiser: MembershipRow,
  pinId: string,
  settings: PromoteSettings,
) {
  if (!isPromoteCountry(advertiser.country, settings.countries)) throw adError("PROMOTE_COUNTRY_UNAVAILABLE");
  const pin = await findVisiblePin(db, viewer, pinId);
  const account = await accountForPromote(db, viewer.id);
  if (!account) throw new AppError("UNAUTHORIZED", "Log in to continue.");
  const eligible =
    pin.siteType !== NON_PROMOTABLE_SITE_TYPE &&
    isQuickPromotableAccount(
      {
        suspended: account.state !== "active",
        // No ads-policy enforcement exists yet, so nobody is under a block.
        adsPolicyBlocked: false,
        accountCreatedAtMs: account.createdAt.getTime(),
        nowMs: settings.now(),
        pinnerQuickPromotable: await pinnerQuickPromotable(db, viewer, pin.pinnerId, advertiser.ownerUserId),
      },
      { minAccountAgeDays: settings.minAccountAgeDays },
    );
  if (!eligible) throw adError("PROMOTE_NOT_ELIGIBLE");
}

/**
 * The objective and its links (ADS-015, D-017): a product group of this advertiser makes
 * CATALOG_SALES (and wins over a tag); WEB_CONVERSION needs a tag of this advertiser and a
 * known event; otherwise CONSIDERATION (CLICKTHROUGH is its legacy name, ADS-008).
 */
async function resolveObjective(db: Executor, advertiserId: string, body: QuickPromoteBody) {
  const wanted = body.objective_type ? objectiveFromWire(body.objective_type) : null;
  const none = { conversionTagId: null, conversionEvent: null, productGroupId: null };
  if (body.product_group_id) {
    if (!(await repo.findProductGroup(db, advertiserId, body.product_group_id))) {
      throw adError("PRODUCT_GROUP_REQUIRED", { field: "product_group_id" });
    }
    return { ...none, objective: "CATALOG_SALES" as const, productGroupId: body.product_group_id };
  }
  if (wanted === "CATALOG_SALES") throw adError("PRODUCT_GROUP_REQUIRED", { field: "product_group_id" });
  const goal = body.optimization_goal_metadata?.conversion_tag_v3_goal_metadata;
  if (wanted !== "WEB_CONVERSION" && !goal) return { ...none, objective: "CONSIDERATION" as const };
  const event = goal?.conversion_event;
  const tag = goal ? await repo.findConversionTag(db, advertiserId, goal.conversion_tag_id) : null;
  if (!tag || !event || !(CONVERSION_EVENTS as readonly string[]).includes(event)) {
    throw adError("CONVERSION_TAG_REQUIRED", { field: "optimization_goal_metadata" });
  }
  return { ...none, objective: "WEB_CONVERSION" as const, conversionTagId: tag.id, conversionEvent: event };
}

/**
 * POST …/quick_promote/ (ADS-046…050): access (ACCT-021), the payload's rules (ADS-028…043),
 * eligibility (PIN-072, PIN-073), then the campaign, ad group, ad and order line in one
 * transaction. Without a payment method the campaign waits in PENDING_BILLING.
 */
export async function quickPromote(
  db: Database,
  viewer: Viewer,
  params: { advertiserId: string; pinId: string },
  body: QuickPromoteBody,
  settings: PromoteSettings,
): Promise<QuickPromoteResult> {
  const advertiser = await repo.findMembership(db, params.advertiserId, viewer.id);
  assertOnAdvertiser(advertiser?.role, "create_campaign");
  if (!advertiser) throw notFound("Advertiser");
  if (body.advertiser_id !== params.advertiserId || body.pin_id !== params.pinId) {
    const message = "advertiser_id and pin_id must match the path";
    throw new AppError("INVALID_INPUT", message, { detail: message });
  }
  const currency = advertiser.currency as AdCurrency;
  const name = checkCampaignName(body.campaign_name);
  const destinationUrl = checkDestination(body.destination_url);
  const budget = checkBudget(body.budget_in_micro_currency, advertiser.country, currency);
  const duration = checkDuration(body.duration);
  const dates = campaignDates(body, duration, settings.now());
  const targetingSpec = checkTargeting(body.targeting_spec, advertiser.country, settings.countries);
  await assertEligible(db, viewer, advertiser, params.pinId, settings);
  const objective = await resolveObjective(db, advertiser.id, body);
  return db.transaction(async (tx) => {
    const status = (await writes.hasPaymentMethod(tx, advertiser.id)) ? "ACTIVE" : "PENDING_BILLING";
    const ids = await writes.insertQuickPromoteCampaign(tx, {
      advertiserId: advertiser.id,
      createdBy: viewer.id,
      name,
      ...objective,
      status,
      currency,
      dailyBudgetMicros: budget,
      ...dates,
      isOngoing: body.is_ongoing,
      durationDays: duration,
      targetingSpec,
      autoTargetingEnabled: body.auto_targeting_enabled,
      pinId: params.pinId,
      destinationUrl,
    });
    return { campaign_id: ids.campaignId, ad_group_id: ids.adGroupId, ad_id: ids.adId, status };
  });
}
