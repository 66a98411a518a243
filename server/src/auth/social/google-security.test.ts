import { decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/inject.ts";
import type { OidcTestProvider } from "../../test/oidc-test-provider.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { viewerType } from "../auth-test-kit.ts";
import { FLOW_COOKIE } from "./connect.ts";
import { connectWithGoogle, startAppWithGoogle, startGoogle, visitCallback } from "./social-test-kit.ts";

type SigningKey = Parameters<SignJWT["sign"]>[0];

let people = 0;
const person = () => {
  people++;
  return { sub: `sec-${people}`, email: `sec${people}@gmail.com`, email_verified: true, given_name: "Sec" };
};

describe("Google sign-in security (D-039, AUTH-105)", () => {
  let google: OidcTestProvider;
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ google, t, close } = await startAppWithGoogle());
  });
  afterAll(async () => {
    google.tamperIdTokens(null);
    await close();
  });

  /** Re-signs an ID token with the provider's own key after `change` edits its claims. */
  const resigned =
    (change: (claims: JWTPayload) => JWTPayload, key?: SigningKey) =>
    async (idToken: string): Promise<string> => {
      const signingKey = key ?? ((await importJWK(google.privateJwk, "RS256")) as SigningKey);
      return new SignJWT(change(decodeJwt(idToken)))
        .setProtectedHeader(decodeProtectedHeader(idToken) as { alg: string; kid?: string })
        .sign(signingKey);
    };

  /** A full popup with the token response's ID token rewritten; the message the page posts. */
  async function withTamperedIdToken(tamper: (idToken: string) => Promise<string>) {
    google.tamperIdTokens(tamper);
    try {
      const browser = new TestBrowser(t.app);
      const { message } = await connectWithGoogle(browser, google, person());
      return { message, browser };
    } finally {
      google.tamperIdTokens(null);
    }
  }

  it("control: an ID token re-signed unchanged with the provider's key is accepted (the tampering below is all that differs)", async () => {
    const { message } = await withTamperedIdToken(resigned((claims) => claims));
    expect(message).toMatchObject({ type: "social-connect-complete", outcome: "signup" });
  });

  it.each([
    ["wrong audience", (claims: JWTPayload) => ({ ...claims, aud: "someone-elses-client" })],
    ["wrong issuer", (claims: JWTPayload) => ({ ...claims, iss: "https://accounts.evil.example" })],
    [
      "expired",
      (claims: JWTPayload) => ({
        ...claims,
        iat: Math.floor(Date.now() / 1000) - 7200,
        exp: Math.floor(Date.now() / 1000) - 3600,
      }),
    ],
  ])("AUTH-105 an ID token with the %s is refused", async (_name, change) => {
    const { message, browser } = await withTamperedIdToken(resigned(change));
    expect(message).toMatchObject({ type: "social-connect-error", code: "SOCIAL_LOGIN_FAILED" });
    expect(await viewerType(browser)).toBe("UNAUTH");
  });

  it("AUTH-105 an ID token signed by another key (same kid) is refused", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const { message } = await withTamperedIdToken(resigned((claims) => claims, privateKey));
    expect(message).toMatchObject({ type: "social-connect-error", code: "SOCIAL_LOGIN_FAILED" });
  });

  it("nonce replay: a genuine ID token from an earlier sign-in is refused in a new one", async () => {
    await connectWithGoogle(new TestBrowser(t.app), google, person());
    const earlier = google.issuedIdTokens.at(-1) ?? "";
    const { message } = await withTamperedIdToken(async () => earlier);
    expect(message).toMatchObject({ type: "social-connect-error", code: "SOCIAL_LOGIN_FAILED" });
  });

  it("state mismatch: a callback whose state is not this browser's is refused (login CSRF)", async () => {
    const victim = new TestBrowser(t.app);
    google.signInAs(person());
    const callback = await google.authorize(await startGoogle(victim));
    // An attacker's own completed callback, opened in the victim's browser.
    const attacker = new TestBrowser(t.app);
    google.signInAs(person());
    const attackersCallback = await google.authorize(await startGoogle(attacker));
    const forced = await visitCallback(victim, attackersCallback);
    expect(forced.message).toMatchObject({ type: "social-connect-error", code: "SOCIAL_LOGIN_FAILED" });
    // A tampered state in the right browser fails too.
    const tampered = new URL(callback);
    tampered.searchParams.set("state", "not-the-state");
    const refused = await visitCallback(victim, tampered);
    expect(refused.message).toMatchObject({ type: "social-connect-error", code: "SOCIAL_LOGIN_FAILED" });
  });

  it("state replay: a used callback URL cannot be used again, even with its cookie put back", async () => {
    const browser = new TestBrowser(t.app);
    google.signInAs(person());
    const callback = await google.authorize(await startGoogle(browser));
    const state = browser.cookies.get(FLOW_COOKIE) ?? "";
    expect((await visitCallback(browser, callback)).message).toMatchObject({ outcome: "signup" });
    expect(browser.cookies.has(FLOW_COOKIE)).toBe(false);
    browser.cookies.set(FLOW_COOKIE, state);
    const replay = await visitCallback(browser, callback);
    expect(replay.message).toMatchObject({ type: "social-connect-error", code: "SOCIAL_LOGIN_FAILED" });
  });

  it("PKCE: a stolen authorisation code cannot be redeemed in the thief's own flow", async () => {
    const victim = new TestBrowser(t.app);
    google.signInAs(person());
    const stolen = await google.authorize(await startGoogle(victim));
    const thief = new TestBrowser(t.app);
    const thiefStart = new URL(await startGoogle(thief));
    // The thief's state (and cookie) with the victim's code: only the PKCE verifier differs.
    const forged = new URL(stolen);
    forged.searchParams.set("state", thiefStart.searchParams.get("state") ?? "");
    const { message } = await visitCallback(thief, forged);
    expect(message).toMatchObject({ type: "social-connect-error", code: "SOCIAL_LOGIN_FAILED" });
    expect(await viewerType(thief)).toBe("UNAUTH");
    // The authorisation request did carry an S256 challenge.
    expect(thiefStart.searchParams.get("code_challenge_method")).toBe("S256");
  });

  it.each([
    ["https://evil.example/", "/"],
    ["//evil.example/", "/"],
    ["/\\evil.example", "/"],
    ["/pin/42/", "/pin/42/"],
  ])("AUTH-058 the return URL is same-origin only: next=%s → %s", async (next, expected) => {
    const { message } = await connectWithGoogle(new TestBrowser(t.app), google, person(), next);
    expect(message).toMatchObject({ type: "social-connect-complete", next: expected });
  });

  it("AUTH-146 starts are limited per address like logins (each one stores a flow): the 101st in 15 minutes is refused", async () => {
    const start = () => t.app.inject({ method: "GET", url: "/connect/google/", remoteAddress: "10.250.0.1" });
    for (let i = 0; i < 100; i++) expect((await start()).statusCode).toBe(303);
    const refused = await start();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not held back.
    expect(
      (await t.app.inject({ method: "GET", url: "/connect/google/", remoteAddress: "10.250.0.2" }))
        .statusCode,
    ).toBe(303);
  });

  it("a provider is offered only when configured: in the bootstrap, and as a connect route", async () => {
    const offered = (browser: TestBrowser) =>
      browser
        .get<{ config: { social_networks: string[] } }>("/resource/BootstrapResource/get/")
        .then((answer) => answer.body.resource_response.data.config.social_networks);
    expect(await offered(new TestBrowser(t.app))).toEqual(["google"]);
    const plain = await buildTestApp();
    try {
      expect(await offered(new TestBrowser(plain.app))).toEqual([]);
      expect((await new TestBrowser(plain.app).get("/connect/google/")).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
