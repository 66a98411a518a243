import { decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/inject.ts";
import type { OidcTestProvider, ProviderUser } from "../../test/oidc-test-provider.ts";
import type { TestApp } from "../../test/test-app.ts";
import { viewerType } from "../auth-test-kit.ts";
import { addSsoConnection } from "./connections.ts";
import { SSO_FLOW_COOKIE } from "./flow.ts";
import { ssoExchange, ssoPopup, startAppWithSso } from "./sso-test-kit.ts";

type SigningKey = Parameters<SignJWT["sign"]>[0];

let people = 0;
const person = (domain = "acmecorp.com"): ProviderUser & { email: string } => {
  people++;
  return { sub: `sec-${people}`, email: `sec${people}@${domain}`, given_name: "Sec" };
};
const completed = (message: Awaited<ReturnType<typeof ssoPopup>>) => {
  if (message.type !== "sso-connect-complete") throw new Error(JSON.stringify(message));
  const { type: _type, ...exchange } = message;
  return exchange;
};
const errorCode = (answer: { body: { resource_response: { error?: { code?: string } | null } } }) =>
  answer.body.resource_response.error?.code;

describe("SSO security (D-044, AUTH-113)", () => {
  let idp: OidcTestProvider;
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ idp, t, close } = await startAppWithSso(["acmecorp.com"]));
    // A second company on the same IdP software (same client here), for other.example only.
    await addSsoConnection(t.database.db, {
      domains: ["othercorp.com"],
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
    });
  });
  afterAll(async () => {
    idp.tamperIdTokens(null);
    await close();
  });

  const resigned =
    (change: (claims: JWTPayload) => JWTPayload, key?: SigningKey) =>
    async (idToken: string): Promise<string> => {
      const signingKey = key ?? ((await importJWK(idp.privateJwk, "RS256")) as SigningKey);
      return new SignJWT(change(decodeJwt(idToken)))
        .setProtectedHeader(decodeProtectedHeader(idToken) as { alg: string; kid?: string })
        .sign(signingKey);
    };

  async function exchangeWithTamper(tamper: (idToken: string) => Promise<string>) {
    idp.tamperIdTokens(tamper);
    try {
      const browser = new TestBrowser(t.app);
      const user = person();
      return { answer: await ssoExchange(browser, idp, user.email, user), browser };
    } finally {
      idp.tamperIdTokens(null);
    }
  }

  it("control: an ID token re-signed unchanged with the IdP's key is accepted", async () => {
    const { answer } = await exchangeWithTamper(resigned((claims) => claims));
    expect(answer.status).toBe(200);
  });

  it.each([
    ["wrong audience", (claims: JWTPayload) => ({ ...claims, aud: "someone-elses-client" })],
    ["wrong issuer", (claims: JWTPayload) => ({ ...claims, iss: "https://idp.evil.example" })],
    [
      "expired",
      (claims: JWTPayload) => ({
        ...claims,
        iat: Math.floor(Date.now() / 1000) - 7200,
        exp: Math.floor(Date.now() / 1000) - 3600,
      }),
    ],
  ])("AUTH-113 an ID token with the %s is refused", async (_name, change) => {
    const { answer, browser } = await exchangeWithTamper(resigned(change));
    expect(answer.status).toBe(401);
    expect(errorCode(answer)).toBe("SOCIAL_LOGIN_FAILED");
    expect(await viewerType(browser)).toBe("UNAUTH");
  });

  it("AUTH-113 an ID token signed by another key (same kid) is refused", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const { answer } = await exchangeWithTamper(resigned((claims) => claims, privateKey));
    expect(errorCode(answer)).toBe("SOCIAL_LOGIN_FAILED");
  });

  it("AUTH-113 nonce replay: a genuine ID token from an earlier sign-in is refused in a new one", async () => {
    const first = person();
    expect((await ssoExchange(new TestBrowser(t.app), idp, first.email, first)).status).toBe(200);
    const earlier = idp.issuedIdTokens.at(-1) ?? "";
    const { answer } = await exchangeWithTamper(async () => earlier);
    expect(errorCode(answer)).toBe("SOCIAL_LOGIN_FAILED");
  });

  it("AUTH-113 state: a state other than this browser's, or a browser without the flow's cookie, is refused", async () => {
    const browser = new TestBrowser(t.app);
    const user = person();
    const exchange = completed(await ssoPopup(browser, idp, user.email, user));
    const wrongState = await browser.post("/v3/sso/token/", { ...exchange, state: "not-the-state" });
    expect(errorCode(wrongState)).toBe("SOCIAL_LOGIN_FAILED");

    const other = new TestBrowser(t.app);
    const user2 = person();
    const exchange2 = completed(await ssoPopup(other, idp, user2.email, user2));
    // The code and state reach an attacker's browser (a leaked URL): without the cookie, nothing.
    const stranger = new TestBrowser(t.app);
    expect(errorCode(await stranger.post("/v3/sso/token/", exchange2))).toBe("SOCIAL_LOGIN_FAILED");
  });

  it("AUTH-113 state replay: an exchange works once; the same code and state again are refused", async () => {
    const browser = new TestBrowser(t.app);
    const user = person();
    const exchange = completed(await ssoPopup(browser, idp, user.email, user));
    const state = browser.cookies.get(SSO_FLOW_COOKIE) ?? "";
    expect((await browser.post("/v3/sso/token/", exchange)).status).toBe(200);
    // Put the cookie back as a replaying client would: the flow itself is gone.
    browser.cookies.set(SSO_FLOW_COOKIE, state);
    expect(errorCode(await browser.post("/v3/sso/token/", exchange))).toBe("SOCIAL_LOGIN_FAILED");
  });

  it("AUTH-113 PKCE: a code from another flow, injected under this browser's state, fails at the IdP (wrong verifier)", async () => {
    const victim = new TestBrowser(t.app);
    const user = person();
    const stolen = completed(await ssoPopup(victim, idp, user.email, user));
    const attacker = new TestBrowser(t.app);
    const own = completed(await ssoPopup(attacker, idp, user.email, { ...user }));
    // The attacker's own state and cookie, the victim's code: only the PKCE verifier differs.
    const issued = idp.issuedIdTokens.length;
    const injected = await attacker.post("/v3/sso/token/", { ...own, code: stolen.code });
    expect(errorCode(injected)).toBe("SOCIAL_LOGIN_FAILED");
    // Refused at the IdP's token endpoint (no ID token issued), not later by our nonce check.
    expect(idp.issuedIdTokens.length).toBe(issued);
  });

  it("the IdP's email must be in a domain registered for THAT IdP", async () => {
    // othercorp.com's connection starts the flow; its IdP says the person is someone@acmecorp.com.
    const browser = new TestBrowser(t.app);
    const outsider = person("acmecorp.com");
    const message = await ssoPopup(browser, idp, "anyone@othercorp.com", outsider);
    const answer = await browser.post("/v3/sso/token/", completed(message));
    expect(errorCode(answer)).toBe("SOCIAL_LOGIN_FAILED");

    // acmecorp.com's IdP saying bob@elsewhere.com: refused too.
    const elsewhere = new TestBrowser(t.app);
    const bob = person("elsewhere.com");
    const foreign = await elsewhere.post(
      "/v3/sso/token/",
      completed(await ssoPopup(elsewhere, idp, "anyone@acmecorp.com", bob)),
    );
    expect(errorCode(foreign)).toBe("SOCIAL_LOGIN_FAILED");

    const unverified = new TestBrowser(t.app);
    const flagged = { ...person(), email_verified: false };
    const refused = await unverified.post(
      "/v3/sso/token/",
      completed(await ssoPopup(unverified, idp, flagged.email, flagged)),
    );
    expect(errorCode(refused)).toBe("SOCIAL_LOGIN_FAILED");
  });

  it("bad input to the exchange is a 400, never a 500", async () => {
    const browser = new TestBrowser(t.app);
    expect((await browser.post("/v3/sso/token/", {})).status).toBe(400);
    expect((await browser.post("/v3/sso/token/", { code: "x".repeat(3000), state: "s" })).status).toBe(400);
  });
});
