// AUTH SPIKE — our Fastify routes over auth.api, through app.inject (question 3).
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelopePlugin } from "../platform/http/index.ts";
import { type Harness, ORIGIN, openHarness } from "./harness.ts";
import { registerSpikeAuthRoutes } from "./routes.ts";
import { totpFromUri } from "./totp.ts";

const PASSWORD = "correct horse battery";
const SESSION = "__Secure-cb.session_token";

/** A browser: keeps cookies, sends Origin and the CSRF header like the SPA would. */
class Browser {
  cookies = new Map<string, string>();
  private readonly app: FastifyInstance;
  constructor(app: FastifyInstance) {
    this.app = app;
  }
  private absorb(res: LightMyRequestResponse) {
    for (const c of res.cookies) {
      if (c.value === "" || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  async get(url: string) {
    return this.absorb(await this.app.inject({ method: "GET", url, headers: { cookie: this.cookieHeader } }));
  }
  async post(url: string, body: unknown, headers: Record<string, string> = {}) {
    return this.absorb(
      await this.app.inject({
        method: "POST",
        url,
        payload: body as Record<string, unknown>,
        headers: {
          cookie: this.cookieHeader,
          origin: ORIGIN,
          "x-csrftoken": this.cookies.get("csrftoken") ?? "",
          "user-agent": "spike-browser",
          ...headers,
        },
      }),
    );
  }
}

const envelope = (res: LightMyRequestResponse) =>
  res.json() as {
    resource_response: {
      status: string;
      code: number;
      data: any;
      error?: { code: string; message_detail?: string };
    };
  };

describe("our routes over auth.api", () => {
  let h: Harness;
  let app: FastifyInstance;
  let totpUri = "";

  beforeAll(async () => {
    h = await openHarness();
    app = Fastify({ trustProxy: true, logger: false });
    await app.register(envelopePlugin);
    registerSpikeAuthRoutes(app, { auth: h.auth, db: h.database.db, publicOrigin: ORIGIN });
    await app.ready();
    await h.auth.api.signUpEmail({ body: { email: "plain@example.com", password: PASSWORD, name: "Plain" } });
    const totp = await h.auth.api.signUpEmail({
      body: { email: "totp@example.com", password: PASSWORD, name: "Totp" },
      returnHeaders: true,
    });
    const cookie = totp.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const enabled = await h.auth.api.enableTwoFactor({
      body: { password: PASSWORD },
      headers: new Headers({ cookie }),
    });
    if (enabled.method !== "totp") throw new Error("expected totp");
    totpUri = enabled.totpURI;
    await h.auth.api.verifyTOTP({
      body: { code: totpFromUri(totpUri, Date.now() - 30_000) },
      headers: new Headers({ cookie }),
    });
    const otp = await h.auth.api.signUpEmail({
      body: { email: "emailcode@example.com", password: PASSWORD, name: "Mail" },
      returnHeaders: true,
    });
    await h.auth.api.enableTwoFactor({
      body: { password: PASSWORD, method: "otp" },
      headers: new Headers({ cookie: otp.headers.getSetCookie()[0]?.split(";")[0] ?? "" }),
    });
  });
  afterAll(async () => {
    await app.close();
    await h.close();
  });

  async function freshBrowser() {
    const browser = new Browser(app);
    const first = await browser.get("/spike/viewer");
    expect(envelope(first).resource_response.data).toEqual({ viewer: null });
    expect(browser.cookies.get("csrftoken")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return browser;
  }
  const login = (b: Browser, options: Record<string, unknown>, headers?: Record<string, string>) =>
    b.post("/resource/UserSessionResource/create/", { options }, headers);

  it("refuses writes without the CSRF token or from another origin (403 CSRF_FAILED)", async () => {
    const b = await freshBrowser();
    const noToken = await login(
      b,
      { username_or_email: "plain@example.com", password: PASSWORD },
      { "x-csrftoken": "" },
    );
    expect(noToken.statusCode).toBe(403);
    expect(envelope(noToken).resource_response.error?.code).toBe("CSRF_FAILED");
    const evil = await login(
      b,
      { username_or_email: "plain@example.com", password: PASSWORD },
      { origin: "https://evil.example" },
    );
    expect(evil.statusCode).toBe(403);
  });

  it("logs in: envelope + httpOnly session cookie; the viewer hook then knows the user", async () => {
    const b = await freshBrowser();
    const res = await login(b, { username_or_email: "Plain@Example.com", password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).resource_response).toMatchObject({
      status: "success",
      data: { user: { email: "plain@example.com" } },
    });
    const set = res.cookies.find((c) => c.name === SESSION);
    expect(set).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    const me = await b.get("/spike/viewer");
    expect(envelope(me).resource_response.data.viewer).toMatchObject({ id: expect.stringMatching(/^\d+$/) });
    const [row] = (
      (await h.database.db.execute(
        sql`select user_agent, ip_address from sessions order by created_at desc limit 1`,
      )) as unknown as { rows: { user_agent: string; ip_address: string }[] }
    ).rows;
    expect(row).toEqual({ user_agent: "spike-browser", ip_address: "127.0.0.1" });
  });

  it("logs in by username too (username_or_email)", async () => {
    const [row] = (
      (await h.database.db.execute(
        sql`select username from users where email = 'plain@example.com'`,
      )) as unknown as {
        rows: { username: string }[];
      }
    ).rows;
    const b = await freshBrowser();
    expect((await login(b, { username_or_email: row?.username, password: PASSWORD })).statusCode).toBe(200);
  });

  it("maps a wrong password to 401 WRONG_PASSWORD in the envelope", async () => {
    const b = await freshBrowser();
    const res = await login(b, { username_or_email: "plain@example.com", password: "not the password" });
    expect(res.statusCode).toBe(401);
    expect(envelope(res).resource_response.error).toMatchObject({ code: "WRONG_PASSWORD" });
  });

  it("TOTP user: 401 MFA_REQUIRED with a challenge cookie, then mfa_token completes it", async () => {
    const b = await freshBrowser();
    const first = await login(b, { username_or_email: "totp@example.com", password: PASSWORD });
    expect(first.statusCode).toBe(401);
    expect(envelope(first).resource_response.error).toMatchObject({
      code: "MFA_REQUIRED",
      message_detail: "totp,otp",
    });
    expect(b.cookies.has(SESSION)).toBe(false);
    expect(b.cookies.has("__Secure-cb.two_factor")).toBe(true);
    const wrong = await login(b, {
      username_or_email: "totp@example.com",
      password: PASSWORD,
      mfa_token: "000 000",
    });
    expect(envelope(wrong).resource_response.error?.code).toBe("MFA_CODE_INVALID");
    const done = await login(b, {
      username_or_email: "totp@example.com",
      password: PASSWORD,
      mfa_token: totpFromUri(totpUri).replace(/(\d{3})/, "$1 "),
    });
    expect(done.statusCode).toBe(200);
    expect(b.cookies.has(SESSION)).toBe(true);
    expect(b.cookies.has("__Secure-cb.two_factor")).toBe(false);
  });

  it("a challenge killed by 5 wrong codes answers LOGIN_FAILED and clears its cookie (error Set-Cookie forwarded)", async () => {
    const b = await freshBrowser();
    await login(b, { username_or_email: "totp@example.com", password: PASSWORD });
    for (let i = 0; i < 5; i++) await login(b, { mfa_token: "111111" });
    expect(b.cookies.has("__Secure-cb.two_factor")).toBe(true);
    const dead = await login(b, { mfa_token: "222222" });
    expect(envelope(dead).resource_response.error?.code).toBe("LOGIN_FAILED");
    expect(b.cookies.has("__Secure-cb.two_factor")).toBe(false);
  });

  it("email-code user: the code is mailed at MFA_REQUIRED; resend mails another; the last one completes", async () => {
    const b = await freshBrowser();
    const before = h.outbox.filter((m) => m.kind === "mfa-code").length;
    const first = await login(b, { username_or_email: "emailcode@example.com", password: PASSWORD });
    expect(envelope(first).resource_response.error).toMatchObject({
      code: "MFA_REQUIRED",
      message_detail: "otp",
    });
    expect(h.outbox.filter((m) => m.kind === "mfa-code").length).toBe(before + 1);
    const resend = await login(b, { username_or_email: "emailcode@example.com", mfa_resend: true });
    expect(resend.statusCode).toBe(200);
    const code = h.outbox.filter((m) => m.kind === "mfa-code").at(-1)?.code ?? "";
    const done = await login(b, {
      username_or_email: "emailcode@example.com",
      mfa_token: code,
      mfa_method: "email",
    });
    expect(done.statusCode).toBe(200);
    expect(b.cookies.has(SESSION)).toBe(true);
  });

  it("forwards getSession's refresh cookie when the session is older than updateAge", async () => {
    const b = await freshBrowser();
    await login(b, { username_or_email: "plain@example.com", password: PASSWORD });
    await h.database.db.execute(sql`update sessions set expires_at = now() + interval '28 days'`);
    const res = await b.get("/spike/viewer");
    expect(res.cookies.find((c) => c.name === SESSION)?.maxAge).toBe(2592000);
  });

  it("logs out: the cookie is cleared and the viewer is gone", async () => {
    const b = await freshBrowser();
    await login(b, { username_or_email: "plain@example.com", password: PASSWORD });
    const out = await b.post("/v3/logout/", {});
    expect(out.statusCode).toBe(200);
    expect(b.cookies.has(SESSION)).toBe(false);
    expect(envelope(await b.get("/spike/viewer")).resource_response.data).toEqual({ viewer: null });
  });

  it("forgot_password answers true for known and unknown accounts alike", async () => {
    const b = await freshBrowser();
    for (const who of ["plain@example.com", "nobody@example.com", "no_such_username"]) {
      const res = await b.post("/v3/users/forgot_password/", { username_or_email: who });
      expect(envelope(res).resource_response).toMatchObject({ status: "success", data: true });
    }
  });
});
