import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../platform/db/index.ts";
import type { FacebookTestServer } from "../../test/facebook-test-server.ts";
import { TestBrowser } from "../../test/inject.ts";
import { ADULT_BIRTHDAY, signUp } from "../../test/signed-in.ts";
import type { TestApp } from "../../test/test-app.ts";
import { linkIn, viewerType, waitForMail } from "../auth-test-kit.ts";
import {
  connectWithFacebook,
  registerTicket,
  signUpWithFacebook,
  startAppWithFacebook,
  startSocial,
  visitCallback,
} from "./social-test-kit.ts";

const PHOTO = "https://scontent.xx.fbcdn.net/v/t1/margaret.jpg";

describe("sign in with Facebook through a real OAuth 2 server on loopback (D-039, Facebook)", () => {
  let facebook: FacebookTestServer;
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ facebook, t, close } = await startAppWithFacebook());
  });
  afterAll(async () => {
    await close();
  });

  it("AUTH-068/088 a new Facebook user gets a sign-up ticket with the Graph profile, gives a birthday, and is signed in; the address is then proved by mail", async () => {
    const browser = new TestBrowser(t.app);
    const { message } = await connectWithFacebook(browser, facebook, {
      id: "fb-100",
      name: "Margaret Hamilton",
      email: "Margaret@Example.com",
      picture: { url: PHOTO, is_silhouette: false },
    });
    expect(message).toMatchObject({
      type: "social-connect-complete",
      network: "facebook",
      outcome: "signup",
      profile: { first_name: "Margaret Hamilton", email: "margaret@example.com", image_url: PHOTO },
    });
    expect(await viewerType(browser)).toBe("UNAUTH");
    if (message.type !== "social-connect-complete" || message.outcome !== "signup") throw new Error();
    const registered = await browser.post<{ user: { email: string; email_verified: boolean } }>(
      "/v3/register/",
      {
        type: "facebook",
        social_ticket: message.social_ticket,
        birthday: ADULT_BIRTHDAY,
      },
    );
    expect(registered.status).toBe(200);
    expect(registered.body.resource_response.data.user).toMatchObject({
      email: "margaret@example.com",
      email_verified: false,
      // AUTH-003: the viewer-info record says which provider the account is linked to.
      connected_to_facebook: true,
      connected_to_google: false,
    });
    expect(await viewerType(browser)).toBe("AUTH");
    expect(linkIn((await waitForMail(t.app, "margaret@example.com"))?.text)).toContain(
      "/email/verify/?token=",
    );
  });

  it("AUTH-069 a silhouette picture is dropped: no image_url in the profile and no avatar on the account", async () => {
    const browser = new TestBrowser(t.app);
    const user = {
      id: "fb-101",
      name: "Anon",
      email: "silhouette@example.com",
      picture: { url: "https://scontent.xx.fbcdn.net/silhouette.gif", is_silhouette: true },
    };
    const { message } = await connectWithFacebook(browser, facebook, user);
    expect(message).toMatchObject({ outcome: "signup", profile: { image_url: null } });
    if (message.type !== "social-connect-complete" || message.outcome !== "signup") throw new Error();
    await browser.post("/v3/register/", {
      type: "facebook",
      social_ticket: message.social_ticket,
      birthday: ADULT_BIRTHDAY,
    });
    const [row] = await t.app.appContext.db
      .select({ image: schema.users.imageUrl })
      .from(schema.users)
      .where(eq(schema.users.email, user.email));
    expect(row?.image).toBeNull();
  });

  it("a Facebook-linked account logs in through the popup on a new device", async () => {
    const user = { id: "fb-102", name: "Linked", email: "linked.fb@example.com" };
    expect((await signUpWithFacebook(new TestBrowser(t.app), facebook, user)).status).toBe(200);
    const device = new TestBrowser(t.app);
    const { message } = await connectWithFacebook(device, facebook, user, "/settings/");
    expect(message).toEqual({
      type: "social-connect-complete",
      network: "facebook",
      outcome: "signedIn",
      next: "/settings/",
    });
    expect(await viewerType(device)).toBe("AUTH");
  });

  it("AUTH-075 a facebook_id alone signs no one in: register with the linked id and no ticket, or a made-up ticket, is refused", async () => {
    const user = { id: "fb-103", name: "Target", email: "target.fb@example.com" };
    await signUpWithFacebook(new TestBrowser(t.app), facebook, user);
    const attacker = new TestBrowser(t.app);
    const withoutTicket = await attacker.post("/v3/register/", {
      type: "facebook",
      facebook_id: user.id,
      birthday: ADULT_BIRTHDAY,
    });
    expect(withoutTicket.status).toBe(400);
    const madeUp = await attacker.post("/v3/register/", {
      type: "facebook",
      facebook_id: user.id,
      social_ticket: "fb-103",
      birthday: ADULT_BIRTHDAY,
    });
    expect(madeUp.body.resource_response.error?.code).toBe("SOCIAL_LOGIN_FAILED");
    expect(await viewerType(attacker)).toBe("UNAUTH");
  });

  it("AUTH-075 a token Facebook issued to another app for the same person is refused (debug_token names that app)", async () => {
    const user = { id: "fb-104", name: "Victim", email: "victim.fb@example.com" };
    await signUpWithFacebook(new TestBrowser(t.app), facebook, user);
    const device = new TestBrowser(t.app);
    facebook.answerOtherAppsTokenNext();
    const { message } = await connectWithFacebook(device, facebook, user);
    expect(message).toEqual({
      type: "social-connect-error",
      network: "facebook",
      code: "SOCIAL_LOGIN_FAILED",
    });
    expect(await viewerType(device)).toBe("UNAUTH");
  });

  it("a callback whose state is not this browser's, or one replayed, signs no one in", async () => {
    const user = { id: "fb-105", name: "Stateful", email: "state.fb@example.com" };
    await signUpWithFacebook(new TestBrowser(t.app), facebook, user);
    // The victim's callback URL opened in the attacker's browser (login CSRF the other way).
    const started = new TestBrowser(t.app);
    facebook.signInAs(user);
    const callback = await facebook.authorize(await startSocial(started, "facebook"));
    const other = new TestBrowser(t.app);
    await startSocial(other, "facebook");
    expect((await visitCallback(other, callback)).message).toMatchObject({ code: "SOCIAL_LOGIN_FAILED" });
    expect(await viewerType(other)).toBe("UNAUTH");

    const device = new TestBrowser(t.app);
    const first = await connectWithFacebook(device, facebook, user);
    expect(first.message).toMatchObject({ outcome: "signedIn" });
    const replay = new TestBrowser(t.app);
    replay.cookies.set("cb.social_state", first.callback.searchParams.get("state") ?? "");
    expect((await visitCallback(replay, first.callback)).message).toMatchObject({
      code: "SOCIAL_LOGIN_FAILED",
    });
    expect(await viewerType(replay)).toBe("UNAUTH");
  });

  it("AUTH-142/143 no takeover: Facebook's email that already has an account is never linked; PREVENT_FACEBOOK_REGISTER instead", async () => {
    await signUp(t.app, "owner.fb@fastmail.com");
    const browser = new TestBrowser(t.app);
    const { message } = await connectWithFacebook(browser, facebook, {
      id: "fb-106",
      email: "owner.fb@fastmail.com",
    });
    expect(message).toEqual({
      type: "social-connect-error",
      network: "facebook",
      code: "PREVENT_FACEBOOK_REGISTER",
      // D-043: how that account signs in, for the recover-account banner (AUTH-047).
      auth_option: "email",
    });
    expect(await viewerType(browser)).toBe("UNAUTH");
  });

  it("AUTH-089/090 a Facebook account without an email signs up with one it collects: a taken one is refused and the ticket waits; the new one is proved by mail", async () => {
    await signUp(t.app, "taken.fb@fastmail.com");
    const browser = new TestBrowser(t.app);
    const { message } = await connectWithFacebook(browser, facebook, { id: "fb-107", name: "Phone Only" });
    expect(message).toMatchObject({ outcome: "signup", profile: { first_name: "Phone Only", email: null } });
    if (message.type !== "social-connect-complete" || message.outcome !== "signup") throw new Error();
    const register = (email?: string) =>
      browser.post<{ user: { email: string; email_verified: boolean } }>("/v3/register/", {
        type: "facebook",
        social_ticket: message.social_ticket,
        birthday: ADULT_BIRTHDAY,
        ...(email === undefined ? {} : { email }),
      });
    expect((await register("taken.fb@fastmail.com")).body.resource_response.error?.code).toBe("EMAIL_TAKEN");
    expect((await register("not an email")).body.resource_response.error?.code).toBe("EMAIL_INVALID");
    const registered = await register("Phone.Only@fastmail.com");
    expect(registered.status).toBe(200);
    expect(registered.body.resource_response.data.user).toMatchObject({
      email: "phone.only@fastmail.com",
      email_verified: false,
    });
    expect(linkIn((await waitForMail(t.app, "phone.only@fastmail.com"))?.text)).toContain(
      "/email/verify/?token=",
    );
  });

  it("AUTH-089 a collected email never replaces the one Facebook gave", async () => {
    const browser = new TestBrowser(t.app);
    const { message } = await connectWithFacebook(browser, facebook, {
      id: "fb-108",
      email: "own.fb@fastmail.com",
    });
    const registered = await registerTicket(browser, "facebook", message, { email: "other.fb@fastmail.com" });
    expect(registered.body.resource_response.data).toMatchObject({ user: { email: "own.fb@fastmail.com" } });
  });

  it("AUTH-089 without a collected email a Facebook account with none cannot register", async () => {
    const browser = new TestBrowser(t.app);
    const { message } = await connectWithFacebook(browser, facebook, { id: "fb-109", name: "No Mail" });
    const refused = await registerTicket(browser, "facebook", message);
    expect(refused.body.resource_response.error).toMatchObject({
      code: "INVALID_INPUT",
      message: "Email is required",
    });
    expect(await viewerType(browser)).toBe("UNAUTH");
  });

  it("AUTH-056 /connect/facebook/ sends the popup to Facebook's dialog with our app, state bound to this browser and a PKCE S256 challenge; the bootstrap offers Facebook alone", async () => {
    const browser = new TestBrowser(t.app);
    const dialog = new URL(await startSocial(browser, "facebook"));
    expect(dialog.origin + dialog.pathname).toBe(facebook.authorizeUrl);
    expect(Object.fromEntries(dialog.searchParams)).toMatchObject({
      client_id: facebook.clientId,
      redirect_uri: "http://corkboard.test/connect/facebook/callback/",
      response_type: "code",
      code_challenge_method: "S256",
    });
    expect(dialog.searchParams.get("state")).toBe(browser.cookies.get("cb.social_state"));
    const bootstrap = await browser.get<{ config: { social_networks: string[] } }>(
      "/resource/BootstrapResource/get/",
    );
    expect(bootstrap.body.resource_response.data.config.social_networks).toEqual(["facebook"]);
    expect((await browser.get("/connect/google/")).status).toBe(404);
  });

  it("declining at Facebook reports a cancel, not a failure", async () => {
    const browser = new TestBrowser(t.app);
    facebook.declineNext();
    const callback = await facebook.authorize(await startSocial(browser, "facebook"));
    const { message } = await visitCallback(browser, callback);
    expect(message).toEqual({ type: "social-connect-error", network: "facebook", code: "cancelled" });
  });
});
