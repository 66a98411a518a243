import { createHmac, timingSafeEqual } from "node:crypto";
import { normalizeEmail, type SocialNetwork } from "@corkboard/core/auth";
import * as oidc from "openid-client";
import type { OidcProviderConfig } from "../../platform/config/index.ts";
import { isInsecureLoopback, type SocialProvider } from "./social-provider.ts";

/** How a provider signs its ID tokens. */
export interface OidcSigning {
  /**
   * "HS256": with our client secret (LINE's web login does, D-042, though its discovery
   * names ES256 only); absent: with the issuer's published keys (Google).
   */
  idTokenAlg?: "HS256";
}

/**
 * An OpenID Connect provider (Google, LINE), discovered on first use. A discovery
 * failure is not cached, so a provider that was down is tried again.
 */
export function oidcProvider(
  network: SocialNetwork,
  config: OidcProviderConfig,
  signing: OidcSigning = {},
): SocialProvider {
  let discovered: Promise<oidc.Configuration> | null = null;
  const issuer = new URL(config.issuer);
  const symmetric = signing.idTokenAlg === "HS256";
  const configuration = () => {
    // openid-client trusts an ID token from the token endpoint on TLS alone (OIDC Core
    // 3.1.3.7 allows it); we check its signature too: against the issuer's keys, or (HS256,
    // which openid-client does not verify) with the secret after the grant.
    const execute = [
      ...(symmetric ? [] : [oidc.enableNonRepudiationChecks]),
      ...(isInsecureLoopback(issuer) ? [oidc.allowInsecureRequests] : []),
    ];
    const metadata = symmetric
      ? { client_secret: config.clientSecret, id_token_signed_response_alg: "HS256" }
      : config.clientSecret;
    discovered ??= oidc
      .discovery(issuer, config.clientId, metadata, undefined, { execute })
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
      if (!claims || !tokens.id_token) throw new Error("no ID token");
      if (symmetric) checkHs256Signature(tokens.id_token, config.clientSecret);
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

/**
 * The HMAC-SHA256 signature of a compact JWS with `secret` (LINE's web-login ID tokens,
 * D-042). openid-client has already required `alg: HS256` (the client's metadata) and checked
 * iss, aud, exp and nonce; this proves the token was made by someone holding our secret.
 */
export function checkHs256Signature(jws: string, secret: string): void {
  const [header = "", payload = "", signature = ""] = jws.split(".");
  const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new Error("ID token signature does not match");
  }
}
