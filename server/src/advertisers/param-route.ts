import { type Endpoint, envelopeSchema, failureEnvelopeSchema } from "@corkboard/core/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { ok } from "../platform/http/envelope-plugin.ts";

/**
 * Registers a contract endpoint whose path carries ids (`/ads/v4/advertisers/:advertiserId/…`):
 * like platform/http's registerEndpoint, plus a zod schema for the path parameters, so a
 * malformed id is INVALID_INPUT before any handler runs. Never cached: every answer here
 * depends on the viewer.
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
  const isRead = endpoint.method === "GET";
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      params,
      ...(isRead ? { querystring: endpoint.query } : { body: endpoint.query }),
      response: { 200: envelopeSchema(endpoint.data), "4xx": failureEnvelopeSchema },
    },
    preValidation: isRead
      ? undefined
      : async (request) => {
          request.body ??= {};
        },
    handler: async (request, reply) => {
      const query = (isRead ? request.query : request.body) as z.output<Q>;
      return ok(await handler(query, request.params as z.output<P>, request, reply));
    },
  });
}
