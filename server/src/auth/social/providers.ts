import type { SocialNetwork } from "@corkboard/core/auth";
import * as oidc from "openid-client";
import type { OidcProviderConfig, SocialProvidersConfig } from "../../platform/config/index.ts";

/** A configured OpenID Connect provider, discovered on first use. */
export interface OidcProvider {
  network: SocialNetwork;
  /** openid-client's view of the issuer and our client (endpoints, keys). */
  configuration(): Promise<oidc.Configuration>;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * The providers the operator configured (D-039). Discovery runs once, on the first sign-in
 * that needs it; a failure is not cached, so a provider that was down is tried again.
 * Plain http is allowed only for a loopback issuer (tests, `npm run dev:idp`).
 */
export function configuredProviders(
  config: SocialProvidersConfig | undefined,
): Map<SocialNetwork, OidcProvider> {
  const providers = new Map<SocialNetwork, OidcProvider>();
  if (config?.google) providers.set("google", discoveredProvider("google", config.google));
  return providers;
}

function discoveredProvider(network: SocialNetwork, config: OidcProviderConfig): OidcProvider {
  let discovered: Promise<oidc.Configuration> | null = null;
  const issuer = new URL(config.issuer);
  const insecureLoopback = issuer.protocol === "http:" && LOOPBACK.has(issuer.hostname);
  return {
    network,
    configuration() {
      discovered ??= oidc
        .discovery(issuer, config.clientId, config.clientSecret, undefined, {
          // openid-client trusts an ID token from the token endpoint on TLS alone (OIDC
          // Core 3.1.3.7 allows it); we check its signature against the issuer's keys too.
          execute: insecureLoopback
            ? [oidc.enableNonRepudiationChecks, oidc.allowInsecureRequests]
            : [oidc.enableNonRepudiationChecks],
        })
        .catch((error: unknown) => {
          discovered = null;
          throw error;
        });
      return discovered;
    },
  };
}
