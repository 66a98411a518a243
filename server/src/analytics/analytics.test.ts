import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../platform/db/raw.ts";
import { TestBrowser } from "../test/inject.ts";
import { ADULT_BIRTHDAY, GOOD_PASSWORD, signedIn, signUp } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

const INTAKE = "/v3/callback/event/";

interface EventRow {
  name: string;
  viewer_id: string | null;
  path: string | null;
  device_platform: string | null;
  traffic_source: string | null;
  login_method: number | null;
  payload: Record<string, unknown>;
}

describe("analytics events (CONST-013, CONST-014, IMPL-008, D-053)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** The stored events of one name, after the recorder wrote what waits. */
  async function stored(name: string): Promise<EventRow[]> {
    await t.app.appContext.analytics.flush();
    return queryRows<EventRow>(
      t.database.db,
      sql`select name, viewer_id::text as viewer_id, path, device_platform, traffic_source, login_method, payload
          from analytics_events where name = ${name} order by occurred_at, id`,
    );
  }

  it("CONST-014 the browser's events are one typed shape, stored with the viewer the session names (never one it sends)", async () => {
    const member = await signedIn(t, "analyst");
    const sent = await member.browser.post(INTAKE, {
      events: [
        {
          name: "page_view",
          ts: Date.now(),
          path: "/pin/42/",
          traffic_source: "google",
          device_platform: "web_mobile",
          payload: { pin_id: "42", position: 3 },
          viewer_id: "1",
        },
      ],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.resource_response.data).toEqual({ accepted: 1 });
    await new TestBrowser(t.app).post(INTAKE, {
      events: [{ name: "page_view", path: "/", device_platform: "web" }],
    });
    const views = await stored("page_view");
    expect(views).toEqual([
      {
        name: "page_view",
        viewer_id: member.id,
        path: "/pin/42/",
        device_platform: "web_mobile",
        traffic_source: "google",
        login_method: null,
        payload: { pin_id: "42", position: 3 },
      },
      expect.objectContaining({ viewer_id: null, path: "/", device_platform: "web", payload: {} }),
    ]);
  });

  it("CONST-014 no personal data: an email address in a payload, an unknown name or a server-only event is bad input", async () => {
    const browser = new TestBrowser(t.app);
    const send = (event: Record<string, unknown>) =>
      browser.post(INTAKE, { events: [{ path: "/", device_platform: "web", ...event }] });
    for (const event of [
      { name: "page_view", payload: { note: "write to jo@fastmail.com" } },
      { name: "made_up" },
      { name: "login" },
      { name: "page_view", payload: { "Bad-Key": 1 } },
    ]) {
      const answer = await send(event);
      expect(answer.status).toBe(400);
      expect(answer.body.resource_response.error?.code).toBe("INVALID_INPUT");
    }
  });

  it("CONST-008 CONST-009 the intake takes the seed's traffic sources and device platforms, no others", async () => {
    const browser = new TestBrowser(t.app);
    const send = (traffic_source: string, device_platform: string) =>
      browser.post(INTAKE, { events: [{ name: "page_view", path: "/", traffic_source, device_platform }] });
    const sources = ["email", "paid", "twitter", "amp", "google", "bing", "facebook", "other", "direct"];
    const platforms = ["web", "web_mobile", "iphone", "ipad", "android_mobile", "android_tablet"];
    for (const [index, source] of sources.entries())
      expect((await send(source, platforms[index % platforms.length] as string)).status).toBe(200);
    for (const platform of platforms) expect((await send("direct", platform)).status).toBe(200);
    expect((await send("internal", "web")).status).toBe(400);
    expect((await send("social", "web")).status).toBe(400);
    expect((await send("direct", "desktop_web")).status).toBe(400);
  });

  it("AUTH-221 IMPL-008 a sign-up attempt is recorded with its context (type, container, source) and its outcome, a refused one too", async () => {
    const register = (email: string) =>
      new TestBrowser(t.app).post("/v3/register/", {
        type: "email",
        email,
        password: GOOD_PASSWORD,
        birthday: ADULT_BIRTHDAY,
        container: "save",
        signup_source: "saveButton",
      });
    expect((await register("attempt@fastmail.com")).status).toBe(200);
    expect((await register("attempt@fastmail.com")).status).toBe(409);
    // Only this test's attempts (the other tests' sign-ups came from no surface).
    const attempts = (await stored("signup_attempt")).filter((row) => row.payload.container === "save");
    expect(attempts.map((row) => row.payload)).toEqual([
      { type: "email", outcome: "registered", container: "save", signup_source: "saveButton" },
      { type: "email", outcome: "EMAIL_TAKEN", container: "save", signup_source: "saveButton" },
    ]);
    expect(attempts[0]?.viewer_id).not.toBeNull();
    expect(attempts[1]?.viewer_id).toBeNull();
  });

  it("a log-in is recorded with its method (1: email) and platform; a pin-create event with its pin, never its query", async () => {
    await signUp(t.app, "counted@fastmail.com");
    const browser = new TestBrowser(t.app);
    await browser.post("/resource/UserSessionResource/create/", {
      username_or_email: "counted@fastmail.com",
      password: GOOD_PASSWORD,
      app_type_from_client: 7,
    });
    const logins = await stored("login");
    expect(logins.at(-1)).toMatchObject({ login_method: 1, device_platform: "web_mobile" });
    await browser.post("/v3/pins/create_events/", {
      event: "pin_create_fail",
      path: "/pin-builder/",
      query: { description: "my secret plans", url: "https://example.com/" },
    });
    const fails = await stored("pin_create_fail");
    expect(fails).toEqual([expect.objectContaining({ path: "/pin-builder/", payload: {} })]);
    expect(JSON.stringify(fails)).not.toContain("secret");
  });
});
