import { createHmac } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { sessionCookieName } from "../session-hook.ts";
import { verifiedSessionToken } from "../session-token.ts";
import { findLiveSession, type SessionRef } from "./device-accounts-repo.ts";

/**
 * The Set-Cookie line that makes `token` this browser's session, written as better-auth
 * (better-call) signs it: `{token}.{base64 HMAC-SHA256(secret, token)}`, URI-encoded, with
 * better-auth's attributes (httpOnly, Lax, Path=/, Secure over HTTPS) and the session's
 * remaining life as Max-Age.
 */
export function sessionCookieLine(context: AppContext, session: { token: string; expiresAt: Date }): string {
  const { publicOrigin, authSecret } = context.config;
  const signature = createHmac("sha256", authSecret).update(session.token).digest("base64");
  const value = encodeURIComponent(`${session.token}.${signature}`);
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
  const secure = publicOrigin.startsWith("https://") ? "; Secure" : "";
  return `${sessionCookieName(publicOrigin)}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** The Set-Cookie line that clears this browser's session cookie. */
export function clearedSessionCookieLine(context: AppContext): string {
  const { publicOrigin } = context.config;
  const secure = publicOrigin.startsWith("https://") ? "; Secure" : "";
  return `${sessionCookieName(publicOrigin)}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** The live session the request's cookie names, when its signature holds. */
export async function requestSession(
  context: AppContext,
  request: FastifyRequest,
): Promise<SessionRef | null> {
  const cookie = request.cookies[sessionCookieName(context.config.publicOrigin)];
  if (!cookie) return null;
  const token = verifiedSessionToken(cookie, context.config.authSecret);
  return token ? findLiveSession(context.db, token) : null;
}

/** The session token a Set-Cookie list gives this browser (a login's new session), if any. */
export function sessionTokenSet(context: AppContext, lines: readonly string[]): string | null {
  const prefix = `${sessionCookieName(context.config.publicOrigin)}=`;
  const line = [...lines].reverse().find((candidate) => candidate.startsWith(prefix));
  const value = line?.slice(prefix.length).split(";")[0];
  if (!value) return null;
  return verifiedSessionToken(decodeURIComponent(value), context.config.authSecret);
}

/**
 * Removes this browser's session cookie from the request as better-auth will read it: a
 * login in account-switch mode signs in a *second* account, and better-auth's second-factor
 * step would otherwise verify the code against the session's own account.
 */
export function withoutSessionCookie(context: AppContext, request: FastifyRequest): void {
  const name = sessionCookieName(context.config.publicOrigin);
  const header = request.headers.cookie;
  if (!header) return;
  request.headers.cookie = header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !part.startsWith(`${name}=`))
    .join("; ");
}
