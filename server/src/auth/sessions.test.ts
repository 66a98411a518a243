import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { TestBrowser } from "../test/inject.ts";
import { ADULT_BIRTHDAY, GOOD_PASSWORD, signUp } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { totpFromUri } from "../test/totp.ts";
import { setAccountState } from "./account-states.ts";
import { LOGIN, viewerType } from "./auth-test-kit.ts";

const HTTPS = "https://corkboard.test";
const SECURE_SESSION = "__Secure-cb.session_token";

/** The raw session token inside a signed cookie value ("token.signature"). */
const rawToken = (value: string | undefined) => decodeURIComponent(value ?? "").split(".")[0] ?? "";

describe("sessions: rotation, termination, cookie flags (IMPL-004, IMPL-013, IMPL-015, AUTH-220)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("IMPL-013 confirming an authenticator app rotates this session; AUTH-220 completing the second factor mints a new one", async () => {
    const email = "rotate2fa@fastmail.com";
    const browser = await signUp(t.app, email);
    const enrolled = await browser.post<{ totp_uri: string }>("/v3/users/2fa/totp/enroll/", {
      password: GOOD_PASSWORD,
    });
    const uri = enrolled.body.resource_response.data.totp_uri;
    const beforeConfirm = browser.cookies.get("cb.session_token");
    expect(
      (await browser.post("/v3/users/2fa/totp/confirm/", { code: totpFromUri(uri, Date.now() - 30_000) }))
        .status,
    ).toBe(200);
    const afterConfirm = browser.cookies.get("cb.session_token");
    expect(afterConfirm).toBeDefined();
    expect(afterConfirm).not.toBe(beforeConfirm);
    expect(await viewerType(browser)).toBe("AUTH");

    // The same browser signs in again: after the password step it holds no session at all…
    const step = await browser.post(LOGIN, { username_or_email: email, password: GOOD_PASSWORD });
    expect(step.body.resource_response.error?.code).toBe("MFA_REQUIRED");
    expect(browser.cookies.has("cb.session_token")).toBe(false);
    expect(await viewerType(browser)).not.toBe("AUTH");
    // …and the code mints a new session, not an upgrade of the one the browser held.
    const done = await browser.post(LOGIN, {
      username_or_email: email,
      password: GOOD_PASSWORD,
      mfa_token: totpFromUri(uri),
    });
    expect(done.status).toBe(200);
    const afterCode = browser.cookies.get("cb.session_token");
    expect(afterCode).toBeDefined();
    expect(rawToken(afterCode)).not.toBe(rawToken(afterConfirm));
  });

  it("IMPL-015 suspension ends every session for good: they stay dead after the account is active again", async () => {
    const first = await signUp(t.app, "suspend-me@fastmail.com");
    const second = new TestBrowser(t.app);
    await second.post(LOGIN, { username_or_email: "suspend-me@fastmail.com", password: GOOD_PASSWORD });
    const change = await setAccountState(t.app.appContext, "suspend-me@fastmail.com", "suspended");
    expect(change?.sessionsEnded).toBe(2);
    const rows = await t.app.appContext.db
      .select({ id: schema.sessions.id })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, String(change?.userId)));
    expect(rows).toHaveLength(0);
    await setAccountState(t.app.appContext, "suspend-me@fastmail.com", "active");
    expect(await viewerType(first)).not.toBe("AUTH");
    expect(await viewerType(second)).not.toBe("AUTH");
    expect((await first.get("/v3/users/sessions/")).status).toBe(401);
  });

  it("IMPL-005 logout deletes the session row, so a copied cookie is dead too", async () => {
    const browser = await signUp(t.app, "copied@fastmail.com");
    const copy = new TestBrowser(t.app);
    copy.cookies.set("cb.session_token", browser.cookies.get("cb.session_token") ?? "");
    expect(await viewerType(copy)).toBe("AUTH");
    await browser.post("/v3/logout/");
    expect(await viewerType(copy)).not.toBe("AUTH");
    expect((await copy.post("/v3/users/sessions/revoke_others/")).status).toBe(401);
  });
});

describe("cookie flags and token-free bodies over HTTPS (IMPL-004, AUTH-224)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publicOrigin: HTTPS });
  });
  afterAll(() => t.close());

  const attributes = (line: string | undefined) =>
    (line ?? "").split(";").map((part) => part.trim().toLowerCase());

  it("IMPL-004 every auth cookie is Secure when PUBLIC_ORIGIN is https; session cookies are httpOnly and SameSite=Lax", async () => {
    const fresh = new TestBrowser(t.app, HTTPS);
    fresh.cookies.delete("csrftoken");
    const page = await fresh.get("/resource/BootstrapResource/get/");
    const csrf = page.setCookies.find((line) => line.startsWith("csrftoken="));
    expect(attributes(csrf)).toEqual(expect.arrayContaining(["secure", "samesite=lax", "path=/"]));
    // The SPA reads this one to echo it: it cannot be httpOnly.
    expect(attributes(csrf)).not.toContain("httponly");

    const browser = new TestBrowser(t.app, HTTPS);
    const bodies: string[] = [];
    const signup = await browser.post("/v3/register/", {
      type: "email",
      email: "secure@fastmail.com",
      password: GOOD_PASSWORD,
      birthday: ADULT_BIRTHDAY,
    });
    expect(signup.status).toBe(200);
    bodies.push(JSON.stringify(signup.body));
    const session = signup.setCookies.find((line) => line.startsWith(`${SECURE_SESSION}=`));
    expect(attributes(session)).toEqual(
      expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/"]),
    );
    const remembered = signup.setCookies.find((line) => line.startsWith("cb_last="));
    expect(attributes(remembered)).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=lax"]));
    expect(await viewerType(browser)).toBe("AUTH");

    // Email two-factor, then a fresh login: the challenge cookie follows the same flags.
    expect((await browser.post("/v3/users/2fa/email/enable/", { password: GOOD_PASSWORD })).status).toBe(200);
    const device = new TestBrowser(t.app, HTTPS);
    const step = await device.post(LOGIN, {
      username_or_email: "secure@fastmail.com",
      password: GOOD_PASSWORD,
    });
    expect(step.body.resource_response.error?.code).toBe("MFA_REQUIRED");
    bodies.push(JSON.stringify(step.body));
    const challenge = step.setCookies.find((line) => line.startsWith("__Secure-cb.two_factor="));
    expect(attributes(challenge)).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=lax"]));
    expect(
      step.setCookies.some((line) => line.startsWith(`${SECURE_SESSION}=`) && !/max-age=0/i.test(line)),
    ).toBe(false);

    // Underage marker (AUTH-139) is Secure too.
    const young = await new TestBrowser(t.app, HTTPS).post("/v3/register/", {
      type: "email",
      email: "young@fastmail.com",
      password: GOOD_PASSWORD,
      birthday: Date.UTC(new Date().getUTCFullYear() - 10, 0, 1) / 1000,
    });
    expect(attributes(young.setCookies.find((line) => line.startsWith("underage=")))).toContain("secure");

    for (const path of ["/resource/BootstrapResource/get/", "/v3/users/sessions/", "/v3/users/2fa/"]) {
      bodies.push(JSON.stringify((await browser.get(path)).body));
    }
    const token = rawToken(browser.cookies.get(SECURE_SESSION));
    expect(token.length).toBeGreaterThan(16);
    for (const body of bodies) {
      expect(body).not.toContain(token);
      expect(body).not.toMatch(/"(session_)?token"\s*:/i);
    }
  });

  it("IMPL-004 a write from the plain-http origin of the same host is cross-origin", async () => {
    const answer = await new TestBrowser(t.app, "http://corkboard.test").post("/v3/register/exists/", {
      email: "a@fastmail.com",
    });
    expect(answer.status).toBe(403);
    expect(answer.body.resource_response.error?.code).toBe("CSRF_FAILED");
  });
});
