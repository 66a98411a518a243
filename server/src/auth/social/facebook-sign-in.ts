import { createHmac } from "node:crypto";
import { normalizeEmail } from "@corkboard/core/auth";
import { z } from "zod";
import type { FacebookProviderConfig } from "../../platform/config/index.ts";
import { isInsecureLoopback, type SocialProvider } from "./social-provider.ts";

/** How long one call to Facebook may take before the sign-in fails (ms). */
const CALL_TIMEOUT_MS = 10_000;

const tokenResponse = z.object({ access_token: z.string().min(1) });
const debugTokenResponse = z.object({
  data: z.object({ app_id: z.string(), is_valid: z.boolean(), user_id: z.string() }),
});
const profileResponse = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
  picture: z
    .object({ data: z.object({ url: z.string().optional(), is_silhouette: z.boolean().optional() }) })
    .optional(),
});

/**
 * Facebook sign-in (D-039, Facebook part): OAuth 2, not OpenID Connect, so there is no ID
 * token to verify. Who signed in is proved instead by (1) the code exchange with our app
 * secret and the PKCE verifier, (2) Graph's debug_token saying the access token is valid and
 * was issued to OUR app (a token another app obtained for the same person is refused), and
 * (3) /me answering, with an appsecret_proof, the same user id debug_token named.
 * The URLs are the operator's configuration, never a user's, so they are fetched directly
 * (as openid-client does for Google); plain http only on loopback.
 */
export function facebookProvider(config: FacebookProviderConfig): SocialProvider {
  for (const url of [config.authorizeUrl, config.tokenUrl, config.graphUrl]) {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" && !isInsecureLoopback(parsed)) {
      throw new Error(`Invalid configuration: Facebook URL ${url} must be https`);
    }
  }
  const graph = (path: string) => new URL(`${config.graphUrl.replace(/\/$/, "")}${path}`);
  return {
    network: "facebook",
    async authorizationUrl(flow) {
      const url = new URL(config.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: flow.redirectUri,
        response_type: "code",
        scope: "email public_profile",
        state: flow.state,
        code_challenge: flow.codeChallenge,
        code_challenge_method: "S256",
      }).toString();
      return url.href;
    },
    async verifiedIdentity(callback) {
      const query = callback.currentUrl.searchParams;
      // connect.ts matched the state to this browser's cookie; the code must come with it.
      if (query.get("state") !== callback.state) throw new Error("state mismatch");
      const code = query.get("code");
      if (!code) throw new Error(`no code (${query.get("error") ?? "no error"})`);

      const token = tokenResponse.parse(
        await callJson(new URL(config.tokenUrl), {
          method: "POST",
          body: new URLSearchParams({
            client_id: config.clientId,
            client_secret: config.clientSecret,
            redirect_uri: callback.redirectUri,
            code,
            code_verifier: callback.verifier,
          }),
        }),
      ).access_token;

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

      const meUrl = graph("/me");
      meUrl.searchParams.set("fields", "id,name,email,picture");
      meUrl.searchParams.set(
        "appsecret_proof",
        createHmac("sha256", config.clientSecret).update(token).digest("hex"),
      );
      const me = profileResponse.parse(
        await callJson(meUrl, { headers: { authorization: `Bearer ${token}` } }),
      );
      if (inspected.user_id !== me.id) {
        throw new Error("the token's user is not the profile's");
      }

      const email = me.email?.trim();
      const picture = me.picture?.data;
      return {
        providerId: "facebook",
        accountId: me.id,
        email: email ? normalizeEmail(email) : null,
        // Graph gives no verified flag: the address is proved by our own mail (IMPL-012).
        emailVerified: false,
        firstName: me.name?.trim() ?? "",
        lastName: "",
        // AUTH-069: Facebook's default silhouette is no picture of the person.
        image: picture?.url && picture.is_silhouette !== true ? picture.url : null,
      };
    },
  };
}

/** One call to Facebook: JSON back on 2xx, an error (Graph's message kept for the log) otherwise. */
async function callJson(url: URL, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    redirect: "error",
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}
