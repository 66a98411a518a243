import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTcpProxy, type TcpProxy } from "../../test/tcp-proxy.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import { usedTokenRule } from "../captcha/used-token-store.ts";
import type { OpenDatabase } from "../db/index.ts";
import { AUTH_RATE_LIMIT_RULES } from "./auth-limits.ts";
import { ENDPOINT_RATE_LIMITS } from "./endpoint-limits.ts";
import type { LimitRule } from "./limiter.ts";
import { createLimiterStore, type LimiterStore } from "./limiter-store.ts";
import { MAIL_RATE_LIMIT_RULES } from "./mail-limits.ts";

const REDIS = new URL(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");

// Redis is always present here and in CI (as for limiter-store.test.ts), so this file runs in
// every pass. Redis is cut for real: a TCP proxy in front of it drops every connection.

/** Every limit the server has, once each, the bot check's spent payloads included. */
const EVERY_RULE: LimitRule[] = [
  ...new Map(
    [
      ...Object.values(AUTH_RATE_LIMIT_RULES),
      ...Object.values(ENDPOINT_RATE_LIMITS).map((policy) => policy.rule),
      ...Object.values(MAIL_RATE_LIMIT_RULES),
      usedTokenRule(660),
    ].map((rule): [string, LimitRule] => [rule.name, rule]),
  ).values(),
];

/** D-061: the limits that guard a password, a second factor or a single-use code. */
const FAIL_CLOSED = [
  "login_fail_acct_ip",
  "login_fail_acct",
  "login_ip",
  "login_human",
  "mfa_code",
  "totp_used",
  "password_hash_client",
];

describe("rate limits while Redis is away (issue 18, D-061)", () => {
  let proxy: TcpProxy;
  let database: OpenDatabase;
  let stores: LimiterStore[];
  const namespace = `outage${Date.now().toString(36)}`;

  beforeAll(async () => {
    proxy = await startTcpProxy({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
    database = await openTestDatabase();
    const url = `redis://127.0.0.1:${proxy.port}`;
    // Two stores on one database and one Redis: two processes of a cluster.
    stores = await Promise.all(
      [0, 1].map(() => createLimiterStore({ kind: "redis", url, namespace, fallbackDb: database.db })),
    );
  });

  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await proxy.close();
    await database.close();
  });

  async function countedInDatabase(rule: LimitRule): Promise<number> {
    const result = await database.db.execute(
      sql`select coalesce(sum(points), 0)::int as n from rate_limits where key like ${`${namespace}:${rule.name}:%`}`,
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
  }

  it("the rules that guard a secret are exactly the fail-closed ones", () => {
    const closed = EVERY_RULE.filter((rule) => rule.whenStoreDown === "fail-closed").map((rule) => rule.name);
    expect(closed.sort()).toEqual([...FAIL_CLOSED].sort());
  });

  it("each use, cut and restored: secrets fail closed (UNAVAILABLE, promptly), the rest count on in the shared database, and Redis takes over again", async () => {
    const [first, second] = stores as [LimiterStore, LimiterStore];
    const key = "203.0.113.7";
    for (const rule of EVERY_RULE) {
      expect((await first.limiter(rule).consume(key)).allowed, rule.name).toBe(true);
    }
    // With Redis answering, nothing is written to the database.
    for (const rule of EVERY_RULE) expect(await countedInDatabase(rule), rule.name).toBe(0);

    await proxy.cut();
    for (const rule of EVERY_RULE) {
      const started = Date.now();
      if (FAIL_CLOSED.includes(rule.name)) {
        await expect(first.limiter(rule).consume(key), rule.name).rejects.toMatchObject({
          code: "UNAVAILABLE",
          httpStatus: 503,
        });
        await expect(second.limiter(rule).check(key), rule.name).rejects.toMatchObject({
          code: "UNAVAILABLE",
        });
      } else {
        // Both processes count into the same rows: the limit stays one limit for the cluster.
        await first.limiter(rule).consume(key);
        await second.limiter(rule).consume(key);
        expect(await countedInDatabase(rule), rule.name).toBe(2);
      }
      // Well inside the 2 s command timeout: a cut connection fails at once, never a hang.
      expect(Date.now() - started, rule.name).toBeLessThan(2_500);
    }

    // A process that starts while Redis is away starts (saying so) and behaves the same.
    const said: string[] = [];
    const late = await createLimiterStore({
      kind: "redis",
      url: `redis://127.0.0.1:${proxy.port}`,
      namespace,
      fallbackDb: database.db,
      log: { warn: (_details, message) => said.push(message) },
    });
    stores.push(late);
    expect(said).toHaveLength(1);
    await expect(late.limiter(AUTH_RATE_LIMIT_RULES.loginAttemptsPerIp).check(key)).rejects.toMatchObject({
      code: "UNAVAILABLE",
    });

    await proxy.restore();
    // ioredis reconnects by itself (its back-off is at most 2 s); poll until it has.
    for (const store of [first, second, late]) {
      const login = store.limiter(AUTH_RATE_LIMIT_RULES.loginAttemptsPerIp);
      const deadline = Date.now() + 15_000;
      const answers = () =>
        login.check(key).then(
          () => true,
          () => false,
        );
      let back = await answers();
      while (!back && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        back = await answers();
      }
      expect(back).toBe(true);
    }
    const login = first.limiter(AUTH_RATE_LIMIT_RULES.loginAttemptsPerIp);
    // Redis kept what it counted before the cut (the lockout state is still there).
    expect((await login.check(key)).remaining).toBe(AUTH_RATE_LIMIT_RULES.loginAttemptsPerIp.points - 1);
    const follow = ENDPOINT_RATE_LIMITS.follow.rule;
    await second.limiter(follow).consume(key);
    expect(await countedInDatabase(follow)).toBe(2);
  }, 60_000);

  it("a Redis that hangs (connections open, nothing answered) costs each call at most the 2 s command timeout, then the same answers", async () => {
    const [first] = stores as [LimiterStore];
    const key = "203.0.113.8";
    const lockout = first.limiter(AUTH_RATE_LIMIT_RULES.loginFailuresPerAccountSource);
    const mail = first.limiter(AUTH_RATE_LIMIT_RULES.forgotPasswordPerAccount);
    expect((await lockout.check(key)).allowed).toBe(true);
    const mailsBefore = await countedInDatabase(AUTH_RATE_LIMIT_RULES.forgotPasswordPerAccount);

    await proxy.stall();
    let started = Date.now();
    await expect(lockout.check(key)).rejects.toMatchObject({ code: "UNAVAILABLE" });
    // Bounded by the command timeout (2 s), with room for a loaded machine: never a hang.
    expect(Date.now() - started).toBeLessThan(5_000);
    started = Date.now();
    expect((await mail.consume(key)).allowed).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await countedInDatabase(AUTH_RATE_LIMIT_RULES.forgotPasswordPerAccount)).toBe(mailsBefore + 1);

    await proxy.restore();
    const deadline = Date.now() + 15_000;
    const answers = () =>
      lockout.check(key).then(
        () => true,
        () => false,
      );
    let back = await answers();
    while (!back && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      back = await answers();
    }
    expect(back).toBe(true);
  }, 60_000);
});
