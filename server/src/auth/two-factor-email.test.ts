import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../test/inject.ts";
import { GOOD_PASSWORD, signUp } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { codeIn, LOGIN, mailCount, viewerType, waitForMail } from "./auth-test-kit.ts";

const EMAIL = "mailcode@fastmail.com";

describe("two-factor by emailed code (IMPL-013, AUTH-074, AUTH-130)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await signUp(t.app, EMAIL);
    const enabled = await owner.post("/v3/users/2fa/email/enable/", { password: GOOD_PASSWORD });
    if (enabled.status !== 200) throw new Error("could not enable email 2FA");
  });
  afterAll(() => t.close());

  /** The password step from a new device: the challenge, and the code it mailed. */
  async function passwordStep() {
    const device = new TestBrowser(t.app);
    const before = mailCount(t.app, EMAIL);
    const step = await device.post(LOGIN, { username_or_email: EMAIL, password: GOOD_PASSWORD });
    const mail = await waitForMail(t.app, EMAIL, before);
    return { device, step, code: codeIn(mail?.text) };
  }

  const submit = (device: TestBrowser, code: string) =>
    device.post(LOGIN, {
      username_or_email: EMAIL,
      password: GOOD_PASSWORD,
      mfa_token: code,
      mfa_method: "email",
    });

  it("IMPL-013 no session before the code: MFA_REQUIRED with the email method only, a code mailed, no session cookie", async () => {
    const { device, step } = await passwordStep();
    expect(step.status).toBe(401);
    expect(step.body.resource_response.error).toMatchObject({
      code: "MFA_REQUIRED",
      context: { mfa_methods: ["email"], email_hint: "m•••@fastmail.com" },
    });
    expect(device.cookies.has("cb.session_token")).toBe(false);
    expect(await viewerType(device)).not.toBe("AUTH");
    // Account calls still need a session.
    expect((await device.get("/v3/users/sessions/")).status).toBe(401);
    // A wrong password never reaches the second factor (and mails nothing).
    const before = mailCount(t.app, EMAIL);
    const wrong = await new TestBrowser(t.app).post(LOGIN, {
      username_or_email: EMAIL,
      password: "not-my-password-9",
    });
    expect(wrong.body.resource_response.error?.code).toBe("WRONG_PASSWORD");
    expect(mailCount(t.app, EMAIL)).toBe(before);
  });

  it("IMPL-013 an emailed code signs in once: the same code cannot sign in again, here or on a new challenge", async () => {
    const { device, code } = await passwordStep();
    const ok = await submit(device, code);
    expect(ok.status).toBe(200);
    expect(device.cookies.has("cb.session_token")).toBe(true);
    expect(await viewerType(device)).toBe("AUTH");

    // The challenge is spent: the same code from the same browser opens nothing.
    const again = new TestBrowser(t.app);
    for (const [name, value] of device.cookies)
      if (name !== "cb.session_token") again.cookies.set(name, value);
    expect((await submit(again, code)).status).not.toBe(200);
    expect(again.cookies.has("cb.session_token")).toBe(false);

    // A new challenge has its own code; the old one is refused there.
    const next = await passwordStep();
    if (next.code !== code) {
      const reuse = await submit(next.device, code);
      expect(reuse.body.resource_response.error?.code).toBe("MFA_CODE_INVALID");
    }
    expect((await submit(next.device, next.code)).status).toBe(200);
  });

  it("IMPL-013 attempts are bounded: after five wrong codes even the right one needs a new login", async () => {
    const { device, code } = await passwordStep();
    const wrong = code === "000000" ? "111111" : "000000";
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await submit(device, wrong);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      codes.push(answer.body.resource_response.error?.code ?? "");
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill("MFA_CODE_INVALID"));
    const late = await submit(device, code);
    expect(late.status).not.toBe(200);
    expect(device.cookies.has("cb.session_token")).toBe(false);
  });

  it("AUTH-130 mfa_resend mails a new code for the open challenge; without a challenge it opens nothing", async () => {
    const { device } = await passwordStep();
    const before = mailCount(t.app, EMAIL);
    const resend = await device.post(LOGIN, { username_or_email: EMAIL, password: "", mfa_resend: true });
    expect(resend.status).toBe(200);
    expect(resend.body.resource_response.data).toMatchObject({ user: null });
    const fresh = codeIn((await waitForMail(t.app, EMAIL, before))?.text);
    expect((await submit(device, fresh)).status).toBe(200);

    const stranger = new TestBrowser(t.app);
    const noChallenge = await stranger.post(LOGIN, {
      username_or_email: EMAIL,
      password: "",
      mfa_resend: true,
    });
    expect(noChallenge.status).toBeGreaterThanOrEqual(400);
    expect(noChallenge.status).toBeLessThan(500);
    expect(stranger.cookies.has("cb.session_token")).toBe(false);
  });
});
