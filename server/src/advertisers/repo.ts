import type { AdvertiserRole } from "@corkboard/core/ads";
import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import {
  adDailyMetrics,
  adGroups,
  ads,
  advertiserMembers,
  advertisers,
  billingEvents,
  campaigns,
  conversionTags,
  orderLines,
  paymentMethods,
  productGroups,
} from "../platform/db/schema/index.ts";

/** Queries of the advertiser area (IMPL-040, IMPL-041); access checks live in the services. */

/** Lists are capped: an advertiser's campaigns and billing pages are small and read whole. */
export const LIST_LIMIT = 200;

const advertiserColumns = {
  id: advertisers.id,
  name: advertisers.name,
  country: advertisers.country,
  currency: advertisers.currency,
  ownerUserId: advertisers.ownerUserId,
  createdAt: advertisers.createdAt,
  role: advertiserMembers.role,
};

/** An advertiser with the member's role, or null when `userId` is not a member. */
export async function findMembership(db: Executor, advertiserId: string, userId: string) {
  const [row] = await db
    .select(advertiserColumns)
    .from(advertisers)
    .innerJoin(
      advertiserMembers,
      and(eq(advertiserMembers.advertiserId, advertisers.id), eq(advertiserMembers.userId, userId)),
    )
    .where(eq(advertisers.id, advertiserId))
    .limit(1);
  return row ?? null;
}

/** An advertiser as a member sees it. */
export type MembershipRow = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

/** Every advertiser `userId` is a member of, oldest first. */
export async function listMemberships(db: Executor, userId: string) {
  return db
    .select(advertiserColumns)
    .from(advertiserMembers)
    .innerJoin(advertisers, eq(advertisers.id, advertiserMembers.advertiserId))
    .where(eq(advertiserMembers.userId, userId))
    .orderBy(asc(advertisers.createdAt), asc(advertisers.id))
    .limit(LIST_LIMIT);
}

/** Adds a member (tests and, later, business invites). */
export async function insertMember(db: Executor, advertiserId: string, userId: string, role: AdvertiserRole) {
  await db.insert(advertiserMembers).values({ advertiserId, userId, role });
}

const campaignColumns = {
  id: campaigns.id,
  advertiserId: campaigns.advertiserId,
  name: campaigns.name,
  objective: campaigns.objective,
  status: campaigns.status,
  currency: campaigns.currency,
  dailyBudgetMicros: campaigns.dailyBudgetMicros,
  startDate: campaigns.startDate,
  endDate: campaigns.endDate,
  isOngoing: campaigns.isOngoing,
  durationDays: campaigns.durationDays,
  createdAt: campaigns.createdAt,
  adGroupId: adGroups.id,
  targetingSpec: adGroups.targetingSpec,
  autoTargetingEnabled: adGroups.autoTargetingEnabled,
  productGroupId: adGroups.productGroupId,
  adId: ads.id,
  pinId: ads.pinId,
  destinationUrl: ads.destinationUrl,
};

function campaignQuery(db: Executor) {
  // Quick promote makes one ad group with one ad per campaign; the joins read them together.
  return db
    .select(campaignColumns)
    .from(campaigns)
    .innerJoin(adGroups, eq(adGroups.campaignId, campaigns.id))
    .innerJoin(ads, eq(ads.adGroupId, adGroups.id));
}

/** An advertiser's campaigns, newest first. */
export async function listCampaigns(db: Executor, advertiserId: string) {
  return campaignQuery(db)
    .where(eq(campaigns.advertiserId, advertiserId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(LIST_LIMIT);
}

/** One campaign of an advertiser, or null. */
export async function findCampaign(db: Executor, advertiserId: string, campaignId: string) {
  const [row] = await campaignQuery(db)
    .where(and(eq(campaigns.advertiserId, advertiserId), eq(campaigns.id, campaignId)))
    .limit(1);
  return row ?? null;
}

/** A campaign row as the presenter takes it. */
export type CampaignRow = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

/** Stored delivery totals of a campaign over inclusive dates. */
export async function sumMetrics(db: Executor, campaignId: string, startDate: string, endDate: string) {
  const [row] = await db
    .select({
      impressions: sql<string>`coalesce(sum(${adDailyMetrics.impressions}), 0)`,
      clicks: sql<string>`coalesce(sum(${adDailyMetrics.clicks}), 0)`,
      saves: sql<string>`coalesce(sum(${adDailyMetrics.saves}), 0)`,
      spend: sql<string>`coalesce(sum(${adDailyMetrics.spendMicros}), 0)`,
    })
    .from(adDailyMetrics)
    .innerJoin(ads, eq(ads.id, adDailyMetrics.adId))
    .where(
      and(
        eq(ads.campaignId, campaignId),
        gte(adDailyMetrics.day, startDate),
        lte(adDailyMetrics.day, endDate),
      ),
    );
  return {
    impressions: Number(row?.impressions ?? 0),
    clicks: Number(row?.clicks ?? 0),
    saves: Number(row?.saves ?? 0),
    spendMicros: Number(row?.spend ?? 0),
  };
}

/** A conversion tag of the advertiser, or null. */
export async function findConversionTag(db: Executor, advertiserId: string, tagId: string) {
  const [row] = await db
    .select()
    .from(conversionTags)
    .where(and(eq(conversionTags.advertiserId, advertiserId), eq(conversionTags.id, tagId)))
    .limit(1);
  return row ?? null;
}

/** The advertiser's conversion tags, oldest first. */
export async function listConversionTags(db: Executor, advertiserId: string) {
  return db
    .select()
    .from(conversionTags)
    .where(eq(conversionTags.advertiserId, advertiserId))
    .orderBy(asc(conversionTags.createdAt), asc(conversionTags.id))
    .limit(LIST_LIMIT);
}

/** Adds a conversion tag. */
export async function insertConversionTag(db: Executor, advertiserId: string, name: string) {
  const [row] = await db.insert(conversionTags).values({ advertiserId, name }).returning();
  if (!row) throw new Error("insert of the conversion tag returned nothing");
  return row;
}

/** A product group of the advertiser, or null. */
export async function findProductGroup(db: Executor, advertiserId: string, productGroupId: string) {
  const [row] = await db
    .select({ id: productGroups.id })
    .from(productGroups)
    .where(and(eq(productGroups.advertiserId, advertiserId), eq(productGroups.id, productGroupId)))
    .limit(1);
  return row ?? null;
}

/** The advertiser's payment methods, oldest first. */
export async function listPaymentMethods(db: Executor, advertiserId: string) {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.advertiserId, advertiserId))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id))
    .limit(LIST_LIMIT);
}

/** Order lines with their campaign's name and status, newest first (ADS-059). */
export async function listOrderLines(db: Executor, advertiserId: string) {
  return db
    .select({
      id: orderLines.id,
      campaignId: orderLines.campaignId,
      campaignName: campaigns.name,
      status: campaigns.status,
      currency: orderLines.currency,
      dailyBudgetMicros: orderLines.dailyBudgetMicros,
      maxSpendMicros: orderLines.maxSpendMicros,
      startDate: orderLines.startDate,
      endDate: orderLines.endDate,
      createdAt: orderLines.createdAt,
    })
    .from(orderLines)
    .innerJoin(campaigns, eq(campaigns.id, orderLines.campaignId))
    .where(eq(orderLines.advertiserId, advertiserId))
    .orderBy(desc(orderLines.createdAt), desc(orderLines.id))
    .limit(LIST_LIMIT);
}

/** Billing history, newest first (ADS-059). */
export async function listBillingEvents(db: Executor, advertiserId: string) {
  return db
    .select()
    .from(billingEvents)
    .where(eq(billingEvents.advertiserId, advertiserId))
    .orderBy(desc(billingEvents.createdAt), desc(billingEvents.id))
    .limit(LIST_LIMIT);
}
