import { eq } from "drizzle-orm";
import { decodeJwt, generateKeyPair, importJWK, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../platform/db/index.ts";
import { TestBrowser } from "../../test/inject.ts";
import type { OidcTestProvider, ProviderUser } from "../../test/oidc-test-provider.ts";
import { signUp } from "../../test/signed-in.ts";
import type { TestApp } from "../../test/test-app.ts";
import { linkIn, viewerType, waitForMail } from "../auth-test-kit.ts";
import { connectWithLine, registerTicket, startAppWithLine } from "./social-test-kit.ts";

type SigningKey = Parameters<SignJWT["sign"]>[0];
type Registered = { user: { email: string; first_name: string; email_verified: boolean } };

let people = 0;
/** A LINE person: a display name and, often, no email. */
const linePerson = (email?: string): ProviderUser => {
  people++;
  return { sub: `U${people}line`, name: `Line Person ${people}`, ...(email ? { email } : {}) };
};

describe("sign in with LINE through a real OpenID Connect provider playing LINE (D-042)", () => {
  let line: OidcTestProvider;
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ line, t, close } = await startAppWithLine({ countryHeader: "x-test-country" }));
  });
  afterAll(async () => {
    line.tamperIdTokens(null);
    await close();
  });

  it("AUTH-005 AUTH-070 a new LINE user with an email gets a ticket, registers as type line, and is signed in; LINE vouches for no address, so it is mailed", async () => {
    const browser = new TestBrowser(t.app);
    const { message } = await connectWithLine(browser, line, {
      sub: "U-kenji",
      name: "Kenji",
      email: "Kenji@example.jp",
      picture: "https://profile.line-scdn.net/kenji",
    });
    expect(message).toMatchObject({
      type: "social-connect-complete",
      network: "line",
      outcome: "signup",
      profile: {
        first_name: "Kenji",
        email: "kenji@example.jp",
        image_url: "https://profile.line-scdn.net/kenji",
      },
    });
    const registered = await registerTicket(browser, "line", message, {
      country: "JP",
      birthday_source_site: "Corkboard",
      email_source_site: "line",
    });
    expect(registered.status).toBe(200);
    expect(
      (registered.body as { resource_response: { data: Registered } }).resource_response.data.user,
    ).toMatchObject({
      email: "kenji@example.jp",
      first_name: "Kenji",
      email_verified: false,
    });
    expect(await viewerType(browser)).toBe("AUTH");
    expect(linkIn((await waitForMail(t.app, "kenji@example.jp"))?.text)).toContain("/email/verify/?token=");
  });

  it("AUTH-070 AUTH-089 a LINE ID token without an email still gets a ticket; the register call takes the collected email, which our mail must prove", async () => {
    const browser = new TestBrowser(t.app);
    const { message } = await connectWithLine(browser, line, linePerson());
    expect(message).toMatchObject({ outcome: "signup", profile: { email: null } });
    const registered = await registerTicket(browser, "line", message, { email: "Collected.Line@example.jp" });
    expect(registered.status).toBe(200);
    expect(
      (registered.body as { resource_response: { data: Registered } }).resource_response.data.user,
    ).toMatchObject({ email: "collected.line@example.jp", email_verified: false });
    expect(await waitForMail(t.app, "collected.line@example.jp")).toBeTruthy();
  });

  it("AUTH-090 a collected email that already has an account is refused as EMAIL_TAKEN before the ticket is spent; another email then works", async () => {
    await signUp(t.app, "taken.by.someone@example.jp");
    const browser = new TestBrowser(t.app);
    const { message } = await connectWithLine(browser, line, linePerson());
    const taken = await registerTicket(browser, "line", message, { email: "taken.by.someone@example.jp" });
    expect(taken.status).toBe(409);
    expect(taken.body.resource_response.error?.code).toBe("EMAIL_TAKEN");
    const fresh = await registerTicket(browser, "line", message, { email: "fresh.line@example.jp" });
    expect(fresh.status).toBe(200);
  });

  it("AUTH-101 a person who withholds the email permission at LINE's consent goes on to EmailCollection (a ticket without email), not a refusal", async () => {
    const browser = new TestBrowser(t.app);
    line.withholdEmailNext();
    const { message } = await connectWithLine(browser, line, linePerson("has.one@example.jp"));
    expect(message).toMatchObject({
      type: "social-connect-complete",
      outcome: "signup",
      profile: { email: null },
    });
    // The provider's token really carried no email: the scope was not granted.
    expect(decodeJwt(line.issuedIdTokens.at(-1) ?? "").email).toBeUndefined();
  });

  it("AUTH-007 a LINE-linked account logs in through the popup on a new device (no email in the token needed)", async () => {
    const person = linePerson();
    const signupBrowser = new TestBrowser(t.app);
    const first = await connectWithLine(signupBrowser, line, person);
    const registered = await registerTicket(signupBrowser, "line", first.message, {
      email: "returning.line@example.jp",
    });
    expect(registered.status).toBe(200);
    const device = new TestBrowser(t.app);
    const { message } = await connectWithLine(device, line, person);
    expect(message).toEqual({
      type: "social-connect-complete",
      network: "line",
      outcome: "signedIn",
      next: "/",
    });
    expect(await viewerType(device)).toBe("AUTH");
    const linked = await t.app.appContext.db
      .select({ accountId: schema.accounts.accountId })
      .from(schema.accounts)
      .where(eq(schema.accounts.providerId, "line"));
    expect(linked.map((row) => row.accountId)).toContain(person.sub);
  });

  it("AUTH-142 no implicit linking: LINE's email of an existing account is never signed into; PREVENT_LINE_REGISTER instead", async () => {
    await signUp(t.app, "owner.line@example.jp");
    const browser = new TestBrowser(t.app);
    const { message } = await connectWithLine(browser, line, linePerson("owner.line@example.jp"));
    // The answer names how the existing account signs in, for the recover-account banner (AUTH-047).
    expect(message).toEqual({
      type: "social-connect-error",
      network: "line",
      code: "PREVENT_LINE_REGISTER",
      auth_option: "email",
    });
    expect(await viewerType(browser)).toBe("UNAUTH");
  });

  /**
   * Re-signs an ID token after `change` edits its claims: HS256 with our channel secret, as
   * LINE's web login signs (D-042), or with `key` and `alg` when given.
   */
  const resigned =
    (change: (claims: JWTPayload) => JWTPayload, key?: SigningKey, alg = "HS256") =>
    async (idToken: string): Promise<string> => {
      const signingKey = key ?? new TextEncoder().encode(line.clientSecret);
      return new SignJWT(change(decodeJwt(idToken))).setProtectedHeader({ alg, typ: "JWT" }).sign(signingKey);
    };

  async function withTamperedIdToken(tamper: (idToken: string) => Promise<string>) {
    line.tamperIdTokens(tamper);
    try {
      const browser = new TestBrowser(t.app);
      const { message } = await connectWithLine(browser, line, linePerson());
      return { message, browser };
    } finally {
      line.tamperIdTokens(null);
    }
  }

  it("control: an ID token re-signed unchanged is accepted (only the tampering below differs)", async () => {
    const { message } = await withTamperedIdToken(resigned((claims) => claims));
    expect(message).toMatchObject({ type: "social-connect-complete", outcome: "signup" });
  });

  it.each([
    ["wrong audience", (claims: JWTPayload) => ({ ...claims, aud: "another-line-channel" })],
    ["wrong issuer", (claims: JWTPayload) => ({ ...claims, iss: "https://access.line.evil.example" })],
    ["wrong signature", null],
  ])("AUTH-105 a LINE ID token with the %s is refused", async (_name, change) => {
    const tamper = change
      ? resigned(change)
      : resigned((claims) => claims, new TextEncoder().encode("not-our-channel-secret"));
    const { message, browser } = await withTamperedIdToken(tamper);
    expect(message).toEqual({ type: "social-connect-error", network: "line", code: "SOCIAL_LOGIN_FAILED" });
    expect(await viewerType(browser)).toBe("UNAUTH");
  });

  it("AUTH-105 alg confusion: a token signed with the provider's published RS256 key, not the channel secret, is refused", async () => {
    const rsa = (await importJWK(line.privateJwk, "RS256")) as SigningKey;
    const { message } = await withTamperedIdToken(resigned((claims) => claims, rsa, "RS256"));
    expect(message).toMatchObject({ type: "social-connect-error", code: "SOCIAL_LOGIN_FAILED" });
    // And one signed by a key of nobody's.
    const stranger = (await generateKeyPair("RS256")).privateKey;
    const again = await withTamperedIdToken(resigned((claims) => claims, stranger, "RS256"));
    expect(again.message).toMatchObject({ type: "social-connect-error", code: "SOCIAL_LOGIN_FAILED" });
  });

  it("AUTH-029 LINE is offered only to visitors in Japan (and only when configured)", async () => {
    const offered = async (country?: string) => {
      const response = await t.app.inject({
        method: "GET",
        url: "/resource/BootstrapResource/get/",
        headers: country ? { "x-test-country": country } : {},
      });
      return (response.json() as { resource_response: { data: { config: { social_networks: string[] } } } })
        .resource_response.data.config.social_networks;
    };
    expect(await offered("JP")).toEqual(["line"]);
    expect(await offered("US")).toEqual([]);
    expect(await offered()).toEqual([]);
  });

  it("AUTH-071 a LINE sign-up that claims its birthday or email came from elsewhere is refused as bad input, never a 500", async () => {
    const browser = new TestBrowser(t.app);
    const { message } = await connectWithLine(browser, line, linePerson("sources@example.jp"));
    const refused = await registerTicket(browser, "line", message, { email_source_site: "google" });
    expect(refused.status).toBe(400);
    expect(refused.body.resource_response.error).toMatchObject({
      code: "INVALID_INPUT",
      fields: [expect.objectContaining({ field: "email_source_site" })],
    });
    const ok = await registerTicket(browser, "line", message, {
      email_source_site: "line",
      birthday_source_site: "Corkboard",
      kr_privacy_consent_opt_in: false,
      marketing_notifs_opt_out: true,
    });
    expect(ok.status).toBe(200);
    expect(await sourcesOf("sources@example.jp")).toEqual({ birthday: "Corkboard", email: "line" });
  });

  it("AUTH-071 the stored sources are the server's knowledge: a collected email is the product's, an email sign-up's both are", async () => {
    const browser = new TestBrowser(t.app);
    const { message } = await connectWithLine(browser, line, linePerson());
    // The client's claim is from the allowed set but not the truth: the server records what it knows.
    const registered = await registerTicket(browser, "line", message, {
      email: "typed.here@example.jp",
      email_source_site: "line",
    });
    expect(registered.status).toBe(200);
    expect(await sourcesOf("typed.here@example.jp")).toEqual({ birthday: "Corkboard", email: "Corkboard" });
    await signUp(t.app, "plain.email@example.jp");
    expect(await sourcesOf("plain.email@example.jp")).toEqual({ birthday: "Corkboard", email: "Corkboard" });
  });

  async function sourcesOf(email: string) {
    const [row] = await t.app.appContext.db
      .select({ sources: schema.users.signupSources })
      .from(schema.users)
      .where(eq(schema.users.email, email));
    return row?.sources;
  }
});
