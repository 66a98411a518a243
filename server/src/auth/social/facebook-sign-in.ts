import { normalizeEmail } from "@corkboard/core/auth";
import { z } from "zod";
import type { FacebookProviderConfig } from "../../platform/config/index.ts";
import { callJson, facebookGraph } from "./facebook-graph.ts";
import type { SocialProvider } from "./social-provider.ts";

const tokenResponse = z.object({ access_token: z.string().min(1) });
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
  const graph = facebookGraph(config);
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

      const userId = await graph.userOfOurToken(token);
      const me = profileResponse.parse(await graph.me(token, "id,name,email,picture"));
      if (userId !== me.id) {
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
