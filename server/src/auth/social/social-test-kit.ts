import type { SocialConnectMessage, SocialNetwork } from "@corkboard/core/auth";
import type { AppConfig } from "../../platform/config/index.ts";
import {
  type FacebookTestServer,
  type FacebookUser,
  startFacebookTestServer,
} from "../../test/facebook-test-server.ts";
import type { TestBrowser } from "../../test/inject.ts";
import {
  type OidcTestProvider,
  type ProviderUser,
  startOidcTestProvider,
} from "../../test/oidc-test-provider.ts";
import { ADULT_BIRTHDAY } from "../../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/** Our callback, as registered with the test provider. */
export const GOOGLE_CALLBACK = "http://corkboard.test/connect/google/callback/";
/** Our callback, as registered with the test provider playing LINE. */
export const LINE_CALLBACK = "http://corkboard.test/connect/line/callback/";
/** Our callback, as registered with the test Facebook. */
export const FACEBOOK_CALLBACK = "http://corkboard.test/connect/facebook/callback/";

/** What the popup page posts to its opener (read out of the page's script). */
export function postedMessage(html: string): SocialConnectMessage {
  const match = /const message = (.*);\n/.exec(html);
  if (!match?.[1]) throw new Error(`no message in page: ${html.slice(0, 200)}`);
  return JSON.parse(match[1]) as SocialConnectMessage;
}

/** Starts the popup's flow in `browser`: our redirect to the provider's authorisation URL. */
export async function startSocial(
  browser: TestBrowser,
  network: SocialNetwork,
  next?: string,
): Promise<string> {
  const start = await browser.get(`/connect/${network}/`, next === undefined ? {} : { next });
  if (start.status !== 303) throw new Error(`start answered ${start.status}`);
  return String(start.headers.location);
}

export const startGoogle = (browser: TestBrowser, next?: string) => startSocial(browser, "google", next);

/** Visits our callback URL (where the provider sent the browser) and reads the posted message. */
export async function visitCallback(browser: TestBrowser, callback: URL) {
  const page = await browser.get(callback.pathname, Object.fromEntries(callback.searchParams));
  return { page, message: postedMessage(page.text) };
}

/** The whole popup: start, sign in at the provider as `user`, come back. */
export async function connectWithGoogle(
  browser: TestBrowser,
  provider: OidcTestProvider,
  user: ProviderUser,
  next?: string,
) {
  provider.signInAs(user);
  const callback = await provider.authorize(await startGoogle(browser, next));
  return { callback, ...(await visitCallback(browser, callback)) };
}

/** A sign-up popup's ticket registered with an adult birthday; returns the registration. */
export function registerTicket(
  browser: TestBrowser,
  network: SocialNetwork,
  message: SocialConnectMessage,
  extra: Record<string, unknown> = {},
) {
  if (message.type !== "social-connect-complete" || message.outcome !== "signup") {
    throw new Error(`expected a sign-up, got ${JSON.stringify(message)}`);
  }
  return browser.post("/v3/register/", {
    type: network,
    social_ticket: message.social_ticket,
    birthday: ADULT_BIRTHDAY,
    ...extra,
  });
}

/** The whole LINE popup: start, sign in at the provider playing LINE as `user`, come back. */
export async function connectWithLine(browser: TestBrowser, line: OidcTestProvider, user: ProviderUser) {
  line.signInAs(user);
  const callback = await line.authorize(await startSocial(browser, "line"));
  return { callback, ...(await visitCallback(browser, callback)) };
}

/** A Google sign-up carried through to the end (popup, birthday, register); returns the registration. */
export async function signUpWithGoogle(browser: TestBrowser, provider: OidcTestProvider, user: ProviderUser) {
  const { message } = await connectWithGoogle(browser, provider, user);
  return registerTicket(browser, "google", message);
}

/** The whole Facebook popup: start, sign in at the test Facebook as `user`, come back. */
export async function connectWithFacebook(
  browser: TestBrowser,
  facebook: FacebookTestServer,
  user: FacebookUser,
  next?: string,
) {
  facebook.signInAs(user);
  const callback = await facebook.authorize(await startSocial(browser, "facebook", next));
  return { callback, ...(await visitCallback(browser, callback)) };
}

/** A Facebook sign-up carried through to the end; returns the registration. */
export async function signUpWithFacebook(
  browser: TestBrowser,
  facebook: FacebookTestServer,
  user: FacebookUser,
) {
  const { message } = await connectWithFacebook(browser, facebook, user);
  return registerTicket(browser, "facebook", message);
}

/** The test Facebook and an app configured to use it; close() ends both. */
export async function startAppWithFacebook(): Promise<{
  facebook: FacebookTestServer;
  t: TestApp;
  close(): Promise<void>;
}> {
  const facebook = await startFacebookTestServer({ redirectUris: [FACEBOOK_CALLBACK] });
  const { authorizeUrl, tokenUrl, graphUrl, clientId, clientSecret } = facebook;
  const t = await buildTestApp({
    socialProviders: { facebook: { authorizeUrl, tokenUrl, graphUrl, clientId, clientSecret } },
  });
  return {
    facebook,
    t,
    async close() {
      await t.close();
      await facebook.close();
    },
  };
}

/** The test provider playing Google and an app configured to use it; close() ends both. */
export async function startAppWithGoogle(): Promise<{
  google: OidcTestProvider;
  t: TestApp;
  close(): Promise<void>;
}> {
  const google = await startOidcTestProvider({ redirectUris: [GOOGLE_CALLBACK] });
  const t = await buildTestApp({
    socialProviders: {
      google: { issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret },
    },
  });
  return {
    google,
    t,
    async close() {
      await t.close();
      await google.close();
    },
  };
}

/** The test provider playing LINE (D-042) and an app configured to use it; close() ends both. */
export async function startAppWithLine(overrides: Partial<AppConfig> = {}): Promise<{
  line: OidcTestProvider;
  t: TestApp;
  close(): Promise<void>;
}> {
  const line = await startOidcTestProvider({ redirectUris: [LINE_CALLBACK], flavour: "line" });
  const t = await buildTestApp({
    ...overrides,
    socialProviders: {
      line: { issuer: line.issuer, clientId: line.clientId, clientSecret: line.clientSecret },
    },
  });
  return {
    line,
    t,
    async close() {
      await t.close();
      await line.close();
    },
  };
}
