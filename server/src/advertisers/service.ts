import type { AdCurrency } from "@corkboard/core/ads";
import { CONVERSION_EVENTS } from "@corkboard/core/ads";
import type { Advertiser, billingEndpoint, Campaign, EndpointData } from "@corkboard/core/contract";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Database, Executor } from "../platform/db/index.ts";
import { AppError, notFound } from "../platform/http/app-error.ts";
import { adError } from "./ad-error.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { type AdvertiserAction, assertOnAdvertiser } from "./policy.ts";
import { presentAdvertiser, presentCampaign, presentPaymentMethod } from "./presenter.ts";
import { isoDay, parseIsoDay } from "./quick-promote-rules.ts";
import * as repo from "./repo.ts";
import * as writes from "./writes-repo.ts";

/** Reads and writes of an advertiser's campaigns, insights, tags and billing (IMPL-040, IMPL-041). */

/** The advertiser if the viewer may do `action` on it (ACCT-021); NOT_FOUND without membership. */
export async function advertiserFor(
  db: Executor,
  viewer: Viewer,
  advertiserId: string,
  action: AdvertiserAction,
) {
  const row = await repo.findMembership(db, advertiserId, viewer.id);
  assertOnAdvertiser(row?.role, action);
  if (!row) throw notFound("Advertiser");
  return row;
}

/** The viewer's advertisers. */
export async function listAdvertisers(db: Executor, viewer: Viewer): Promise<Advertiser[]> {
  return (await repo.listMemberships(db, viewer.id)).map(presentAdvertiser);
}

/** One advertiser the viewer is a member of. */
export async function getAdvertiser(db: Executor, viewer: Viewer, advertiserId: string): Promise<Advertiser> {
  return presentAdvertiser(await advertiserFor(db, viewer, advertiserId, "read"));
}

/** An advertiser's campaigns, newest first. */
export async function listCampaigns(db: Executor, viewer: Viewer, advertiserId: string): Promise<Campaign[]> {
  const advertiser = await advertiserFor(db, viewer, advertiserId, "read");
  return (await repo.listCampaigns(db, advertiser.id)).map(presentCampaign);
}

async function campaignOf(db: Executor, advertiserId: string, campaignId: string) {
  const row = await repo.findCampaign(db, advertiserId, campaignId);
  if (!row) throw notFound("Campaign");
  return row;
}

async function metrics(db: Executor, campaignId: string, startDate: string, endDate: string) {
  if ((parseIsoDay(startDate) ?? 0) > (parseIsoDay(endDate) ?? 0)) {
    const message = "start_date must not be after end_date";
    throw new AppError("INVALID_INPUT", message, { detail: message });
  }
  const sums = await repo.sumMetrics(db, campaignId, startDate, endDate);
  return {
    start_date: startDate,
    end_date: endDate,
    impressions: sums.impressions,
    clicks: sums.clicks,
    saves: sums.saves,
    spend_in_micro_currency: sums.spendMicros,
    ctr: sums.impressions > 0 ? sums.clicks / sums.impressions : null,
  };
}

/**
 * One campaign with its delivery totals (ADS-067): sums of the stored daily metrics over the
 * range (the campaign's dates by default), so a campaign that has not delivered shows zeros,
 * never invented numbers; a comparison range only when both its dates are given.
 */
export async function campaignInsights(
  db: Executor,
  viewer: Viewer,
  params: { advertiserId: string; campaignId: string },
  query: { start_date?: string; end_date?: string; comp_start_date?: string; comp_end_date?: string },
  nowMs: number,
) {
  const advertiser = await advertiserFor(db, viewer, params.advertiserId, "read");
  const row = await campaignOf(db, advertiser.id, params.campaignId);
  const start = query.start_date ?? row.startDate;
  const end = query.end_date ?? row.endDate ?? isoDay(nowMs);
  const comparison =
    query.comp_start_date && query.comp_end_date
      ? await metrics(db, row.id, query.comp_start_date, query.comp_end_date)
      : null;
  return { campaign: presentCampaign(row), metrics: await metrics(db, row.id, start, end), comparison };
}

/** The tag modal's choices (ADS-010). */
export async function listConversionTags(db: Executor, viewer: Viewer, advertiserId: string) {
  const advertiser = await advertiserFor(db, viewer, advertiserId, "read");
  const tags = await repo.listConversionTags(db, advertiser.id);
  return {
    tags: tags.map((tag) => ({ id: tag.id, name: tag.name, created_at: tag.createdAt.toISOString() })),
    events: [...CONVERSION_EVENTS],
  };
}

/** Adds a conversion tag (writers only). */
export async function createConversionTag(db: Executor, viewer: Viewer, advertiserId: string, name: string) {
  const advertiser = await advertiserFor(db, viewer, advertiserId, "manage_conversion_tags");
  const tag = await repo.insertConversionTag(db, advertiser.id, name.trim());
  return { id: tag.id, name: tag.name, created_at: tag.createdAt.toISOString() };
}

type Billing = EndpointData<typeof billingEndpoint>;

/**
 * The billing page (ADS-007, ADS-059, IMPL-040): the campaign of `campaign_id` (one of this
 * advertiser's, else NOT_FOUND), payment methods, order lines and history, all as stored.
 */
export async function billing(
  db: Executor,
  viewer: Viewer,
  advertiserId: string,
  campaignId: string | undefined,
): Promise<Billing> {
  const advertiser = await advertiserFor(db, viewer, advertiserId, "read");
  const [campaign, methods, lines, events] = await Promise.all([
    campaignId ? campaignOf(db, advertiser.id, campaignId) : null,
    repo.listPaymentMethods(db, advertiser.id),
    repo.listOrderLines(db, advertiser.id),
    repo.listBillingEvents(db, advertiser.id),
  ]);
  return {
    advertiser: presentAdvertiser(advertiser),
    campaign: campaign ? presentCampaign(campaign) : null,
    payment_methods: methods.map(presentPaymentMethod),
    order_lines: lines.map((line) => ({
      id: line.id,
      campaign_id: line.campaignId,
      campaign_name: line.campaignName,
      currency: line.currency as AdCurrency,
      daily_budget_in_micro_currency: line.dailyBudgetMicros,
      max_spend_in_micro_currency: line.maxSpendMicros,
      start_date: line.startDate,
      end_date: line.endDate,
      status: line.status,
      created_at: line.createdAt.toISOString(),
    })),
    history: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      description: event.description,
      amount_in_micro_currency: event.amountMicros,
      currency: event.currency as AdCurrency,
      created_at: event.createdAt.toISOString(),
    })),
  };
}

/**
 * Captures a payment method through the provider (IMPL-040): writers only; a declined card
 * is PAYMENT_DECLINED; campaigns waiting for billing become ACTIVE.
 */
export async function capturePaymentMethod(
  db: Database,
  viewer: Viewer,
  advertiserId: string,
  token: string,
  provider: PaymentProvider,
) {
  const advertiser = await advertiserFor(db, viewer, advertiserId, "manage_billing");
  const card = await provider.capture(token);
  if (!card) throw adError("PAYMENT_DECLINED", { field: "token" });
  const row = await db.transaction(async (tx) => {
    const method = await writes.insertPaymentMethod(tx, {
      advertiserId: advertiser.id,
      provider: provider.name,
      currency: advertiser.currency,
      ...card,
    });
    await writes.activatePendingCampaigns(tx, advertiser.id);
    return method;
  });
  return presentPaymentMethod(row);
}
