import { z } from "zod";
import { AD_OBJECTIVES, AGE_BUCKETS, TARGET_GENDERS } from "../ads/campaign.ts";
import { AD_CURRENCIES } from "../ads/currencies.ts";
import { PROMOTE_REFUSALS } from "../ads/eligibility.ts";
import { ADVERTISER_ROLES, CONVERSION_EVENTS } from "../ads/roles.ts";
import { defineEndpoint } from "./endpoint.ts";
import { idSchema } from "./ids.ts";

/**
 * The advertiser area (seed 002): advertisers, quick promote, campaigns, insights, conversion
 * tags and billing (ADS-…, IMPL-040, IMPL-041). Business accounts and profiles are in
 * business.ts, the offsite check in offsite.ts.
 *
 * Paths with `{advertiserId}`, `{campaignId}` or `{pinId}` carry those ids in the path,
 * declared by the endpoint's `params` schema.
 */

// ── Roles and entities ────────────────────────────────────────────────────────────────

/** A member's role on an advertiser or a business profile (ACCT-021). */
export const advertiserRoleSchema = z.enum(ADVERTISER_ROLES);
/** A billing currency (ADS-041, ADS-042). */
export const adCurrencySchema = z.enum(AD_CURRENCIES);
/** Campaign objectives (ADS-014); CLICKTHROUGH is accepted as CONSIDERATION on input (ADS-008). */
export const adObjectiveSchema = z.enum(AD_OBJECTIVES);
/** Delivery state of a campaign, ad group or ad: PENDING_BILLING until a payment method exists. */
export const adStatusSchema = z.enum(["ACTIVE", "PAUSED", "PENDING_BILLING", "ARCHIVED"]);
/** Delivery state of a campaign, ad group or ad. */
export type AdStatus = z.infer<typeof adStatusSchema>;

/** An advertiser (ad account) the viewer is a member of (IMPL-017, ADS-053). */
export const advertiserSchema = z.object({
  id: idSchema,
  name: z.string(),
  country: z.string(),
  currency: adCurrencySchema,
  /** The business account the advertiser belongs to. */
  owner_user_id: idSchema,
  /** The viewer's role on it (ACCT-021). */
  role: advertiserRoleSchema,
  created_at: z.string(),
});
/** An advertiser the viewer is a member of. */
export type Advertiser = z.infer<typeof advertiserSchema>;

/** Audience targeting as stored and sent (ADS-016…022). */
export const targetingSpecSchema = z.object({
  AGE_BUCKET: z.array(z.enum(AGE_BUCKETS)).max(AGE_BUCKETS.length).default([]),
  GENDER: z.array(z.enum(TARGET_GENDERS)).max(TARGET_GENDERS.length).default([]),
  /** Topic ids (ADS-019). */
  INTEREST: z.array(z.string().max(64)).max(100).default([]),
  /** Country codes, the plus-separated list split (ADS-020). */
  LOCATION: z.array(z.string().max(8)).max(60).default([]),
});

/** One campaign with what its ad group and ad carry (IMPL-041). */
export const campaignSchema = z.object({
  id: idSchema,
  advertiser_id: idSchema,
  name: z.string(),
  objective: adObjectiveSchema,
  status: adStatusSchema,
  currency: adCurrencySchema,
  /** Daily budget in micro-currency (ADS-031…033). */
  daily_budget_in_micro_currency: z.number().int(),
  start_date: z.string(),
  /** Inclusive end date; null while ongoing (ADS-030). */
  end_date: z.string().nullable(),
  is_ongoing: z.boolean(),
  duration: z.number().int(),
  targeting_spec: targetingSpecSchema,
  auto_targeting_enabled: z.boolean(),
  ad_group_id: idSchema,
  ad_id: idSchema,
  pin_id: idSchema,
  product_group_id: idSchema.nullable(),
  destination_url: z.string(),
  created_at: z.string(),
});
/** One campaign. */
export type Campaign = z.infer<typeof campaignSchema>;

// ── Advertisers ───────────────────────────────────────────────────────────────────────

/** GET /ads/v4/advertisers/: the viewer's advertisers, oldest first. */
export const advertisersEndpoint = defineEndpoint({
  method: "GET",
  path: "/ads/v4/advertisers/",
  summary: "Advertisers the viewer is a member of",
  tag: "ads",
  access: "signedIn",
  query: z.object({}),
  data: z.array(advertiserSchema),
});

/** Path parameters of the advertiser calls. */
export const advertiserParamsSchema = z.object({ advertiserId: idSchema });
/** Path parameters of the campaign calls. */
export const campaignParamsSchema = z.object({ advertiserId: idSchema, campaignId: idSchema });
/** Path parameters of quick promote. */
export const quickPromoteParamsSchema = z.object({ advertiserId: idSchema, pinId: idSchema });

/** GET /ads/v4/advertisers/{advertiserId}/: one advertiser. */
export const advertiserEndpoint = defineEndpoint({
  method: "GET",
  path: "/ads/v4/advertisers/{advertiserId}/",
  summary: "One advertiser",
  tag: "ads",
  params: advertiserParamsSchema,
  access: "signedIn",
  query: z.object({}),
  data: advertiserSchema,
});

// ── Quick promote (ADS-046…050) ───────────────────────────────────────────────────────

/**
 * The quick-promote body (ADS-046…048), as `core/src/ads/payload.ts` builds it. Budget,
 * duration and name are checked by the server with their own codes and messages (ADS-043),
 * so the schema only bounds their type here.
 */
export const quickPromoteBodySchema = z.object({
  budget_in_micro_currency: z.number(),
  campaign_name: z.string().max(1000),
  destination_url: z.string().max(2048),
  duration: z.number(),
  auto_targeting_enabled: z.boolean(),
  is_ongoing: z.boolean(),
  start_now: z.literal(true),
  targeting_spec: targetingSpecSchema,
  advertiser_id: idSchema,
  ads_client_type: z.literal("quick_promote"),
  pin_id: idSchema,
  product_group_id: idSchema.nullable().optional(),
  flexible_daily_budget_enabled: z.literal(false),
  /** YYYY-MM-DD; only when not ongoing (ADS-030). */
  inclusive_end_date: z.string().max(32).optional(),
  /** WEB_CONVERSION with a tag; CATALOG_SALES / CONSIDERATION / CLICKTHROUGH also accepted (ADS-008, ADS-015). */
  objective_type: z.enum(["CONSIDERATION", "WEB_CONVERSION", "CATALOG_SALES", "CLICKTHROUGH"]).optional(),
  optimization_goal_metadata: z
    .object({
      conversion_tag_v3_goal_metadata: z.object({
        conversion_tag_id: idSchema,
        conversion_event: z.string().max(40),
      }),
    })
    .optional(),
});

/** What quick promote answers (ADS-050 DECISION). */
export const quickPromoteResultSchema = z.object({
  campaign_id: idSchema,
  ad_group_id: idSchema,
  ad_id: idSchema,
  status: adStatusSchema,
});
/** What quick promote answers. */
export type QuickPromoteResult = z.infer<typeof quickPromoteResultSchema>;

/** POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/ (ADS-046). */
export const quickPromoteEndpoint = defineEndpoint({
  method: "POST",
  path: "/ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/",
  summary: "Promote a pin: create a campaign, an ad group and an ad",
  tag: "ads",
  params: quickPromoteParamsSchema,
  access: "signedIn",
  query: quickPromoteBodySchema,
  data: quickPromoteResultSchema,
});

/**
 * GET /ads/v4/promote_eligibility/?pin_id= (PIN-072, PIN-073 DECISION): the server's one
 * can_quick_promote flag for the viewer and a pin, behind "Promote your Pin" (signed out:
 * false). `advertiser_id` is the viewer's first advertiser, if any, for the quick-promote path.
 * When the flag is false, `reason` names the first check that failed (the account's own checks
 * first), and for a new account `eligible_from` says when it may promote, so the quick-promote
 * page can say so before its form (D-027).
 */
export const promoteEligibilityEndpoint = defineEndpoint({
  method: "GET",
  path: "/ads/v4/promote_eligibility/",
  summary: "Whether the viewer may promote a pin (the Promote your Pin button)",
  tag: "ads",
  access: "public",
  query: z.object({ pin_id: idSchema }),
  data: z.object({
    can_quick_promote: z.boolean(),
    is_partner: z.boolean(),
    advertiser_id: idSchema.nullable(),
    /** Why not, or null when the flag is true. */
    reason: z.enum(PROMOTE_REFUSALS).nullable(),
    /** For account_too_new: the moment the account becomes old enough (ISO 8601); else null. */
    eligible_from: z.iso.datetime({ offset: true }).nullable(),
  }),
});

// ── Campaigns and insights ────────────────────────────────────────────────────────────

/** GET /ads/v4/advertisers/{advertiserId}/campaigns/: newest first. */
export const campaignsEndpoint = defineEndpoint({
  method: "GET",
  path: "/ads/v4/advertisers/{advertiserId}/campaigns/",
  summary: "An advertiser's campaigns, newest first",
  tag: "ads",
  params: advertiserParamsSchema,
  access: "signedIn",
  query: z.object({}),
  data: z.array(campaignSchema),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD");

/** Delivery totals over a date range; zeros until delivery data is stored. */
export const campaignMetricsSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  saves: z.number().int(),
  spend_in_micro_currency: z.number().int(),
  /** clicks / impressions; null without impressions. */
  ctr: z.number().nullable(),
});

/** GET /ads/v4/advertisers/{advertiserId}/campaigns/{campaignId}/insights/ (ADS-067). */
export const campaignInsightsEndpoint = defineEndpoint({
  method: "GET",
  path: "/ads/v4/advertisers/{advertiserId}/campaigns/{campaignId}/insights/",
  summary: "One campaign with its stored delivery totals",
  tag: "ads",
  params: campaignParamsSchema,
  access: "signedIn",
  query: z.object({
    start_date: isoDate.optional(),
    end_date: isoDate.optional(),
    comp_start_date: isoDate.optional(),
    comp_end_date: isoDate.optional(),
  }),
  data: z.object({
    campaign: campaignSchema,
    metrics: campaignMetricsSchema,
    comparison: campaignMetricsSchema.nullable(),
  }),
});

// ── Conversion tags (ADS-010, ADS-048) ────────────────────────────────────────────────

/** A conversion tag of an advertiser. */
export const conversionTagSchema = z.object({ id: idSchema, name: z.string(), created_at: z.string() });
/** The conversion events a tag can report (ADS-048). */
export const conversionEventSchema = z.enum(CONVERSION_EVENTS);

/** GET /ads/v4/advertisers/{advertiserId}/conversion_tags/: the tag modal's choices. */
export const conversionTagsEndpoint = defineEndpoint({
  method: "GET",
  path: "/ads/v4/advertisers/{advertiserId}/conversion_tags/",
  summary: "An advertiser's conversion tags and the events they can report",
  tag: "ads",
  params: advertiserParamsSchema,
  access: "signedIn",
  query: z.object({}),
  data: z.object({ tags: z.array(conversionTagSchema), events: z.array(conversionEventSchema) }),
});

/** POST /ads/v4/advertisers/{advertiserId}/conversion_tags/: add a tag. */
export const conversionTagCreateEndpoint = defineEndpoint({
  method: "POST",
  path: "/ads/v4/advertisers/{advertiserId}/conversion_tags/",
  summary: "Create a conversion tag",
  tag: "ads",
  params: advertiserParamsSchema,
  access: "signedIn",
  query: z.object({ name: z.string().trim().min(1).max(100) }),
  data: conversionTagSchema,
});

// ── Billing (ADS-007, ADS-059, IMPL-040) ──────────────────────────────────────────────

/** A stored payment method; only the provider's reference and the card's last four digits. */
export const paymentMethodSchema = z.object({
  id: idSchema,
  /** TEST is the built-in test provider: no money moves. */
  provider: z.enum(["TEST"]),
  brand: z.string(),
  last4: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
});
/** A stored payment method. */
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** An order line: what a campaign commits to (ADS-059 order_lines). */
export const orderLineSchema = z.object({
  id: idSchema,
  campaign_id: idSchema,
  campaign_name: z.string(),
  currency: adCurrencySchema,
  daily_budget_in_micro_currency: z.number().int(),
  /** Daily budget × duration; null while ongoing. */
  max_spend_in_micro_currency: z.number().int().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  status: adStatusSchema,
  created_at: z.string(),
});

/** A billing history entry (ADS-059 history). */
export const billingEventSchema = z.object({
  id: idSchema,
  kind: z.enum(["PAYMENT_METHOD_ADDED", "CHARGE"]),
  description: z.string(),
  amount_in_micro_currency: z.number().int().nullable(),
  currency: adCurrencySchema,
  created_at: z.string(),
});

/** GET /ads/v4/advertisers/{advertiserId}/billing/?campaign_id= (ADS-007, IMPL-040). */
export const billingEndpoint = defineEndpoint({
  method: "GET",
  path: "/ads/v4/advertisers/{advertiserId}/billing/",
  summary: "Billing: the campaign being paid for, payment methods, order lines and history",
  tag: "ads",
  params: advertiserParamsSchema,
  access: "signedIn",
  query: z.object({
    campaign_id: idSchema.optional(),
    objective_type: z.string().max(40).optional(),
    is_quick_promote: z.string().max(8).optional(),
  }),
  data: z.object({
    advertiser: advertiserSchema,
    campaign: campaignSchema.nullable(),
    payment_methods: z.array(paymentMethodSchema),
    order_lines: z.array(orderLineSchema),
    history: z.array(billingEventSchema),
  }),
});

/**
 * POST /ads/v4/advertisers/{advertiserId}/payment_methods/ (IMPL-040): capture a card through
 * the payment provider. The TEST provider takes `tok_test_{brand}_{last4}` (e.g.
 * tok_test_visa_4242) and declines `tok_test_declined`.
 */
export const paymentMethodCaptureEndpoint = defineEndpoint({
  method: "POST",
  path: "/ads/v4/advertisers/{advertiserId}/payment_methods/",
  summary: "Capture a payment method (the TEST provider stores only brand and last4)",
  tag: "ads",
  params: advertiserParamsSchema,
  access: "signedIn",
  query: z.object({ provider: z.enum(["TEST"]).default("TEST"), token: z.string().min(1).max(200) }),
  data: paymentMethodSchema,
});
