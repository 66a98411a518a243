import { createHmac } from "node:crypto";
import { z } from "zod";
import type { FacebookProviderConfig } from "../../platform/config/index.ts";
import { isInsecureLoopback } from "./social-provider.ts";

/** How long one call to Facebook may take before the sign-in fails (ms). */
const CALL_TIMEOUT_MS = 10_000;

const debugTokenResponse = z.object({
  data: z.object({ app_id: z.string(), is_valid: z.boolean(), user_id: z.string() }),
});

/** Graph's calls with our app's credentials (D-039 Facebook part, D-043). */
export interface FacebookGraph {
  /**
   * The Facebook user an access token belongs to, after debug_token (with our app token)
   * said it is valid AND issued to our app; throws otherwise (a token another app obtained
   * for the same person is refused).
   */
  userOfOurToken(token: string): Promise<string>;
  /** /me with `fields`, signed with the appsecret_proof of the token. */
  me(token: string, fields: string): Promise<unknown>;
}

/** Graph for the configured app. The URLs are the operator's: https only, except loopback. */
export function facebookGraph(config: FacebookProviderConfig): FacebookGraph {
  for (const url of [config.authorizeUrl, config.tokenUrl, config.graphUrl]) {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" && !isInsecureLoopback(parsed)) {
      throw new Error(`Invalid configuration: Facebook URL ${url} must be https`);
    }
  }
  const graph = (path: string) => new URL(`${config.graphUrl.replace(/\/$/, "")}${path}`);
  return {
    async userOfOurToken(token) {
      const debugUrl = graph("/debug_token");
      debugUrl.searchParams.set("input_token", token);
      const { data: inspected } = debugTokenResponse.parse(
        await callJson(debugUrl, {
          headers: { authorization: `OAuth ${config.clientId}|${config.clientSecret}` },
        }),
      );
      if (!inspected.is_valid || inspected.app_id !== config.clientId) {
        throw new Error(`access token not valid for our app (app ${inspected.app_id})`);
      }
      return inspected.user_id;
    },
    async me(token, fields) {
      const meUrl = graph("/me");
      meUrl.searchParams.set("fields", fields);
      meUrl.searchParams.set(
        "appsecret_proof",
        createHmac("sha256", config.clientSecret).update(token).digest("hex"),
      );
      return callJson(meUrl, { headers: { authorization: `Bearer ${token}` } });
    },
  };
}

/** One call to Facebook: JSON back on 2xx, an error (Graph's message kept for the log) otherwise. */
export async function callJson(url: URL, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    redirect: "error",
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}
