import type { Endpoint } from "@corkboard/core/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { registerEndpoint } from "../platform/http/endpoint-route.ts";

/**
 * Registers a contract endpoint whose path carries ids (`/ads/v4/advertisers/:advertiserId/…`):
 * platform/http's registerEndpoint with a zod schema for the path parameters, so a malformed
 * id is INVALID_INPUT before any handler runs, and the parsed parameters handed to the
 * handler. Never cached: every answer here depends on the viewer.
 */
export function registerParamEndpoint<P extends z.ZodType, Q extends z.ZodType, D extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<Q, D>,
  params: P,
  handler: (
    query: z.output<Q>,
    params: z.output<P>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<z.input<D>>,
): void {
  registerEndpoint(
    app,
    endpoint,
    (query, request, reply) => handler(query, request.params as z.output<P>, request, reply),
    { params },
  );
}
