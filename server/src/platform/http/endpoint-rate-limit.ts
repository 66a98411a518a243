import type { AnyEndpoint, RateLimitPolicy } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import type { FastifyReply, FastifyRequest } from "fastify";
import { apiTokenOf } from "../auth/api-token.ts";
import { viewerOf } from "../auth/viewer.ts";
import { ENDPOINT_RATE_LIMITS, type EndpointRateLimits } from "../rate-limit/endpoint-limits.ts";
import { accountKey, ipKey } from "../rate-limit/limit-keys.ts";
import type { LimitResult } from "../rate-limit/limiter.ts";
import { AppError } from "./app-error.ts";

/**
 * Spends one point of the endpoint's named policy for this client: the signed-in viewer (or
 * the client address when logged out), or always the address, as the policy says. Over the limit the call answers the policy's code with
 * 429, `Retry-After` and `retry_after_seconds`, before anything else is done.
 */
export async function enforceRateLimit(
  limits: EndpointRateLimits,
  endpoint: AnyEndpoint,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const name = endpoint.rateLimit;
  if (!name) return;
  const policy = ENDPOINT_RATE_LIMITS[name];
  if (
    policy.onlyWithFields &&
    endpoint.body !== "multipart" &&
    !hasAnyField(request.body, policy.onlyWithFields)
  ) {
    return;
  }
  refuseWhenOver(name, await limits[name].consume(limitKey(name, request)), reply);
}

/** The key a personal API token's limits count under (D-057): its id, not its secret. */
export function tokenLimitKey(tokenId: string): string {
  return `token:${tokenId}`;
}

/**
 * The per-token limits of a Bearer request (D-057), spent on every call whatever the
 * endpoint: the burst limit, then the hourly allowance, whose state every answer carries in
 * `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (seconds), as
 * Pinterest's API does. No-op for cookie and logged-out requests.
 */
export async function enforceTokenRateLimit(
  limits: EndpointRateLimits,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = apiTokenOf(request);
  if (!token) return;
  const key = tokenLimitKey(token.id);
  refuseWhenOver("apiTokenBurst", await limits.apiTokenBurst.consume(key), reply);
  const hour = await limits.apiToken.consume(key);
  reply.header("x-ratelimit-limit", String(ENDPOINT_RATE_LIMITS.apiToken.rule.points));
  reply.header("x-ratelimit-remaining", String(hour.remaining));
  if (!hour.allowed) reply.header("x-ratelimit-reset", String(hour.retryAfterSeconds));
  refuseWhenOver("apiToken", hour, reply);
}

function limitKey(name: RateLimitPolicy, request: FastifyRequest): string {
  const policy = ENDPOINT_RATE_LIMITS[name];
  if (policy.key === "token") {
    const token = apiTokenOf(request);
    if (token) return `token:${token.id}`;
  }
  const viewer = policy.key === "client" ? viewerOf(request) : null;
  return viewer ? accountKey(viewer.id) : ipKey(request.ip);
}

function refuseWhenOver(name: RateLimitPolicy, result: LimitResult, reply: FastifyReply): void {
  if (result.allowed) return;
  const policy = ENDPOINT_RATE_LIMITS[name];
  reply.header("retry-after", String(result.retryAfterSeconds));
  const message =
    policy.code === "LOGIN_RATE_LIMITED" ? t("auth.recovery.rateLimited.body") : t("error.RATE_LIMITED");
  throw new AppError(policy.code, message, { context: { retry_after_seconds: result.retryAfterSeconds } });
}

function hasAnyField(body: unknown, fields: readonly string[]): boolean {
  if (typeof body !== "object" || body === null) return false;
  const record = body as Record<string, unknown>;
  return fields.some(
    (field) => record[field] !== undefined && record[field] !== null && record[field] !== "",
  );
}
