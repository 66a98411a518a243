import type { ApiScope } from "@corkboard/core/contract";
import type { FastifyRequest } from "fastify";

/** The personal API token a request was authenticated with (D-057). */
export interface RequestApiToken {
  id: string;
  scopes: ReadonlySet<ApiScope>;
}

const BEARER = /^bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * The token of an `Authorization: Bearer` header; "" for a Bearer header without a usable
 * token (still a Bearer request: refused, never treated as a cookie one); null without one.
 */
export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string" || !/^bearer\b/i.test(header.trim())) return null;
  return BEARER.exec(header.trim())?.[1] ?? "";
}

/** The request's token, or null for a cookie or logged-out request. */
export function apiTokenOf(request: FastifyRequest): RequestApiToken | null {
  return (request as FastifyRequest & { apiToken?: RequestApiToken | null }).apiToken ?? null;
}

/** Sets the request's token (the session hook, after checking it). */
export function setApiToken(request: FastifyRequest, token: RequestApiToken): void {
  (request as FastifyRequest & { apiToken?: RequestApiToken | null }).apiToken = token;
}
