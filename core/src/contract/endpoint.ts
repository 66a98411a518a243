import type { z } from "zod";
import type { EndpointScope } from "./api-scopes.ts";
import type { RateLimitPolicy } from "./rate-limit-policies.ts";

/**
 * Who may call an endpoint. The server's registrar enforces it before validation, so a
 * handler starts with a viewer of the right kind and never checks the session itself.
 * - `public`: anyone; the handler gets the viewer or null (browse reads, sign-in).
 * - `signedIn`: a session (UNAUTHORIZED otherwise).
 * - `verifiedEmail`: a session whose email is verified (EMAIL_NOT_VERIFIED otherwise).
 * - `business`: a session on a business account (FORBIDDEN otherwise).
 */
export type EndpointAccess = "public" | "signedIn" | "verifiedEmail" | "business";

/** A typed HTTP endpoint shared by the server (routes) and the web (client). */
export interface Endpoint<
  Q extends z.ZodType,
  D extends z.ZodType,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  A extends EndpointAccess = EndpointAccess,
> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path; parameters are written `{name}` and declared in `params`. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /** OpenAPI tag. */
  tag: string;
  /** The path's parameters (`{advertiserId}` …): a malformed value is INVALID_INPUT. */
  params?: P;
  /** The query string of a GET, the JSON body of any other method. */
  query: Q;
  data: D;
  /** Who may call it. */
  access: A;
  /**
   * The scope a personal API token needs to call it (D-057). Absent: derived from `tag` and
   * method by `requiredScope` (api-scopes.ts). `none`: never reachable with a token.
   */
  scope?: EndpointScope;
  /** The named rate-limit policy (server/src/platform/rate-limit/policies.ts). */
  rateLimit?: RateLimitPolicy;
  /**
   * `loggedOut`: a logged-out visitor's answer depends only on the URL, so it may come from
   * the public cache. Signed-in viewers always get fresh data. Absent: never cached.
   */
  cache?: "loggedOut";
  /** A larger body limit in bytes than the server's default (inline images). */
  bodyLimit?: number;
  /** `multipart`: the body is multipart/form-data, read by the handler (`query` is then empty). */
  body?: "multipart";
  /** `bytes`: the handler sends the answer itself (a file), not the envelope; failures still are. */
  reply?: "bytes";
  /**
   * `v5`: Pinterest API v5's wire style (D-058): the answer is the data itself, not the
   * envelope, and failures are `{code, message}` with the HTTP status.
   */
  wire?: "v5";
  /** The success status when it is not 200: 201 for a create, 204 (no body) for a delete. */
  status?: 201 | 204;
}

/** Declares an endpoint while keeping its schema types. */
export function defineEndpoint<
  Q extends z.ZodType,
  D extends z.ZodType,
  A extends EndpointAccess,
  P extends z.ZodType | undefined = undefined,
>(endpoint: Endpoint<Q, D, P, A>): Endpoint<Q, D, P, A> {
  return endpoint;
}

/** Any endpoint of the contract. */
export type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType | undefined, EndpointAccess>;

/** The input type of an endpoint's query. */
export type EndpointQuery<E> =
  E extends Endpoint<infer Q, z.ZodType, infer _P, infer _A> ? z.input<Q> : never;
/** The data type an endpoint answers with (inside the envelope). */
export type EndpointData<E> =
  E extends Endpoint<z.ZodType, infer D, infer _P, infer _A> ? z.output<D> : never;
/** The path parameters of an endpoint (undefined when its path has none). */
export type EndpointParams<E> =
  E extends Endpoint<z.ZodType, z.ZodType, infer P, infer _A>
    ? P extends z.ZodType
      ? z.input<P>
      : undefined
    : never;

/** The path's parameters by name, as `{name}` placeholders. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1] as string);
}

/** The endpoint's path with its parameters filled in (each URL-encoded). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`path parameter ${name} missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}
