import { normalizeEmail, type SocialNetwork } from "@corkboard/core/auth";
import * as oidc from "openid-client";
import type { OidcProviderConfig } from "../../platform/config/index.ts";
import { isInsecureLoopback, type SocialProvider } from "./social-provider.ts";

/**
 * An OpenID Connect provider (Google; LINE next), discovered on first use. A discovery
 * failure is not cached, so a provider that was down is tried again.
 */
export function oidcProvider(network: SocialNetwork, config: OidcProviderConfig): SocialProvider {
  let discovered: Promise<oidc.Configuration> | null = null;
  const issuer = new URL(config.issuer);
  const configuration = () => {
    discovered ??= oidc
      .discovery(issuer, config.clientId, config.clientSecret, undefined, {
        // openid-client trusts an ID token from the token endpoint on TLS alone (OIDC
        // Core 3.1.3.7 allows it); we check its signature against the issuer's keys too.
        execute: isInsecureLoopback(issuer)
          ? [oidc.enableNonRepudiationChecks, oidc.allowInsecureRequests]
          : [oidc.enableNonRepudiationChecks],
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };
  return {
    network,
    async authorizationUrl(flow) {
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: flow.redirectUri,
        scope: "openid email profile",
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: flow.codeChallenge,
        code_challenge_method: "S256",
        ...(flow.loginHint ? { login_hint: flow.loginHint } : {}),
      });
      return url.href;
    },
    // The ID token is verified by openid-client: signature against the issuer's keys, iss,
    // aud, exp, nonce, and RFC 9207's iss on the response.
    async verifiedIdentity(callback) {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callback.currentUrl, {
        pkceCodeVerifier: callback.verifier,
        expectedState: callback.state,
        expectedNonce: callback.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error("no ID token");
      const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
      const email = text(claims.email);
      return {
        providerId: network,
        accountId: claims.sub,
        email: email ? normalizeEmail(email) : null,
        // Only a provider's explicit `true` counts (a string "true" or absence does not).
        emailVerified: claims.email_verified === true,
        firstName: text(claims.given_name) || text(claims.name),
        lastName: text(claims.family_name),
        image: text(claims.picture) || null,
      };
    },
  };
}
