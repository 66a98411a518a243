import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The /offsite/ token (ADS-074 DECISION): an HMAC-SHA256 under the app secret over the URL,
 * the pin and an expiry, so /offsite/ only redirects links the server checked (no open
 * redirect). Format: `{expiry epoch seconds}.{base64url mac}`.
 */

/** How long a checked link may be followed. */
export const OFFSITE_TOKEN_TTL_SECONDS = 3600;

function mac(secret: string, url: string, pin: string, expiry: number): Buffer {
  // JSON keeps the three parts unambiguous whatever characters the URL carries.
  return createHmac("sha256", `offsite-link:${secret}`)
    .update(JSON.stringify([url, pin, expiry]))
    .digest();
}

/** Signs (url, pin) until now + TTL. */
export function signOffsiteToken(secret: string, url: string, pin: string, nowMs: number) {
  const expiry = Math.floor(nowMs / 1000) + OFFSITE_TOKEN_TTL_SECONDS;
  return {
    token: `${expiry}.${mac(secret, url, pin, expiry).toString("base64url")}`,
    expiresAt: expiry * 1000,
  };
}

/** True when the token signs exactly this (url, pin) and has not expired. */
export function verifyOffsiteToken(
  secret: string,
  token: string,
  url: string,
  pin: string,
  nowMs: number,
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const expiry = Number(match[1]);
  if (expiry * 1000 <= nowMs) return false;
  const given = Buffer.from(match[2], "base64url");
  const expected = mac(secret, url, pin, expiry);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
