import type { Browser } from "playwright-core";
import { freePort } from "../../scripts/support/free-port.ts";
import { type OidcTestProvider, startOidcTestProvider } from "../../server/src/test/oidc-test-provider.ts";
import { launchBrowser } from "./browser.ts";
import { removeDataDir, type ServerProcess, startServer } from "./server-process.ts";

/** A journey's world with Google: Chromium, the local provider playing Google, our server. */
export interface GoogleJourney {
  browser: Browser;
  google: OidcTestProvider;
  server: ServerProcess;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Starts the local OpenID Connect provider as Google (asking who signs in, as the dev mode
 * does), then Chromium and a Corkboard server configured for it (D-039). The provider must
 * know our callback before the server starts, so the port is chosen first.
 */
export async function startGoogleJourney(): Promise<GoogleJourney> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const google = await startOidcTestProvider({
    redirectUris: [`${baseUrl}/connect/google/callback/`],
    interactive: true,
  });
  const [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({
      PORT: String(port),
      PUBLIC_ORIGIN: baseUrl,
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
    }),
  ]);
  return {
    browser,
    google,
    server,
    baseUrl,
    async close() {
      await browser.close();
      await server.stop();
      removeDataDir(server.dataDir);
      await google.close();
    },
  };
}
