import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/** The header a request id travels in: from a trusted balancer in, always back out. */
export const REQUEST_ID_HEADER = "x-request-id";

/** What an id handed in by a balancer may look like: short, and safe in a log line and a header. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the balancer's id when the server trusts a proxy (so one id follows
 * a request through the balancer's log and ours), else a fresh UUID. A client cannot choose
 * the id a request is logged under unless it is the configured proxy.
 */
export function requestIdGenerator(trustProxy: boolean | string): (request: IncomingMessage) => string {
  return (request) => {
    const forwarded = request.headers[REQUEST_ID_HEADER];
    if (trustProxy !== false && typeof forwarded === "string" && FORWARDED_ID.test(forwarded))
      return forwarded;
    return randomUUID();
  };
}

/**
 * Every answer says which request it was (`X-Request-Id`), so a user's report ("Reference:
 * …" on an error) finds the log lines, which Fastify's logger tags with the same `reqId`.
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
