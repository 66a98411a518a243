import type { FastifyInstance } from "fastify";
import { authHeaders, forwardCookies } from "../platform/auth/http.ts";
import { setViewer } from "../platform/auth/viewer.ts";
import type { AppContext } from "../platform/context.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { toViewerUser } from "./presenter.ts";
import { findViewerRow } from "./repo.ts";

/** The session cookie's name as better-auth sets it (`__Secure-` over HTTPS). */
export function sessionCookieName(publicOrigin: string): string {
  return `${publicOrigin.startsWith("https://") ? "__Secure-" : ""}cb.session_token`;
}

/**
 * Sets request.viewer from the session cookie (an app-level onRequest, so it runs before
 * the public cache's own onRequest decides whether a cached answer may be served). Only
 * requests that carry the cookie pay for it: logged-out traffic costs nothing.
 */
export function registerSessionHook(app: FastifyInstance, context: AppContext, urls: ImageUrls): void {
  const cookieName = sessionCookieName(context.config.publicOrigin);
  app.addHook("onRequest", async (request, reply) => {
    if (request.cookies[cookieName] === undefined) return;
    const { headers, response } = await context.auth.api.getSession({
      headers: authHeaders(request),
      returnHeaders: true,
    });
    // A refreshed expiry (once a day) or the clearing of a dead cookie.
    forwardCookies(reply, headers);
    if (!response) return;
    const row = await findViewerRow(context.db, response.user.id);
    // A session outliving its account's standing (suspended since) is no session at all.
    if (row?.state !== "active") return;
    setViewer(request, { id: row.id, user: toViewerUser(row, urls) });
  });
}
