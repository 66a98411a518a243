import { type OidcTestProvider, startOidcTestProvider } from "../../server/src/test/oidc-test-provider.ts";
import { type Journey, reserveOrigin, startJourney } from "./journey.ts";

/** A journey's world with Google: the local provider playing Google and our server for it. */
export interface GoogleJourney extends Journey {
  google: OidcTestProvider;
}

/**
 * Starts the local OpenID Connect provider as Google (asking who signs in, as the dev mode
 * does), then a Corkboard server of the journey's own configured for it (D-039): with
 * Google on, every logged-out page offers one-tap, which the shared server must not. The
 * provider must know our callback before the server starts, so the port is chosen first.
 */
export async function startGoogleJourney(): Promise<GoogleJourney> {
  const { port, baseUrl } = await reserveOrigin();
  const google = await startOidcTestProvider({
    redirectUris: [`${baseUrl}/connect/google/callback/`],
    interactive: true,
  });
  const journey = await startJourney({
    ownServer: {
      PORT: port,
      PUBLIC_ORIGIN: baseUrl,
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
    },
  });
  return {
    ...journey,
    google,
    async close() {
      await journey.close();
      await google.close();
    },
  };
}
