import type { SsoConnectMessage } from "@corkboard/core/auth";
import type { SsoToken } from "@corkboard/core/contract";
import type { TestBrowser } from "../../test/inject.ts";
import {
  type OidcTestProvider,
  type ProviderUser,
  startOidcTestProvider,
} from "../../test/oidc-test-provider.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { postedMessage } from "../social/social-test-kit.ts";
import { addSsoConnection } from "./connections.ts";

/** Our SSO callback, as registered with the company's test IdP. */
export const SSO_CALLBACK = "http://corkboard.test/connect/sso/callback/";

/** A company IdP (a real oidc-provider on loopback) registered for `domains` in a fresh app. */
export async function startAppWithSso(domains: string[] = ["acmecorp.com"]): Promise<{
  idp: OidcTestProvider;
  connectionId: string;
  t: TestApp;
  close(): Promise<void>;
}> {
  const idp = await startOidcTestProvider({ redirectUris: [SSO_CALLBACK] });
  const t = await buildTestApp();
  const { id } = await addSsoConnection(t.database.db, {
    domains,
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
  });
  return {
    idp,
    connectionId: id,
    t,
    async close() {
      await t.close();
      await idp.close();
    },
  };
}

/** What the SSO popup's last page posts (read out of its script). */
export function postedSsoMessage(html: string): SsoConnectMessage {
  return postedMessage(html) as unknown as SsoConnectMessage;
}

/**
 * The popup: our /connect/sso/ start in `browser`, the IdP signing in as `user`, and our
 * callback page; returns the message it posts to the opener.
 */
export async function ssoPopup(
  browser: TestBrowser,
  idp: OidcTestProvider,
  email: string,
  user: ProviderUser,
): Promise<SsoConnectMessage> {
  const start = await browser.get("/connect/sso/", { email });
  if (start.status !== 303) throw new Error(`SSO start answered ${start.status}`);
  idp.signInAs(user);
  const callback = await idp.authorize(String(start.headers.location));
  const page = await browser.get(callback.pathname, Object.fromEntries(callback.searchParams));
  return postedSsoMessage(page.text);
}

/** The popup, then the exchange at POST /v3/sso/token/ (the answer as it came). */
export async function ssoExchange(
  browser: TestBrowser,
  idp: OidcTestProvider,
  email: string,
  user: ProviderUser,
) {
  const message = await ssoPopup(browser, idp, email, user);
  if (message.type !== "sso-connect-complete") throw new Error(`popup failed: ${JSON.stringify(message)}`);
  const { type: _type, ...exchange } = message;
  return browser.post<SsoToken>("/v3/sso/token/", exchange);
}

/** The whole sign-in: popup, exchange, session create with the handle. */
export async function ssoLogIn(
  browser: TestBrowser,
  idp: OidcTestProvider,
  email: string,
  user: ProviderUser,
) {
  const exchanged = await ssoExchange(browser, idp, email, user);
  if (exchanged.status !== 200) throw new Error(`exchange failed: ${JSON.stringify(exchanged.body)}`);
  const token = exchanged.body.resource_response.data;
  const login = await browser.post("/resource/UserSessionResource/create/", {
    sso_id_token: token.sso_id_token,
  });
  return { token, login };
}
