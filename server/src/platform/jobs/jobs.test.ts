import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openTestDatabase } from "../../test/test-database.ts";
import { type OpenDatabase, openDatabase } from "../db/index.ts";
import type { Jobs } from "./jobs.ts";
import { startPgBossJobs } from "./pg-boss-jobs.ts";

const quiet = { warn() {}, error() {} };
const settings = { log: quiet, pollSeconds: 0.5 };
const payload = z.object({ n: z.number().int() });

// D-048 (issue 18, background work as jobs): retries with backoff, the failed list and its
// replay, on the test database (PGlite; PostgreSQL when DATABASE_URL is set).
describe("background jobs: retries, failed list and replay (D-048)", () => {
  let database: OpenDatabase;
  let jobs: Jobs;
  const outcomes: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    jobs = await startPgBossJobs(database.queueConnection, settings);
    jobs.onOutcome((name, outcome) => outcomes.push(`${name}:${outcome}`));
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it("retries a failing job with a growing pause, then it succeeds", async () => {
    const attempts: number[] = [];
    const flaky = jobs.define(
      "test-flaky",
      async ({ n }, run) => {
        attempts.push(Date.now());
        expect(n).toBe(7);
        if (run.retryCount < 2) throw new Error("not yet");
      },
      { payload, retryLimit: 3, backoff: { delaySeconds: 1 } },
    );
    await jobs.enqueue(flaky, { n: 7 });
    await jobs.idle();
    expect(attempts).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = attempts;
    // Backoff: ≥ 1 s before the first retry, ≥ 2 s before the second (delay · 2^retry, jittered up).
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1900);
    expect(outcomes).toContain("test-flaky:completed");
    expect(outcomes).not.toContain("test-flaky:failed");
    expect(await jobs.failed()).toEqual([]);
  });

  it("a job out of retries is listed as failed, and replaying it runs it again", async () => {
    let broken = true;
    const runs: number[] = [];
    const fragile = jobs.define(
      "test-fragile",
      async ({ n }) => {
        runs.push(n);
        if (broken) throw new Error("relay down");
      },
      { payload, retryLimit: 1, backoff: { delaySeconds: 1 } },
    );
    const id = await jobs.enqueue(fragile, { n: 1 });
    expect(id).toEqual(expect.any(String));
    await jobs.idle();
    expect(runs).toEqual([1, 1]);
    const failed = await jobs.failed();
    expect(failed).toEqual([
      expect.objectContaining({ name: "test-fragile", error: "relay down", retryCount: 1 }),
    ]);
    expect(outcomes).toContain("test-fragile:failed");

    broken = false;
    expect(await jobs.retry([failed[0]?.id ?? ""])).toBe(1);
    await jobs.idle();
    expect(runs).toEqual([1, 1, 1]);
    expect(await jobs.failed()).toEqual([]);
    expect(outcomes).toContain("test-fragile:completed");
  });

  it("refuses a payload its schema does not accept, and drops a second job with a queued singleton key", async () => {
    const gate = jobs.define("test-singleton", async () => {}, { payload, oneQueuedPerKey: true });
    await expect(jobs.enqueue(gate, { n: 1.5 })).rejects.toThrow();
    const later = new Date(Date.now() + 60_000);
    expect(await jobs.enqueue(gate, { n: 1 }, { singletonKey: "k", startAfter: later })).toEqual(
      expect.any(String),
    );
    expect(await jobs.enqueue(gate, { n: 2 }, { singletonKey: "k", startAfter: later })).toBeNull();
    expect((await jobs.queued()).get("test-singleton")).toBe(1);
  });
});

// D-048: the embedded database keeps its queue in its data directory, so a restart loses no job.
describe("a job queued on the embedded database survives a restart (D-048)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "corkboard-jobs-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("runs after the restart the job that was waiting when the process stopped", async () => {
    const ran: number[] = [];
    const define = (jobs: Jobs) =>
      jobs.define(
        "test-durable",
        async ({ n }) => {
          ran.push(n);
        },
        { payload },
      );
    // The first process only enqueues (no workers), then stops with the job still waiting.
    const first = await openDatabase({ kind: "pglite", dataDir });
    const before = await startPgBossJobs(first.queueConnection, { ...settings, work: false });
    await before.enqueue(define(before), { n: 42 });
    expect((await before.queued()).get("test-durable")).toBe(1);
    await before.stop();
    await first.close();
    expect(ran).toEqual([]);

    const second = await openDatabase({ kind: "pglite", dataDir });
    const after = await startPgBossJobs(second.queueConnection, settings);
    try {
      define(after);
      await after.idle();
      expect(ran).toEqual([42]);
    } finally {
      await after.stop();
      await second.close();
    }
  });
});
