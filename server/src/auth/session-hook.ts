import type { FastifyInstance } from "fastify";
import { bearerOf } from "../platform/auth/api-token.ts";
import { AUTH_LIFETIMES } from "../platform/auth/auth.ts";
import { authHeaders, forwardCookies } from "../platform/auth/http.ts";
import { setViewer } from "../platform/auth/viewer.ts";
import type { AppContext } from "../platform/context.ts";
import { isContractEndpoint } from "../platform/http/endpoint-route.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { toViewerUser } from "./presenter.ts";
import { findSessionViewer, findViewerRow } from "./repo.ts";
import { sessionNeedsRefresh, verifiedSessionToken } from "./session-token.ts";
import { authenticateBearer } from "./tokens/bearer.ts";

/** The session cookie's name as better-auth sets it (`__Secure-` over HTTPS). */
export function sessionCookieName(publicOrigin: string): string {
  return `${publicOrigin.startsWith("https://") ? "__Secure-" : ""}cb.session_token`;
}

/**
 * Sets request.viewer from the session cookie (an app-level onRequest, so it runs before
 * the public cache's own onRequest decides whether a cached answer may be served). Only
 * requests that carry the cookie pay for it: logged-out traffic costs nothing.
 *
 * Fast path: a cookie whose signature checks out, naming a live session that needs no
 * refresh, costs one query (session, person and viewer record together). Anything else —
 * a bad or dead cookie to clear, an expired session to delete, a session due for its daily
 * extension — goes through better-auth's getSession, which owns those rules.
 *
 * A request with `Authorization: Bearer` (a personal API token, D-057) ignores its cookies
 * entirely — they are dropped here, so nothing later can mix the two — and is authenticated
 * by the token alone on contract endpoints; other routes (pages, media, OAuth redirects)
 * see it as a logged-out visitor.
 */
export function registerSessionHook(app: FastifyInstance, context: AppContext, urls: ImageUrls): void {
  const cookieName = sessionCookieName(context.config.publicOrigin);
  const lifetimes = { expiresIn: AUTH_LIFETIMES.session, updateAge: AUTH_LIFETIMES.sessionRefresh };
  app.addHook("onRequest", async (request, reply) => {
    const bearer = bearerOf(request);
    if (bearer !== null) {
      request.cookies = {};
      delete request.headers.cookie;
      if (isContractEndpoint(request)) await authenticateBearer(context, urls, request, bearer);
      return;
    }
    const cookie = request.cookies[cookieName];
    if (cookie === undefined) return;
    const token = verifiedSessionToken(cookie, context.config.authSecret);
    const fast = token === null ? undefined : await findSessionViewer(context.db, token);
    if (
      fast &&
      fast.sessionExpiresAt.getTime() > Date.now() &&
      !sessionNeedsRefresh(fast.sessionExpiresAt, lifetimes)
    ) {
      // A session outliving its account's standing (suspended since) is no session at all.
      if (fast.state === "active")
        setViewer(request, { id: fast.id, user: toViewerUser(fast, urls), accountCreatedAt: fast.createdAt });
      return;
    }
    const { headers, response } = await context.auth.api.getSession({
      headers: authHeaders(request),
      returnHeaders: true,
    });
    // A refreshed expiry (once a day) or the clearing of a dead cookie.
    forwardCookies(reply, headers);
    if (!response) return;
    const row = await findViewerRow(context.db, response.user.id);
    if (row?.state !== "active") return;
    setViewer(request, { id: row.id, user: toViewerUser(row, urls), accountCreatedAt: row.createdAt });
  });
}
