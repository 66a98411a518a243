import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The session token inside a session cookie, or null when the cookie's signature does not
 * check out. better-auth (through better-call) signs cookies as
 * `{token}.{base64 HMAC-SHA256(secret, token)}`; verifying it here, synchronously, lets the
 * session hook read a session in one query instead of a whole better-auth call.
 */
export function verifiedSessionToken(cookieValue: string, secret: string): string | null {
  const dot = cookieValue.lastIndexOf(".");
  if (dot <= 0) return null;
  const token = cookieValue.slice(0, dot);
  const given = Buffer.from(cookieValue.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return token;
}

/**
 * Whether better-auth would extend this session now: once `updateAge` seconds have passed
 * since it was last extended to `expiresIn` (better-auth's getSession rule).
 */
export function sessionNeedsRefresh(
  expiresAt: Date,
  lifetimes: { expiresIn: number; updateAge: number },
  nowMs = Date.now(),
): boolean {
  return expiresAt.getTime() - lifetimes.expiresIn * 1000 + lifetimes.updateAge * 1000 <= nowMs;
}
