import type { FastifyInstance } from "fastify";
import { csrfHeaders, TestBrowser } from "../test/inject.ts";

/** An answer of a /v5/ call as the tests read it. */
export interface V5Answer<T = unknown> {
  status: number;
  body: T;
}

/**
 * Calls a /v5/ path as `browser` (its session cookie, or none for null; writes carry the CSRF pair as the
 * SPA's do; v5WithToken below calls with a personal API token), JSON in and out.
 */
export async function v5<T = unknown>(
  app: FastifyInstance,
  browser: TestBrowser | null,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
): Promise<V5Answer<T>> {
  // Null is a visitor without a session (a fresh browser: only its CSRF cookie).
  const from = browser ?? new TestBrowser(app);
  const response = await app.inject({
    method,
    url,
    headers: { ...csrfHeaders(), cookie: from.cookieHeader() },
    remoteAddress: from.remoteAddress,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: (response.body === "" ? null : response.json()) as T };
}

/** Calls a /v5/ path as a script would: only `Authorization: Bearer <token>`, no cookie, no CSRF. */
export async function v5WithToken<T = unknown>(
  app: FastifyInstance,
  token: string,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
): Promise<V5Answer<T> & { headers: Record<string, unknown> }> {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  const parsed = (response.body === "" ? null : response.json()) as T;
  return { status: response.statusCode, headers: response.headers, body: parsed };
}
