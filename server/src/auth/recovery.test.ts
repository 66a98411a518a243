import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { TestBrowser, withoutRequestId } from "../test/inject.ts";
import { GOOD_PASSWORD, signUp } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { setAccountState } from "./account-states.ts";
import { LOGIN, linkIn, mailCount, viewerType, waitForMail } from "./auth-test-kit.ts";

const FORGOT = "/v3/users/forgot_password/";
const RESET = "/v3/users/password/reset/";

describe("recovery and enumeration (IMPL-011, AUTH-213, AUTH-214, AUTH-148, AUTH-201)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** Asks for a reset link for `email` and returns the token of the newest mail. */
  async function resetToken(email: string): Promise<string> {
    const before = mailCount(t.app, email);
    await new TestBrowser(t.app).post(FORGOT, { username_or_email: email });
    const mail = await waitForMail(t.app, email, before);
    return new URL(linkIn(mail?.text)).searchParams.get("token") ?? "";
  }

  it("IMPL-011 a reset token expires: past its expiry (expires_at moved back) it is refused and changes nothing", async () => {
    await signUp(t.app, "expired@fastmail.com");
    const token = await resetToken("expired@fastmail.com");
    const [user] = await t.app.appContext.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, "expired@fastmail.com"));
    const moved = await t.app.appContext.db
      .update(schema.verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.verifications.value, String(user?.id)))
      .returning({ id: schema.verifications.id });
    expect(moved.length).toBeGreaterThan(0);
    const answer = await new TestBrowser(t.app).post(RESET, {
      token,
      new_password: "sable-tundra-marrow-19",
    });
    expect(answer.status).toBe(400);
    expect(answer.body.resource_response.error?.code).toBe("RESET_TOKEN_INVALID");
    const old = await new TestBrowser(t.app).post(LOGIN, {
      username_or_email: "expired@fastmail.com",
      password: GOOD_PASSWORD,
    });
    expect(old.status).toBe(200);
  });

  it("IMPL-011 AUTH-196/197 a reset refuses a common password with the seed's message and keeps the token usable", async () => {
    await signUp(t.app, "weakreset@fastmail.com");
    const token = await resetToken("weakreset@fastmail.com");
    const weak = await new TestBrowser(t.app).post(RESET, { token, new_password: "password123" });
    expect(weak.status).toBe(400);
    expect(weak.body.resource_response.error).toMatchObject({
      code: "PASSWORD_TOO_WEAK",
      message: "Please make a stronger password.",
    });
    const short = await new TestBrowser(t.app).post(RESET, { token, new_password: "abc12" });
    expect(short.body.resource_response.error).toMatchObject({
      code: "PASSWORD_TOO_SHORT",
      message: "Your password is too short! You need 8+ characters.",
    });
    const good = await new TestBrowser(t.app).post(RESET, { token, new_password: "sable-tundra-marrow-20" });
    expect(good.status).toBe(200);
    const refused = await new TestBrowser(t.app).post(LOGIN, {
      username_or_email: "weakreset@fastmail.com",
      password: "password123",
    });
    expect(refused.body.resource_response.error?.code).toBe("WRONG_PASSWORD");
  });

  it("IMPL-011 the reset link's host comes from PUBLIC_ORIGIN, not from Host or X-Forwarded-Host", async () => {
    await signUp(t.app, "hosted@fastmail.com");
    const before = mailCount(t.app, "hosted@fastmail.com");
    await new TestBrowser(t.app).post(
      FORGOT,
      { username_or_email: "hosted@fastmail.com" },
      { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    );
    const mail = await waitForMail(t.app, "hosted@fastmail.com", before);
    expect(new URL(linkIn(mail?.text)).origin).toBe("http://corkboard.test");
    expect(mail?.text).not.toContain("evil.example");
    expect(mail?.html ?? "").not.toContain("evil.example");
  });

  it("AUTH-213 forgot-password answers alike by email, by username and for unknown ones, also past its limits", async () => {
    await signUp(t.app, "alike@fastmail.com");
    const [user] = await t.app.appContext.db
      .select({ username: schema.users.username })
      .from(schema.users)
      .where(eq(schema.users.email, "alike@fastmail.com"));
    const browser = new TestBrowser(t.app);
    const answers = [];
    for (const value of [
      "alike@fastmail.com",
      user?.username ?? "",
      "ghost@fastmail.com",
      "ghost_username",
    ]) {
      const answer = await browser.post(FORGOT, { username_or_email: value });
      answers.push({ status: answer.status, body: answer.body, cookies: answer.setCookies });
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // Past the per-account limit (5 per hour from one address) the answer stays the same.
    for (let i = 0; i < 6; i++) {
      const known = await browser.post(FORGOT, { username_or_email: "alike@fastmail.com" });
      const unknown = await browser.post(FORGOT, { username_or_email: "ghost@fastmail.com" });
      expect({ status: known.status, body: known.body }).toEqual({
        status: unknown.status,
        body: unknown.body,
      });
    }
    expect(mailCount(t.app, "ghost@fastmail.com")).toBe(0);
  });

  it("AUTH-214 verification resend answers alike for a verified and an unverified account (no email in the request)", async () => {
    const unverified = await signUp(t.app, "unverified@fastmail.com");
    const verified = await signUp(t.app, "verified@fastmail.com");
    const mail = await waitForMail(t.app, "verified@fastmail.com");
    const link = new URL(linkIn(mail?.text));
    await verified.get(link.pathname, Object.fromEntries(link.searchParams));
    const a = await unverified.post("/v3/users/email/verify/resend/");
    const b = await verified.post("/v3/users/email/verify/resend/");
    expect({ status: a.status, body: a.body }).toEqual({ status: b.status, body: b.body });
    expect(a.body.resource_response.data).toBe(true);
  });

  it("AUTH-148 soft-banned: the code only after the right password; a wrong one is a plain WRONG_PASSWORD", async () => {
    await signUp(t.app, "softban@fastmail.com");
    await setAccountState(t.app.appContext, "softban@fastmail.com", "soft_banned");
    const wrong = await new TestBrowser(t.app).post(LOGIN, {
      username_or_email: "softban@fastmail.com",
      password: "guessing-wrong-1",
    });
    const unknown = await new TestBrowser(t.app).post(LOGIN, {
      username_or_email: "nobody@fastmail.com",
      password: "guessing-wrong-1",
    });
    expect(wrong.status).toBe(unknown.status);
    expect(withoutRequestId(wrong.body.resource_response.error)).toEqual(
      withoutRequestId(unknown.body.resource_response.error),
    );
    const right = await new TestBrowser(t.app).post(LOGIN, {
      username_or_email: "softban@fastmail.com",
      password: GOOD_PASSWORD,
    });
    expect(right.status).toBe(403);
    expect(right.body.resource_response.error?.code).toBe("ACCOUNT_SOFT_BANNED");
    expect(
      right.setCookies.some((line) => line.startsWith("cb.session_token=") && !/max-age=0/i.test(line)),
    ).toBe(false);
  });

  it("IMPL-011 a reset ends every session of the account, including the one that asked", async () => {
    const first = await signUp(t.app, "endall@fastmail.com");
    const second = new TestBrowser(t.app);
    await second.post(LOGIN, { username_or_email: "endall@fastmail.com", password: GOOD_PASSWORD });
    const token = await resetToken("endall@fastmail.com");
    expect((await first.post(RESET, { token, new_password: "cobalt-fjord-ember-33" })).status).toBe(200);
    expect(await viewerType(first)).not.toBe("AUTH");
    expect(await viewerType(second)).not.toBe("AUTH");
  });
});
