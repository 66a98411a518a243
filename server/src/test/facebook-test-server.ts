import { createHash, createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A person signed in at the test Facebook: what Graph's /me answers for them. */
export interface FacebookUser {
  id: string;
  name?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  gender?: string;
  birthday?: string;
  picture?: { url: string; is_silhouette: boolean };
}

/** A real OAuth 2 server on loopback playing Facebook: dialog, code exchange, debug_token and /me. */
export interface FacebookTestServer {
  authorizeUrl: string;
  tokenUrl: string;
  graphUrl: string;
  clientId: string;
  clientSecret: string;
  /** Who the next authorisation signs in as. */
  signInAs(user: FacebookUser): void;
  /** The next authorisation is declined by the person (error=access_denied). */
  declineNext(): void;
  /**
   * The next code exchange answers a token Facebook issued to ANOTHER app for the same
   * person (a substituted token): debug_token then names that app.
   */
  answerOtherAppsTokenNext(): void;
  /**
   * An access token for `user`, as a native app's SDK would hold it (the lookups of D-043):
   * issued to our app, or to another app when `otherApp`.
   */
  tokenFor(user: FacebookUser, options?: { otherApp?: boolean }): string;
  /** Follows our authorisation URL through the dialog; returns where it sends the browser back. */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

interface Grant {
  user: FacebookUser;
  redirectUri: string;
  challenge: string;
}

const OTHER_APP = { id: "other-app", secret: randomBytes(16).toString("hex") };

/**
 * Starts the server with our app (client id and secret) allowed to return to `redirectUris`.
 * It checks what Facebook checks: the app's secret, the code used once with its redirect_uri,
 * the PKCE verifier (S256), the app token on debug_token, and the appsecret_proof on /me.
 */
export async function startFacebookTestServer(options: {
  redirectUris: string[];
  /** `npm run dev:idp`: the dialog asks who signs in instead of using signInAs (D-039). */
  interactive?: boolean;
  port?: number;
}): Promise<FacebookTestServer> {
  const app = { id: `app-${randomBytes(4).toString("hex")}`, secret: randomBytes(16).toString("hex") };
  const secrets = new Map([
    [app.id, app.secret],
    [OTHER_APP.id, OTHER_APP.secret],
  ]);
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, { user: FacebookUser; appId: string }>();
  let current: FacebookUser | null = null;
  let decline = false;
  let otherAppsToken = false;

  const issue = (user: FacebookUser, appId: string) => {
    const token = randomBytes(24).toString("hex");
    tokens.set(token, { user, appId });
    return token;
  };

  const routes: Record<string, (url: URL, body: URLSearchParams, req: IncomingMessage) => [number, unknown]> =
    {
      "/dialog/oauth": (url) => {
        const redirectUri = url.searchParams.get("redirect_uri") ?? "";
        if (url.searchParams.get("client_id") !== app.id || !options.redirectUris.includes(redirectUri)) {
          return [400, { error: { message: "Invalid redirect_uri or client_id" } }];
        }
        if (url.searchParams.get("code_challenge_method") !== "S256")
          return [400, { error: { message: "PKCE" } }];
        if (options.interactive) {
          // Dev mode: a form asks who signs in, then comes back here with the answer.
          const name = url.searchParams.get("dev_name")?.trim();
          if (!name) return [200, { html: devDialog(url) }];
          const email = url.searchParams.get("dev_email")?.trim() || undefined;
          const id = createHash("sha256")
            .update(email ?? name)
            .digest("hex")
            .slice(0, 16);
          current = { id, name, ...(email ? { email } : {}) };
        }
        const back = new URL(redirectUri);
        back.searchParams.set("state", url.searchParams.get("state") ?? "");
        if (decline || !current) {
          decline = false;
          back.searchParams.set("error", "access_denied");
        } else {
          const code = randomBytes(16).toString("hex");
          codes.set(code, {
            user: current,
            redirectUri,
            challenge: url.searchParams.get("code_challenge") ?? "",
          });
          back.searchParams.set("code", code);
        }
        return [302, back.href];
      },
      "/oauth/access_token": (_url, body) => {
        const code = body.get("code") ?? "";
        const grant = codes.get(code);
        codes.delete(code);
        const challenge = createHash("sha256")
          .update(body.get("code_verifier") ?? "")
          .digest("base64url");
        if (body.get("client_id") !== app.id || body.get("client_secret") !== app.secret) {
          return [400, { error: { message: "Error validating client secret." } }];
        }
        if (!grant || grant.redirectUri !== body.get("redirect_uri") || grant.challenge !== challenge) {
          return [400, { error: { message: "Invalid verification code format." } }];
        }
        const appId = otherAppsToken ? OTHER_APP.id : app.id;
        otherAppsToken = false;
        return [200, { access_token: issue(grant.user, appId), token_type: "bearer", expires_in: 5183944 }];
      },
      "/debug_token": (url, _body, req) => {
        const [appId, secret] = (req.headers.authorization ?? "").replace(/^OAuth /, "").split("|");
        if (!appId || secrets.get(appId) !== secret)
          return [400, { error: { message: "Invalid app token" } }];
        const inspected = tokens.get(url.searchParams.get("input_token") ?? "");
        if (!inspected) return [200, { data: { app_id: appId, is_valid: false } }];
        return [200, { data: { app_id: inspected.appId, is_valid: true, user_id: inspected.user.id } }];
      },
      "/me": (url, _body, req) => {
        const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
        const owner = tokens.get(token);
        if (!owner) return [400, { error: { message: "Invalid OAuth access token." } }];
        const proof = createHmac("sha256", secrets.get(owner.appId) ?? "")
          .update(token)
          .digest("hex");
        if (url.searchParams.get("appsecret_proof") !== proof) {
          return [400, { error: { message: "Invalid appsecret_proof" } }];
        }
        const { picture, ...fields } = owner.user;
        const all: Record<string, unknown> = {
          ...fields,
          ...(picture ? { picture: { data: picture } } : {}),
        };
        // Graph answers the fields asked for (and always the id).
        const asked = new Set(["id", ...(url.searchParams.get("fields") ?? "").split(",")]);
        return [200, Object.fromEntries(Object.entries(all).filter(([name]) => asked.has(name)))];
      },
    };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const route = routes[url.pathname];
      if (!route) return send(res, 404, { error: { message: "Unknown path" } });
      const [status, body] = route(url, new URLSearchParams(Buffer.concat(chunks).toString()), req);
      send(res, status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    authorizeUrl: `${root}/dialog/oauth`,
    tokenUrl: `${root}/oauth/access_token`,
    graphUrl: root,
    clientId: app.id,
    clientSecret: app.secret,
    signInAs(user) {
      current = user;
    },
    declineNext() {
      decline = true;
    },
    answerOtherAppsTokenNext() {
      otherAppsToken = true;
    },
    tokenFor(user, tokenOptions) {
      return issue(user, tokenOptions?.otherApp ? OTHER_APP.id : app.id);
    },
    async authorize(authorizationUrl) {
      const response = await fetch(authorizationUrl, { redirect: "manual" });
      const location = response.headers.get("location");
      if (response.status !== 302 || !location) throw new Error(`dialog answered ${response.status}`);
      return new URL(location);
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The dev-mode dialog: who signs in (a name, an email or none: EmailCollection follows). */
function devDialog(url: URL): string {
  const hidden = [...url.searchParams]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return `<!doctype html><html lang="en"><title>Local Facebook</title><body style="font-family:sans-serif;max-width:24rem;margin:2rem auto">
<h1>Local Facebook</h1><p>Who signs in? (dev mode, D-039)</p>
<form method="get" action="/dialog/oauth">${hidden}
<p><label>Name <input name="dev_name" required value="Dev Person"></label></p>
<p><label>Email (leave empty for an account without one) <input name="dev_email" type="email"></label></p>
<button>Continue</button></form></body></html>`;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (status === 302) {
    res.writeHead(302, { location: String(body) }).end();
    return;
  }
  if (typeof body === "object" && body !== null && "html" in body) {
    res.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(String(body.html));
    return;
  }
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}
