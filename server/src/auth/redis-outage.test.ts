import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOLLOW, verifiedMember } from "../follows/follows-test-kit.ts";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "../platform/http/envelope-plugin.ts";
import { TestBrowser } from "../test/inject.ts";
import { GOOD_PASSWORD, type SignedInUser } from "../test/signed-in.ts";
import { startTcpProxy, type TcpProxy } from "../test/tcp-proxy.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

const REDIS = new URL(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");

// Redis is always present here and in CI (limiter-store.test.ts runs on it in every pass).
// The server runs with REDIS_URL pointing at a TCP proxy in front of the real Redis, which
// the test cuts and restores while the server keeps running (D-061).
describe("the server while Redis is away (issue 18, D-061)", () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let ana: SignedInUser;
  let creator: SignedInUser;

  beforeAll(async () => {
    proxy = await startTcpProxy({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
    t = await buildTestApp({ redisUrl: `redis://127.0.0.1:${proxy.port}` });
    ana = await verifiedMember(t, "ana");
    creator = await verifiedMember(t, "creator");
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  const login = (email: string, password = GOOD_PASSWORD) =>
    new TestBrowser(t.app, t.config.publicOrigin).post("/v3/login/", { username_or_email: email, password });

  it("a password login fails closed with 503 and Retry-After, a password change too; sessions, reads and follows go on; all recover by themselves", async () => {
    expect((await login(ana.email)).status).toBe(200);

    await proxy.cut();
    const started = Date.now();
    const refused = await login(ana.email);
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(refused.body.resource_response.error?.code).toBe("UNAVAILABLE");
    // A wrong password is refused the same way: nothing is counted where no one can see it.
    expect((await login(ana.email, "not-the-password-at-all")).status).toBe(503);
    const change = await ana.browser.post("/v3/users/password/change/", {
      current_password: "a-guess-at-the-password",
      new_password: "another-good-password-77",
    });
    expect(change.status).toBe(503);
    expect(change.headers["retry-after"]).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    // No hang: every refusal came well inside the 2 s command timeout.
    expect(Date.now() - started).toBeLessThan(5_000);

    // Sessions live in the database: a signed-in person keeps browsing and following, the
    // follow limit counting on in the database (shared by every process).
    expect((await ana.browser.get("/resource/HomefeedResource/get/")).status).toBe(200);
    const follow = await ana.browser.post(FOLLOW, { user_id: creator.id });
    expect(follow.status).toBe(200);

    await proxy.restore();
    let back = await login(ana.email);
    const deadline = Date.now() + 15_000;
    while (back.status === 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      back = await login(ana.email);
    }
    expect(back.status).toBe(200);
  }, 60_000);
});
