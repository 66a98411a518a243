import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_LIFETIMES } from "../platform/auth/auth.ts";
import { schema } from "../platform/db/index.ts";
import { signUp } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { viewerType } from "./auth-test-kit.ts";
import { sessionNeedsRefresh, verifiedSessionToken } from "./session-token.ts";

const COOKIE = "cb.session_token";
const rawToken = (value: string | undefined) => decodeURIComponent(value ?? "").split(".")[0] ?? "";

describe("session hook: one-query fast path, better-auth for everything else (IMPL-004)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("verifies better-auth's cookie signature and refuses a tampered one", async () => {
    const browser = await signUp(t.app, "hook.sign@fastmail.com");
    const cookie = decodeURIComponent(browser.cookies.get(COOKIE) ?? "");
    expect(verifiedSessionToken(cookie, t.config.authSecret)).toBe(rawToken(cookie));
    expect(verifiedSessionToken(cookie, "another-secret-of-at-least-32-characters")).toBeNull();
    const [token, signature = ""] = cookie.split(".");
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    expect(verifiedSessionToken(`${token}.${flipped}`, t.config.authSecret)).toBeNull();
    expect(verifiedSessionToken(token ?? "", t.config.authSecret)).toBeNull();

    // A forged cookie naming a real token, with a bad signature, signs nobody in.
    browser.cookies.set(COOKIE, encodeURIComponent(`${token}.${flipped}`));
    expect(await viewerType(browser)).not.toBe("AUTH");
  });

  it("a session past its expiry is no session, and better-auth deletes it", async () => {
    const browser = await signUp(t.app, "hook.expired@fastmail.com");
    const token = rawToken(browser.cookies.get(COOKIE));
    expect(await viewerType(browser)).toBe("AUTH");
    await t.database.db
      .update(schema.sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.sessions.token, token));
    expect(await viewerType(browser)).not.toBe("AUTH");
    const left = await t.database.db.select().from(schema.sessions).where(eq(schema.sessions.token, token));
    expect(left).toHaveLength(0);
  });

  it("a session due for its daily extension is extended by better-auth and stays signed in", async () => {
    const browser = await signUp(t.app, "hook.refresh@fastmail.com");
    const token = rawToken(browser.cookies.get(COOKIE));
    const due = new Date(Date.now() + (AUTH_LIFETIMES.session - AUTH_LIFETIMES.sessionRefresh - 60) * 1000);
    const lifetimes = { expiresIn: AUTH_LIFETIMES.session, updateAge: AUTH_LIFETIMES.sessionRefresh };
    expect(sessionNeedsRefresh(due, lifetimes)).toBe(true);
    expect(sessionNeedsRefresh(new Date(Date.now() + AUTH_LIFETIMES.session * 1000), lifetimes)).toBe(false);
    await t.database.db
      .update(schema.sessions)
      .set({ expiresAt: due })
      .where(eq(schema.sessions.token, token));
    expect(await viewerType(browser)).toBe("AUTH");
    const [row] = await t.database.db.select().from(schema.sessions).where(eq(schema.sessions.token, token));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(due.getTime() + 60 * 60 * 1000);
  });
});
