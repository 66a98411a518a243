import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, withoutRequestId } from "../test/inject.ts";
import { ADULT_BIRTHDAY, GOOD_PASSWORD, signUp } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { linkIn, waitForMail } from "./auth-test-kit.ts";

describe("sign-up and login (IMPL-004, AUTH-210…224)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("AUTH-210 /v3/register/exists/ answers false for a free email and true once taken", async () => {
    const browser = new TestBrowser(t.app);
    expect(
      (await browser.post("/v3/register/exists/", { email: "free@fastmail.com" })).body.resource_response
        .data,
    ).toBe(false);
    await signUp(t.app, "taken@fastmail.com");
    expect(
      (await browser.post("/v3/register/exists/", { email: "Taken@Fastmail.com" })).body.resource_response
        .data,
    ).toBe(true);
  });

  it("AUTH-211 /v3/email/validation/ refuses disposable and reserved domains", async () => {
    const browser = new TestBrowser(t.app);
    const check = async (email: string) =>
      (await browser.post<{ is_valid: boolean }>("/v3/email/validation/", { email })).body.resource_response
        .data.is_valid;
    expect(await check("jane@gmail.com")).toBe(true);
    expect(await check("jane@mailinator.com")).toBe(false);
    expect(await check("jane@example.com")).toBe(false);
  });

  it("AUTH-004 AUTH-065 AUTH-222 an anonymous visitor registers with email and password, starts a session in an httpOnly cookie (no token in the body) and mails a verification link", async () => {
    const browser = new TestBrowser(t.app);
    const answer = await browser.post<{
      user: { email: string; first_name: string; email_verified: boolean };
    }>("/v3/register/", {
      type: "email",
      email: "jane.doe@fastmail.com",
      password: GOOD_PASSWORD,
      birthday: ADULT_BIRTHDAY,
      country: "US",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data.user).toMatchObject({
      email: "jane.doe@fastmail.com",
      first_name: "Jane",
      email_verified: false,
    });
    const session = answer.setCookies.find((line) => line.startsWith("cb.session_token="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    const token = session?.split(";")[0]?.split("=")[1]?.split(".")[0] ?? "";
    expect(JSON.stringify(answer.body)).not.toContain(token);

    const me = await browser.get<{ viewer: { type: string; user: { username: string } } }>(
      "/resource/BootstrapResource/get/",
    );
    expect(me.body.resource_response.data.viewer.type).toBe("AUTH");

    const mail = await waitForMail(t.app, "jane.doe@fastmail.com");
    const link = new URL(linkIn(mail?.text));
    expect(link.origin).toBe("http://corkboard.test");
    const verified = await browser.get(`${link.pathname}`, Object.fromEntries(link.searchParams));
    expect(verified.status).toBe(303);
    expect(verified.headers.location).toBe("/?email_verified=1");
    const after = await browser.get<{ viewer: { user: { email_verified: boolean } } }>(
      "/resource/BootstrapResource/get/",
    );
    expect(after.body.resource_response.data.viewer.user.email_verified).toBe(true);
  });

  it("AUTH-193…198 the server runs the password rules with the seed's messages; ≥ 64 characters are accepted untruncated", async () => {
    const browser = new TestBrowser(t.app);
    const attempt = (password: string, email = `p${Math.random().toString(36).slice(2)}@fastmail.com`) =>
      browser.post("/v3/register/", { type: "email", email, password, birthday: ADULT_BIRTHDAY });
    const short = await attempt("abc12");
    expect(short.body.resource_response.error).toMatchObject({
      code: "PASSWORD_TOO_SHORT",
      message: "Your password is too short! You need 8+ characters.",
    });
    expect((await attempt("password123")).body.resource_response.error?.code).toBe("PASSWORD_TOO_WEAK");
    expect((await attempt("pässwörd-lantern-99")).body.resource_response.error?.code).toBe(
      "PASSWORD_NOT_ASCII",
    );
    const long = `${"quiet-river-stone-".repeat(4)}x`;
    expect(long.length).toBeGreaterThanOrEqual(64);
    const email = "longpass@fastmail.com";
    expect((await attempt(long, email)).status).toBe(200);
    const login = await new TestBrowser(t.app).post("/resource/UserSessionResource/create/", {
      username_or_email: email,
      password: long.slice(0, 64),
    });
    expect(login.body.resource_response.error?.code).toBe("WRONG_PASSWORD");
  });

  it("AUTH-016 a sign-up names the surface it came from as one of the seed's containers; any other is bad input", async () => {
    const attempt = (container: string) =>
      new TestBrowser(t.app).post("/v3/register/", {
        type: "email",
        email: `c${Math.random().toString(36).slice(2)}@fastmail.com`,
        password: GOOD_PASSWORD,
        birthday: ADULT_BIRTHDAY,
        container,
      });
    const unknown = await attempt("sidebar");
    expect(unknown.status).toBe(400);
    expect(unknown.body.resource_response.error?.code).toBe("INVALID_INPUT");
    expect((await attempt("bottom.right.upsell.email")).status).toBe(200);
  });

  it("AUTH-077 session create takes app_type_from_client 5 (desktop web) or 7 (mobile web) and refuses any other as bad input", async () => {
    const email = "apptype@fastmail.com";
    await signUp(t.app, email);
    const login = (app_type_from_client: number) =>
      new TestBrowser(t.app).post("/resource/UserSessionResource/create/", {
        username_or_email: email,
        password: GOOD_PASSWORD,
        app_type_from_client,
      });
    expect((await login(3)).body.resource_response.error?.code).toBe("INVALID_INPUT");
    expect((await login(5)).status).toBe(200);
    expect((await login(7)).status).toBe(200);
  });

  it("AUTH-135/139 underage: refused with the ineligible message, the cookie is set, and later sign-ups carrying it are refused", async () => {
    const browser = new TestBrowser(t.app);
    const young = Date.UTC(new Date().getUTCFullYear() - 10, 0, 1) / 1000;
    const first = await browser.post("/v3/register/", {
      type: "email",
      email: "kid@fastmail.com",
      password: GOOD_PASSWORD,
      birthday: young,
    });
    expect(first.body.resource_response.error).toMatchObject({
      code: "UNDERAGE",
      message: "Sorry, you're not eligible to sign up for Corkboard right now.",
    });
    expect(first.setCookies.join()).toMatch(/underage=1/);
    const again = await browser.post("/v3/register/", {
      type: "email",
      email: "grownup@fastmail.com",
      password: GOOD_PASSWORD,
      birthday: ADULT_BIRTHDAY,
    });
    expect(again.body.resource_response.error?.code).toBe("UNDERAGE");
  });

  it("AUTH-201 wrong password and unknown email answer alike; AUTH-220 a login rotates the session", async () => {
    const owner = await signUp(t.app, "rotate@fastmail.com");
    const firstToken = owner.cookies.get("cb.session_token");
    const wrong = await new TestBrowser(t.app).post("/resource/UserSessionResource/create/", {
      username_or_email: "rotate@fastmail.com",
      password: "not-the-password-at-all",
    });
    const unknown = await new TestBrowser(t.app).post("/resource/UserSessionResource/create/", {
      username_or_email: "nobody-here@fastmail.com",
      password: "not-the-password-at-all",
    });
    expect(wrong.status).toBe(unknown.status);
    expect(withoutRequestId(wrong.body.resource_response.error)).toEqual(
      withoutRequestId(unknown.body.resource_response.error),
    );
    expect(wrong.body.resource_response.error?.message).toBe("The password you entered is incorrect.");

    const login = await owner.post<{ user: { email: string } }>("/v3/login/", {
      username_or_email: "rotate@fastmail.com",
      password: GOOD_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(owner.cookies.get("cb.session_token")).not.toBe(firstToken);
  });

  it("IMPL-005 AUTH-001 logout ends the session; the browser is then a recognised returning visitor (AUTH-010)", async () => {
    const browser = await signUp(t.app, "leaving@fastmail.com");
    const token = browser.cookies.get("cb.session_token");
    type Viewer = { viewer: { type: string; is_partner: boolean } };
    // AUTH-001: each viewer has one type and carries isPartner — AUTH here, UNAUTH and LIMITED_LOGIN below.
    const before = await browser.get<Viewer>("/resource/BootstrapResource/get/");
    expect(before.body.resource_response.data.viewer).toMatchObject({ type: "AUTH", is_partner: false });
    expect((await browser.post("/v3/logout/")).status).toBe(200);
    const stale = new TestBrowser(t.app);
    stale.cookies.set("cb.session_token", token ?? "");
    const asStale = await stale.get<Viewer>("/resource/BootstrapResource/get/");
    expect(asStale.body.resource_response.data.viewer).toMatchObject({ type: "UNAUTH", is_partner: false });
    const after = await browser.get<{ viewer: { type: string; remembered: { first_name: string } } }>(
      "/resource/BootstrapResource/get/",
    );
    expect(after.body.resource_response.data.viewer).toMatchObject({
      type: "LIMITED_LOGIN",
      is_partner: false,
      remembered: { first_name: "Leaving" },
    });
  });

  it("CSRF: writes with a foreign or missing Origin, or without the token, are refused", async () => {
    const base = {
      method: "POST" as const,
      url: "/v3/register/exists/",
      payload: { email: "a@fastmail.com" },
    };
    const cookie = `csrftoken=${"t".repeat(43)}`;
    const foreign = await t.app.inject({
      ...base,
      headers: { origin: "https://evil.example", cookie, "x-csrftoken": "t".repeat(43) },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().resource_response.error.code).toBe("CSRF_FAILED");
    const noOrigin = await t.app.inject({ ...base, headers: { cookie, "x-csrftoken": "t".repeat(43) } });
    expect(noOrigin.statusCode).toBe(403);
    const noToken = await t.app.inject({ ...base, headers: { origin: "http://corkboard.test", cookie } });
    expect(noToken.statusCode).toBe(403);
  });

  it("AUTH-012 account calls need a session", async () => {
    const answer = await new TestBrowser(t.app).post("/v3/users/email/verify/resend/");
    expect(answer.status).toBe(401);
    expect(answer.body.resource_response.error?.code).toBe("UNAUTHORIZED");
  });

  it("two sign-ups racing for one email: one account, the other EMAIL_TAKEN saying so, never a 500", async () => {
    const body = {
      type: "email",
      email: "race@fastmail.com",
      password: GOOD_PASSWORD,
      birthday: ADULT_BIRTHDAY,
    };
    const answers = await Promise.all([
      new TestBrowser(t.app).post("/v3/register/", body),
      new TestBrowser(t.app).post("/v3/register/", body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)?.body.resource_response;
    expect(refused?.error?.code).toBe("EMAIL_TAKEN");
    // The adversary's probe (issue 18, item 7): the message said "Something went wrong".
    expect(refused?.message).toBe("Looks like you already have an account. Log in instead.");
  });
});
