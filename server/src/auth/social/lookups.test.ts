import { generateKeyPair, importJWK, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FacebookTestServer } from "../../test/facebook-test-server.ts";
import { TestBrowser } from "../../test/inject.ts";
import type { OidcTestProvider } from "../../test/oidc-test-provider.ts";
import { signUp } from "../../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import {
  connectWithFacebook,
  connectWithGoogle,
  signUpWithFacebook,
  signUpWithGoogle,
  startAppWithFacebook,
  startAppWithGoogle,
} from "./social-test-kit.ts";

type SigningKey = Parameters<SignJWT["sign"]>[0];

const NOTHING = {
  connected_to_gplus: false,
  connected_to_google: false,
  connected_to_facebook: false,
  has_password: false,
};
let people = 0;
const unique = (name: string) => `${name}${++people}.${Date.now().toString(36)}`;

describe("GET /v3/google/login_data/ (AUTH-080, AUTH-218, D-043)", () => {
  let google: OidcTestProvider;
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ google, t, close } = await startAppWithGoogle());
  });
  afterAll(() => close());

  const lookup = (token: string) =>
    new TestBrowser(t.app).get<typeof NOTHING>("/v3/google/login_data/", { google_open_id_token: token });

  /** An ID token signed with the provider's own key (or `key`), valid unless `change` breaks it. */
  async function idToken(claims: JWTPayload, key?: SigningKey): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const signing = key ?? ((await importJWK(google.privateJwk, "RS256")) as SigningKey);
    return new SignJWT({
      iss: google.issuer,
      aud: google.clientId,
      iat: now,
      exp: now + 600,
      ...claims,
    })
      .setProtectedHeader({ alg: "RS256", kid: google.privateJwk.kid })
      .sign(signing);
  }

  it("AUTH-080 AUTH-218 the provider's real ID token of a Google-connected account answers its flags", async () => {
    const sub = unique("gl-");
    const signed = await signUpWithGoogle(new TestBrowser(t.app), google, {
      sub,
      email: `${sub}@gmail.com`,
      email_verified: true,
      given_name: "Gia",
    });
    expect(signed.status).toBe(200);
    const answer = await lookup(google.issuedIdTokens.at(-1) ?? "");
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body.resource_response.data).toEqual({
      connected_to_gplus: true,
      connected_to_google: true,
      connected_to_facebook: false,
      has_password: false,
    });
  });

  it("AUTH-080 an unlinked Google identity whose VERIFIED email has a password account answers has_password", async () => {
    const email = `${unique("pw-")}@fastmail.com`;
    await signUp(t.app, email);
    const answer = await lookup(await idToken({ sub: unique("sub-"), email, email_verified: true }));
    expect(answer.body.resource_response.data).toEqual({ ...NOTHING, has_password: true });
  });

  it("an email the provider did not verify says nothing about the account with it (no enumeration)", async () => {
    const email = `${unique("unv-")}@fastmail.com`;
    await signUp(t.app, email);
    const answer = await lookup(await idToken({ sub: unique("sub-"), email, email_verified: false }));
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data).toEqual(NOTHING);
  });

  it.each([
    ["another client's audience", { aud: "someone-elses-client" }],
    ["another issuer", { iss: "https://accounts.evil.example" }],
    [
      "an expired token",
      { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 },
    ],
    ["no subject", { sub: undefined }],
  ])("D-043 a token with %s is refused, even for an existing account", async (_name, change) => {
    const email = `${unique("ref-")}@fastmail.com`;
    await signUp(t.app, email);
    const answer = await lookup(
      await idToken({ sub: unique("sub-"), email, email_verified: true, ...change }),
    );
    expect(answer.status).toBe(401);
    expect(answer.body.resource_response.error?.code).toBe("SOCIAL_LOGIN_FAILED");
    expect(answer.body.resource_response.data).toBeNull();
  });

  it("D-043 a token signed by another key under the provider's kid is refused", async () => {
    const email = `${unique("key-")}@fastmail.com`;
    await signUp(t.app, email);
    const { privateKey } = await generateKeyPair("RS256");
    const answer = await lookup(
      await idToken({ sub: unique("sub-"), email, email_verified: true }, privateKey),
    );
    expect(answer.status).toBe(401);
    expect(answer.body.resource_response.error?.code).toBe("SOCIAL_LOGIN_FAILED");
  });

  it("D-043 an unsigned (alg none) token and garbage are refused; a missing token is bad input", async () => {
    const payload = Buffer.from(
      JSON.stringify({ iss: google.issuer, aud: google.clientId, sub: "x", exp: 9999999999 }),
    ).toString("base64url");
    const none = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${payload}.`;
    expect((await lookup(none)).status).toBe(401);
    expect((await lookup("not-a-jwt")).status).toBe(401);
    const missing = await new TestBrowser(t.app).get("/v3/google/login_data/");
    expect(missing.status).toBe(400);
    expect(missing.body.resource_response.error?.code).toBe("INVALID_INPUT");
  });

  it("AUTH-047 a Google sign-up into an email that has a password account names the auth option 'email'", async () => {
    const email = `${unique("opt-")}@fastmail.com`;
    await signUp(t.app, email);
    const { message } = await connectWithGoogle(new TestBrowser(t.app), google, {
      sub: unique("sub-"),
      email,
      email_verified: true,
    });
    expect(message).toEqual({
      type: "social-connect-error",
      network: "google",
      code: "PREVENT_GOOGLE_REGISTER",
      auth_option: "email",
    });
  });
});

describe("Facebook lookups (AUTH-079, AUTH-215…217, D-043)", () => {
  let facebook: FacebookTestServer;
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ facebook, t, close } = await startAppWithFacebook());
  });
  afterAll(() => close());

  const person = (extra: Partial<Parameters<FacebookTestServer["tokenFor"]>[0]> = {}) => {
    const id = unique("fb");
    return { id, name: "Fay Bee", email: `${id}@fastmail.com`, ...extra };
  };
  const profileData = (body: Record<string, unknown>) =>
    new TestBrowser(t.app).post<Record<string, unknown>>("/v3/facebook/profile_data/", body);
  const loginData = (facebookId: string, token: string) =>
    new TestBrowser(t.app).get<typeof NOTHING>("/v3/facebook/login_data/", {
      facebook_id: facebookId,
      facebook_token: token,
    });

  it("AUTH-079 AUTH-215 AUTH-216 profile_data answers the social profile record for a token of our app", async () => {
    const user = person({
      first_name: "Fay",
      last_name: "Bee",
      gender: "female",
      birthday: "05/17/1990",
      picture: { url: "https://graph.example/fay.jpg", is_silhouette: false },
    });
    const token = facebook.tokenFor(user);
    const answer = await profileData({ access_token: token, pii_safe_birthday: true });
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data).toEqual({
      access_token: token,
      birthday: "05/17/1990",
      email: user.email,
      first_name: "Fay",
      gender: "female",
      id: user.id,
      last_name: "Bee",
      picture: "https://graph.example/fay.jpg",
    });
    // Without the PII-safe flag no birthday leaves; a fields list narrows what Graph is asked.
    const narrow = await profileData({ access_token: token, fields: "id,first_name" });
    expect(narrow.body.resource_response.data).toMatchObject({
      birthday: null,
      email: null,
      first_name: "Fay",
      id: user.id,
    });
  });

  it("D-043 profile_data refuses another app's token for the same person and a made-up token", async () => {
    const user = person();
    for (const token of [facebook.tokenFor(user, { otherApp: true }), "made-up-token"]) {
      const answer = await profileData({ access_token: token, pii_safe_birthday: true });
      expect(answer.status).toBe(401);
      expect(answer.body.resource_response.error?.code).toBe("SOCIAL_LOGIN_FAILED");
      expect(answer.body.resource_response.data).toBeNull();
    }
    expect((await profileData({ pii_safe_birthday: true })).status).toBe(400);
  });

  it("AUTH-080 AUTH-217 login_data after a Facebook sign-up: connected to Facebook, no password", async () => {
    const user = person();
    expect((await signUpWithFacebook(new TestBrowser(t.app), facebook, user)).status).toBe(200);
    const answer = await loginData(user.id, facebook.tokenFor(user));
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data).toEqual({ ...NOTHING, connected_to_facebook: true });
  });

  it("AUTH-217 an unlinked Facebook identity whose email has a password account answers has_password", async () => {
    const user = person();
    await signUp(t.app, user.email);
    const answer = await loginData(user.id, facebook.tokenFor(user));
    expect(answer.body.resource_response.data).toEqual({ ...NOTHING, has_password: true });
  });

  it("D-043 login_data refuses another app's token, a token of someone else than facebook_id, and a made-up one", async () => {
    const victim = person();
    await signUp(t.app, victim.email);
    const attacker = person();
    const refusals = [
      await loginData(victim.id, facebook.tokenFor(victim, { otherApp: true })),
      await loginData(victim.id, facebook.tokenFor(attacker)),
      await loginData(victim.id, "made-up-token"),
    ];
    for (const answer of refusals) {
      expect(answer.status).toBe(401);
      expect(answer.body.resource_response.error?.code).toBe("SOCIAL_LOGIN_FAILED");
      expect(answer.body.resource_response.data).toBeNull();
    }
  });

  it("AUTH-047 a Facebook sign-up into a password account's email names the auth option 'email'", async () => {
    const user = person();
    await signUp(t.app, user.email);
    const { message } = await connectWithFacebook(new TestBrowser(t.app), facebook, user);
    expect(message).toMatchObject({ code: "PREVENT_FACEBOOK_REGISTER", auth_option: "email" });
  });
});

describe("sign-up closed to new people, and unconfigured providers (AUTH-048, D-043)", () => {
  it("AUTH-048 with web_google_signup_disabled on, a new person's popup answers signupUnavailable and no ticket", async () => {
    const { startOidcTestProvider } = await import("../../test/oidc-test-provider.ts");
    const { GOOGLE_CALLBACK } = await import("./social-test-kit.ts");
    const google = await startOidcTestProvider({ redirectUris: [GOOGLE_CALLBACK] });
    const t = await buildTestApp({
      socialProviders: {
        google: { issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret },
      },
      experiments: {
        filePath: null,
        json: JSON.stringify({ web_google_signup_disabled: { group: "enabled" } }),
      },
    });
    try {
      const { message } = await connectWithGoogle(new TestBrowser(t.app), google, {
        sub: unique("closed-"),
        email: `${unique("closed-")}@gmail.com`,
        email_verified: true,
      });
      expect(message).toEqual({ type: "social-connect-error", network: "google", code: "signupUnavailable" });
    } finally {
      await t.close();
      await google.close();
    }
  });

  it("the lookups of a provider this instance does not configure are NOT_FOUND", async () => {
    const t = await buildTestApp();
    try {
      const browser = new TestBrowser(t.app);
      const google = await browser.get("/v3/google/login_data/", { google_open_id_token: "x.y.z" });
      expect(google.status).toBe(404);
      const facebook = await browser.get("/v3/facebook/login_data/", {
        facebook_id: "1",
        facebook_token: "t",
      });
      expect(facebook.status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
