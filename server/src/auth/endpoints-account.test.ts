import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../test/inject.ts";
import { GOOD_PASSWORD, signUp } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { totpFromUri } from "../test/totp.ts";
import { LOGIN, mailCount, viewerType, waitForMail } from "./auth-test-kit.ts";

// The account-security endpoints (IMPL-004, IMPL-013, AUTH-214): each one needs a session
// (401 UNAUTHORIZED without), answers bad input with a stable code (never 500), and works.

type Answer = { status: number; body: { resource_response: { error?: { code: string; message: string } } } };

describe("account auth endpoints: bad input, unauthorised, success (IMPL-004, IMPL-013, AUTH-214)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const expectCode = (answer: Answer, status: number, code: string) => {
    expect(answer.status).toBe(status);
    expect(answer.body.resource_response.error?.code).toBe(code);
  };

  it("AUTH-012 every account endpoint answers 401 UNAUTHORIZED without a session", async () => {
    const anonymous = new TestBrowser(t.app);
    for (const path of [
      "/v3/users/email/verify/resend/",
      "/v3/users/password/change/",
      "/v3/users/2fa/totp/enroll/",
      "/v3/users/2fa/totp/confirm/",
      "/v3/users/2fa/email/enable/",
      "/v3/users/2fa/disable/",
      "/v3/users/sessions/revoke_others/",
    ]) {
      const body = {
        current_password: GOOD_PASSWORD,
        new_password: GOOD_PASSWORD,
        password: GOOD_PASSWORD,
        code: "123456",
      };
      expectCode(await anonymous.post(path, body), 401, "UNAUTHORIZED");
    }
    for (const path of ["/v3/users/2fa/", "/v3/users/sessions/"]) {
      expectCode(await anonymous.get(path), 401, "UNAUTHORIZED");
    }
    // A forged or stale session cookie is no session either.
    anonymous.cookies.set("cb.session_token", "forged.value");
    expectCode(await anonymous.get("/v3/users/sessions/"), 401, "UNAUTHORIZED");
  });

  it("AUTH-214 POST /v3/users/email/verify/resend/: bad body, success, and a verified account gets no mail", async () => {
    const browser = await signUp(t.app, "resend@fastmail.com");
    await waitForMail(t.app, "resend@fastmail.com");
    expectCode(
      await browser.post("/v3/users/email/verify/resend/", "[1,2]", { "content-type": "application/json" }),
      400,
      "INVALID_INPUT",
    );
    // No payload is read: an email in the body cannot redirect the mail to someone else.
    const answer = await browser.post("/v3/users/email/verify/resend/", { email: "attacker@fastmail.com" });
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data).toBe(true);
    await waitForMail(t.app, "resend@fastmail.com", 1);
    expect(mailCount(t.app, "attacker@fastmail.com")).toBe(0);
  });

  it("IMPL-004 AUTH-193/196 POST /v3/users/password/change/", async () => {
    const browser = await signUp(t.app, "change@fastmail.com");
    expectCode(
      await browser.post("/v3/users/password/change/", { current_password: GOOD_PASSWORD }),
      400,
      "INVALID_INPUT",
    );
    const weak = await browser.post("/v3/users/password/change/", {
      current_password: GOOD_PASSWORD,
      new_password: "password123",
    });
    expectCode(weak, 400, "PASSWORD_TOO_WEAK");
    expect(weak.body.resource_response.error?.message).toBe("Please make a stronger password.");
    expectCode(
      await browser.post("/v3/users/password/change/", {
        current_password: GOOD_PASSWORD,
        new_password: "short1",
      }),
      400,
      "PASSWORD_TOO_SHORT",
    );
    expectCode(
      await browser.post("/v3/users/password/change/", {
        current_password: "wrong-one-here",
        new_password: "maple-cinder-orbit-64",
      }),
      403,
      "CURRENT_PASSWORD_WRONG",
    );
    const answer = await browser.post("/v3/users/password/change/", {
      current_password: GOOD_PASSWORD,
      new_password: "maple-cinder-orbit-64",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data).toBe(true);
  });

  it("IMPL-013 2FA status, TOTP enrol and confirm, disable: bad input, wrong password, success", async () => {
    const browser = await signUp(t.app, "app2fa@fastmail.com");
    const status = await browser.get<{ enabled: boolean; methods: string[] }>("/v3/users/2fa/");
    expect(status.status).toBe(200);
    expect(status.body.resource_response.data).toEqual({ enabled: false, methods: [] });

    expectCode(await browser.post("/v3/users/2fa/totp/enroll/", {}), 400, "INVALID_INPUT");
    expectCode(
      await browser.post("/v3/users/2fa/totp/enroll/", { password: "wrong-password-1" }),
      403,
      "CURRENT_PASSWORD_WRONG",
    );
    // Confirming before enrolling: a refusal with a stable code, not a 500.
    const early = await browser.post("/v3/users/2fa/totp/confirm/", { code: "123456" });
    expect(early.status).toBeGreaterThanOrEqual(400);
    expect(early.status).toBeLessThan(500);
    const enrol = await browser.post<{ totp_uri: string }>("/v3/users/2fa/totp/enroll/", {
      password: GOOD_PASSWORD,
    });
    expect(enrol.status).toBe(200);
    const uri = enrol.body.resource_response.data.totp_uri;
    expect(uri).toMatch(/^otpauth:\/\/totp\/Corkboard:/);

    expectCode(await browser.post("/v3/users/2fa/totp/confirm/", {}), 400, "INVALID_INPUT");
    const badFormat = await browser.post("/v3/users/2fa/totp/confirm/", { code: "12ab56" });
    expectCode(badFormat, 401, "MFA_CODE_INVALID");
    expect(badFormat.body.resource_response.error?.message).toBe(
      "Hmm...that doesn't look like a verification code.",
    );
    expectCode(
      await browser.post("/v3/users/2fa/totp/confirm/", { code: wrongCode(uri) }),
      401,
      "MFA_CODE_INVALID",
    );
    expect(
      (await browser.get<{ enabled: boolean }>("/v3/users/2fa/")).body.resource_response.data.enabled,
    ).toBe(false);
    const confirm = await browser.post("/v3/users/2fa/totp/confirm/", { code: totpFromUri(uri) });
    expect(confirm.status).toBe(200);
    expect(confirm.body.resource_response.data).toEqual({ enabled: true, methods: ["totp", "email"] });
    expect((await browser.get("/v3/users/2fa/")).body.resource_response.data).toEqual({
      enabled: true,
      methods: ["totp", "email"],
    });

    expectCode(await browser.post("/v3/users/2fa/disable/", {}), 400, "INVALID_INPUT");
    expectCode(
      await browser.post("/v3/users/2fa/disable/", { password: "wrong-password-1" }),
      403,
      "CURRENT_PASSWORD_WRONG",
    );
    const disabled = await browser.post("/v3/users/2fa/disable/", { password: GOOD_PASSWORD });
    expect(disabled.status).toBe(200);
    expect(disabled.body.resource_response.data).toEqual({ enabled: false, methods: [] });
    expect(await viewerType(browser)).toBe("AUTH");
    expect(
      (
        await new TestBrowser(t.app).post(LOGIN, {
          username_or_email: "app2fa@fastmail.com",
          password: GOOD_PASSWORD,
        })
      ).status,
    ).toBe(200);
  });

  it("IMPL-013 POST /v3/users/2fa/email/enable/: bad input, wrong password, success", async () => {
    const browser = await signUp(t.app, "mail2fa@fastmail.com");
    expectCode(
      await browser.post("/v3/users/2fa/email/enable/", { password: 12345678 }),
      400,
      "INVALID_INPUT",
    );
    expectCode(
      await browser.post("/v3/users/2fa/email/enable/", { password: "wrong-password-1" }),
      403,
      "CURRENT_PASSWORD_WRONG",
    );
    const answer = await browser.post("/v3/users/2fa/email/enable/", { password: GOOD_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data).toEqual({ enabled: true, methods: ["email"] });
    expect((await browser.get("/v3/users/2fa/")).body.resource_response.data).toEqual({
      enabled: true,
      methods: ["email"],
    });
    // Turning it on keeps this browser signed in.
    expect(await viewerType(browser)).toBe("AUTH");
  });

  it("IMPL-004 GET /v3/users/sessions/ and POST revoke_others/: list, the current one marked, others ended", async () => {
    const email = "devices@fastmail.com";
    const first = await signUp(t.app, email);
    const second = new TestBrowser(t.app);
    expect((await second.post(LOGIN, { username_or_email: email, password: GOOD_PASSWORD })).status).toBe(
      200,
    );
    const list =
      await first.get<{ id: string; is_current: boolean; ip_address: string | null }[]>(
        "/v3/users/sessions/",
      );
    expect(list.status).toBe(200);
    const sessions = list.body.resource_response.data;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.is_current)).toHaveLength(1);
    // The list names sessions by id, never by the token the cookie carries.
    const token = first.cookies.get("cb.session_token")?.split(".")[0] ?? "";
    expect(JSON.stringify(list.body)).not.toContain(token);

    expectCode(
      await first.post("/v3/users/sessions/revoke_others/", "nope", { "content-type": "application/json" }),
      400,
      "INVALID_INPUT",
    );
    const revoked = await first.post("/v3/users/sessions/revoke_others/");
    expect(revoked.status).toBe(200);
    expect(revoked.body.resource_response.data).toBe(true);
    expect(await viewerType(first)).toBe("AUTH");
    expect(await viewerType(second)).not.toBe("AUTH");
    const after = await first.get<unknown[]>("/v3/users/sessions/");
    expect(after.body.resource_response.data).toHaveLength(1);
  });
});

/** A code the app shows at none of the accepted steps. */
function wrongCode(uri: string): string {
  const near = [-30_000, 0, 30_000].map((offset) => totpFromUri(uri, Date.now() + offset));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, "0");
    if (!near.includes(candidate)) return candidate;
  }
}
