import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

/**
 * Enterprise single sign-on by email domain (seed 000 §3, §7; AUTH-110, AUTH-111, AUTH-113,
 * AUTH-219; D-044). The IdPs are the operator's (`npm run admin -- sso add`).
 */

/**
 * The SSO check result, server form (AUTH-110). It says whether the email's DOMAIN signs in
 * through SSO and never whether an account exists: `existing_user` and
 * `existing_user_is_sso` are always null (D-044); who has an account is learnt only after
 * the IdP proved the person.
 */
export const ssoInfoSchema = z.object({
  is_sso: z.boolean(),
  existing_user: z.null(),
  existing_user_is_sso: z.null(),
  /** Where the popup starts: our /connect/sso/, which redirects to the IdP (null: not SSO). */
  authorization_uri: z.string().nullable(),
  /** Our callback registered at the IdP. */
  redirect_uri: z.string().nullable(),
  /** Where the code and state are exchanged: POST /v3/sso/token/. */
  exchange_code_to_token_info_url: z.string().nullable(),
});
/** The SSO check result. */
export type SsoInfoResponse = z.infer<typeof ssoInfoSchema>;

/** POST /v3/sso/info/ (AUTH-219): whether an email's domain uses SSO, and how to start it. */
export const ssoInfoEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/sso/info/",
  summary: "Whether an email's domain signs in through single sign-on",
  tag: "auth",
  access: "public",
  rateLimit: "accountLookup",
  query: z.object({ email: z.string().max(254) }),
  data: ssoInfoSchema,
});

/**
 * The SSO token result (AUTH-111). `sso_id_token` is NOT the IdP's ID token: it is our
 * single-use, five-minute handle of the identity the server verified (D-044), to log in
 * with (session create) or to sign up with (POST /v3/register/ type "sso").
 */
export const ssoTokenSchema = z.object({
  /** The connection (company IdP) that vouched. */
  sso_id: z.string(),
  sso_id_token: z.string(),
  sso_email: z.string(),
  sso_user_name: z.string(),
});
/** The SSO token result. */
export type SsoToken = z.infer<typeof ssoTokenSchema>;

/**
 * POST /v3/sso/token/ (AUTH-111, AUTH-113 DECISION): the popup's code and state exchanged,
 * with the PKCE verifier and nonce the server kept, in the browser that started the flow.
 */
export const ssoTokenEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/sso/token/",
  summary: "Exchange the SSO authorisation code for a single-use sign-in handle",
  tag: "auth",
  access: "public",
  rateLimit: "login",
  query: z.object({
    code: z.string().min(1).max(2048),
    state: z.string().min(1).max(512),
    /** RFC 9207's issuer on the authorisation response, passed on by the popup. */
    iss: z.string().max(2048).optional(),
  }),
  data: ssoTokenSchema,
});

/**
 * An SSO sign-up (AUTH-006, AUTH-108): a business account for the identity behind
 * `sso_id_token`, named `business_name`.
 */
export const ssoRegisterQuerySchema = z.object({
  type: z.literal("sso"),
  sso_id_token: z.string().min(1).max(128),
  business_name: z.string().trim().min(1).max(100),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
});
