import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import Provider from "oidc-provider";

/** A person signed in at the test provider: the claims it will vouch for. */
export interface ProviderUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  /** LINE's display name (LINE gives no given/family names). */
  name?: string;
  picture?: string;
}

/** Rewrites the ID token of a token response (a misbehaving or hostile provider). */
export type IdTokenTamper = (idToken: string) => Promise<string>;

/** A real OpenID Connect provider (oidc-provider) on loopback, playing Google or LINE in tests and dev. */
export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The signing key, so a test can mint tokens the provider's keys really verify. */
  privateJwk: JWK;
  /** Who the next authorisation signs in as (consent is given at once). */
  signInAs(user: ProviderUser): void;
  /** The next authorisation is declined by the person (access_denied). */
  declineNext(): void;
  /** At the next authorisation the person grants everything but the email permission (AUTH-101). */
  withholdEmailNext(): void;
  /** From the next token response on, its id_token passes through `tamper` (null: stop). */
  tamperIdTokens(tamper: IdTokenTamper | null): void;
  /** Every id_token the token endpoint issued, in order (before tampering). */
  issuedIdTokens: string[];
  /**
   * Walks a browser through the provider from our authorisation URL (login and consent
   * done as `signInAs`), and returns where the provider sends it back: our callback URL.
   */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * Starts the provider with one confidential client whose redirect URIs are `redirectUris`.
 * It serves discovery, JWKS, /auth, /token and userinfo as Google does; PKCE is required.
 */
export async function startOidcTestProvider(options: {
  redirectUris: string[];
  port?: number;
  /** A fixed client secret (dev mode keeps the same env across restarts); random otherwise. */
  clientSecret?: string;
  /** Dev mode: the interaction asks who signs in (a form) instead of using signInAs. */
  interactive?: boolean;
  /**
   * Whose ways it plays (D-042): Google (default) puts given/family names in the ID token;
   * LINE a display `name`, and an email only when the person has one and grants it.
   */
  flavour?: "google" | "line";
}): Promise<OidcTestProvider> {
  const flavour = options.flavour ?? "google";
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  // A new kid per start, so a client holding the previous keys fetches the new ones.
  const kid = randomBytes(6).toString("hex");
  const privateJwk = { ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid };
  const users = new Map<string, ProviderUser>();
  let current: ProviderUser | null = null;
  let tamper: IdTokenTamper | null = null;
  let decline = false;
  let withholdEmail = false;
  const issuedIdTokens: string[] = [];
  const clientId = "corkboard-test-client";
  const clientSecret = options.clientSecret ?? randomBytes(24).toString("base64url");

  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
        // LINE's web login signs ID tokens with the channel secret (D-042).
        ...(flavour === "line" ? { id_token_signed_response_alg: "HS256" } : {}),
      },
    ],
    jwks: { keys: [privateJwk] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: flavour === "line" ? ["name", "picture"] : ["given_name", "family_name", "picture"],
    },
    // Google puts the email and profile claims into the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // HS256 for the LINE client (with its secret); the published keys sign Google's.
    enabledJWA: { idTokenSigningAlgValues: ["RS256", "HS256"] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      IdToken: 600,
    },
    cookies: { keys: [randomBytes(24).toString("base64url")] },
    findAccount: async (_ctx, sub) => {
      const user = users.get(sub);
      return user ? { accountId: sub, claims: async () => ({ ...user }) } : undefined;
    },
  });
  const callback = provider.callback();

  handler = (req, res) => {
    if (req.url?.startsWith("/interaction/")) {
      const step = options.interactive ? askWhoSignsIn(req, res) : finishInteraction(req, res);
      step.catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    if (req.url?.startsWith("/token") && tamper) rewriteIdToken(res, tamper);
    else if (req.url?.startsWith("/token")) recordIdToken(res);
    callback(req, res);
  };

  // Login and consent in one step, as the person set by signInAs.
  async function finishInteraction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (decline) {
      decline = false;
      const denied = { error: "access_denied", error_description: "the person declined" };
      await provider.interactionFinished(req, res, denied, { mergeWithLastSubmission: false });
      return;
    }
    if (!current) throw new Error("signInAs() first");
    const accountId = current.sub;
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    if (withholdEmail) {
      // The person unticked the email permission on the consent screen (as LINE allows).
      grant.rejectOIDCScope("email");
      grant.rejectOIDCClaims(["email", "email_verified"]);
      withholdEmail = false;
    }
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  // Dev mode: a form for the person (GET), then sign in as what was typed (POST).
  async function askWhoSignsIn(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== "POST") {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(devSignInForm(flavour));
      return;
    }
    const form = new URLSearchParams(await readBody(req));
    const email = form.get("email")?.trim() || (flavour === "line" ? "" : "dev@example.com");
    const given = form.get("given_name")?.trim() || "Dev";
    const family = form.get("family_name")?.trim() || "";
    // LINE: an empty email is a LINE account without one (EmailCollection follows).
    current = {
      sub: `dev-${(email || given).toLowerCase()}`,
      ...(email ? { email, email_verified: form.get("email_verified") === "on" } : {}),
      ...(flavour === "line"
        ? { name: [given, family].filter(Boolean).join(" ") }
        : { given_name: given, family_name: family }),
    };
    users.set(current.sub, current);
    await finishInteraction(req, res);
  }

  // Records the id_token of a token response as it leaves.
  function recordIdToken(res: ServerResponse) {
    interceptBody(res, async (body) => {
      const parsed = JSON.parse(body) as { id_token?: string };
      if (parsed.id_token) issuedIdTokens.push(parsed.id_token);
      return body;
    });
  }

  function rewriteIdToken(res: ServerResponse, rewrite: IdTokenTamper) {
    interceptBody(res, async (body) => {
      const parsed = JSON.parse(body) as { id_token?: string };
      if (!parsed.id_token) return body;
      issuedIdTokens.push(parsed.id_token);
      return JSON.stringify({ ...parsed, id_token: await rewrite(parsed.id_token) });
    });
  }

  return {
    issuer,
    clientId,
    clientSecret,
    privateJwk,
    issuedIdTokens,
    signInAs(user) {
      users.set(user.sub, user);
      current = user;
    },
    declineNext() {
      decline = true;
    },
    withholdEmailNext() {
      withholdEmail = true;
    },
    tamperIdTokens(next) {
      tamper = next;
    },
    authorize: (url) => walkProvider(url, issuer),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const devSignInForm = (flavour: "google" | "line") => {
  const title = flavour === "line" ? "Local LINE" : "Local Google";
  // LINE accounts often have no email: the field may stay empty there.
  const email = flavour === "line" ? "" : ` value="dev@example.com" required`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${title} (development)</h1><form method="post">
<p><label>Email <input name="email" type="email"${email}></label></p>
<p><label>First name <input name="given_name" value="Dev"></label></p>
<p><label>Last name <input name="family_name" value="User"></label></p>
<p><label><input name="email_verified" type="checkbox" checked> Email verified</label></p>
<p><button type="submit">Continue</button></p></form></body></html>`;
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Lets `rewrite` change a response's body (Koa ends with one res.end(body)). */
function interceptBody(res: ServerResponse, rewrite: (body: string) => Promise<string>) {
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  res.end = ((chunk?: unknown) => {
    const body = Buffer.isBuffer(chunk) ? chunk.toString("utf8") : typeof chunk === "string" ? chunk : "";
    rewrite(body).then(
      (text) => {
        res.removeHeader("content-length");
        end(text);
      },
      () => end(chunk),
    );
    return res;
  }) as ServerResponse["end"];
}

/** Follows the provider's redirects with a cookie jar until one leaves the provider. */
async function walkProvider(start: string, issuer: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(start);
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin !== new URL(issuer).origin) return url;
    const response = await fetch(url, {
      redirect: "manual",
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = response.headers.get("location");
    if (!location) throw new Error(`provider answered ${response.status}: ${await response.text()}`);
    url = new URL(location, url);
  }
  throw new Error("too many redirects at the provider");
}
