import {
  type AnyEndpoint,
  type Endpoint,
  type EndpointAccess,
  envelopeSchema,
  failureEnvelopeSchema,
  v5ErrorSchema,
} from "@corkboard/core/contract";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiTokenOf, bearerOf } from "../auth/api-token.ts";
import { type Viewer, viewerOf } from "../auth/viewer.ts";
import { type CachedBody, cachedBody, preferredEncoding } from "./cached-body.ts";
import { checkAccess, checkTokenScope } from "./endpoint-access.ts";
import { describeRules, securityOf } from "./endpoint-docs.ts";
import { enforceRateLimit, enforceTokenRateLimit } from "./endpoint-rate-limit.ts";
import { ok } from "./envelope-plugin.ts";

/** The viewer a handler gets: a person for every access level but `public`. */
export type ViewerFor<A extends EndpointAccess> = A extends "public" ? Viewer | null : Viewer;

/** What a handler is called with besides its validated input. */
export interface EndpointCall<P, A extends EndpointAccess> {
  /** The viewer, already checked against the endpoint's access level. */
  viewer: ViewerFor<A>;
  /** The validated path parameters. */
  params: P extends z.ZodType ? z.output<P> : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler: validated input in, the answer's data out (the registrar wraps the envelope). */
export type EndpointHandler<Q extends z.ZodType, D extends z.ZodType, P, A extends EndpointAccess> = (
  input: z.output<Q>,
  call: EndpointCall<P, A>,
) => Promise<z.input<D>>;

/**
 * Registers one contract endpoint (DESIGN §6, "an endpoint is one declaration"). What the
 * declaration says is applied here, in one fixed order, so no handler repeats it:
 * rate limit (per token for a Bearer request, then the endpoint's policy) → token scope →
 * authenticate (access level) → validate (zod: params, query or body) → handler → envelope.
 * Logged-out answers of `cache: "loggedOut"` endpoints come from the public cache; a Bearer
 * request is never logged out, so it is neither answered from it nor stored in it. The OpenAPI entry comes from the same declaration, rules included.
 */
export function registerEndpoint<
  Q extends z.ZodType,
  D extends z.ZodType,
  P extends z.ZodType | undefined,
  A extends EndpointAccess,
>(app: FastifyInstance, endpoint: Endpoint<Q, D, P, A>, handler: EndpointHandler<Q, D, P, A>): void {
  const any = endpoint as unknown as AnyEndpoint;
  const responseSchema = envelopeSchema(endpoint.data);
  const cache = app.appContext.publicCache;
  const useCache = endpoint.cache === "loggedOut" && cache.enabled;
  const isRead = endpoint.method === "GET";
  const isJsonBody = !isRead && endpoint.body !== "multipart";
  const limits = app.appContext.endpointLimits;
  const isV5 = endpoint.wire === "v5";
  const successStatus = endpoint.status ?? 200;

  const call = (request: FastifyRequest, reply: FastifyReply) => {
    const input = (isJsonBody ? request.body : isRead ? request.query : {}) as z.output<Q>;
    return handler(input, {
      viewer: viewerOf(request) as ViewerFor<A>,
      params: request.params as EndpointCall<P, A>["params"],
      request,
      reply,
    });
  };

  const define = (scope: FastifyInstance) =>
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: endpoint.method,
      url: toFastifyPath(endpoint.path),
      // contractEndpoint: the session hook authenticates Bearer tokens on these routes alone;
      // wire: the error handler answers this route's failures in its wire style (D-058).
      config: { contractEndpoint: true, wire: endpoint.wire },
      ...(endpoint.bodyLimit && isJsonBody ? { bodyLimit: endpoint.bodyLimit } : {}),
      schema: {
        summary: endpoint.summary,
        description: describeRules(any),
        tags: [endpoint.tag],
        security: securityOf(any),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(isRead ? { querystring: endpoint.query } : isJsonBody ? { body: endpoint.query } : {}),
        ...(endpoint.body === "multipart" ? { consumes: ["multipart/form-data"] } : {}),
        response: responseSchemas(endpoint, responseSchema),
      },
      // A cache hit is answered before anything else: the entry exists only because this exact
      // URL passed every step below when it was filled, and cached endpoints are public.
      onRequest: useCache
        ? async (request, reply) => {
            if (!isLoggedOut(request)) return;
            const cached = cache.peek(request.url);
            if (cached) return sendCached(request, reply, cached, true);
          }
        : undefined,
      // The fixed order, before validation: rate limit, then who is asking.
      preValidation: async (request, reply) => {
        // A write "with no payload" (AUTH-214) may come without a body at all: that is {}.
        if (isJsonBody) request.body ??= {};
        await enforceTokenRateLimit(limits, request, reply);
        if (endpoint.rateLimit) await enforceRateLimit(limits, any, request, reply);
        // A token's scope before the access level: what a token may never do is refused as
        // such, whatever the account is.
        checkTokenScope(any, apiTokenOf(request));
        checkAccess(endpoint.access, viewerOf(request));
      },
      handler: async (request, reply) => {
        if (endpoint.reply === "bytes") return call(request, reply);
        if (isV5) {
          // v5 answers the data itself, with the declared success status (D-058).
          const data = await call(request, reply);
          reply.status(successStatus);
          return successStatus === 204 ? reply.send() : data;
        }
        if (!useCache || !isLoggedOut(request)) return ok(await call(request, reply));
        const { value, hit } = await cache.get(request.url, async () =>
          // Validated once per cache fill, exactly as the route's serializer would.
          cachedBody(Buffer.from(JSON.stringify(responseSchema.parse(ok(await call(request, reply)))))),
        );
        return sendCached(request, reply, value, hit);
      },
    });

  if (endpoint.body !== "multipart") {
    define(app);
    return;
  }
  // Multipart parsing for this route alone: one file, up to the declared body limit.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: endpoint.bodyLimit ?? 10 * 1024 * 1024,
        files: 1,
        fields: 10,
        fieldSize: 1024,
        parts: 12,
      },
    });
    define(scope);
  });
}

/** Logged out: no session viewer and no Bearer header at all (a token is never a visitor). */
function isLoggedOut(request: FastifyRequest): boolean {
  return viewerOf(request) === null && bearerOf(request) === null;
}

/**
 * Whether the request's route is a contract endpoint (registered here): the session hook
 * authenticates Bearer tokens on those alone, where the scope check runs.
 */
export function isContractEndpoint(request: FastifyRequest): boolean {
  return (
    (request.routeOptions.config as { contractEndpoint?: boolean } | undefined)?.contractEndpoint === true
  );
}

/** The answers the OpenAPI document shows and the serializer checks, by wire style. */
function responseSchemas(endpoint: AnyEndpoint, envelope: z.ZodType) {
  if (endpoint.wire === "v5") {
    const status = endpoint.status ?? 200;
    return status === 204
      ? { 204: z.null().describe("No content"), "4xx": v5ErrorSchema }
      : { [status]: endpoint.data, "4xx": v5ErrorSchema };
  }
  return endpoint.reply === "bytes"
    ? { "4xx": failureEnvelopeSchema }
    : { 200: envelope, "4xx": failureEnvelopeSchema };
}

/** The contract writes path parameters `{name}` (as OpenAPI does); Fastify wants `:name`. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ":$1");
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
