import { type Endpoint, envelopeSchema, failureEnvelopeSchema } from "@corkboard/core/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { viewerOf } from "../auth/viewer.ts";
import { type CachedBody, cachedBody, preferredEncoding } from "./cached-body.ts";
import { ok } from "./envelope-plugin.ts";

/** How a route may be served. */
export interface EndpointOptions {
  /**
   * The answer to a logged-out visitor depends only on the URL, so it may come from the
   * public cache (platform/http/public-cache.ts). Signed-in viewers always get fresh data.
   */
  cacheForLoggedOut?: boolean;
  /** A zod schema for the path's parameters (`/…/:advertiserId/…`): a malformed id is INVALID_INPUT. */
  params?: z.ZodType;
}

/**
 * Registers one contract endpoint: the query is validated by its zod schema, the answer is
 * wrapped in the envelope, and the OpenAPI document learns both from the same schemas.
 */
export function registerEndpoint<Q extends z.ZodType, D extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<Q, D>,
  handler: (query: z.output<Q>, request: FastifyRequest, reply: FastifyReply) => Promise<z.input<D>>,
  options: EndpointOptions = {},
): void {
  const responseSchema = envelopeSchema(endpoint.data);
  const cache = app.appContext.publicCache;
  const useCache = options.cacheForLoggedOut === true && cache.enabled;
  // Reads take their input from the query string; writes from a JSON body (DESIGN §4).
  const isRead = endpoint.method === "GET";
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(options.params ? { params: options.params } : {}),
      ...(isRead ? { querystring: endpoint.query } : { body: endpoint.query }),
      response: { 200: responseSchema, "4xx": failureEnvelopeSchema },
    },
    // A write "with no payload" (AUTH-214) may come without a body at all: that is {}.
    preValidation: isRead
      ? undefined
      : async (request) => {
          request.body ??= {};
        },
    // A hit is answered before the query is even parsed: the entry exists only because this
    // exact URL passed validation when it was filled.
    onRequest: useCache
      ? async (request, reply) => {
          if (viewerOf(request) !== null) return;
          const cached = cache.peek(request.url);
          if (cached) return sendCached(request, reply, cached, true);
        }
      : undefined,
    handler: async (request, reply) => {
      const query = (isRead ? request.query : request.body) as z.output<Q>;
      if (!useCache || viewerOf(request) !== null) return ok(await handler(query, request, reply));
      const { value, hit } = await cache.get(request.url, async () =>
        // Validated once per cache fill, exactly as the route's serializer would.
        cachedBody(
          Buffer.from(JSON.stringify(responseSchema.parse(ok(await handler(query, request, reply))))),
        ),
      );
      return sendCached(request, reply, value, hit);
    },
  });
}

/**
 * Sends a cached body, compressed as the client prefers from the forms kept with it (the
 * compression plugin leaves an answer that already has a Content-Encoding alone).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  hit: boolean,
  contentType = "application/json; charset=utf-8",
) {
  const { body, encoding } = cached.encoded(preferredEncoding(request.headers["accept-encoding"]));
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  // Bytes with an explicit content type are sent as they are, skipping the serializer.
  return reply
    .header("vary", "accept-encoding")
    .header("x-cache", hit ? "hit" : "miss")
    .type(contentType)
    .send(body);
}
