import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { toAppError } from "../http/envelope-plugin.ts";
import type { AppMetrics } from "./metrics.ts";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics (D-047): with METRICS_TOKEN, whoever sends it as a bearer token;
 * without one, only a loopback peer of this very socket, and only while no proxy is
 * trusted — behind a balancer every request arrives from the balancer, often loopback, so
 * "loopback" would mean "anyone".
 */
function mayScrape(
  request: FastifyRequest,
  token: string | undefined,
  trustProxy: boolean | string,
): boolean {
  if (token) {
    const header = request.headers.authorization ?? "";
    return header.startsWith("Bearer ") && sameToken(header.slice("Bearer ".length), token);
  }
  return trustProxy === false && LOOPBACK.has(request.socket.remoteAddress ?? "");
}

/**
 * Counts every answer by its route pattern (never the raw URL, whose ids would make a series
 * per pin) and serves the registry at /metrics in Prometheus' text format.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: AppMetrics,
  access: { token: string | undefined; trustProxy: boolean | string },
): void {
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    const method = request.method;
    metrics.requests.inc({ method, route, status_code: String(reply.statusCode) });
    metrics.latency.observe({ method, route }, reply.elapsedTime / 1000);
  });
  // Thrown failures, by the stable code the envelope will give them.
  app.addHook("onError", async (_request, _reply, error) => {
    metrics.errors.inc({ code: toAppError(error).code });
  });
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    // Not found rather than forbidden: the endpoint is not there for the public.
    if (!mayScrape(request, access.token, access.trustProxy)) return reply.callNotFound();
    reply.header("content-type", metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
