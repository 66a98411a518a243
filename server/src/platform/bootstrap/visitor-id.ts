import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The cookie that keeps an anonymous visitor in the same experiment arms across visits. */
export const VISITOR_COOKIE = "cb_vid";
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const VALID = /^[A-Za-z0-9_-]{22}$/;

/**
 * The visitor's id, set as a cookie on first sight. It identifies nothing but the browser
 * (random, httpOnly), and only decides experiment rollouts for logged-out visitors.
 */
export function visitorIdOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[VISITOR_COOKIE];
  if (existing && VALID.test(existing)) return existing;
  const id = randomBytes(16).toString("base64url");
  reply.setCookie(VISITOR_COOKIE, id, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: ONE_YEAR_SECONDS,
  });
  return id;
}
