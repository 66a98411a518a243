import { createHash, randomBytes } from "node:crypto";
import { normalizeEmail, ssoDomainOf } from "@corkboard/core/auth";
import type { SsoToken } from "@corkboard/core/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import * as oidc from "openid-client";
import type { AppContext } from "../../platform/context.ts";
import type { Executor } from "../../platform/db/index.ts";
import { authError } from "../failures.ts";
import { stashValue, takeValue } from "../social/social-repo.ts";
import { idpConfiguration } from "./idp.ts";
import { domainsOf, findConnection, findConnectionByDomain } from "./sso-repo.ts";

/** How long a started SSO sign-in may take at the IdP (seconds). */
const FLOW_SECONDS = 600;
/** How long the exchanged handle (sso_id_token) lives: enough to log in or to name a business. */
const TICKET_SECONDS = 15 * 60;
/** The cookie binding a started flow to this browser; only sent to the exchange. */
export const SSO_FLOW_COOKIE = "cb.sso_state";
const EXCHANGE_PATH = "/v3/sso/token/";

interface SsoFlow {
  connectionId: string;
  nonce: string;
  verifier: string;
}

/** The identity an IdP proved, waiting behind a single-use sso_id_token (D-044). */
export interface SsoIdentity {
  connectionId: string;
  sub: string;
  email: string;
  name: string;
  /** Epoch ms; a handle put back after a login without account keeps its first expiry. */
  expiresAt: number;
}

// Keys start with "social:" like the social flows' (social-repo.ts), so they never meet better-auth's.
const digest = (value: string) => createHash("sha256").update(value).digest("base64url");
const flowKey = (state: string) => `social:sso-flow:${digest(state)}`;
const ticketKey = (ticket: string) => `social:sso-ticket:${digest(ticket)}`;

/** Our callback at every IdP: the redirect_uri registered with the company's client. */
export function ssoCallbackUrl(context: AppContext): string {
  return `${context.config.publicOrigin}/connect/sso/callback/`;
}

/** The accounts providerId of a connection's identities. */
export const ssoProviderId = (connectionId: string) => `sso:${connectionId}`;

function flowCookie(context: AppContext, value: string, maxAge: number): string {
  const secure = context.config.publicOrigin.startsWith("https://") ? "; Secure" : "";
  // Strict: the exchange is a same-origin POST from our own page, never a cross-site visit.
  return `${SSO_FLOW_COOKIE}=${value}; Path=${EXCHANGE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}

/**
 * Starts an SSO sign-in for an email whose domain has an IdP (AUTH-109): fresh state, nonce
 * and PKCE verifier kept server-side for ten minutes, the state also in an httpOnly cookie
 * that only the exchange receives. Returns the IdP's authorisation URL, or null when the
 * domain has none.
 */
export async function startSso(
  context: AppContext,
  email: string,
  reply: FastifyReply,
): Promise<string | null> {
  const domain = ssoDomainOf(email);
  const connection = domain ? await findConnectionByDomain(context.db, domain) : null;
  if (!connection) return null;
  const state = oidc.randomState();
  const flow: SsoFlow = {
    connectionId: connection.id,
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
  };
  const url = oidc.buildAuthorizationUrl(await idpConfiguration(connection), {
    redirect_uri: ssoCallbackUrl(context),
    scope: "openid email profile",
    state,
    nonce: flow.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: "S256",
    login_hint: normalizeEmail(email),
  });
  await stashValue(context.db, flowKey(state), JSON.stringify(flow), FLOW_SECONDS);
  reply.header("set-cookie", flowCookie(context, state, FLOW_SECONDS));
  return url.href;
}

/**
 * POST /v3/sso/token/ (AUTH-111, AUTH-113): the popup's code and state, in the browser that
 * started the flow (its cookie), exchanged once with the kept PKCE verifier; the ID token is
 * checked by openid-client (signature against the IdP's keys, iss, aud, exp, nonce, RFC 9207
 * iss). Its email must be in a domain registered for THAT IdP. The answer names a
 * single-use handle of the identity, never the IdP's token.
 */
export async function exchangeSso(
  context: AppContext,
  input: { code: string; state: string; iss?: string | undefined },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SsoToken> {
  const bound = request.cookies?.[SSO_FLOW_COOKIE];
  reply.header("set-cookie", flowCookie(context, "", 0));
  if (!bound || bound !== input.state) throw authError("SOCIAL_LOGIN_FAILED");
  const stored = await takeValue(context.db, flowKey(input.state));
  if (!stored) throw authError("SOCIAL_LOGIN_FAILED");
  const flow = JSON.parse(stored) as SsoFlow;
  const connection = await findConnection(context.db, flow.connectionId);
  if (!connection) throw authError("SOCIAL_LOGIN_FAILED");

  const callback = new URL(ssoCallbackUrl(context));
  callback.searchParams.set("code", input.code);
  callback.searchParams.set("state", input.state);
  if (input.iss !== undefined) callback.searchParams.set("iss", input.iss);
  let claims: oidc.IDToken;
  try {
    const tokens = await oidc.authorizationCodeGrant(await idpConfiguration(connection), callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: input.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const found = tokens.claims();
    if (!found) throw new Error("no ID token");
    claims = found;
  } catch (error) {
    request.log.warn({ err: error, connection: connection.id }, "SSO sign-in refused");
    throw authError("SOCIAL_LOGIN_FAILED");
  }

  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const email = normalizeEmail(text(claims.email));
  const domain = ssoDomainOf(email);
  // The IdP vouches only for its own domains: an acme.com IdP cannot sign in bob@other.com.
  // An explicit email_verified false is refused; absence is common with company IdPs.
  const ownDomains = await domainsOf(context.db, connection.id);
  if (!domain || !ownDomains.includes(domain) || claims.email_verified === false) {
    request.log.warn({ connection: connection.id, domain }, "SSO identity outside its IdP's domains");
    throw authError("SOCIAL_LOGIN_FAILED");
  }
  const name =
    text(claims.name) ||
    [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(" ") ||
    email.slice(0, email.indexOf("@"));
  const expiresAt = Date.now() + TICKET_SECONDS * 1000;
  const identity: SsoIdentity = { connectionId: connection.id, sub: claims.sub, email, name, expiresAt };
  const ticket = randomBytes(32).toString("base64url");
  await stashValue(context.db, ticketKey(ticket), JSON.stringify(identity), TICKET_SECONDS);
  return { sso_id: connection.id, sso_id_token: ticket, sso_email: email, sso_user_name: name };
}

/** The identity behind an sso_id_token, once; null when unknown, used or expired. */
export async function takeSsoIdentity(db: Executor, ticket: string): Promise<SsoIdentity | null> {
  const stored = await takeValue(db, ticketKey(ticket));
  return stored ? (JSON.parse(stored) as SsoIdentity) : null;
}

/**
 * Puts a taken identity back under the same handle (a login that found no account: the
 * sign-up page finishes with the same handle), for a short while.
 */
export async function returnSsoIdentity(db: Executor, ticket: string, identity: SsoIdentity): Promise<void> {
  const seconds = Math.floor((identity.expiresAt - Date.now()) / 1000);
  if (seconds > 0) await stashValue(db, ticketKey(ticket), JSON.stringify(identity), seconds);
}
