import { randomBytes, timingSafeEqual } from "node:crypto";
import { bootstrapEndpoint } from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import { appendSetCookie } from "../platform/auth/http.ts";
import { AppError } from "../platform/http/app-error.ts";

/** The cookie the SPA reads and echoes in X-CSRFToken (DESIGN §4). */
export const CSRF_COOKIE = "csrftoken";
const CSRF_HEADER = "x-csrftoken";
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * CSRF protection for every unsafe method — login included, since login CSRF signs a
 * victim into the attacker's account. Two independent checks must both pass:
 * 1. the request comes from our origin: Origin equals PUBLIC_ORIGIN (when a browser omits
 *    Origin, Sec-Fetch-Site must say same-origin);
 * 2. double submit: X-CSRFToken equals the csrftoken cookie, which only our pages can read.
 * Pages (and the bootstrap the SPA refreshes) issue the cookie when the request lacks it,
 * so the first page load arms the SPA; API reads stay cookie-free and cacheable.
 */
export function registerCsrfProtection(app: FastifyInstance, publicOrigin: string): void {
  const secure = publicOrigin.startsWith("https://") ? "; Secure" : "";

  app.addHook("onRequest", async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const origin = request.headers.origin;
    const sameOrigin = origin ? origin === publicOrigin : request.headers["sec-fetch-site"] === "same-origin";
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
