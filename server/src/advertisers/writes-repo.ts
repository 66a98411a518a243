import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import {
  adGroups,
  ads,
  billingEvents,
  campaigns,
  orderLines,
  paymentMethods,
} from "../platform/db/schema/index.ts";

/** Writes of the advertiser area (a repository), each run inside the service's transaction. */

/** What a quick-promote campaign stores (IMPL-041). */
export interface NewCampaign {
  advertiserId: string;
  createdBy: string;
  name: string;
  objective: "CONSIDERATION" | "WEB_CONVERSION" | "CATALOG_SALES";
  status: "ACTIVE" | "PENDING_BILLING";
  currency: string;
  dailyBudgetMicros: number;
  startDate: string;
  endDate: string | null;
  isOngoing: boolean;
  durationDays: number;
  targetingSpec: Record<string, string[]>;
  autoTargetingEnabled: boolean;
  conversionTagId: string | null;
  conversionEvent: string | null;
  productGroupId: string | null;
  pinId: string;
  destinationUrl: string;
}

/** Inserts the campaign, its ad group, its ad and its order line; answers their ids. */
export async function insertQuickPromoteCampaign(db: Executor, input: NewCampaign) {
  const [campaign] = await db
    .insert(campaigns)
    .values({
      advertiserId: input.advertiserId,
      name: input.name,
      objective: input.objective,
      status: input.status,
      currency: input.currency,
      dailyBudgetMicros: input.dailyBudgetMicros,
      startDate: input.startDate,
      endDate: input.endDate,
      isOngoing: input.isOngoing,
      durationDays: input.durationDays,
      adsClientType: "quick_promote",
      createdBy: input.createdBy,
    })
    .returning({ id: campaigns.id });
  if (!campaign) throw new Error("insert of the campaign returned nothing");
  const [group] = await db
    .insert(adGroups)
    .values({
      campaignId: campaign.id,
      advertiserId: input.advertiserId,
      status: input.status,
      budgetMicros: input.dailyBudgetMicros,
      targetingSpec: input.targetingSpec,
      autoTargetingEnabled: input.autoTargetingEnabled,
      conversionTagId: input.conversionTagId,
      conversionEvent: input.conversionEvent,
      productGroupId: input.productGroupId,
    })
    .returning({ id: adGroups.id });
  if (!group) throw new Error("insert of the ad group returned nothing");
  const [ad] = await db
    .insert(ads)
    .values({
      adGroupId: group.id,
      campaignId: campaign.id,
      advertiserId: input.advertiserId,
      pinId: input.pinId,
      destinationUrl: input.destinationUrl,
      status: input.status,
    })
    .returning({ id: ads.id });
  if (!ad) throw new Error("insert of the ad returned nothing");
  await db.insert(orderLines).values({
    advertiserId: input.advertiserId,
    campaignId: campaign.id,
    currency: input.currency,
    dailyBudgetMicros: input.dailyBudgetMicros,
    maxSpendMicros: input.isOngoing ? null : input.dailyBudgetMicros * input.durationDays,
    startDate: input.startDate,
    endDate: input.endDate,
  });
  return { campaignId: campaign.id, adGroupId: group.id, adId: ad.id };
}

/** True when the advertiser has a payment method. */
export async function hasPaymentMethod(db: Executor, advertiserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.advertiserId, advertiserId))
    .limit(1);
  return row !== undefined;
}

/** Stores a captured card and its history entry. */
export async function insertPaymentMethod(
  db: Executor,
  input: {
    advertiserId: string;
    provider: string;
    providerRef: string;
    brand: string;
    last4: string;
    currency: string;
  },
) {
  const isDefault = !(await hasPaymentMethod(db, input.advertiserId));
  const [row] = await db
    .insert(paymentMethods)
    .values({
      advertiserId: input.advertiserId,
      provider: input.provider,
      providerRef: input.providerRef,
      brand: input.brand,
      last4: input.last4,
      isDefault,
    })
    .returning();
  if (!row) throw new Error("insert of the payment method returned nothing");
  await db.insert(billingEvents).values({
    advertiserId: input.advertiserId,
    kind: "PAYMENT_METHOD_ADDED",
    description: `${input.brand} ending in ${input.last4}`,
    amountMicros: null,
    currency: input.currency,
    paymentMethodId: row.id,
  });
  return row;
}

/** Campaigns waiting for billing start once a payment method exists. */
export async function activatePendingCampaigns(db: Executor, advertiserId: string) {
  const pending = and(eq(campaigns.advertiserId, advertiserId), eq(campaigns.status, "PENDING_BILLING"));
  await db.update(campaigns).set({ status: "ACTIVE", updatedAt: sql`now()` }).where(pending);
  await db
    .update(adGroups)
    .set({ status: "ACTIVE" })
    .where(and(eq(adGroups.advertiserId, advertiserId), eq(adGroups.status, "PENDING_BILLING")));
  await db
    .update(ads)
    .set({ status: "ACTIVE" })
    .where(and(eq(ads.advertiserId, advertiserId), eq(ads.status, "PENDING_BILLING")));
}
