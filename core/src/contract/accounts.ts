import { z } from "zod";
import { SOCIAL_NETWORKS } from "../auth/social-connect.ts";
import { defineEndpoint } from "./endpoint.ts";
import { idSchema } from "./ids.ts";
import { viewerUserSchema } from "./viewer.ts";

/**
 * Remembered accounts and switching (seed 000 §1–§3, §7; ACCT-001…008, AUTH-223) and the
 * connected-accounts and set-password settings (IMPL-016). Decisions: docs/decisions.md D-045.
 * Every account a browser remembers has its own httpOnly session on the server, bound to the
 * browser's device group; the web keeps display data only (ACCT-003, ACCT-008).
 */

/** The remembered-account record (ACCT-002). */
export const rememberedAccountRecordSchema = z.object({
  id: idSchema,
  username: z.string(),
  email: z.string().nullable(),
  full_name: z.string(),
  image_medium_url: z.string().nullable(),
  image_large_url: z.string().nullable(),
  /** Present for business (partner) accounts; is_create: the business profile is set up. */
  partner: z.object({ is_create: z.boolean() }).optional(),
});
/** One remembered account. */
export type RememberedAccountRecord = z.infer<typeof rememberedAccountRecordSchema>;

/** The browser's remembered accounts (ACCT-001, ACCT-003). */
export const rememberedAccountsSchema = z.object({
  /**
   * The device group's id, for the web's local account map (ACCT-003). Display data: the
   * server never takes it as proof of anything (ACCT-008).
   */
  group_id: z.string().nullable(),
  /** The account whose session the browser is using now. */
  active_id: idSchema,
  /** Active first, then the others by when they were last active. */
  accounts: z.array(rememberedAccountRecordSchema),
  /** The most accounts a browser keeps (ACCT-007): 5. */
  max_accounts: z.number().int().min(1),
});
/** The browser's remembered accounts. */
export type RememberedAccounts = z.infer<typeof rememberedAccountsSchema>;

/** GET /v3/accounts/remembered/: the accounts this browser can switch between. */
export const rememberedAccountsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/accounts/remembered/",
  summary: "The accounts remembered on this browser (its device group)",
  tag: "account",
  access: "signedIn",
  query: z.object({}),
  data: rememberedAccountsSchema,
});

/**
 * POST /v3/accounts/switch/ (ACCT-005, ACCT-006, ACCT-008): make another remembered account
 * the active one. The target must be in the caller's own device group with a live session;
 * login method 7 (switch account) is recorded. Anything else is NOT_FOUND.
 */
export const switchAccountEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/accounts/switch/",
  summary: "Switch this browser to another of its remembered accounts",
  tag: "account",
  access: "signedIn",
  rateLimit: "login",
  query: z.object({ user_id: idSchema }),
  data: z.object({ user: viewerUserSchema }),
});

/**
 * POST /v3/accounts/remembered/remove/: forget one remembered account and end its session
 * ("log out of one"). Forgetting the active account makes the next one active, if any.
 */
export const forgetAccountEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/accounts/remembered/remove/",
  summary: "Forget one remembered account and end its session",
  tag: "account",
  access: "signedIn",
  query: z.object({ user_id: idSchema }),
  /** The account now active in this browser (its username for /{username}/), or null. */
  data: z.object({ active_username: z.string().nullable() }),
});

/** POST /v3/accounts/logout_all/: end every remembered account's session on this browser. */
export const logOutAllAccountsEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/accounts/logout_all/",
  summary: "Log out of every account remembered on this browser",
  tag: "account",
  access: "signedIn",
  query: z.object({}),
  data: z.boolean(),
});

/**
 * POST /v3/users/password/set/ (IMPL-016): a first password for an account made with Google
 * or Facebook, without a current one (the session is the proof). PASSWORD_ALREADY_SET when
 * the account has a password.
 */
export const passwordSetEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/users/password/set/",
  summary: "Set a first password on an account that signs in with Google or Facebook only",
  tag: "account",
  access: "signedIn",
  rateLimit: "passwordChange",
  query: z.object({ new_password: z.string().max(1024) }),
  data: viewerUserSchema,
});

/**
 * POST /v3/users/connected/disconnect/ (IMPL-016): unlink Google or Facebook. The last way
 * in is never removed (LAST_SIGN_IN_METHOD). Linking runs the popup at
 * /connect/{network}/link/ with the session as proof (D-045).
 */
export const disconnectSocialEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/users/connected/disconnect/",
  summary: "Disconnect a Google or Facebook sign-in from the account",
  tag: "account",
  access: "signedIn",
  query: z.object({ network: z.enum(SOCIAL_NETWORKS) }),
  data: viewerUserSchema,
});
