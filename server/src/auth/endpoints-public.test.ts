import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../test/inject.ts";
import { ADULT_BIRTHDAY, GOOD_PASSWORD, signUp } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { LOGIN, linkIn, viewerType, waitForMail } from "./auth-test-kit.ts";

// The sign-in endpoints anyone may call (seed 000 §7): for each, bad input answers a stable
// code (never 500), a write from a foreign origin is refused (these need no session, so
// CSRF is their "unauthorised"), and the success answer.

const FOREIGN = { origin: "https://evil.example" };

describe("public auth endpoints: bad input, foreign origin, success (AUTH-210…224, IMPL-005, IMPL-011, IMPL-012)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await signUp(t.app, "member@fastmail.com");
  });
  afterAll(() => t.close());

  const expectCode = (answer: { status: number; body: unknown }, status: number, code: string) => {
    expect(answer.status).toBe(status);
    expect(
      (answer.body as { resource_response: { error?: { code: string } } }).resource_response.error?.code,
    ).toBe(code);
  };

  it("AUTH-210 POST /v3/register/exists/", async () => {
    const browser = new TestBrowser(t.app);
    expectCode(await browser.post("/v3/register/exists/", {}), 400, "INVALID_INPUT");
    expectCode(await browser.post("/v3/register/exists/", { email: 42 }), 400, "INVALID_INPUT");
    expectCode(
      await browser.post("/v3/register/exists/", { email: `${"a".repeat(250)}@x.com` }),
      400,
      "INVALID_INPUT",
    );
    expectCode(
      await browser.post("/v3/register/exists/", { email: "member@fastmail.com" }, FOREIGN),
      403,
      "CSRF_FAILED",
    );
    // Not an email at all: false, not an error (and not a lookup).
    expect(
      (await browser.post("/v3/register/exists/", { email: "not an email" })).body.resource_response.data,
    ).toBe(false);
    const known = await browser.post("/v3/register/exists/", { email: "member@fastmail.com" });
    expect(known.status).toBe(200);
    expect(known.body.resource_response.data).toBe(true);
  });

  it("AUTH-211 AUTH-212 POST /v3/email/validation/", async () => {
    const browser = new TestBrowser(t.app);
    expectCode(await browser.post("/v3/email/validation/", {}), 400, "INVALID_INPUT");
    expectCode(await browser.post("/v3/email/validation/", { email: ["a@b.com"] }), 400, "INVALID_INPUT");
    expectCode(
      await browser.post("/v3/email/validation/", { email: "jane@gmail.com" }, FOREIGN),
      403,
      "CSRF_FAILED",
    );
    const answer = await browser.post<{ is_valid: boolean }>("/v3/email/validation/", {
      email: "jane@gmail.com",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data).toEqual({ is_valid: true });
    const junk = await browser.post<{ is_valid: boolean }>("/v3/email/validation/", { email: "@@" });
    expect(junk.body.resource_response.data).toEqual({ is_valid: false });
    // AUTH-212: POST only, so the email never travels in a URL.
    expect((await browser.get("/v3/email/validation/", { email: "jane@gmail.com" })).status).toBe(404);
  });

  it("AUTH-222/207 POST /v3/register/", async () => {
    const browser = new TestBrowser(t.app);
    const good = {
      type: "email",
      email: "fresh@fastmail.com",
      password: GOOD_PASSWORD,
      birthday: ADULT_BIRTHDAY,
    };
    expectCode(await browser.post("/v3/register/", { ...good, type: "phone" }), 400, "INVALID_INPUT");
    expectCode(
      await browser.post("/v3/register/", { ...good, birthday: "1990-05-17" }),
      400,
      "INVALID_INPUT",
    );
    expectCode(
      await browser.post("/v3/register/", { ...good, password: "x".repeat(1025) }),
      400,
      "INVALID_INPUT",
    );
    expectCode(await browser.post("/v3/register/", { ...good, email: "fresh@" }), 400, "EMAIL_INVALID");
    expectCode(
      await browser.post("/v3/register/", { ...good, email: "member@fastmail.com" }),
      409,
      "EMAIL_TAKEN",
    );
    expectCode(await browser.post("/v3/register/", good, FOREIGN), 403, "CSRF_FAILED");
    const answer = await browser.post<{ user: { email: string } }>("/v3/register/", good);
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data.user.email).toBe("fresh@fastmail.com");
    expect(await viewerType(browser)).toBe("AUTH");
  });

  it("AUTH-220/224 POST session create and /v3/login/ (AUTH-073 username or email)", async () => {
    for (const path of [LOGIN, "/v3/login/"]) {
      const browser = new TestBrowser(t.app);
      expectCode(
        await browser.post(path, { username_or_email: "member@fastmail.com" }),
        400,
        "INVALID_INPUT",
      );
      expectCode(
        await browser.post(path, {
          username_or_email: "member@fastmail.com",
          password: "x",
          mfa_method: "sms",
        }),
        400,
        "INVALID_INPUT",
      );
      expectCode(await browser.post(path, { username_or_email: "", password: "x" }), 400, "INVALID_INPUT");
      expectCode(
        await browser.post(path, { username_or_email: "no spaces please", password: "x" }),
        400,
        "EMAIL_INVALID",
      );
      // Login CSRF (signing a victim into the attacker's account) is refused like any write.
      expectCode(
        await browser.post(
          path,
          { username_or_email: "member@fastmail.com", password: GOOD_PASSWORD },
          FOREIGN,
        ),
        403,
        "CSRF_FAILED",
      );
      expect(browser.cookies.has("cb.session_token")).toBe(false);
      const answer = await browser.post<{ user: { email: string }; client_context: object }>(path, {
        username_or_email: "Member@Fastmail.com",
        password: GOOD_PASSWORD,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.resource_response.data.user.email).toBe("member@fastmail.com");
      // AUTH-078: the login answer is resource_response.data.user plus the client context.
      expect(Object.keys(answer.body.resource_response.data.client_context).sort()).toEqual([
        "country",
        "country_from_hostname",
        "country_from_ip",
        "region_from_ip",
      ]);
    }
  });

  it("IMPL-005 POST /v3/logout/: malformed body, foreign origin, without a session, and success", async () => {
    const browser = await signUp(t.app, "logout@fastmail.com");
    expectCode(
      await browser.post("/v3/logout/", "{not json", { "content-type": "application/json" }),
      400,
      "INVALID_INPUT",
    );
    expectCode(await browser.post("/v3/logout/", {}, FOREIGN), 403, "CSRF_FAILED");
    expect(await viewerType(browser)).toBe("AUTH");
    // Without a session there is nothing to end: still a plain "true", never an error.
    const anonymous = await new TestBrowser(t.app).post("/v3/logout/");
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.resource_response.data).toBe(true);
    const answer = await browser.post("/v3/logout/");
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data).toBe(true);
    expect(await viewerType(browser)).not.toBe("AUTH");
  });

  it("AUTH-213 POST /v3/users/forgot_password/", async () => {
    const browser = new TestBrowser(t.app);
    expectCode(await browser.post("/v3/users/forgot_password/", {}), 400, "INVALID_INPUT");
    expectCode(
      await browser.post("/v3/users/forgot_password/", { username_or_email: null }),
      400,
      "INVALID_INPUT",
    );
    expectCode(
      await browser.post("/v3/users/forgot_password/", { username_or_email: "member@fastmail.com" }, FOREIGN),
      403,
      "CSRF_FAILED",
    );
    // Whatever was typed, even junk, the answer is the same "sent".
    for (const value of ["member@fastmail.com", "not-an-email at all"]) {
      const answer = await browser.post("/v3/users/forgot_password/", { username_or_email: value });
      expect(answer.status).toBe(200);
      expect(answer.body.resource_response.data).toBe(true);
    }
  });

  it("IMPL-011 POST /v3/users/password/reset/", async () => {
    const browser = new TestBrowser(t.app);
    expectCode(
      await browser.post("/v3/users/password/reset/", { new_password: GOOD_PASSWORD }),
      400,
      "INVALID_INPUT",
    );
    expectCode(
      await browser.post("/v3/users/password/reset/", { token: "", new_password: GOOD_PASSWORD }),
      400,
      "INVALID_INPUT",
    );
    expectCode(
      await browser.post("/v3/users/password/reset/", { token: "made-up", new_password: GOOD_PASSWORD }),
      400,
      "RESET_TOKEN_INVALID",
    );
    await signUp(t.app, "resetter@fastmail.com");
    await browser.post("/v3/users/forgot_password/", { username_or_email: "resetter@fastmail.com" });
    const token = new URL(
      linkIn((await waitForMail(t.app, "resetter@fastmail.com", 1))?.text),
    ).searchParams.get("token");
    expectCode(
      await browser.post(
        "/v3/users/password/reset/",
        { token, new_password: "birch-lagoon-quartz-12" },
        FOREIGN,
      ),
      403,
      "CSRF_FAILED",
    );
    const answer = await browser.post("/v3/users/password/reset/", {
      token,
      new_password: "birch-lagoon-quartz-12",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data).toBe(true);
  });

  it("IMPL-012 GET /email/verify/: a missing, forged or overlong token lands on the error page, never a 500", async () => {
    const browser = new TestBrowser(t.app);
    for (const query of [{}, { token: "" }, { token: "forged.jwt.value" }] as Record<string, string>[]) {
      const answer = await browser.get("/email/verify/", query);
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe("/email_verification_error/");
    }
    const overlong = await browser.get("/email/verify/", { token: "x".repeat(5000) });
    expectCode(overlong, 400, "INVALID_INPUT");
    // Any next/redirect parameter is ignored: the target is always one of ours (open redirect).
    const withNext = await browser.get("/email/verify/", { token: "forged", next: "https://evil.com/" });
    expect(withNext.headers.location).toBe("/email_verification_error/");
  });

  it("AUTH-114/117 GET /v3/bot_check/challenge/ gives a signed ALTCHA challenge; query junk is ignored", async () => {
    const answer = await new TestBrowser(t.app).get<{ kind: string; challenge: { signature: string } }>(
      "/v3/bot_check/challenge/",
      { junk: "1" },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data.kind).toBe("altcha");
    expect(answer.body.resource_response.data.challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    // A challenge is not cached: each request gets its own.
    const again = await new TestBrowser(t.app).get<{ challenge: { signature: string } }>(
      "/v3/bot_check/challenge/",
    );
    expect(again.body.resource_response.data.challenge.signature).not.toBe(
      answer.body.resource_response.data.challenge.signature,
    );
  });
});
