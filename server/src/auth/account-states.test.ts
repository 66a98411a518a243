import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../test/inject.ts";
import { GOOD_PASSWORD, signUp } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { setAccountState } from "./account-states.ts";
import { linkIn, waitForMail } from "./auth-test-kit.ts";

const LOGIN = "/resource/UserSessionResource/create/";

describe("account states and the admin tool (IMPL-015, AUTH-147…152)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password = GOOD_PASSWORD) =>
    new TestBrowser(t.app).post(LOGIN, { username_or_email: email, password });

  it("AUTH-148 soft-ban ends every session and mails a reset; the reset brings the account back", async () => {
    const owner = await signUp(t.app, "protected@fastmail.com");
    const change = await setAccountState(t.app.appContext, "protected@fastmail.com", "soft_banned");
    expect(change).toMatchObject({ state: "soft_banned", sessionsEnded: 1, resetMailed: true });
    const me = await owner.get<{ viewer: { type: string } }>("/resource/BootstrapResource/get/");
    expect(me.body.resource_response.data.viewer.type).not.toBe("AUTH");
    const refused = await login("protected@fastmail.com");
    expect(refused.body.resource_response.error).toMatchObject({
      code: "ACCOUNT_SOFT_BANNED",
      message: "We protected your account",
    });
    const mail = await waitForMail(t.app, "protected@fastmail.com", 1);
    const token = new URL(linkIn(mail?.text)).searchParams.get("token");
    const fresh = "amber-orchard-signal-31";
    expect(
      (await new TestBrowser(t.app).post("/v3/users/password/reset/", { token, new_password: fresh })).status,
    ).toBe(200);
    expect((await login("protected@fastmail.com", fresh)).status).toBe(200);
  });

  it("AUTH-150 deactivated by moderation answers the reason; AUTH-151 deactivated by the owner reactivates on login", async () => {
    await signUp(t.app, "moderated@fastmail.com");
    await setAccountState(t.app.appContext, "moderated@fastmail.com", "deactivated", "community_guidelines");
    const refused = await login("moderated@fastmail.com");
    expect(refused.status).toBe(403);
    expect(refused.body.resource_response.error).toMatchObject({
      code: "ACCOUNT_DEACTIVATED",
      context: { deactivation_reason: "community_guidelines" },
    });

    await signUp(t.app, "resting@fastmail.com");
    await setAccountState(t.app.appContext, "resting@fastmail.com", "deactivated", "user_request");
    expect((await login("resting@fastmail.com")).status).toBe(200);
    const again = await login("resting@fastmail.com");
    expect(again.status).toBe(200);
  });

  it("an unknown email changes nothing", async () => {
    expect(await setAccountState(t.app.appContext, "nobody@fastmail.com", "suspended")).toBeNull();
  });
});
