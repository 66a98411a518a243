import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../platform/db/index.ts";
import { TestBrowser } from "../../test/inject.ts";
import { GOOD_PASSWORD, type SignedInUser, signedIn } from "../../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { codeIn, LOGIN, waitForMail } from "../auth-test-kit.ts";

// Runs on PGlite, and on PostgreSQL too when DATABASE_URL is set (buildTestApp).

const REMEMBERED = "/v3/accounts/remembered/";
const SWITCH = "/v3/accounts/switch/";
const FORGET = "/v3/accounts/remembered/remove/";
const LOG_OUT_ALL = "/v3/accounts/logout_all/";
const BOOTSTRAP = "/resource/BootstrapResource/get/";

interface Remembered {
  group_id: string | null;
  active_id: string;
  accounts: Array<{ id: string; username: string }>;
  max_accounts: number;
}

describe("remembered accounts and switching (ACCT-001…008, AUTH-223)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** Logs `who` in beside the browser's account, in account-switch mode. */
  const addAccount = (browser: TestBrowser, who: SignedInUser) =>
    browser.post<{ user: { id: string } | null }>(LOGIN, {
      username_or_email: who.email,
      password: GOOD_PASSWORD,
      account_switch: true,
    });
  const viewerId = async (browser: TestBrowser) =>
    (await browser.get<{ viewer: { type: string; user: { id: string } | null } }>(BOOTSTRAP)).body
      .resource_response.data.viewer.user?.id ?? null;
  const remembered = async (browser: TestBrowser) =>
    (await browser.get<Remembered>(REMEMBERED)).body.resource_response.data;
  const loginMethod = async (userId: string) => {
    const rows = await t.database.db
      .select({ method: schema.deviceAccounts.loginMethod })
      .from(schema.deviceAccounts)
      .where(eq(schema.deviceAccounts.userId, userId));
    return rows.map((row) => row.method);
  };
  const liveSessions = async (userId: string) =>
    (await t.database.db.select().from(schema.sessions).where(eq(schema.sessions.userId, userId))).length;

  it("AUTH-223 ACCT-005 a switch-mode login adds the account beside the signed-in one, recording login method 7; ACCT-002 the record", async () => {
    const a = await signedIn(t, "alpha");
    const b = await signedIn(t, "bravo");
    const added = await addAccount(a.browser, b);
    expect(added.status).toBe(200);
    expect(added.body.resource_response.data.user?.id).toBe(b.id);
    expect(await viewerId(a.browser)).toBe(b.id);
    expect(await loginMethod(b.id)).toEqual([7]);

    const list = await remembered(a.browser);
    expect(list.active_id).toBe(b.id);
    expect(list.max_accounts).toBe(5);
    expect(list.group_id).toEqual(expect.any(String));
    expect(list.accounts.map((account) => account.id)).toEqual([b.id, a.id]);
    // ACCT-002: id, username, email, fullName, imageMediumUrl, imageLargeUrl (partner only for businesses).
    expect(Object.keys(list.accounts[1] ?? {}).sort()).toEqual(
      ["email", "full_name", "id", "image_large_url", "image_medium_url", "username"].sort(),
    );
    expect(list.accounts[1]).toMatchObject({ id: a.id, username: a.username, email: a.email });
  });

  it("ACCT-006 ACCT-008 switching makes the other account active by its own session, recording login method 7", async () => {
    const a = await signedIn(t, "charlie");
    const b = await signedIn(t, "delta");
    await addAccount(a.browser, b);
    const back = await a.browser.post<{ user: { id: string; username: string } }>(SWITCH, { user_id: a.id });
    expect(back.status).toBe(200);
    expect(back.body.resource_response.data.user).toMatchObject({ id: a.id, username: a.username });
    expect(await viewerId(a.browser)).toBe(a.id);
    expect(await loginMethod(a.id)).toEqual([7]);
    // The cookie the switch wrote is better-auth's own: its getSession finds the session too.
    const sessions = await a.browser.get<Array<{ is_current: boolean }>>("/v3/users/sessions/");
    expect(sessions.body.resource_response.data.filter((session) => session.is_current)).toHaveLength(1);
    // And forth again: both sessions stayed alive the whole time.
    expect((await a.browser.post(SWITCH, { user_id: b.id })).status).toBe(200);
    expect(await viewerId(a.browser)).toBe(b.id);
    expect((await remembered(a.browser)).accounts.map((account) => account.id)).toEqual([b.id, a.id]);
  });

  it("ACCT-008 a session outside the group, a known group id or no session at all switches to nothing; CSRF rules apply", async () => {
    const a = await signedIn(t, "echo");
    const b = await signedIn(t, "foxtrot");
    await addAccount(a.browser, b);
    const { group_id } = await remembered(a.browser);

    const stranger = await signedIn(t, "golf");
    const refused = await stranger.browser.post(SWITCH, { user_id: a.id, group_id });
    expect(refused.status).toBe(404);
    expect(refused.body.resource_response.error?.code).toBe("NOT_FOUND");
    expect(await viewerId(stranger.browser)).toBe(stranger.id);
    expect((await remembered(stranger.browser)).accounts.map((account) => account.id)).toEqual([stranger.id]);
    // The stranger's own group id does not help either, nor does a forged one in a cookie.
    const forged = new TestBrowser(t.app, t.config.publicOrigin);
    forged.cookies.set("cb.device_group", String(group_id));
    expect((await forged.post(SWITCH, { user_id: a.id })).status).toBe(401);

    const noCsrf = await a.browser.post(SWITCH, { user_id: a.id }, { "x-csrftoken": "" });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.resource_response.error?.code).toBe("CSRF_FAILED");
    const crossSite = await a.browser.post(SWITCH, { user_id: a.id }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await viewerId(a.browser)).toBe(b.id);

    // A target whose session ended elsewhere (e.g. "log out of all devices") is gone.
    await t.database.db.delete(schema.sessions).where(eq(schema.sessions.userId, a.id));
    expect((await a.browser.post(SWITCH, { user_id: a.id })).status).toBe(404);
    expect((await remembered(a.browser)).accounts.map((account) => account.id)).toEqual([b.id]);
  });

  it("ACCT-008 bad input is refused without a 500", async () => {
    const a = await signedIn(t, "hotel");
    expect((await a.browser.post(SWITCH, { user_id: "not-an-id" })).status).toBe(400);
    expect((await a.browser.post(FORGET, {})).status).toBe(400);
  });

  it("ACCT-008 forgetting an account revokes its session; logging out of the active one leaves the others", async () => {
    const a = await signedIn(t, "india");
    const b = await signedIn(t, "juliet");
    const c = await signedIn(t, "kilo");
    await addAccount(a.browser, b);
    await addAccount(a.browser, c);
    const cookieOfC = a.browser.cookies.get("cb.session_token") ?? "";
    expect((await a.browser.post(SWITCH, { user_id: b.id })).status).toBe(200);

    // Forget C (not the active one): its session ends for good.
    const forgot = await a.browser.post<{ active_username: string | null }>(FORGET, { user_id: c.id });
    expect(forgot.body.resource_response.data.active_username).toBe(b.username);
    const replay = new TestBrowser(t.app, t.config.publicOrigin);
    replay.cookies.set("cb.session_token", cookieOfC);
    expect(await viewerId(replay)).toBeNull();
    expect((await a.browser.post(SWITCH, { user_id: c.id })).status).toBe(404);

    // Log out of the active one (B): A becomes active, B's session is gone.
    const out = await a.browser.post<{ active_username: string | null }>(FORGET, { user_id: b.id });
    expect(out.body.resource_response.data.active_username).toBe(a.username);
    expect(await viewerId(a.browser)).toBe(a.id);
    expect((await remembered(a.browser)).accounts.map((account) => account.id)).toEqual([a.id]);
  });

  it("ACCT-001 log out of all ends every remembered account's session on this browser, and only those", async () => {
    const a = await signedIn(t, "lima");
    const b = await signedIn(t, "mike");
    const elsewhere = new TestBrowser(t.app, t.config.publicOrigin);
    await elsewhere.post(LOGIN, { username_or_email: b.email, password: GOOD_PASSWORD });
    await addAccount(a.browser, b);
    expect((await a.browser.post(LOG_OUT_ALL, {})).status).toBe(200);
    expect(await viewerId(a.browser)).toBeNull();
    expect(await liveSessions(a.id)).toBe(0);
    // B's sign-up browser and its other browser keep their sessions.
    expect(await viewerId(elsewhere)).toBe(b.id);
    expect(await viewerId(b.browser)).toBe(b.id);
  });

  it("ACCT-007 a sixth account is refused before any session is made; one already remembered may log in again", async () => {
    const first = await signedIn(t, "november");
    const others = [];
    for (let i = 0; i < 5; i++) others.push(await signedIn(t, `oscar${i}`));
    for (const other of others.slice(0, 4)) expect((await addAccount(first.browser, other)).status).toBe(200);
    expect((await remembered(first.browser)).accounts).toHaveLength(5);
    const sixth = others[4] as SignedInUser;
    const before = await liveSessions(sixth.id);
    const refused = await addAccount(first.browser, sixth);
    expect(refused.status).toBe(409);
    expect(refused.body.resource_response.error?.code).toBe("REMEMBERED_ACCOUNTS_FULL");
    expect(refused.body.resource_response.message).toBe(
      "You can keep up to 5 accounts on this device. Remove one to add another.",
    );
    expect(await liveSessions(sixth.id)).toBe(before);
    expect(await viewerId(first.browser)).toBe(others[3]?.id);

    // Logging in again as a remembered account replaces its session, not its place.
    const again = await addAccount(first.browser, first);
    expect(again.status).toBe(200);
    expect((await remembered(first.browser)).accounts).toHaveLength(5);
    const rows = await t.database.db
      .select()
      .from(schema.deviceAccounts)
      .where(and(eq(schema.deviceAccounts.userId, first.id)));
    expect(rows).toHaveLength(1);
  });

  it("ACCT-005 adding an account with a second factor keeps the current account through the code step", async () => {
    const a = await signedIn(t, "papa");
    const b = await signedIn(t, "quebec");
    expect((await b.browser.post("/v3/users/2fa/email/enable/", { password: GOOD_PASSWORD })).status).toBe(
      200,
    );
    const step = await addAccount(a.browser, b);
    expect(step.body.resource_response.error?.code).toBe("MFA_REQUIRED");
    // Still signed in as A while the code is on its way.
    expect(await viewerId(a.browser)).toBe(a.id);
    const mail = await waitForMail(t.app, b.email);
    const done = await a.browser.post<{ user: { id: string } }>(LOGIN, {
      username_or_email: b.email,
      password: GOOD_PASSWORD,
      mfa_token: codeIn(mail?.text),
      mfa_method: "email",
      account_switch: true,
    });
    expect(done.status).toBe(200);
    expect(done.body.resource_response.data.user.id).toBe(b.id);
    expect((await remembered(a.browser)).accounts.map((account) => account.id)).toEqual([b.id, a.id]);
  });

  it("ACCT-007 a code step finishing after the browser filled up is refused too, and leaves no session", async () => {
    const first = await signedIn(t, "romeo");
    const late = await signedIn(t, "sierra");
    expect((await late.browser.post("/v3/users/2fa/email/enable/", { password: GOOD_PASSWORD })).status).toBe(
      200,
    );
    expect((await addAccount(first.browser, late)).body.resource_response.error?.code).toBe("MFA_REQUIRED");
    const mail = await waitForMail(t.app, late.email);
    for (let i = 0; i < 4; i++)
      expect((await addAccount(first.browser, await signedIn(t, `tango${i}`))).status).toBe(200);
    const active = await viewerId(first.browser);
    const before = await liveSessions(late.id);
    const done = await first.browser.post(LOGIN, {
      username_or_email: late.email,
      password: GOOD_PASSWORD,
      mfa_token: codeIn(mail?.text),
      mfa_method: "email",
      account_switch: true,
    });
    expect(done.status).toBe(409);
    expect(done.body.resource_response.error?.code).toBe("REMEMBERED_ACCOUNTS_FULL");
    expect(await liveSessions(late.id)).toBe(before);
    expect(await viewerId(first.browser)).toBe(active);
    expect((await remembered(first.browser)).accounts).toHaveLength(5);
  });

  it("ACCT-008 the switch needs a signed-in caller", async () => {
    const anonymous = new TestBrowser(t.app, t.config.publicOrigin);
    expect((await anonymous.post(SWITCH, { user_id: "1" })).status).toBe(401);
    expect((await anonymous.get(REMEMBERED)).status).toBe(401);
  });
});
