import { randomUUID } from "node:crypto";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey as pbkdf2 } from "altcha-lib/algorithms/pbkdf2";
import { deriveKey as sha } from "altcha-lib/algorithms/sha";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AppError } from "../http/app-error.ts";
import { createLimiterStore, type LimiterStore } from "../rate-limit/limiter-store.ts";
import { type AltchaOptions, createAltchaBotCheck } from "./altcha-bot-check.ts";
import type { BotCheck } from "./bot-check.ts";
import { usedTokenStoreOnLimiters } from "./used-token-store.ts";

const HMAC_KEY = "test-altcha-hmac-key-0123456789abcdef";
// Cheap work so the test solves in milliseconds; production uses the PBKDF2 defaults.
const FAST: AltchaOptions = { hmacKey: HMAC_KEY, algorithm: "SHA-256", cost: 1, counterRange: [20, 60] };
const context = { action: "web_auth", remoteIp: "203.0.113.9" };

async function solve(check: BotCheck): Promise<{ challenge: Challenge; token: string }> {
  const issued = await check.challenge();
  if (issued.kind !== "altcha") throw new Error("expected an ALTCHA challenge");
  const { challenge } = issued;
  const deriveKey = challenge.parameters.algorithm.startsWith("PBKDF2/") ? pbkdf2 : sha;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error("the solver gave up");
  return { challenge, token: encode({ challenge, solution }) };
}

function encode(payload: unknown): string {
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

function decode(token: string): { challenge: Challenge; solution: { counter: number; derivedKey: string } } {
  return JSON.parse(Buffer.from(token, "base64").toString("utf8"));
}

describe("ALTCHA bot check (AUTH-122, IMPL-006)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("issues a signed, expiring challenge and accepts its solution", async () => {
    const check = createAltchaBotCheck(FAST);
    expect(check.kind).toBe("altcha");
    const { challenge, token } = await solve(check);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const expiresAt = challenge.parameters.expiresAt ?? 0;
    expect(expiresAt - Date.now() / 1000).toBeGreaterThan(590);
    expect(expiresAt - Date.now() / 1000).toBeLessThanOrEqual(600);
    expect(await check.verify(token, context)).toEqual({ ok: true });
  });

  it("works with the default PBKDF2 algorithm", async () => {
    const check = createAltchaBotCheck({ hmacKey: HMAC_KEY, cost: 10, counterRange: [5, 15] });
    const { challenge, token } = await solve(check);
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(await check.verify(token, context)).toEqual({ ok: true });
  });

  it("accepts a solved payload once: a replay is refused", async () => {
    const check = createAltchaBotCheck(FAST);
    const { token } = await solve(check);
    expect((await check.verify(token, context)).ok).toBe(true);
    expect(await check.verify(token, context)).toEqual({ ok: false, reason: "replayed" });
    // Re-encoding the same solution differently is the same challenge.
    expect(await check.verify(encode(decode(token)), context)).toMatchObject({ reason: "replayed" });
  });

  it("refuses concurrent submissions of one payload but one", async () => {
    const check = createAltchaBotCheck(FAST);
    const { token } = await solve(check);
    const results = await Promise.all(Array.from({ length: 5 }, () => check.verify(token, context)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  type Payload = ReturnType<typeof decode>;
  const tampers: [string, (p: Payload) => void][] = [
    [
      "a changed cost",
      (p) => {
        p.challenge.parameters.cost = 0;
      },
    ],
    [
      "a changed expiry",
      (p) => {
        p.challenge.parameters.expiresAt = 4e9;
      },
    ],
    [
      "a changed key prefix",
      (p) => {
        p.challenge.parameters.keyPrefix = "00";
      },
    ],
    [
      "a guessed key",
      (p) => {
        p.solution.derivedKey = "ab".repeat(32);
      },
    ],
    [
      "a forged signature",
      (p) => {
        p.challenge.signature = "0".repeat(64);
      },
    ],
  ];

  // The counter is not in the list: the derived key is the proof, checked against its signature.
  it.each(tampers)("refuses a payload with %s", async (_, tamper) => {
    const check = createAltchaBotCheck(FAST);
    const { token } = await solve(check);
    const payload = decode(token);
    tamper(payload);
    expect(await check.verify(encode(payload), context)).toMatchObject({ ok: false, reason: "invalid" });
    // The untouched payload still works: a refused one is not spent.
    expect((await check.verify(token, context)).ok).toBe(true);
  });

  it("refuses a challenge signed with another key", async () => {
    const other = createAltchaBotCheck({ ...FAST, hmacKey: "another-altcha-hmac-key-0123456789abcdef" });
    const { token } = await solve(other);
    expect(await createAltchaBotCheck(FAST).verify(token, context)).toMatchObject({ reason: "invalid" });
  });

  it("refuses a payload after its challenge expired", async () => {
    const check = createAltchaBotCheck({ ...FAST, expiresInSeconds: 120 });
    const { token } = await solve(check);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 121_000 });
    expect(await check.verify(token, context)).toEqual({ ok: false, reason: "expired" });
  });

  it.each([
    ["no token", undefined, "missing"],
    ["an empty token", "", "missing"],
    ["not base64 JSON", "%%%not-base64", "malformed"],
    ["JSON of the wrong shape", encode({ challenge: "x", solution: 1 }), "malformed"],
    [
      "a v1 payload",
      encode({ algorithm: "SHA-256", challenge: "ab", number: 1, salt: "s", signature: "x" }),
      "malformed",
    ],
    ["an oversized token", "A".repeat(20_000), "malformed"],
  ])("refuses %s", async (_, token, reason) => {
    expect(await createAltchaBotCheck(FAST).verify(token, context)).toMatchObject({ ok: false, reason });
  });

  it("needs an HMAC key of at least 32 characters", () => {
    expect(() => createAltchaBotCheck({ hmacKey: "short" })).toThrow(AppError);
  });
});

describe("ALTCHA replay protection shared between processes", () => {
  let redisStore: LimiterStore;

  beforeAll(async () => {
    redisStore = await createLimiterStore({
      kind: "redis",
      url: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
      namespace: `test-${randomUUID()}`,
    });
  });
  afterAll(async () => {
    await redisStore.close();
  });

  it.each([
    ["memory", async () => createLimiterStore({ kind: "memory" })],
    ["redis", async () => redisStore],
  ])("spends a payload once across two instances on a %s store", async (_, open) => {
    const shared = usedTokenStoreOnLimiters(await open(), 660);
    const first = createAltchaBotCheck({ ...FAST, usedTokens: shared });
    const second = createAltchaBotCheck({ ...FAST, usedTokens: shared });
    const { token } = await solve(first);
    expect((await second.verify(token, context)).ok).toBe(true);
    expect(await first.verify(token, context)).toMatchObject({ reason: "replayed" });
  });
});
