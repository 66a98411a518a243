import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../../test/test-database.ts";
import { type OpenDatabase, openDatabase } from "../db/index.ts";
import { AUTH_RATE_LIMIT_RULES, type AuthRateLimits, createAuthRateLimits } from "./auth-limits.ts";
import { accountKey, compositeKey, ipKey } from "./limit-keys.ts";
import type { LimitRule } from "./limiter.ts";
import { createLimiterStore, type LimiterStore } from "./limiter-store.ts";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

interface OpenStore {
  store: LimiterStore;
  /** How many counters the shared backend holds for this namespace (null: in memory). */
  stored(): Promise<number | null>;
  /** The clock this store's expiry reads, made to run on the test's word. */
  clock: StoreClock;
  cleanup(): Promise<void>;
}

/**
 * Time for a store, without waiting for it. rate-limiter-flexible reads Date.now() for
 * the memory and PostgreSQL stores (and the memory store drops a key on a timer), so those
 * run on Vitest's fake clock; Redis counts its own TTLs, so time passes there by taking it
 * off every key's TTL, which is all Redis would do with it.
 */
interface StoreClock {
  /** Called before the counters that should age are written. */
  install(): void;
  advance(ms: number): Promise<void>;
}

const fakeClock: StoreClock = {
  install: () => vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] }),
  advance: async (ms) => {
    await vi.advanceTimersByTimeAsync(ms);
  },
};

function redisClock(namespace: string): StoreClock {
  return {
    install: () => {},
    advance: (ms) => ageRedisKeys(`${namespace}:*`, ms),
  };
}

interface StoreCase {
  label: string;
  open(namespace: string): Promise<OpenStore>;
}

async function onDatabase(database: OpenDatabase, namespace: string): Promise<OpenStore> {
  const store = await createLimiterStore({ kind: "postgres", db: database.db, namespace });
  return {
    store,
    clock: fakeClock,
    async stored() {
      const result = await database.db.execute(
        sql`select count(*)::int as n from rate_limits where key like ${`${namespace}:%`}`,
      );
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
    },
    async cleanup() {
      await store.close();
      await database.close();
    },
  };
}

// Every store the environment offers: memory and PGlite always, Redis (always present here
// and in CI), PostgreSQL when DATABASE_URL is set.
const cases: StoreCase[] = [
  {
    label: "memory",
    open: async (namespace) => ({
      store: await createLimiterStore({ kind: "memory", namespace }),
      stored: async () => null,
      clock: fakeClock,
      cleanup: async () => {},
    }),
  },
  {
    label: "postgres store on embedded PGlite",
    open: async (namespace) => onDatabase(await openDatabase({ kind: "pglite", dataDir: null }), namespace),
  },
  {
    label: "redis",
    open: async (namespace) => {
      const store = await createLimiterStore({ kind: "redis", url: REDIS_URL, namespace });
      return {
        store,
        stored: async () => (await redisKeys(`${namespace}:*`)).length,
        clock: redisClock(namespace),
        async cleanup() {
          await store.close();
          await deleteRedisKeys(`${namespace}:*`);
        },
      };
    },
  },
];
if (process.env.DATABASE_URL) {
  cases.push({
    label: "postgres store on PostgreSQL",
    open: async (namespace) => onDatabase(await openTestDatabase(), namespace),
  });
}

async function redisKeys(pattern: string): Promise<string[]> {
  const redis = new Redis(REDIS_URL);
  try {
    const found: string[] = [];
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 500);
      found.push(...keys);
      cursor = next;
    } while (cursor !== "0");
    return found;
  } finally {
    await redis.quit();
  }
}

async function deleteRedisKeys(pattern: string): Promise<void> {
  const keys = await redisKeys(pattern);
  if (keys.length === 0) return;
  const redis = new Redis(REDIS_URL);
  await redis.del(...keys).finally(() => redis.quit());
}

/** Takes `ms` off the TTL of every key matching `pattern`; a key whose TTL runs out goes. */
async function ageRedisKeys(pattern: string, ms: number): Promise<void> {
  const keys = await redisKeys(pattern);
  const redis = new Redis(REDIS_URL);
  try {
    for (const key of keys) {
      const ttl = await redis.pttl(key);
      if (ttl < 0) continue; // no expiry (-1) or gone (-2): time changes nothing
      if (ttl <= ms) await redis.del(key);
      else await redis.pexpire(key, ttl - ms);
    }
  } finally {
    await redis.quit();
  }
}

describe.each(cases)("rate limits on $label (IMPL-006)", ({ open }) => {
  let store: LimiterStore;
  let limits: AuthRateLimits;
  let opened: OpenStore;

  beforeAll(async () => {
    opened = await open(`test-${randomUUID()}`);
    store = opened.store;
    limits = createAuthRateLimits(store);
  });
  afterAll(async () => {
    await opened.cleanup();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps its counters in the shared backend, not in the fallback memory", async () => {
    const before = await opened.stored();
    await limits.signupPerIp.consume(ipKey("192.0.2.1"));
    const after = await opened.stored();
    if (store.kind === "memory") expect(after).toBeNull();
    else expect(after).toBe((before ?? 0) + 1);
  });

  it("locks an account (from one source, D-041) for 30 minutes on its 10th failure within 15 minutes (AUTH-145, AUTH-146)", async () => {
    const account = accountKey("lockout@corkboard.test");
    const failures = limits.loginFailuresPerAccountSource;
    expect(await failures.check(account)).toEqual({ allowed: true, remaining: 10, retryAfterSeconds: 0 });
    for (let i = 1; i <= 9; i++) {
      expect(await failures.consume(account)).toMatchObject({ allowed: true, remaining: 10 - i });
    }
    expect(await failures.check(account)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(await failures.consume(account)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 1800 });

    const locked = await failures.check(account);
    expect(locked.allowed).toBe(false);
    // The lock is 30 minutes from the 10th failure, longer than the 15-minute window.
    expect(locked.retryAfterSeconds).toBeGreaterThan(1790);
    expect(locked.retryAfterSeconds).toBeLessThanOrEqual(1800);
    const more = await failures.consume(account);
    expect(more.allowed).toBe(false);
    expect(more.retryAfterSeconds).toBeGreaterThan(1790);
  });

  it("unlocks an account when it is reset (a successful login or a password reset)", async () => {
    const account = accountKey("reset@corkboard.test");
    const failures = limits.loginFailuresPerAccountSource;
    for (let i = 0; i < 10; i++) await failures.consume(account);
    expect((await failures.check(account)).allowed).toBe(false);
    await failures.reset(account);
    expect(await failures.check(account)).toEqual({ allowed: true, remaining: 10, retryAfterSeconds: 0 });
  });

  it("counts failures only until a success resets them", async () => {
    const account = accountKey("success@corkboard.test");
    const failures = limits.loginFailuresPerAccountSource;
    for (let i = 0; i < 9; i++) await failures.consume(account);
    await failures.reset(account);
    for (let i = 0; i < 9; i++) await failures.consume(account);
    expect(await failures.check(account)).toMatchObject({ allowed: true, remaining: 1 });
  });

  it("keeps accounts apart", async () => {
    const failures = limits.loginFailuresPerAccountSource;
    for (let i = 0; i < 10; i++) await failures.consume(accountKey("victim@corkboard.test"));
    expect((await failures.check(accountKey("bystander@corkboard.test"))).allowed).toBe(true);
    expect((await failures.check(accountKey("VICTIM@corkboard.test"))).allowed).toBe(false);
  });

  it("bounds login attempts per client address, IPv6 per /64", async () => {
    const perIp = limits.loginAttemptsPerIp;
    const bound = AUTH_RATE_LIMIT_RULES.loginAttemptsPerIp.points;
    const ip = ipKey("2001:db8:aaaa:1::1");
    for (let i = 1; i < bound; i++) expect((await perIp.consume(ip)).allowed).toBe(true);
    expect(await perIp.consume(ipKey("2001:db8:aaaa:1::ffff"))).toEqual({
      allowed: true,
      remaining: 0,
      retryAfterSeconds: 1800,
    });
    const refused = await perIp.consume(ipKey("2001:db8:aaaa:1:ffff::9"));
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(1790);
    expect((await perIp.check(ip)).allowed).toBe(false);
    expect((await perIp.consume(ipKey("2001:db8:aaaa:2::1"))).allowed).toBe(true);
    expect((await perIp.consume(ipKey("198.51.100.7"))).allowed).toBe(true);
  });

  it("counts sign-ups per address within the hour, without a block", async () => {
    const ip = ipKey("198.51.100.20");
    for (let i = 0; i < 20; i++) expect((await limits.signupPerIp.consume(ip)).allowed).toBe(true);
    const refused = await limits.signupPerIp.consume(ip);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(3590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
  });

  it("limits reset mails per account and address, and per account from anywhere", async () => {
    const account = accountKey("forgot@corkboard.test");
    const sameIp = compositeKey(account, ipKey("198.51.100.30"));
    for (let i = 0; i < 5; i++)
      expect((await limits.forgotPasswordPerAccountIp.consume(sameIp)).allowed).toBe(true);
    expect((await limits.forgotPasswordPerAccountIp.consume(sameIp)).allowed).toBe(false);
    const other = compositeKey(account, ipKey("198.51.100.31"));
    expect((await limits.forgotPasswordPerAccountIp.consume(other)).allowed).toBe(true);
    for (let i = 0; i < 10; i++) await limits.forgotPasswordPerAccount.consume(account);
    expect((await limits.forgotPasswordPerAccount.consume(account)).allowed).toBe(false);
  });

  it("kills an MFA challenge after five wrong codes", async () => {
    const challenge = `challenge:${randomUUID()}`;
    for (let i = 0; i < 4; i++) await limits.mfaCodeAttemptsPerChallenge.consume(challenge);
    expect(await limits.mfaCodeAttemptsPerChallenge.consume(challenge)).toMatchObject({ remaining: 0 });
    expect((await limits.mfaCodeAttemptsPerChallenge.check(challenge)).allowed).toBe(false);
  });

  it("gives points back with reward", async () => {
    const limiter = store.limiter({ name: "reward", points: 3, durationSeconds: 60, blockSeconds: 0 });
    await limiter.consume("k");
    await limiter.consume("k");
    await limiter.reward("k");
    expect(await limiter.check("k")).toMatchObject({ allowed: true, remaining: 2 });
  });

  it("keeps limiters with different names apart on the same key", async () => {
    const one = store.limiter({ name: "one", points: 1, durationSeconds: 60, blockSeconds: 0 });
    const two = store.limiter({ name: "two", points: 1, durationSeconds: 60, blockSeconds: 0 });
    await one.consume("same");
    expect((await one.check("same")).allowed).toBe(false);
    expect((await two.check("same")).allowed).toBe(true);
  });

  it("counts atomically under concurrency: exactly `points` of 25 parallel consumes pass", async () => {
    const limiter = store.limiter({ name: "race", points: 10, durationSeconds: 60, blockSeconds: 60 });
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.consume("hot")));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect((await limiter.check("hot")).allowed).toBe(false);
  });

  it("frees a window key when the window ends, and a blocked key when the block ends", async () => {
    opened.clock.install();
    const window: LimitRule = { name: "short_window", points: 2, durationSeconds: 1, blockSeconds: 0 };
    const block: LimitRule = { name: "short_block", points: 2, durationSeconds: 60, blockSeconds: 1 };
    const windowed = store.limiter(window);
    const blocked = store.limiter(block);
    for (const limiter of [windowed, blocked]) {
      await limiter.consume("k");
      await limiter.consume("k");
      expect(await limiter.check("k")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
    }
    // Half a second on, both are still shut; past the second, both are free again.
    await opened.clock.advance(500);
    expect((await windowed.check("k")).allowed).toBe(false);
    expect((await blocked.check("k")).allowed).toBe(false);
    await opened.clock.advance(600);
    expect((await windowed.check("k")).allowed).toBe(true);
    expect((await blocked.check("k")).allowed).toBe(true);
  });
});

describe("rate-limit store failures", () => {
  it("starts when Redis cannot be reached, says so, and each rule does what it does in an outage (D-061)", async () => {
    const said: string[] = [];
    const store = await createLimiterStore({
      kind: "redis",
      url: "redis://127.0.0.1:1",
      log: { warn: (_details, message) => said.push(message) },
    });
    expect(said).toEqual([
      "Redis at 127.0.0.1:1 is not reachable; sign-in fails closed and the other limits count in memory until it is",
    ]);
    const guard = store.limiter({
      name: "guard",
      points: 2,
      durationSeconds: 60,
      blockSeconds: 0,
      whenStoreDown: "fail-closed",
    });
    await expect(guard.consume("k")).rejects.toMatchObject({ code: "UNAVAILABLE" });
    const counted = store.limiter({ name: "counted", points: 1, durationSeconds: 60, blockSeconds: 0 });
    expect((await counted.consume("k")).allowed).toBe(true);
    expect((await counted.consume("k")).allowed).toBe(false);
    await store.close();
  });

  it("a fail-closed rule answers UNAVAILABLE when the database store fails, a fall-back rule counts on in memory", async () => {
    const database = await openDatabase({ kind: "pglite", dataDir: null });
    const store = await createLimiterStore({ kind: "postgres", db: database.db });
    const limiter = store.limiter({ name: "insured", points: 2, durationSeconds: 60, blockSeconds: 0 });
    const guard = store.limiter({
      name: "guard",
      points: 2,
      durationSeconds: 60,
      blockSeconds: 0,
      whenStoreDown: "fail-closed",
    });
    await database.close();
    await expect(guard.check("k")).rejects.toMatchObject({ code: "UNAVAILABLE" });
    expect((await limiter.consume("k")).allowed).toBe(true);
    expect((await limiter.consume("k")).allowed).toBe(true);
    expect((await limiter.consume("k")).allowed).toBe(false);
    await store.close();
  });
});
