import { z } from "zod";
import { SOCIAL_NETWORKS } from "../auth/social-connect.ts";
import { defineEndpoint } from "./endpoint.ts";
import { rememberedAccountSchema, viewerUserSchema } from "./viewer.ts";

/** Visitor types (AUTH-001). */
export const visitorTypeSchema = z.enum(["UNAUTH", "LIMITED_LOGIN", "AUTH"]);

/**
 * Where the visitor is (CONST-015): `country` is the one that counts, chosen from the
 * account, then the hostname, then the address, then US (CONST-016).
 */
export const clientContextSchema = z.object({
  country: z.string().length(2),
  country_from_hostname: z.string().length(2).nullable(),
  country_from_ip: z.string().length(2).nullable(),
  region_from_ip: z.string().nullable(),
});
/** Where the visitor is. */
export type ClientContext = z.infer<typeof clientContextSchema>;

/** An experiment the visitor is in, as the web sees it. */
export const experimentAssignmentSchema = z.object({ group: z.string(), value: z.string() });

/**
 * What the first page load carries so the app renders without extra calls (IMPL-009):
 * the viewer, where they are, their experiments and the limits the screens enforce.
 * Sign-in extends `viewer` with the signed-in person's record.
 */
export const bootstrapSchema = z.object({
  viewer: z.object({
    type: visitorTypeSchema,
    is_auth: z.boolean(),
    is_partner: z.boolean(),
    /** The signed-in person (AUTH only). */
    user: viewerUserSchema.nullable(),
    /** The account last signed in on this browser (LIMITED_LOGIN only, AUTH-010). */
    remembered: rememberedAccountSchema.nullable(),
  }),
  client_context: clientContextSchema,
  experiments: z.record(z.string(), experimentAssignmentSchema),
  config: z.object({
    /** Minimum age to sign up (AUTH rules; configurable, default 18). */
    minimum_age: z.number().int().min(13).max(21),
    /** The sign-in providers this instance offers (D-039); absent or empty: no social buttons. */
    social_networks: z.array(z.enum(SOCIAL_NETWORKS)).optional(),
    /**
     * The public reCAPTCHA v3 site key when the operator chose reCAPTCHA (AUTH-076, AUTH-115):
     * every login and sign-up then carries a v3 token. Absent with ALTCHA (the default).
     */
    recaptcha_v3_site_key: z.string().optional(),
  }),
});
/** What the first page load carries. */
export type Bootstrap = z.infer<typeof bootstrapSchema>;

/** The bootstrap again, after the page loaded (e.g. after signing in). */
export const bootstrapEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/BootstrapResource/get/",
  summary: "The viewer, client context, experiments and limits the web starts with",
  tag: "platform",
  access: "public",
  query: z.object({}),
  data: bootstrapSchema,
});
