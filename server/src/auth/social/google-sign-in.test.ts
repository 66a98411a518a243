import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/inject.ts";
import { type OidcTestProvider, startOidcTestProvider } from "../../test/oidc-test-provider.ts";
import { ADULT_BIRTHDAY } from "../../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { viewerType } from "../auth-test-kit.ts";
import { connectWithGoogle, GOOGLE_CALLBACK } from "./social-test-kit.ts";

describe("sign in with Google through a real OpenID Connect provider (D-039)", () => {
  let google: OidcTestProvider;
  let t: TestApp;
  beforeAll(async () => {
    google = await startOidcTestProvider({ redirectUris: [GOOGLE_CALLBACK] });
    t = await buildTestApp({
      socialProviders: {
        google: { issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it("AUTH-067/088 a new Google user gets a sign-up ticket, gives a birthday, and is signed in", async () => {
    const browser = new TestBrowser(t.app);
    const { message } = await connectWithGoogle(browser, google, {
      sub: "g-100",
      email: "Grace.Hopper@gmail.com",
      email_verified: true,
      given_name: "Grace",
      family_name: "Hopper",
      picture: "https://lh3.googleusercontent.com/a/grace",
    });
    expect(message).toMatchObject({
      type: "social-connect-complete",
      network: "google",
      outcome: "signup",
      profile: {
        first_name: "Grace",
        last_name: "Hopper",
        email: "grace.hopper@gmail.com",
        image_url: "https://lh3.googleusercontent.com/a/grace",
      },
    });
    expect(await viewerType(browser)).toBe("UNAUTH");
    if (message.type !== "social-connect-complete" || message.outcome !== "signup") throw new Error();

    const registered = await browser.post<{
      user: { email: string; first_name: string; email_verified: boolean };
    }>("/v3/register/", {
      type: "google",
      social_ticket: message.social_ticket,
      birthday: ADULT_BIRTHDAY,
      country: "US",
    });
    expect(registered.status).toBe(200);
    expect(registered.body.resource_response.data.user).toMatchObject({
      email: "grace.hopper@gmail.com",
      first_name: "Grace",
      email_verified: true,
    });
    expect(await viewerType(browser)).toBe("AUTH");
  });
});
