import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../test/inject.ts";
import { ADULT_BIRTHDAY, GOOD_PASSWORD, signUp } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { LOGIN, solvedCheck, useCheapAltcha } from "./auth-test-kit.ts";

describe("password policy and the login human check (AUTH-193…198, AUTH-209, AUTH-117/121/122)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const register = (email: string, password: string) =>
    new TestBrowser(t.app).post("/v3/register/", {
      type: "email",
      email,
      password,
      birthday: ADULT_BIRTHDAY,
    });
  const login = (browser: TestBrowser, email: string, password: string, extra: object = {}) =>
    browser.post(LOGIN, { username_or_email: email, password, ...extra });

  it("AUTH-209 no truncation: a password past 72 bytes (bcrypt's cut) only works in full", async () => {
    const head = "quiet-river-stone-".repeat(4); // 72 characters
    expect(head.length).toBe(72);
    expect((await register("long72@fastmail.com", `${head}amber-7`)).status).toBe(200);
    const differs = await login(new TestBrowser(t.app), "long72@fastmail.com", `${head}amber-8`);
    expect(differs.body.resource_response.error?.code).toBe("WRONG_PASSWORD");
    expect((await login(new TestBrowser(t.app), "long72@fastmail.com", head)).status).not.toBe(200);
    expect((await login(new TestBrowser(t.app), "long72@fastmail.com", `${head}amber-7`)).status).toBe(200);
  });

  it("AUTH-194/209 8 characters is the minimum; 128 are accepted, 129 refused with a stable code", async () => {
    const seven = await register("seven@fastmail.com", "k7#Vq2!");
    expect(seven.body.resource_response.error).toMatchObject({
      code: "PASSWORD_TOO_SHORT",
      message: "Your password is too short! You need 8+ characters.",
    });
    const max = `${"Tq8!vRz2-mWp5#Lx".repeat(8)}`;
    expect(max.length).toBe(128);
    expect((await register("max128@fastmail.com", max)).status).toBe(200);
    expect((await login(new TestBrowser(t.app), "max128@fastmail.com", max)).status).toBe(200);
    const over = await register("over128@fastmail.com", `${max}x`);
    expect(over.status).toBe(400);
    expect(over.body.resource_response.error?.code).toBe("PASSWORD_TOO_LONG");
  });

  it("AUTH-196/197 a common password is refused with the seed's message, whatever its case", async () => {
    for (const common of ["password123", "Password123", "qwertyuiop", "iloveyou"]) {
      const answer = await register(`common-${common.toLowerCase()}@fastmail.com`, common);
      expect(answer.status, common).toBe(400);
      expect(answer.body.resource_response.error, common).toMatchObject({
        code: "PASSWORD_TOO_WEAK",
        message: "Please make a stronger password.",
      });
    }
    const same = await register("copper.kettle@fastmail.com", "copper.kettle@fastmail.com");
    expect(same.body.resource_response.error?.code).toMatch(/^PASSWORD_(SAME_AS_USERNAME|TOO_WEAK)$/);
  });

  it("AUTH-117/121/122 past 10 logins from one address a solved check is needed, and a solved check works once", async () => {
    await useCheapAltcha(t);
    await signUp(t.app, "human@fastmail.com");
    const browser = new TestBrowser(t.app);
    for (let i = 0; i < 10; i++) {
      const answer = await login(browser, `stranger-${i}@fastmail.com`, "wrong-password-x");
      expect(answer.body.resource_response.error?.code).toBe("WRONG_PASSWORD");
    }
    const tooFast = await login(browser, "human@fastmail.com", GOOD_PASSWORD);
    expect(tooFast.status).toBe(429);
    expect(tooFast.body.resource_response.error?.code).toBe("LOGIN_TOO_FAST");
    expect(browser.cookies.has("cb.session_token")).toBe(false);
    const forged = await login(browser, "human@fastmail.com", GOOD_PASSWORD, { bot_check: "e30=" });
    expect(forged.body.resource_response.error?.code).toBe("LOGIN_TOO_FAST");

    const bot_check = await solvedCheck(browser);
    const solved = await login(browser, "human@fastmail.com", GOOD_PASSWORD, { bot_check });
    expect(solved.status).toBe(200);

    const replayer = new TestBrowser(t.app);
    Object.defineProperty(replayer, "remoteAddress", { value: browser.remoteAddress });
    const replay = await login(replayer, "human@fastmail.com", GOOD_PASSWORD, { bot_check });
    expect(replay.status).toBe(429);
    expect(replay.body.resource_response.error?.code).toBe("LOGIN_TOO_FAST");
    expect(replayer.cookies.has("cb.session_token")).toBe(false);
  });
});
