import { startOidcTestProvider } from "../test/oidc-test-provider.ts";

/**
 * `npm run dev:idp [-- --port 4010 --origin http://localhost:3000]`: a local OpenID Connect
 * provider (oidc-provider, the one the tests use) standing in for Google, so "Continue with
 * Google" works on a dev machine without Google credentials. It asks who signs in with a
 * small form and prints the variables to start Corkboard with (README, D-039).
 */
function flag(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const port = Number(flag("port", "4010"));
const origin = flag("origin", "http://localhost:3000");
const callbacks = [origin, origin.replace("localhost", "127.0.0.1")].map(
  (base) => `${base}/connect/google/callback/`,
);
const provider = await startOidcTestProvider({
  redirectUris: [...new Set(callbacks)],
  port,
  clientSecret: "local-dev-secret-not-for-production",
  interactive: true,
});

console.log(`Local Google is running at ${provider.issuer}. Start Corkboard with:

  GOOGLE_ISSUER=${provider.issuer} GOOGLE_CLIENT_ID=${provider.clientId} \\
  GOOGLE_CLIENT_SECRET=${provider.clientSecret} npm start
`);

const stop = () => {
  void provider.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
