import type { ApiToken } from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import type { TestEnvelope } from "../../test/inject.ts";
import type { SignedInUser } from "../../test/signed-in.ts";

/** The token endpoints' paths, as tests call them. */
export const TOKENS = {
  list: "/v3/users/api_tokens/",
  create: "/v3/users/api_tokens/create/",
  revoke: "/v3/users/api_tokens/revoke/",
} as const;

/** Creates a token through the settings endpoint (cookie session + CSRF), as the page does. */
export async function createToken(
  user: SignedInUser,
  scopes: string[],
  options: { name?: string; expiry?: string } = {},
): Promise<{ token: ApiToken; secret: string }> {
  const answer = await user.browser.post<{ token: ApiToken; secret_token: string }>(TOKENS.create, {
    name: options.name ?? "script",
    scopes,
    expiry: options.expiry ?? "30",
  });
  if (answer.status !== 200) throw new Error(`token create failed: ${JSON.stringify(answer.body)}`);
  const data = answer.body.resource_response.data;
  return { token: data.token, secret: data.secret_token };
}

/** Calls `path` with only `Authorization: Bearer` (no cookies, no CSRF), as a script would. */
export async function withToken<T = unknown>(
  app: FastifyInstance,
  token: string,
  method: "GET" | "POST",
  path: string,
  input: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method,
    url: path,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(method === "GET" ? { query: input as Record<string, string> } : { payload: input }),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as TestEnvelope<T>,
  };
}
