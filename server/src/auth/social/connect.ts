import { createHash } from "node:crypto";
import type { AccountErrorCode } from "@corkboard/core/accounts";
import {
  type AuthOption,
  authOptionOf,
  type LoginErrorCode,
  type SocialConnectMessage,
  type SocialNetwork,
  safeNextPath,
  toLoginData,
} from "@corkboard/core/auth";
import type { FastifyReply, FastifyRequest } from "fastify";
import * as oidc from "openid-client";
import { appendSetCookie, authCall, authHeaders, cookiePairs } from "../../platform/auth/http.ts";
import { viewerOf } from "../../platform/auth/viewer.ts";
import { visitorIdOf } from "../../platform/bootstrap/visitor-id.ts";
import type { AppContext } from "../../platform/context.ts";
import { Experiment, type ExperimentName } from "../../platform/flags/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { linkToViewer } from "../accounts/connected-accounts.ts";
import { rememberedCookie } from "../remembered.ts";
import { emailExists } from "../repo.ts";
import { findLoginData } from "./login-data-repo.ts";
import { PREVENT_REGISTER, type SocialProvider } from "./social-provider.ts";
import { findLinkedUserId, stashValue, takeValue } from "./social-repo.ts";
import { stashIdentity, type VerifiedIdentity } from "./tickets.ts";

/** How long a started sign-in may take at the provider (seconds). */
const FLOW_SECONDS = 600;
/** The cookie binding a started flow to this browser (its state), only sent to /connect/. */
export const FLOW_COOKIE = "cb.social_state";

interface FlowSecrets {
  nonce: string;
  verifier: string;
  next: string;
  /** Link mode (D-045): the signed-in account that asked to connect this provider. */
  link?: string;
}

const flowKey = (state: string) => `social:flow:${createHash("sha256").update(state).digest("base64url")}`;

/** Our callback at the provider: the redirect_uri registered with the client. */
export function callbackUrl(context: AppContext, network: SocialNetwork): string {
  return `${context.config.publicOrigin}/connect/${network}/callback/`;
}

/**
 * Starts a sign-in (D-039): fresh state, nonce and PKCE verifier, kept server-side for
 * ten minutes and used once; the state also goes into an httpOnly cookie so the callback
 * only completes in the browser that started it. Returns the provider's authorisation URL.
 */
export async function startConnect(
  context: AppContext,
  provider: SocialProvider,
  rawNext: string | undefined,
  reply: FastifyReply,
  options: { linkTo?: string | undefined; loginHint?: string | undefined } = {},
): Promise<string> {
  const state = oidc.randomState();
  const secrets: FlowSecrets = {
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    next: safeNextPath(rawNext) ?? "/",
    ...(options.linkTo ? { link: options.linkTo } : {}),
  };
  // Asked before anything is stored: a provider that cannot be reached leaves no flow row.
  const url = await provider.authorizationUrl({
    redirectUri: callbackUrl(context, provider.network),
    state,
    nonce: secrets.nonce,
    codeChallenge: await oidc.calculatePKCECodeChallenge(secrets.verifier),
    loginHint: options.loginHint,
  });
  await stashValue(context.db, flowKey(state), JSON.stringify(secrets), FLOW_SECONDS);
  reply.header("set-cookie", flowCookie(context, state, FLOW_SECONDS));
  return url;
}

function flowCookie(context: AppContext, value: string, maxAge: number): string {
  const secure = context.config.publicOrigin.startsWith("https://") ? "; Secure" : "";
  // Lax: the provider's redirect back is a top-level GET from another site.
  return `${FLOW_COOKIE}=${value}; Path=/connect/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** A failed connect, as the popup reports it. */
export class ConnectFailure extends Error {
  readonly code: LoginErrorCode | AccountErrorCode | "cancelled" | "signupUnavailable";
  readonly deactivationReason: string | undefined;
  /** PREVENT_*_REGISTER: how the account with the provider's email signs in (AUTH-047). */
  readonly authOption: AuthOption | undefined;
  constructor(
    code: LoginErrorCode | AccountErrorCode | "cancelled" | "signupUnavailable",
    deactivationReason?: string,
    authOption?: AuthOption,
  ) {
    super(code);
    this.code = code;
    this.deactivationReason = deactivationReason;
    this.authOption = authOption;
  }
}

/**
 * The switches that close sign-up with a provider to new people (AUTH-048, D-043). LINE has
 * none: the seed names no such experiment for it.
 */
const SIGNUP_DISABLED_BY: Partial<Record<SocialNetwork, ExperimentName>> = {
  google: Experiment.GOOGLE_SIGNUP_DISABLED,
  facebook: Experiment.FACEBOOK_SIGNUP_DISABLED,
};

/**
 * Finishes a sign-in at the callback: checks the state against this browser's cookie,
 * takes the flow's secrets once (a replayed callback finds nothing), exchanges the code
 * with the PKCE verifier, and has the provider prove who signed in (an OIDC ID token's
 * signature and claims; Facebook's token checked as ours and its Graph profile). Then: a linked account signs in (account states
 * and a second factor apply as to a password login); an email that already has an account
 * is never linked or signed into (AUTH-142: the recovery route instead); anyone else gets a
 * single-use ticket to finish the sign-up with a birthday (AUTH-088).
 */
export async function finishConnect(
  context: AppContext,
  provider: SocialProvider,
  request: FastifyRequest<{ Querystring: Record<string, string | undefined> }>,
  reply: FastifyReply,
): Promise<SocialConnectMessage> {
  const network = provider.network;
  const state = request.query.state ?? "";
  const bound = request.cookies?.[FLOW_COOKIE];
  reply.header("set-cookie", flowCookie(context, "", 0));
  if (!state || state !== bound) throw new ConnectFailure("SOCIAL_LOGIN_FAILED");
  const stored = await takeValue(context.db, flowKey(state));
  if (!stored) throw new ConnectFailure("SOCIAL_LOGIN_FAILED");
  const secrets = JSON.parse(stored) as FlowSecrets;
  // The person said no at the provider (RFC 6749 §4.1.2.1): not a failure to report.
  if (request.query.error === "access_denied") throw new ConnectFailure("cancelled");

  const identity = await provider
    .verifiedIdentity({
      // Our public origin, never the Host header: it must equal the registered redirect_uri.
      currentUrl: new URL(request.url, context.config.publicOrigin),
      redirectUri: callbackUrl(context, network),
      state,
      nonce: secrets.nonce,
      verifier: secrets.verifier,
    })
    .catch((error: unknown) => {
      request.log.warn({ err: error, network }, "social sign-in refused");
      throw new ConnectFailure("SOCIAL_LOGIN_FAILED");
    });

  if (secrets.link) {
    // Link mode (D-045): the session that started the flow must still be the one finishing it.
    await linkToViewer(context, identity, secrets.link, viewerOf(request)?.id ?? null).catch(
      (error: unknown) => {
        if (error instanceof AppError) throw new ConnectFailure(error.code as AccountErrorCode);
        throw error;
      },
    );
    return { type: "social-connect-complete", network, outcome: "linked", next: secrets.next };
  }
  const userId = await findLinkedUserId(context.db, identity.providerId, identity.accountId);
  if (userId) {
    const outcome = await signInLinked(context, identity, request, reply);
    // Remembered like a password login (AUTH-023): logged out later, this browser is a
    // recognised visitor, and a Google-connected one is offered one-tap (AUTH-034, D-043).
    if (outcome === "signedIn") {
      const secure = context.config.publicOrigin.startsWith("https://");
      appendSetCookie(reply, [rememberedCookie(context.config.authSecret, userId, secure)]);
    }
    return { type: "social-connect-complete", network, outcome, next: secrets.next };
  }
  if (identity.email && (await emailExists(context.db, identity.email))) {
    // The person proved the provider identity with this email: they may learn how the
    // account with it signs in (the recover-account banner, AUTH-047), nothing more.
    const data = await findLoginData(context.db, identity);
    const option = data ? authOptionOf(toLoginData(data)) : "default";
    throw new ConnectFailure(PREVENT_REGISTER[network], undefined, option);
  }
  const secure = context.config.publicOrigin.startsWith("https://");
  const subject = { userId: null, visitorId: visitorIdOf(request, reply, secure) };
  const signupSwitch = SIGNUP_DISABLED_BY[network];
  if (signupSwitch && context.experiments.isOn(signupSwitch, subject)) {
    throw new ConnectFailure("signupUnavailable");
  }
  // No email from the provider (a Facebook account made with a phone number, a LINE account
  // without one, or the email permission withheld, AUTH-101): EmailCollection asks one
  // (AUTH-089, D-042), which must then be proved by mail.
  const ticket = await stashIdentity(context.db, identity);
  return {
    type: "social-connect-complete",
    network,
    outcome: "signup",
    profile: {
      first_name: identity.firstName,
      last_name: identity.lastName,
      email: identity.email,
      image_url: identity.image,
    },
    social_ticket: ticket,
    next: secrets.next,
  };
}

async function signInLinked(
  context: AppContext,
  identity: VerifiedIdentity,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<"signedIn" | "mfaRequired"> {
  const api = context.auth.api;
  try {
    const { response, setCookies } = await authCall(reply, () =>
      api.socialSignIn({
        body: { providerId: identity.providerId, accountId: identity.accountId },
        headers: authHeaders(request),
        returnHeaders: true,
      }),
    );
    if (!("twoFactorRedirect" in response)) return "signedIn";
    // Social accounts have no authenticator app of their own here: the code goes by mail at
    // once, as for a password login without TOTP; the login's code step continues it.
    await authCall(reply, () =>
      api.sendTwoFactorOTP({
        body: {},
        headers: authHeaders(request, cookiePairs(setCookies)),
        returnHeaders: true,
      }),
    );
    return "mfaRequired";
  } catch (error) {
    if (error instanceof AppError) {
      throw new ConnectFailure(error.code as LoginErrorCode, error.context?.deactivation_reason);
    }
    throw error;
  }
}
