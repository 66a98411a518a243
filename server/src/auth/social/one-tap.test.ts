import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/inject.ts";
import type { OidcTestProvider } from "../../test/oidc-test-provider.ts";
import type { TestApp } from "../../test/test-app.ts";
import { viewerType } from "../auth-test-kit.ts";
import { signUpWithGoogle, startAppWithGoogle, visitCallback } from "./social-test-kit.ts";

interface BootstrapViewer {
  viewer: { type: string; remembered: { email: string; connected_to_google: boolean } | null };
}

describe("what one-tap stands on: a remembered Google-connected account (AUTH-034, D-043)", () => {
  let google: OidcTestProvider;
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ google, t, close } = await startAppWithGoogle());
  });
  afterAll(() => close());

  const bootstrapOf = async (browser: TestBrowser) =>
    (await browser.get<BootstrapViewer>("/resource/BootstrapResource/get/")).body.resource_response.data
      .viewer;

  it("AUTH-034 a Google sign-up, logged out, leaves a recognised visitor whose account is Google-connected; the popup's sign-in with login_hint signs them back in and remembers them again", async () => {
    const browser = new TestBrowser(t.app);
    const person = { sub: "tap-1", email: "tap.one@gmail.com", email_verified: true, given_name: "Tap" };
    expect((await signUpWithGoogle(browser, google, person)).status).toBe(200);
    await browser.post("/v3/logout/");
    expect(await bootstrapOf(browser)).toMatchObject({
      type: "LIMITED_LOGIN",
      remembered: { email: "tap.one@gmail.com", connected_to_google: true },
    });

    // One-tap's "Continue as": the same popup flow, the remembered email as the provider's login_hint.
    const start = await browser.get("/connect/google/", { login_hint: "tap.one@gmail.com", next: "/" });
    expect(start.status).toBe(303);
    const authorization = new URL(String(start.headers.location));
    expect(authorization.searchParams.get("login_hint")).toBe("tap.one@gmail.com");
    google.signInAs(person);
    const { message, page } = await visitCallback(browser, await google.authorize(authorization.href));
    expect(message).toMatchObject({ type: "social-connect-complete", outcome: "signedIn", next: "/" });
    expect(page.setCookies.some((line) => line.startsWith("cb_last="))).toBe(true);
    expect(await viewerType(browser)).toBe("AUTH");

    await browser.post("/v3/logout/");
    expect((await bootstrapOf(browser)).type).toBe("LIMITED_LOGIN");
  });

  it("a login_hint that is not a plausible address is bad input, not a provider call", async () => {
    const start = await new TestBrowser(t.app).get("/connect/google/", { login_hint: "x".repeat(300) });
    expect(start.status).toBe(400);
  });
});
