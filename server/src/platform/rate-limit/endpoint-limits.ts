import type { ErrorCode, RateLimitPolicy } from "@corkboard/core/contract";
import { AUTH_RATE_LIMIT_RULES, limitersFor } from "./auth-limits.ts";
import type { Limiter, LimitRule } from "./limiter.ts";
import type { LimiterStore } from "./limiter-store.ts";

/**
 * The request-level rate-limit policies an endpoint names in its contract entry
 * (`rateLimit`). The registrar (platform/http/endpoint-route.ts) spends one point per call
 * before authentication and validation, keyed by the signed-in viewer or, logged out, by the
 * client address. Together with AUTH_RATE_LIMIT_RULES (lockouts, per-account mail) and
 * MAIL_RATE_LIMIT_RULES this is every limit the server has.
 */
export interface EndpointLimitPolicy {
  rule: LimitRule;
  /**
   * Whose calls count together: `client` is the signed-in viewer, else the address;
   * `address` is always the client address (sign-up and log-in come before any session);
   * `token` is the personal API token a Bearer request came with (D-057).
   */
  key: "client" | "address" | "token";
  /** The code a refused call answers (the sign-in screens show LOGIN_RATE_LIMITED's modal). */
  code: Extract<ErrorCode, "RATE_LIMITED" | "LOGIN_RATE_LIMITED">;
  /**
   * When set, the policy applies only to calls whose body has one of these fields: a pin
   * create processes an image only when it brings one (image_url or image_base64), and a
   * save of an upload already made must stay two round trips (D-021).
   */
  onlyWithFields?: readonly string[];
}

/** Generous for people, tight for scripts: numbers per client (viewer or address). */
export const ENDPOINT_RATE_LIMITS: Record<RateLimitPolicy, EndpointLimitPolicy> = {
  /** 20 sign-ups per address per hour: a family or classroom fits, a bot farm does not. */
  signup: { rule: AUTH_RATE_LIMIT_RULES.signupPerIp, key: "address", code: "RATE_LIMITED" },
  /**
   * The sign-up form asks whether an email has an account (AUTH-047): 60 asks per address
   * per 10 minutes serve a person typing, not a script walking a list of addresses.
   */
  accountLookup: {
    rule: { name: "account_lookup_ip", points: 60, durationSeconds: 10 * 60, blockSeconds: 0 },
    key: "address",
    code: "RATE_LIMITED",
  },
  /** AUTH-146 "plus a per-IP limit": 100 login attempts per address per 15 minutes. */
  login: { rule: AUTH_RATE_LIMIT_RULES.loginAttemptsPerIp, key: "address", code: "LOGIN_RATE_LIMITED" },
  /**
   * Each call hashes a password (argon2id, ~50 ms of a core): 20 per 15 minutes. It also
   * bounds guesses of the current password from a borrowed session, so it fails closed
   * while Redis is away (D-061).
   */
  passwordChange: {
    rule: {
      name: "password_hash_client",
      points: 20,
      durationSeconds: 15 * 60,
      blockSeconds: 0,
      whenStoreDown: "fail-closed",
    },
    key: "client",
    code: "RATE_LIMITED",
  },
  /**
   * 60 mails asked for per client per 10 minutes, on top of the per-account limits
   * (reset, verification, invites): one client cannot walk a list of addresses.
   */
  mailSend: {
    rule: { name: "mail_send_client", points: 60, durationSeconds: 10 * 60, blockSeconds: 0 },
    key: "client",
    code: "RATE_LIMITED",
  },
  /** 120 page or image fetches per client per 10 minutes: the bookmarklet on a busy day. */
  urlFetch: {
    rule: { name: "url_fetch_client", points: 120, durationSeconds: 10 * 60, blockSeconds: 0 },
    key: "client",
    code: "RATE_LIMITED",
  },
  /** 120 images decoded and resized per client per 10 minutes (each is up to a core-second). */
  imageIntake: {
    rule: { name: "image_intake_client", points: 120, durationSeconds: 10 * 60, blockSeconds: 0 },
    key: "client",
    code: "RATE_LIMITED",
    // media_source: the v5 API's image (D-058).
    onlyWithFields: ["image_url", "image_base64", "media_source"],
  },
  /** 300 follows and unfollows per client per hour: following a whole list is fine, spam is not. */
  follow: {
    rule: { name: "follow_client", points: 300, durationSeconds: 60 * 60, blockSeconds: 0 },
    key: "client",
    code: "RATE_LIMITED",
  },
  /** 600 analytics calls (≤ 20 events each) per client per 10 minutes: browsing, not flooding. */
  analytics: {
    rule: { name: "analytics_client", points: 600, durationSeconds: 10 * 60, blockSeconds: 0 },
    key: "client",
    code: "RATE_LIMITED",
  },
  /**
   * 1,000 calls per token per hour (Pinterest's own trial allowance is of that order): a
   * script syncing a few thousand pins a day fits; a scraper does not. Applied by the
   * registrar to every Bearer request, whatever the endpoint (D-057).
   */
  apiToken: {
    rule: { name: "api_token_hour", points: 1000, durationSeconds: 60 * 60, blockSeconds: 0 },
    key: "token",
    code: "RATE_LIMITED",
  },
  /** And at most 100 of them in any 10 seconds, so the hour is not spent in one burst. */
  apiTokenBurst: {
    rule: { name: "api_token_burst", points: 100, durationSeconds: 10, blockSeconds: 0 },
    key: "token",
    code: "RATE_LIMITED",
  },
  /** 10 export requests per client per day: an archive reads every image the account has (D-056). */
  dataExport: {
    rule: { name: "data_export_client", points: 10, durationSeconds: 24 * 60 * 60, blockSeconds: 0 },
    key: "client",
    code: "RATE_LIMITED",
  },
};

/** One limiter per endpoint policy. */
export type EndpointRateLimits = Record<RateLimitPolicy, Limiter>;

/** Builds the endpoint limiters on one store. */
export function createEndpointRateLimits(store: LimiterStore): EndpointRateLimits {
  const rules = Object.fromEntries(
    Object.entries(ENDPOINT_RATE_LIMITS).map(([name, policy]) => [name, policy.rule]),
  ) as Record<RateLimitPolicy, LimitRule>;
  return limitersFor(store, rules);
}
