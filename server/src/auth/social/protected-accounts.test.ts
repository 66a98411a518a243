import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../platform/db/index.ts";
import { TestBrowser } from "../../test/inject.ts";
import type { OidcTestProvider } from "../../test/oidc-test-provider.ts";
import { GOOD_PASSWORD, signUp } from "../../test/signed-in.ts";
import type { TestApp } from "../../test/test-app.ts";
import { setAccountState } from "../account-states.ts";
import { LOGIN, viewerType } from "../auth-test-kit.ts";
import { connectWithGoogle, startAppWithGoogle } from "./social-test-kit.ts";

describe("Apple-linked and protected accounts at the login (AUTH-160…162, D-043)", () => {
  let google: OidcTestProvider;
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ google, t, close } = await startAppWithGoogle());
  });
  afterAll(() => close());

  const db = () => t.database.db;
  async function userIdOf(email: string): Promise<string> {
    const [row] = await db()
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, email));
    if (!row) throw new Error("no user");
    return row.id;
  }
  async function link(userId: string, providerId: string, accountId: string) {
    await db()
      .insert(schema.accounts)
      .values({ id: randomBytes(8).toString("hex"), userId, providerId, accountId });
  }
  const logIn = (email: string, password: string) =>
    new TestBrowser(t.app).post(LOGIN, { username_or_email: email, password });

  it("AUTH-160 AUTH-161 an account linked only to Apple (no password) is told Apple works only in the mobile app and to set a password", async () => {
    await signUp(t.app, "apple.only@fastmail.com");
    const userId = await userIdOf("apple.only@fastmail.com");
    // Made with Sign in with Apple in the app: no password of ours, only the Apple link.
    await db().delete(schema.accounts).where(eq(schema.accounts.userId, userId));
    await link(userId, "apple", "apple-sub-1");

    const answer = await logIn("apple.only@fastmail.com", "any-password-at-all-1");
    expect(answer.status).toBe(401);
    expect(answer.body.resource_response.error?.code).toBe("APPLE_ONLY_ACCOUNT");
    expect(answer.body.resource_response.message).toBe(
      "Your account is linked to Apple, which works only in the mobile app. To log in here, set a password.",
    );
  });

  it("an account with a password and an Apple link keeps the plain wrong-password answer", async () => {
    await signUp(t.app, "apple.pw@fastmail.com");
    await link(await userIdOf("apple.pw@fastmail.com"), "apple", "apple-sub-2");
    const answer = await logIn("apple.pw@fastmail.com", "guessing-wrong-1");
    expect(answer.body.resource_response.error?.code).toBe("WRONG_PASSWORD");
  });

  it("AUTH-162 a protected (soft-banned) account linked to Google: the right password answers 'strange activity'; the Google sign-in gets back in and retires the old password", async () => {
    const email = "protected.google@fastmail.com";
    await signUp(t.app, email);
    await link(await userIdOf(email), "google", "protected-sub");
    await setAccountState(t.app.appContext, email, "soft_banned");

    const right = await logIn(email, GOOD_PASSWORD);
    expect(right.status).toBe(403);
    expect(right.body.resource_response.error?.code).toBe("PASSWORD_RESET_REQUIRED");
    expect(right.body.resource_response.message).toBe(
      "We noticed some strange activity on your account. Reset your password or log in with Facebook or Google to get back into your account.",
    );
    // Only after the right password: a wrong one is the plain answer, as for anyone.
    expect((await logIn(email, "guessing-wrong-1")).body.resource_response.error?.code).toBe(
      "WRONG_PASSWORD",
    );

    const browser = new TestBrowser(t.app);
    const { message } = await connectWithGoogle(browser, google, {
      sub: "protected-sub",
      email,
      email_verified: true,
    });
    expect(message).toMatchObject({ type: "social-connect-complete", outcome: "signedIn" });
    expect(await viewerType(browser)).toBe("AUTH");
    // The password the protection was about no longer signs in; the account is active again.
    expect((await logIn(email, GOOD_PASSWORD)).body.resource_response.error?.code).toBe("WRONG_PASSWORD");
    const [row] = await db()
      .select({ state: schema.users.state })
      .from(schema.users)
      .where(eq(schema.users.email, email));
    expect(row?.state).toBe("active");
  });
});
