import { randomBytes, timingSafeEqual } from "node:crypto";
import { bootstrapEndpoint } from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import { bearerOf } from "../platform/auth/api-token.ts";
import { appendSetCookie } from "../platform/auth/http.ts";
import type { AppConfig } from "../platform/config/index.ts";
import { AppError } from "../platform/http/app-error.ts";

/** The cookie the SPA reads and echoes in X-CSRFToken (DESIGN §4). */
export const CSRF_COOKIE = "csrftoken";
const CSRF_HEADER = "x-csrftoken";
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const ONE_YEAR = 365 * 24 * 60 * 60;
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The origins a write may come from (D-029). A PUBLIC_ORIGIN that was set is the only one.
 * Left unset, the origin is a guess — http://localhost:$PORT — and the same server opened
 * as http://127.0.0.1:$PORT or http://[::1]:$PORT is no other site: loopback names reach
 * only this machine, so those count as well. Origins are compared in URL's normal form
 * (no default port, no trailing slash), which is how browsers send them.
 */
export function acceptedOrigins(
  config: Pick<AppConfig, "publicOrigin" | "publicOriginExplicit">,
): ReadonlySet<string> {
  const origin = new URL(config.publicOrigin);
  if (config.publicOriginExplicit || !LOOPBACK_HOSTS.includes(origin.hostname)) {
    return new Set([origin.origin]);
  }
  const port = origin.port ? `:${origin.port}` : "";
  return new Set(LOOPBACK_HOSTS.map((host) => new URL(`${origin.protocol}//${host}${port}`).origin));
}

/**
 * CSRF protection for every unsafe method — login included, since login CSRF signs a
 * victim into the attacker's account. Two independent checks must both pass:
 * 1. the request comes from our origin: Origin is one of acceptedOrigins (when a browser
 *    omits Origin, Sec-Fetch-Site must say same-origin);
 * 2. double submit: X-CSRFToken equals the csrftoken cookie, which only our pages can read.
 * Pages (and the bootstrap the SPA refreshes) issue the cookie when the request lacks it,
 * so the first page load arms the SPA; API reads stay cookie-free and cacheable.
 * A Bearer request (a personal API token, D-057) is exempt: it carries no ambient
 * credential — the session hook drops its cookies — so another site cannot forge one.
 */
export function registerCsrfProtection(
  app: FastifyInstance,
  config: Pick<AppConfig, "publicOrigin" | "publicOriginExplicit">,
): void {
  const secure = config.publicOrigin.startsWith("https://") ? "; Secure" : "";
  const origins = acceptedOrigins(config);

  app.addHook("onRequest", async (request) => {
    if (!UNSAFE.has(request.method) || bearerOf(request) !== null) return;
    const origin = request.headers.origin;
    const sameOrigin = origin ? origins.has(origin) : request.headers["sec-fetch-site"] === "same-origin";
    const cookie = request.cookies[CSRF_COOKIE] ?? "";
    const header = String(request.headers[CSRF_HEADER] ?? "");
    const tokenMatches =
      cookie.length >= 32 &&
      cookie.length === header.length &&
      timingSafeEqual(Buffer.from(cookie), Buffer.from(header));
    if (!sameOrigin || !tokenMatches) throw new AppError("CSRF_FAILED", "CSRF_FAILED");
  });

  app.addHook("onSend", async (request, reply) => {
    if (request.method !== "GET" || request.cookies[CSRF_COOKIE] !== undefined) return;
    const isPage = String(reply.getHeader("content-type") ?? "").startsWith("text/html");
    if (!isPage && !request.url.startsWith(bootstrapEndpoint.path)) return;
    const token = randomBytes(32).toString("base64url");
    appendSetCookie(reply, [`${CSRF_COOKIE}=${token}; Max-Age=${ONE_YEAR}; Path=/; SameSite=Lax${secure}`]);
  });
}
