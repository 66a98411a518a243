import { z } from "zod";
import { SOCIAL_NETWORKS } from "../auth/social-connect.ts";
import { AUTH_CONTAINERS } from "../auth/visitor.ts";
import { clientContextSchema } from "./bootstrap.ts";
import { defineEndpoint } from "./endpoint.ts";
import { ssoRegisterQuerySchema } from "./sso.ts";
import { viewerUserSchema } from "./viewer.ts";

/**
 * The sign-up, log-in, two-factor and recovery calls of seed 000 §7 (AUTH-210…224) and the
 * account-security calls behind settings (IMPL-004, IMPL-013). Writes carry their fields
 * as a JSON body; the server validates them with the same schemas.
 */

// Lengths are checked again by the core rules with the seed's messages; these bounds only
// keep absurd input away from the handlers (AUTH-209 DECISION).
const email = z.string().max(254);
const password = z.string().max(1024);
const code = z.string().max(32);

/** What a successful login or registration answers (AUTH-078, AUTH-220). */
export const sessionResultSchema = z.object({
  user: viewerUserSchema,
  client_context: clientContextSchema,
});
/** What a successful login or registration answers. */
export type SessionResult = z.infer<typeof sessionResultSchema>;

/** Bot-check answers a form may carry (AUTH-076, AUTH-122): ALTCHA payload or reCAPTCHA tokens. */
const botCheckFields = {
  bot_check: z.string().max(8192).optional(),
  recaptchaV2Token: z.string().max(8192).optional(),
  recaptchaV3Token: z.string().max(8192).optional(),
};

/** POST /v3/register/exists/ (AUTH-210): true when an account has this email. */
export const registerExistsEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/register/exists/",
  summary: "Whether an account exists for an email",
  tag: "auth",
  access: "public",
  rateLimit: "accountLookup",
  query: z.object({ email }),
  data: z.boolean(),
});

/** POST /v3/email/validation/ (AUTH-211, AUTH-212 DECISION: POST). */
export const emailValidationEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/email/validation/",
  summary: "Whether an email is acceptable for a new account",
  tag: "auth",
  access: "public",
  query: z.object({ email }),
  data: z.object({ is_valid: z.boolean() }),
});

/** What every sign-up carries besides its credentials (AUTH-071). */
const signupDetailFields = {
  /** Epoch seconds (AUTH-207). */
  birthday: z.number().int().nullable(),
  country: z.string().length(2).optional(),
  first_name: z.string().max(50).optional(),
  last_name: z.string().max(50).optional(),
  birthday_source_site: z.string().max(40).optional(),
  email_source_site: z.string().max(40).optional(),
  kr_privacy_consent_opt_in: z.boolean().optional(),
  marketing_notifs_opt_out: z.boolean().optional(),
  signup_source: z.string().max(40).optional(),
  /** The auth surface the form was shown in (AUTH-016): one of the seed's containers. */
  container: z.enum(AUTH_CONTAINERS).optional(),
};

/** An email sign-up (AUTH-065). */
export const emailRegisterQuerySchema = z.object({
  type: z.literal("email"),
  email,
  password,
  ...signupDetailFields,
  ...botCheckFields,
});

/**
 * A social sign-up (AUTH-067, D-039): `social_ticket` is the single-use handle of the
 * identity the server verified in the sign-in popup; it stands where the seed sends
 * google_open_id_token, because the ID token never leaves the server. The email and picture
 * are the provider's; the names may be edited.
 */
export const socialRegisterQuerySchema = z.object({
  type: z.enum(SOCIAL_NETWORKS),
  social_ticket: z.string().max(128),
  /** EmailCollection (AUTH-089): the person's email, read only when the provider gave none. */
  email: email.optional(),
  ...signupDetailFields,
});

/** POST /v3/register/ (AUTH-065, AUTH-067, AUTH-071, AUTH-222 DECISION): sign-up, starts a session. */
export const userRegisterEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/register/",
  summary: "Create an account (email and password, or a verified social identity) and sign in",
  tag: "auth",
  access: "public",
  rateLimit: "signup",
  query: z.discriminatedUnion("type", [
    emailRegisterQuerySchema,
    socialRegisterQuerySchema,
    ssoRegisterQuerySchema,
  ]),
  data: sessionResultSchema,
});

/** Login credentials and an MFA continuation (AUTH-073, AUTH-074, AUTH-076). */
export const sessionCreateQuerySchema = z
  .object({
    // Absent with sso_id_token (D-044), where the SSO handle is the whole credential, and in a
    // code step (which the challenge cookie binds); needed everywhere else (the refine below).
    username_or_email: z.string().max(254).optional(),
    password: password.optional(),
    /** The single-use handle from POST /v3/sso/token/ (AUTH-073, AUTH-113; D-044). */
    sso_id_token: z.string().max(128).optional(),
    /** The second-factor code: 6 digits (app or email) or a backup code. */
    mfa_token: code.optional(),
    /** Which second factor the code is from; the app is assumed unless "email". */
    mfa_method: z.enum(["totp", "email"]).optional(),
    /** Mail a fresh code instead of logging in (AUTH-130). */
    mfa_resend: z.boolean().optional(),
    referrer: z.string().max(2048).optional(),
    get_user: z.boolean().optional(),
    app_type_from_client: z.union([z.literal(5), z.literal(7)]).optional(),
    visited_pages_before_login: z.number().int().min(0).optional(),
    account_switch: z.boolean().optional(),
    ...botCheckFields,
  })
  .refine(
    (query) =>
      query.sso_id_token !== undefined ||
      query.mfa_token !== undefined ||
      (query.mfa_resend === true && query.username_or_email !== undefined) ||
      (query.username_or_email !== undefined && query.password !== undefined),
    { message: "username_or_email and password are required", path: ["password"] },
  );

/** What session create answers: the session, or (for mfa_resend) that a code was mailed. */
export const sessionCreateDataSchema = sessionResultSchema.extend({ user: viewerUserSchema.nullable() });

/** POST /resource/UserSessionResource/create/ (AUTH-220). */
export const sessionCreateEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/UserSessionResource/create/",
  summary: "Log in with email or username and password, or continue with a second-factor code",
  tag: "auth",
  access: "public",
  rateLimit: "login",
  query: sessionCreateQuerySchema,
  data: sessionCreateDataSchema,
});

/** POST /v3/login/ (AUTH-224 DECISION): the same handler as session create. */
export const loginEndpoint = defineEndpoint({
  ...sessionCreateEndpoint,
  path: "/v3/login/",
  summary: "Log in (alias of UserSessionResource create)",
});

/** POST /v3/logout/ (IMPL-005). */
export const logoutEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/logout/",
  summary: "End this session",
  tag: "auth",
  access: "public",
  query: z.object({}),
  data: z.boolean(),
});

/** POST /v3/users/forgot_password/ (AUTH-213): always true, whether the account exists or not. */
export const forgotPasswordEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/users/forgot_password/",
  summary: "Mail a password-reset link",
  tag: "auth",
  access: "public",
  rateLimit: "mailSend",
  query: z.object({ username_or_email: z.string().max(254) }),
  data: z.boolean(),
});

/** POST /v3/users/password/reset/ (IMPL-011): a single-use token and the new password. */
export const passwordResetEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/users/password/reset/",
  summary: "Set a new password with a reset link's token; every session ends",
  tag: "auth",
  access: "public",
  rateLimit: "passwordChange",
  query: z.object({ token: z.string().min(1).max(512), new_password: password }),
  data: z.boolean(),
});

/** POST /v3/users/email/verify/resend/ (AUTH-214): no payload; the viewer's own email. */
export const resendVerificationEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/users/email/verify/resend/",
  summary: "Mail the email-verification link again",
  tag: "auth",
  access: "signedIn",
  rateLimit: "mailSend",
  query: z.object({}),
  data: z.boolean(),
});

/** POST /v3/users/password/change/ — ends every other session. */
export const passwordChangeEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/users/password/change/",
  summary: "Change the password; every other session ends",
  tag: "account",
  access: "signedIn",
  rateLimit: "passwordChange",
  query: z.object({ current_password: password, new_password: password }),
  data: z.boolean(),
});

/** The viewer's second-factor settings. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  methods: z.array(z.enum(["totp", "email"])),
});

/** GET /v3/users/2fa/ — the viewer's second-factor settings. */
export const twoFactorStatusEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/users/2fa/",
  summary: "Whether two-factor authentication is on, and how",
  tag: "account",
  access: "signedIn",
  query: z.object({}),
  data: twoFactorStatusSchema,
});

/** POST /v3/users/2fa/totp/enroll/ (IMPL-013): start app enrolment; confirm with a code. */
export const totpEnrollEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/users/2fa/totp/enroll/",
  summary: "Start authenticator-app enrolment: secret URI, QR code and backup codes",
  tag: "account",
  access: "signedIn",
  rateLimit: "passwordChange",
  query: z.object({ password }),
  data: z.object({
    totp_uri: z.string(),
    /** The URI as an SVG QR code, ready to show. */
    qr_svg: z.string(),
    backup_codes: z.array(z.string()),
  }),
});

/** POST /v3/users/2fa/totp/confirm/ — the first code from the app turns two-factor on. */
export const totpConfirmEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/users/2fa/totp/confirm/",
  summary: "Confirm authenticator-app enrolment with a code",
  tag: "account",
  access: "signedIn",
  rateLimit: "login",
  query: z.object({ code }),
  data: twoFactorStatusSchema,
});

/** POST /v3/users/2fa/email/enable/ — codes by email as the second factor. */
export const emailTwoFactorEnableEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/users/2fa/email/enable/",
  summary: "Turn on two-factor authentication with codes sent by email",
  tag: "account",
  access: "signedIn",
  rateLimit: "passwordChange",
  query: z.object({ password }),
  data: twoFactorStatusSchema,
});

/** POST /v3/users/2fa/disable/ */
export const twoFactorDisableEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/users/2fa/disable/",
  summary: "Turn off two-factor authentication",
  tag: "account",
  access: "signedIn",
  rateLimit: "passwordChange",
  query: z.object({ password }),
  data: twoFactorStatusSchema,
});

/** One signed-in device. */
export const sessionInfoSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  user_agent: z.string().nullable(),
  ip_address: z.string().nullable(),
  is_current: z.boolean(),
});

/** GET /v3/users/sessions/ — where the viewer is signed in (IMPL-004). */
export const sessionListEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/users/sessions/",
  summary: "The viewer's signed-in sessions",
  tag: "account",
  access: "signedIn",
  query: z.object({}),
  data: z.array(sessionInfoSchema),
});

/** POST /v3/users/sessions/revoke_others/ — "log out on all other devices" (IMPL-004). */
export const revokeOtherSessionsEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/users/sessions/revoke_others/",
  summary: "End every session but this one",
  tag: "account",
  access: "signedIn",
  query: z.object({}),
  data: z.boolean(),
});

/**
 * GET /v3/bot_check/challenge/ (AUTH-114, AUTH-117): what the human check needs. ALTCHA
 * (default): a signed proof-of-work challenge the browser solves; the solved payload goes
 * back as `bot_check`. reCAPTCHA (by configuration): the public site keys.
 */
export const botCheckChallengeEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/bot_check/challenge/",
  summary: "A human-check challenge (ALTCHA) or the reCAPTCHA site keys",
  tag: "auth",
  access: "public",
  query: z.object({}),
  data: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("altcha"), challenge: z.looseObject({}) }),
    z.object({
      kind: z.literal("recaptcha"),
      v3_site_key: z.string(),
      v2_site_key: z.string().nullable(),
    }),
  ]),
});
