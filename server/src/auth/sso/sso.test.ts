import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../platform/db/index.ts";
import { TestBrowser } from "../../test/inject.ts";
import type { OidcTestProvider } from "../../test/oidc-test-provider.ts";
import { signUp } from "../../test/signed-in.ts";
import type { TestApp } from "../../test/test-app.ts";
import { setAccountState } from "../account-states.ts";
import { codeIn, LOGIN, mailCount, viewerType, waitForMail } from "../auth-test-kit.ts";
import { ssoExchange, ssoLogIn, startAppWithSso } from "./sso-test-kit.ts";

let people = 0;
const employee = (name = "worker") => {
  people++;
  return {
    sub: `acme-${people}`,
    email: `${name}${people}@acmecorp.com`,
    given_name: "Ada",
    family_name: "Acme",
  };
};

describe("enterprise SSO through a company's real OpenID Connect IdP (D-044)", () => {
  let idp: OidcTestProvider;
  let connectionId: string;
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ idp, connectionId, t, close } = await startAppWithSso(["acmecorp.com", "acmelabs.com"]));
  });
  afterAll(async () => {
    await close();
  });

  /** A person signed up through SSO (new account → SSO_SIGNUP_REQUIRED → business sign-up). */
  async function signUpWithSso(person: ReturnType<typeof employee>) {
    const browser = new TestBrowser(t.app);
    const { token, login } = await ssoLogIn(browser, idp, person.email, person);
    expect(login.body.resource_response.error?.code).toBe("SSO_SIGNUP_REQUIRED");
    const registered = await browser.post("/v3/register/", {
      type: "sso",
      sso_id_token: token.sso_id_token,
      business_name: "Acme Anvils",
      country: "US",
    });
    expect(registered.status).toBe(200);
    return { browser, registered };
  }

  it("AUTH-219 AUTH-110 the SSO info of a registered domain: is_sso, the popup's start, our callback, the exchange URL", async () => {
    const answer = await new TestBrowser(t.app).post("/v3/sso/info/", { email: " Jane@ACMECORP.com " });
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data).toEqual({
      is_sso: true,
      existing_user: null,
      existing_user_is_sso: null,
      authorization_uri: "http://corkboard.test/connect/sso/?email=jane%40acmecorp.com",
      redirect_uri: "http://corkboard.test/connect/sso/callback/",
      exchange_code_to_token_info_url: "http://corkboard.test/v3/sso/token/",
    });
    const second = await new TestBrowser(t.app).post("/v3/sso/info/", { email: "x@acmelabs.com" });
    expect(second.body.resource_response.data).toMatchObject({ is_sso: true });
  });

  it("AUTH-219 a domain without an IdP, or no email at all, is not SSO; oversized input is a 400, never a 500", async () => {
    const browser = new TestBrowser(t.app);
    for (const email of ["jane@gmail.com", "not an email", "jane@sub.acmecorp.com"]) {
      const answer = await browser.post("/v3/sso/info/", { email });
      expect(answer.body.resource_response.data).toMatchObject({ is_sso: false, authorization_uri: null });
    }
    const tooLong = await browser.post("/v3/sso/info/", { email: `${"a".repeat(300)}@acmecorp.com` });
    expect(tooLong.status).toBe(400);
    expect((await browser.post("/v3/sso/info/", {})).status).toBe(400);
  });

  it("AUTH-219 the SSO info says nothing about accounts: the same answer with and without one", async () => {
    await signUp(t.app, "has.account@acmecorp.com");
    const browser = new TestBrowser(t.app);
    const withAccount = await browser.post("/v3/sso/info/", { email: "has.account@acmecorp.com" });
    const without = await browser.post("/v3/sso/info/", { email: "no.account@acmecorp.com" });
    const shape = (data: unknown) =>
      JSON.stringify(data).replace(/has\.account|no\.account|has%2Eaccount|no%2Eaccount/g, "X");
    expect(shape(withAccount.body.resource_response.data)).toBe(shape(without.body.resource_response.data));
  });

  it("AUTH-006 AUTH-111 a new SSO email: the exchange's token result, no account yet, then the SSO business sign-up signs in", async () => {
    const person = employee("new");
    const browser = new TestBrowser(t.app);
    const exchanged = await ssoExchange(browser, idp, person.email, person);
    expect(exchanged.status).toBe(200);
    const token = exchanged.body.resource_response.data;
    expect(token).toEqual({
      sso_id: connectionId,
      sso_id_token: expect.stringMatching(/^[\w-]{43}$/),
      sso_email: person.email,
      sso_user_name: "Ada Acme",
    });
    const login = await browser.post(LOGIN, { sso_id_token: token.sso_id_token });
    expect(login.status).toBe(404);
    expect(login.body.resource_response.error?.code).toBe("SSO_SIGNUP_REQUIRED");
    expect(await viewerType(browser)).toBe("UNAUTH");

    const bad = await browser.post("/v3/register/", { type: "sso", sso_id_token: token.sso_id_token });
    expect(bad.status).toBe(400);
    const registered = await browser.post("/v3/register/", {
      type: "sso",
      sso_id_token: token.sso_id_token,
      business_name: "Acme Anvils",
      country: "DE",
    });
    expect(registered.status).toBe(200);
    expect(registered.body.resource_response.data).toMatchObject({
      user: { email: person.email, email_verified: true },
    });
    expect(await viewerType(browser)).toBe("AUTH");
    const userId = (registered.body.resource_response.data as { user: { id: string } }).user.id;
    const [profile] = await t.database.db
      .select()
      .from(schema.businessProfiles)
      .where(eq(schema.businessProfiles.userId, userId));
    expect(profile).toMatchObject({ businessName: "Acme Anvils" });
    const [linked] = await t.database.db
      .select({ providerId: schema.accounts.providerId, accountId: schema.accounts.accountId })
      .from(schema.accounts)
      .where(eq(schema.accounts.userId, userId));
    expect(linked).toEqual({ providerId: `sso:${connectionId}`, accountId: person.sub });

    // The handle was spent by the sign-up.
    const again = await new TestBrowser(t.app).post(LOGIN, { sso_id_token: token.sso_id_token });
    expect(again.body.resource_response.error?.code).toBe("SOCIAL_LOGIN_FAILED");
  });

  it("AUTH-109 AUTH-113 AUTH-007 an existing SSO user signs in with the exchanged handle, once", async () => {
    const person = employee();
    await signUpWithSso(person);
    const device = new TestBrowser(t.app);
    const { token, login } = await ssoLogIn(device, idp, person.email, person);
    expect(login.status).toBe(200);
    expect(login.body.resource_response.data).toMatchObject({ user: { email: person.email } });
    expect(await viewerType(device)).toBe("AUTH");
    const replay = await new TestBrowser(t.app).post(LOGIN, { sso_id_token: token.sso_id_token });
    expect(replay.status).toBe(401);
    expect(replay.body.resource_response.error?.code).toBe("SOCIAL_LOGIN_FAILED");
  });

  it("an account made with a password before the domain's IdP was registered is linked and signed in by the IdP", async () => {
    await signUp(t.app, "early.bird@acmecorp.com");
    const device = new TestBrowser(t.app);
    const person = { sub: "acme-early", email: "early.bird@acmecorp.com", given_name: "Early" };
    const { login } = await ssoLogIn(device, idp, person.email, person);
    expect(login.status).toBe(200);
    expect(await viewerType(device)).toBe("AUTH");
  });

  it("a forged or unknown sso_id_token signs no one in", async () => {
    const browser = new TestBrowser(t.app);
    const forged = await browser.post(LOGIN, { sso_id_token: "x".repeat(43) });
    expect(forged.body.resource_response.error?.code).toBe("SOCIAL_LOGIN_FAILED");
    expect((await browser.post(LOGIN, { sso_id_token: "x".repeat(500) })).status).toBe(400);
    expect(await viewerType(browser)).toBe("UNAUTH");
  });

  it("account states apply to SSO log-in: suspended and deactivated accounts get their recovery codes and no session", async () => {
    const suspended = employee("suspended");
    await signUpWithSso(suspended);
    await setAccountState(t.app.appContext, suspended.email, "suspended");
    const device = new TestBrowser(t.app);
    const refused = await ssoLogIn(device, idp, suspended.email, suspended);
    expect(refused.login.body.resource_response.error?.code).toBe("ACCOUNT_SUSPENDED");
    expect(device.cookies.has("cb.session_token")).toBe(false);

    const moderated = employee("moderated");
    await signUpWithSso(moderated);
    await setAccountState(t.app.appContext, moderated.email, "deactivated", "community_guidelines");
    const other = new TestBrowser(t.app);
    const deactivated = await ssoLogIn(other, idp, moderated.email, moderated);
    expect(deactivated.login.body.resource_response.error).toMatchObject({ code: "ACCOUNT_DEACTIVATED" });
    expect(JSON.stringify(deactivated.login.body.resource_response)).toContain("community_guidelines");
    expect(await viewerType(other)).toBe("UNAUTH");
  });

  it("a second factor is asked on the SSO path too: no session until the mailed code", async () => {
    const person = employee("twofactor");
    await signUpWithSso(person);
    await t.database.db
      .update(schema.users)
      .set({ twoFactorEnabled: true })
      .where(eq(schema.users.email, person.email));
    const device = new TestBrowser(t.app);
    const before = mailCount(t.app, person.email);
    const { login } = await ssoLogIn(device, idp, person.email, person);
    expect(login.body.resource_response.error?.code).toBe("MFA_REQUIRED");
    expect(await viewerType(device)).toBe("UNAUTH");
    const code = codeIn((await waitForMail(t.app, person.email, before))?.text);
    const done = await device.post(LOGIN, { mfa_token: code, mfa_method: "email" });
    expect(done.status).toBe(200);
    expect(await viewerType(device)).toBe("AUTH");
  });

  it("declining at the IdP posts a cancel to the opener; the callback page targets our origin only", async () => {
    const browser = new TestBrowser(t.app);
    const start = await browser.get("/connect/sso/", { email: "decliner@acmecorp.com" });
    idp.declineNext();
    const callback = await idp.authorize(String(start.headers.location));
    const page = await browser.get(callback.pathname, Object.fromEntries(callback.searchParams));
    expect(page.text).toContain('"type":"sso-connect-error","code":"cancelled"');
    expect(page.text).toContain('postMessage(message, "http://corkboard.test")');
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("the popup's start is NOT_FOUND for a domain without an IdP", async () => {
    const start = await new TestBrowser(t.app).get("/connect/sso/", { email: "jane@gmail.com" });
    expect(start.status).toBe(404);
  });
});
