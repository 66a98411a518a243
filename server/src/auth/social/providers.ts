import type { SocialNetwork } from "@corkboard/core/auth";
import type { SocialProvidersConfig } from "../../platform/config/index.ts";
import { facebookProvider } from "./facebook-sign-in.ts";
import { oidcProvider } from "./oidc-sign-in.ts";
import type { SocialProvider } from "./social-provider.ts";

/** The providers the operator configured (D-039); one absent offers no button. */
export function configuredProviders(
  config: SocialProvidersConfig | undefined,
): Map<SocialNetwork, SocialProvider> {
  const providers = new Map<SocialNetwork, SocialProvider>();
  if (config?.google) providers.set("google", oidcProvider("google", config.google));
  if (config?.facebook) providers.set("facebook", facebookProvider(config.facebook));
  // D-042: LINE Login is OpenID Connect; its web login signs ID tokens with the channel
  // secret (HS256), and they often carry no email (EmailCollection follows).
  if (config?.line) providers.set("line", oidcProvider("line", config.line, { idTokenAlg: "HS256" }));
  return providers;
}
