import type { SocialNetwork } from "@corkboard/core/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FacebookTestServer, startFacebookTestServer } from "../../test/facebook-test-server.ts";
import { TestBrowser } from "../../test/inject.ts";
import { type OidcTestProvider, startOidcTestProvider } from "../../test/oidc-test-provider.ts";
import { GOOD_PASSWORD, signedIn } from "../../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { LOGIN } from "../auth-test-kit.ts";
import {
  connectWithGoogle,
  FACEBOOK_CALLBACK,
  GOOGLE_CALLBACK,
  LINE_CALLBACK,
  postedMessage,
  signUpWithGoogle,
  visitCallback,
} from "../social/social-test-kit.ts";

// Runs on PGlite, and on PostgreSQL too when DATABASE_URL is set (buildTestApp); Google and
// Facebook are real local servers on loopback (oidc-provider, the test Facebook).

const BOOTSTRAP = "/resource/BootstrapResource/get/";
const DISCONNECT = "/v3/users/connected/disconnect/";
const SET_PASSWORD = "/v3/users/password/set/";

interface ViewerRecord {
  id: string;
  has_password: boolean;
  connected_to_google: boolean;
  connected_to_facebook: boolean;
  connected_to_line: boolean;
}

describe("settings → connected accounts and a first password (IMPL-016, AUTH-002, D-045)", () => {
  let google: OidcTestProvider;
  let line: OidcTestProvider;
  let facebook: FacebookTestServer;
  let t: TestApp;
  beforeAll(async () => {
    google = await startOidcTestProvider({ redirectUris: [GOOGLE_CALLBACK] });
    line = await startOidcTestProvider({ redirectUris: [LINE_CALLBACK], flavour: "line" });
    facebook = await startFacebookTestServer({ redirectUris: [FACEBOOK_CALLBACK] });
    const { authorizeUrl, tokenUrl, graphUrl, clientId, clientSecret } = facebook;
    t = await buildTestApp({
      socialProviders: {
        google: { issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret },
        facebook: { authorizeUrl, tokenUrl, graphUrl, clientId, clientSecret },
        line: { issuer: line.issuer, clientId: line.clientId, clientSecret: line.clientSecret },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
    await line.close();
    await facebook.close();
  });

  const viewer = async (browser: TestBrowser) =>
    (await browser.get<{ viewer: Record<string, unknown> & { user: ViewerRecord | null } }>(BOOTSTRAP)).body
      .resource_response.data.viewer;

  /** The link popup in `browser`: start in link mode, sign in at the provider, come back. */
  async function link(browser: TestBrowser, network: SocialNetwork, subject: string) {
    const start = await browser.get(`/connect/${network}/link/`);
    if (start.status !== 303) return { start, message: postedMessage(start.text) };
    const location = String(start.headers.location);
    let callback: URL;
    if (network === "google") {
      google.signInAs({ sub: subject, email: `${subject}@gmail.com`, email_verified: true, given_name: "G" });
      callback = await google.authorize(location);
    } else if (network === "line") {
      line.signInAs({ sub: subject, name: "L N" });
      callback = await line.authorize(location);
    } else {
      facebook.signInAs({ id: subject, name: "F B", email: `${subject}@facebook.example` });
      callback = await facebook.authorize(location);
    }
    return { start, ...(await visitCallback(browser, callback)) };
  }

  it("IMPL-016 AUTH-002 an email account connects Google and Facebook and disconnects them; the viewer record says so", async () => {
    const a = await signedIn(t, "linker");
    const before = await viewer(a.browser);
    // AUTH-002: the whole viewer record, as the bootstrap carries it.
    expect(Object.keys(before).sort()).toEqual(["is_auth", "is_partner", "remembered", "type", "user"]);
    expect(Object.keys(before.user ?? {}).sort()).toEqual(
      [
        "avatar_color_index",
        "connected_to_facebook",
        "connected_to_google",
        "connected_to_line",
        "country",
        "email",
        "email_verified",
        "first_name",
        "full_name",
        "has_password",
        "id",
        "image_medium_url",
        "image_small_url",
        "is_partner",
        "locale",
        "two_factor_enabled",
        "username",
      ].sort(),
    );
    expect(before).toMatchObject({ type: "AUTH", is_auth: true, is_partner: false });
    expect(before.user).toMatchObject({
      has_password: true,
      connected_to_google: false,
      connected_to_facebook: false,
      connected_to_line: false,
    });

    const linked = await link(a.browser, "google", "g-link-1");
    expect(linked.message).toMatchObject({
      type: "social-connect-complete",
      network: "google",
      outcome: "linked",
    });
    expect((await link(a.browser, "facebook", "fb-link-1")).message).toMatchObject({ outcome: "linked" });
    expect((await viewer(a.browser)).user).toMatchObject({
      id: a.id,
      has_password: true,
      connected_to_google: true,
      connected_to_facebook: true,
    });

    // The linked Google identity now signs this account in from another browser.
    const other = new TestBrowser(t.app, t.config.publicOrigin);
    const { message } = await connectWithGoogle(other, google, {
      sub: "g-link-1",
      email: "g-link-1@gmail.com",
    });
    expect(message).toMatchObject({ outcome: "signedIn" });
    expect((await viewer(other)).user?.id).toBe(a.id);

    const off = await a.browser.post<ViewerRecord>(DISCONNECT, { network: "google" });
    expect(off.status).toBe(200);
    expect(off.body.resource_response.data).toMatchObject({
      connected_to_google: false,
      connected_to_facebook: true,
    });
    expect((await a.browser.post<ViewerRecord>(DISCONNECT, { network: "facebook" })).status).toBe(200);
    expect((await viewer(a.browser)).user).toMatchObject({
      connected_to_google: false,
      connected_to_facebook: false,
    });
    // Not linked any more: disconnecting again finds nothing.
    expect((await a.browser.post(DISCONNECT, { network: "google" })).status).toBe(404);
  });

  it("IMPL-016 a provider identity linked to another account is refused, and stays where it is", async () => {
    const owner = new TestBrowser(t.app, t.config.publicOrigin);
    expect(
      (
        await signUpWithGoogle(owner, google, {
          sub: "g-taken",
          email: "taken@gmail.com",
          email_verified: true,
          given_name: "T",
        })
      ).status,
    ).toBe(200);
    const ownerId = (await viewer(owner)).user?.id;

    const b = await signedIn(t, "taker");
    const refused = await link(b.browser, "google", "g-taken");
    expect(refused.message).toMatchObject({ type: "social-connect-error", code: "SOCIAL_ACCOUNT_IN_USE" });
    expect((await viewer(b.browser)).user?.connected_to_google).toBe(false);
    const again = new TestBrowser(t.app, t.config.publicOrigin);
    await connectWithGoogle(again, google, { sub: "g-taken", email: "taken@gmail.com" });
    expect((await viewer(again)).user?.id).toBe(ownerId);
  });

  it("IMPL-016 link mode needs the session that started it: signed out, cross-site or swapped sessions link nothing", async () => {
    const anonymous = new TestBrowser(t.app, t.config.publicOrigin);
    const signedOut = await link(anonymous, "google", "g-anon");
    expect(signedOut.message).toMatchObject({ type: "social-connect-error", code: "SOCIAL_LOGIN_FAILED" });

    const a = await signedIn(t, "crosssite");
    const crossSite = await t.app.inject({
      method: "GET",
      url: "/connect/google/link/",
      headers: { cookie: a.browser.cookieHeader(), "sec-fetch-site": "cross-site" },
    });
    expect(postedMessage(crossSite.body)).toMatchObject({ code: "SOCIAL_LOGIN_FAILED" });

    // Started as A; by the callback the browser is B: nothing is linked to either.
    const start = await a.browser.get("/connect/google/link/");
    const b = await signedIn(t, "swapped");
    a.browser.cookies.set("cb.session_token", b.browser.cookies.get("cb.session_token") ?? "");
    google.signInAs({ sub: "g-swap", email: "g-swap@gmail.com", email_verified: true });
    const callback = await google.authorize(String(start.headers.location));
    const { message } = await visitCallback(a.browser, callback);
    expect(message).toMatchObject({ type: "social-connect-error", code: "SOCIAL_LOGIN_FAILED" });
    expect((await viewer(b.browser)).user?.connected_to_google).toBe(false);
  });

  it("IMPL-016 AUTH-005 a LINE identity links from settings and unlinks; the viewer record says so", async () => {
    const a = await signedIn(t, "line_linker");
    const linked = await link(a.browser, "line", "line-link-1");
    expect(linked.message).toMatchObject({
      type: "social-connect-complete",
      network: "line",
      outcome: "linked",
    });
    expect((await viewer(a.browser)).user?.connected_to_line).toBe(true);
    const unlinked = await a.browser.post(DISCONNECT, { network: "line" });
    expect(unlinked.status).toBe(200);
    expect((await viewer(a.browser)).user?.connected_to_line).toBe(false);
  });

  it("IMPL-016 AUTH-002 a Google-only account cannot remove its last way in; it sets a first password without a current one", async () => {
    const browser = new TestBrowser(t.app, t.config.publicOrigin);
    await signUpWithGoogle(browser, google, {
      sub: "g-only",
      email: "only.google@gmail.com",
      email_verified: true,
      given_name: "O",
    });
    expect((await viewer(browser)).user).toMatchObject({ has_password: false, connected_to_google: true });

    const last = await browser.post(DISCONNECT, { network: "google" });
    expect(last.status).toBe(409);
    expect(last.body.resource_response.error?.code).toBe("LAST_SIGN_IN_METHOD");
    expect(last.body.resource_response.message).toBe(
      "This is your only way to log in. Set a password or connect another account before you disconnect it.",
    );

    // Bad input never gives a 500: a password the rules refuse is a field error.
    const weak = await browser.post(SET_PASSWORD, { new_password: "short" });
    expect(weak.status).toBe(400);
    const set = await browser.post<ViewerRecord>(SET_PASSWORD, { new_password: GOOD_PASSWORD });
    expect(set.status).toBe(200);
    expect(set.body.resource_response.data).toMatchObject({ has_password: true, connected_to_google: true });
    expect((await viewer(browser)).user?.has_password).toBe(true);
    const again = await browser.post(SET_PASSWORD, { new_password: `${GOOD_PASSWORD}-2` });
    expect(again.status).toBe(409);
    expect(again.body.resource_response.error?.code).toBe("PASSWORD_ALREADY_SET");

    // The password is a way in now: the email login works and Google may go.
    const byPassword = new TestBrowser(t.app, t.config.publicOrigin);
    const login = await byPassword.post(LOGIN, {
      username_or_email: "only.google@gmail.com",
      password: GOOD_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect((await browser.post(DISCONNECT, { network: "google" })).status).toBe(200);
  });

  it("IMPL-016 the settings calls need a session and valid input", async () => {
    const anonymous = new TestBrowser(t.app, t.config.publicOrigin);
    expect((await anonymous.post(SET_PASSWORD, { new_password: GOOD_PASSWORD })).status).toBe(401);
    expect((await anonymous.post(DISCONNECT, { network: "google" })).status).toBe(401);
    const a = await signedIn(t, "badinput");
    expect((await a.browser.post(DISCONNECT, { network: "myspace" })).status).toBe(400);
    expect((await a.browser.post(SET_PASSWORD, {})).status).toBe(400);
  });
});
