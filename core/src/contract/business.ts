import { z } from "zod";
import { advertiserRoleSchema } from "./ads.ts";
import { defineEndpoint } from "./endpoint.ts";
import { idSchema } from "./ids.ts";

/**
 * Business accounts and business profiles (seed 000 §4, seed 002 §6; IMPL-017, ADS-006,
 * ACCT-009…021) and the pin-builder gate (GATE-001…012).
 */

const countryCode = z.string().regex(/^[A-Za-z]{2}$/, "must be a two-letter country code");
/** A same-origin path to go to next (`/advertiser/quick_promote?pinId=1`); others are ignored. */
const nextPath = z.string().max(2048);

// ── Business accounts (IMPL-017, ADS-006) ─────────────────────────────────────────────

/** What /business/create and /business/convert answer: where the web goes next. */
export const businessAccountResultSchema = z.object({
  /** The business profile's id (a user id). */
  business_id: idSchema,
  advertiser_id: idSchema,
  /** The same-origin path to redirect to; a default when `next` was missing or foreign. */
  next: z.string(),
  /** True when this call converted or created something; false for an existing partner. */
  created: z.boolean(),
});
/** What /business/create and /business/convert answer. */
export type BusinessAccountResult = z.infer<typeof businessAccountResultSchema>;

/** POST /v3/business/create/ (IMPL-017): a new business account linked to the viewer, with an advertiser. */
export const businessCreateEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/business/create/",
  summary: "Create a business account linked to the viewer, with its advertiser",
  tag: "business",
  access: "signedIn",
  query: z.object({
    business_name: z.string().trim().min(1).max(100),
    country: countryCode.optional(),
    website_url: z.string().max(2048).optional(),
    next: nextPath.optional(),
  }),
  data: businessAccountResultSchema,
});

/**
 * POST /v3/business/convert/ (ADS-006 DECISION): the viewer's own account becomes a business
 * account and gets an advertiser if it has none; an existing partner just gets `next` back.
 */
export const businessConvertEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/business/convert/",
  summary: "Convert the viewer's account to a business account (advertiser created if missing)",
  tag: "business",
  access: "signedIn",
  query: z.object({
    business_name: z.string().trim().min(1).max(100).optional(),
    country: countryCode.optional(),
    website_url: z.string().max(2048).optional(),
    next: nextPath.optional(),
  }),
  data: businessAccountResultSchema,
});

// ── Business profiles (ACCT-009…021) ──────────────────────────────────────────────────

/** A business access profile (ACCT-011), with the server's verdicts beside the seed's fields. */
export const businessAccessProfileSchema = z.object({
  id: idSchema,
  /** The viewer's permissions on the profile; the own profile carries OWNER (ACCT-012). */
  permissions: z.array(advertiserRoleSchema),
  /** Acting-as data (ACCT-019). */
  user: z.object({
    username: z.string(),
    businessName: z.string(),
    imgUrl: z.string().nullable(),
    merchantId: z.string().nullable(),
    scheduledPinCount: z.number().int().min(0),
    eligibleForStlTool: z.boolean(),
  }),
  viewerMeetsMfaRequirement: z.boolean(),
  /** The profile asks for two-factor authentication (ACCT-016). */
  mfaRequired: z.boolean(),
  /** Meets the MFA requirement or holds OWNER (ACCT-016). */
  usable: z.boolean(),
  /** The viewer's own account (ACCT-012, ACCT-018). */
  isOwn: z.boolean(),
});
/** A business access profile. */
export type BusinessAccessProfile = z.infer<typeof businessAccessProfileSchema>;

/** GET /vx/business_access/profiles/ (ACCT-010): the viewer's profiles, sorted by business name (ACCT-015). */
export const businessProfilesEndpoint = defineEndpoint({
  method: "GET",
  path: "/vx/business_access/profiles/",
  summary: "Business profiles the viewer can access",
  tag: "business",
  access: "signedIn",
  query: z.object({}),
  data: z.array(businessAccessProfileSchema),
});

/** POST /vx/business_access/switch/ (ACCT-016): act as a profile; BUSINESS_MFA_REQUIRED when unusable. */
export const businessProfileSwitchEndpoint = defineEndpoint({
  method: "POST",
  path: "/vx/business_access/switch/",
  summary: "Check and switch to a business profile",
  tag: "business",
  access: "signedIn",
  query: z.object({ profile_id: idSchema }),
  data: businessAccessProfileSchema,
});

// ── Pin builder gate (GATE-001…012) ───────────────────────────────────────────────────

/** GET /vx/pin_builder/gate/: the features the viewer may use in a scenario (GATE-009…012). */
export const pinBuilderGateEndpoint = defineEndpoint({
  method: "GET",
  path: "/vx/pin_builder/gate/",
  summary: "Pin-builder features open to the viewer, and what the kill switch blocks",
  tag: "pins",
  access: "public",
  query: z.object({
    scenario: z
      .enum(["default", "ad_creation", "story_pin", "story_pin_v2", "offsite_pin_creation", "business_nux"])
      .default("default"),
    language: z.string().max(35).optional(),
    /** The business profile the viewer acts as (ACCT-020); video editing is closed to it (GATE-012). */
    orbac_subject_id: idSchema.optional(),
  }),
  data: z.object({
    scenario: z.string(),
    scenario_allowed: z.boolean(),
    features: z.array(z.string()),
    can_upload_video: z.boolean(),
    is_partner: z.boolean(),
    kill_switch: z.enum(["disable_all", "disable_idea_pins", "disable_video", "disable_web_pins"]).nullable(),
    /** What a create of each kind would be refused for now (GATE-011). */
    creation_blocked: z.object({
      web_pin: z.boolean(),
      idea_pin: z.boolean(),
      video: z.boolean(),
      repin: z.boolean(),
    }),
  }),
});
