import type { AnyEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import type { FastifyReply, FastifyRequest } from "fastify";
import { viewerOf } from "../auth/viewer.ts";
import { ENDPOINT_RATE_LIMITS, type EndpointRateLimits } from "../rate-limit/endpoint-limits.ts";
import { accountKey, ipKey } from "../rate-limit/limit-keys.ts";
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
  const viewer = policy.key === "client" ? viewerOf(request) : null;
  const result = await limits[name].consume(viewer ? accountKey(viewer.id) : ipKey(request.ip));
  if (result.allowed) return;
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
