import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { bigId, createdAt, idPrimaryKey } from "./columns.ts";
import { pins } from "./pins.ts";
import { users } from "./users.ts";

/**
 * The business side (seed 002; IMPL-017, IMPL-040, IMPL-041): business profiles, who may act
 * as them, advertisers with their members, campaigns → ad groups → ads, conversion tags,
 * product groups, payment methods, order lines and billing history. Money is micro-currency
 * in bigint columns (ADS-032); the 1,000,000 cap keeps every amount below 2^53.
 */

/** Roles on an advertiser or a business profile (ACCT-021). */
export const advertiserRole = pgEnum("advertiser_role", ["OWNER", "ADMIN", "CAMPAIGN_MANAGER", "ANALYST"]);
/** Campaign objectives (ADS-014). */
export const adObjective = pgEnum("ad_objective", ["CONSIDERATION", "WEB_CONVERSION", "CATALOG_SALES"]);
/** Delivery state of campaigns, ad groups and ads. */
export const adStatus = pgEnum("ad_status", ["ACTIVE", "PAUSED", "PENDING_BILLING", "ARCHIVED"]);
/** Billing history entries. */
export const billingEventKind = pgEnum("billing_event_kind", ["PAYMENT_METHOD_ADDED", "CHARGE"]);

const ts = () => timestamp({ withTimezone: true, precision: 3 });
const micros = () => bigint({ mode: "number" });
const userRef = () =>
  bigId()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
const advertiserRef = () =>
  bigId()
    .notNull()
    .references(() => advertisers.id, { onDelete: "cascade" });

/** A business account's profile: the user row is the account, this row makes it a business (ADS-006). */
export const businessProfiles = pgTable("business_profiles", {
  userId: bigId()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  businessName: text().notNull(),
  websiteUrl: text(),
  /** Shopping merchant id, once a catalogue is connected (ACCT-019). */
  merchantId: text(),
  /** Shopping-tool eligibility (eligibleForStlTool, ACCT-019). */
  eligibleForStlTool: boolean().notNull().default(false),
  createdAt: createdAt(),
});

/** Who may act as which business profile, with which role (ACCT-009, ACCT-016, ACCT-021). */
export const businessAccess = pgTable(
  "business_access",
  {
    businessUserId: userRef(),
    memberUserId: userRef(),
    role: advertiserRole().notNull(),
    /** The member must have two-factor authentication on to act as the profile (ACCT-016). */
    mfaRequired: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.businessUserId, table.memberUserId] }),
    index("business_access_member_idx").on(table.memberUserId),
  ],
);

/** Advertisers (ad accounts) of a business account, billed in the country's currency (ADS-041). */
export const advertisers = pgTable(
  "advertisers",
  {
    id: idPrimaryKey(),
    ownerUserId: userRef(),
    name: text().notNull(),
    /** ISO 3166-1 alpha-2: drives minimum budgets and the promote allowlist (ADS-037, ADS-045). */
    country: text().notNull(),
    currency: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("advertisers_owner_idx").on(table.ownerUserId)],
);

/** Members of an advertiser; no row = no access (ACCT-021, deny by default). */
export const advertiserMembers = pgTable(
  "advertiser_members",
  {
    advertiserId: advertiserRef(),
    userId: userRef(),
    role: advertiserRole().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.advertiserId, table.userId] }),
    index("advertiser_members_user_idx").on(table.userId),
  ],
);

/** Conversion tags an advertiser installed (ADS-010, ADS-048). */
export const conversionTags = pgTable(
  "conversion_tags",
  { id: idPrimaryKey(), advertiserId: advertiserRef(), name: text().notNull(), createdAt: createdAt() },
  (table) => [index("conversion_tags_advertiser_idx").on(table.advertiserId)],
);

/** Product groups of an advertiser's catalogue, promoted with CATALOG_SALES (ADS-015). */
export const productGroups = pgTable(
  "product_groups",
  { id: idPrimaryKey(), advertiserId: advertiserRef(), name: text().notNull(), createdAt: createdAt() },
  (table) => [index("product_groups_advertiser_idx").on(table.advertiserId)],
);

/** Campaigns (IMPL-041): objective, daily budget and dates. */
export const campaigns = pgTable(
  "campaigns",
  {
    id: idPrimaryKey(),
    advertiserId: advertiserRef(),
    name: text().notNull(),
    objective: adObjective().notNull(),
    status: adStatus().notNull(),
    currency: text().notNull(),
    dailyBudgetMicros: micros().notNull(),
    startDate: date({ mode: "string" }).notNull(),
    /** Inclusive; null while ongoing (ADS-030). */
    endDate: date({ mode: "string" }),
    isOngoing: boolean().notNull(),
    durationDays: integer().notNull(),
    adsClientType: text().notNull(),
    createdBy: bigId().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (table) => [index("campaigns_advertiser_created_idx").on(table.advertiserId, table.createdAt, table.id)],
);

/** Ad groups: the audience and the optimisation of a campaign (ADS-016…022, ADS-048). */
export const adGroups = pgTable(
  "ad_groups",
  {
    id: idPrimaryKey(),
    campaignId: bigId()
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    advertiserId: advertiserRef(),
    status: adStatus().notNull(),
    budgetMicros: micros().notNull(),
    targetingSpec: jsonb().$type<Record<string, string[]>>().notNull(),
    autoTargetingEnabled: boolean().notNull(),
    conversionTagId: bigId().references(() => conversionTags.id, { onDelete: "set null" }),
    conversionEvent: text(),
    productGroupId: bigId().references(() => productGroups.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("ad_groups_campaign_idx").on(table.campaignId)],
);

/** Ads: the promoted pin and its destination. */
export const ads = pgTable(
  "ads",
  {
    id: idPrimaryKey(),
    adGroupId: bigId()
      .notNull()
      .references(() => adGroups.id, { onDelete: "cascade" }),
    campaignId: bigId()
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    advertiserId: advertiserRef(),
    pinId: bigId()
      .notNull()
      .references(() => pins.id, { onDelete: "cascade" }),
    destinationUrl: text().notNull(),
    status: adStatus().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("ads_campaign_idx").on(table.campaignId), index("ads_pin_idx").on(table.pinId)],
);

/** Delivery totals per ad and day; written by delivery (not built yet), read by insights. */
export const adDailyMetrics = pgTable(
  "ad_daily_metrics",
  {
    adId: bigId()
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    impressions: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
    saves: integer().notNull().default(0),
    spendMicros: micros().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.adId, table.day] })],
);

/** Payment methods: the provider's reference and the card's last four digits only. */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: idPrimaryKey(),
    advertiserId: advertiserRef(),
    provider: text().notNull(),
    providerRef: text().notNull(),
    brand: text().notNull(),
    last4: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index("payment_methods_advertiser_idx").on(table.advertiserId)],
);

/** Order lines: what each campaign commits to (ADS-059). */
export const orderLines = pgTable(
  "order_lines",
  {
    id: idPrimaryKey(),
    advertiserId: advertiserRef(),
    campaignId: bigId()
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    currency: text().notNull(),
    dailyBudgetMicros: micros().notNull(),
    /** Daily budget × duration; null while ongoing. */
    maxSpendMicros: micros(),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }),
    createdAt: createdAt(),
  },
  (table) => [index("order_lines_advertiser_idx").on(table.advertiserId, table.createdAt)],
);

/** Billing history (ADS-059). */
export const billingEvents = pgTable(
  "billing_events",
  {
    id: idPrimaryKey(),
    advertiserId: advertiserRef(),
    kind: billingEventKind().notNull(),
    description: text().notNull(),
    amountMicros: micros(),
    currency: text().notNull(),
    paymentMethodId: bigId().references(() => paymentMethods.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("billing_events_advertiser_idx").on(table.advertiserId, table.createdAt)],
);
