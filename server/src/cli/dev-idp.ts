import { startFacebookTestServer } from "../test/facebook-test-server.ts";
import { startOidcTestProvider } from "../test/oidc-test-provider.ts";

/**
 * `npm run dev:idp [-- --port 4010 --origin http://localhost:3000]`: local OpenID Connect
 * providers (oidc-provider, the one the tests use) standing in for Google (on --port), LINE
 * (on --port + 1) and a company's IdP for enterprise SSO (on --port + 2), and the test
 * Facebook (on --port + 3), so every "Continue with …" works on a dev machine without real
 * credentials. Each asks who signs in with a small form (LINE's email
 * may stay empty: EmailCollection follows) and the variables to start Corkboard with are
 * printed (README, D-039, D-042). LINE is offered only to visitors in Japan (AUTH-029), so
 * the printed command names a country header and the README says how to send it.
 */
function flag(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const port = Number(flag("port", "4010"));
const origin = flag("origin", "http://localhost:3000");
const callbacksFor = (network: string) =>
  [...new Set([origin, origin.replace("localhost", "127.0.0.1")])].map(
    (base) => `${base}/connect/${network}/callback/`,
  );
const clientSecret = "local-dev-secret-not-for-production";
const google = await startOidcTestProvider({
  redirectUris: callbacksFor("google"),
  port,
  clientSecret,
  interactive: true,
});
const line = await startOidcTestProvider({
  redirectUris: callbacksFor("line"),
  port: port + 1,
  clientSecret,
  interactive: true,
  flavour: "line",
});

const company = await startOidcTestProvider({
  redirectUris: [...new Set([origin, origin.replace("localhost", "127.0.0.1")])].map(
    (base) => `${base}/connect/sso/callback/`,
  ),
  port: port + 2,
  clientSecret,
  interactive: true,
});
const facebook = await startFacebookTestServer({
  redirectUris: callbacksFor("facebook"),
  interactive: true,
  port: port + 3,
});

console.log(`Local Google is running at ${google.issuer}, local LINE at ${line.issuer},
a company IdP at ${company.issuer}, local Facebook at ${facebook.graphUrl}. Start Corkboard with:

  GOOGLE_ISSUER=${google.issuer} GOOGLE_CLIENT_ID=${google.clientId} \\
  GOOGLE_CLIENT_SECRET=${google.clientSecret} \\
  LINE_ISSUER=${line.issuer} LINE_CLIENT_ID=${line.clientId} \\
  LINE_CLIENT_SECRET=${line.clientSecret} \\
  FACEBOOK_AUTHORIZE_URL=${facebook.authorizeUrl} FACEBOOK_TOKEN_URL=${facebook.tokenUrl} \\
  FACEBOOK_GRAPH_URL=${facebook.graphUrl} FACEBOOK_CLIENT_ID=${facebook.clientId} \\
  FACEBOOK_CLIENT_SECRET=${facebook.clientSecret} COUNTRY_HEADER=x-dev-country npm start

LINE's button shows to visitors in Japan only: send the header "x-dev-country: JP"
(a browser extension that sets request headers does it).

Enterprise SSO (D-044): register the company IdP for a domain once, then type an email of
that domain on the login ("Continue with SSO") and sign in at the IdP with the same email:

  npm run admin -- sso add --domain example.test --issuer ${company.issuer} \\
    --client-id ${company.clientId} --client-secret ${company.clientSecret}
`);

const stop = () => {
  void Promise.all([google.close(), line.close(), company.close(), facebook.close()]).then(() =>
    process.exit(0),
  );
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
