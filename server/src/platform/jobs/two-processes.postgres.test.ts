import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../../app.ts";
import { testConfig } from "../../test/test-app.ts";

const serverUrl = process.env.DATABASE_URL;

// D-048 (issue 18): several server processes on one PostgreSQL database share the queue, and
// pg-boss hands each job to one of them. Two app instances stand for two processes: each has
// its own pool, queue connection, LISTEN connection and workers. (*.postgres.test.ts: run
// where DATABASE_URL names a server; vitest.config.ts.)
describe("two app instances on one PostgreSQL run each job once (D-048)", () => {
  const name = `corkboard_jobs_${randomBytes(6).toString("hex")}`;
  let apps: Awaited<ReturnType<typeof buildApp>>[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;
    const config = testConfig({ database: { kind: "postgres", url: url.toString(), poolSize: 3 } });
    // Started together, as a deployment does: migrations and the queue's schema once.
    apps = await Promise.all([buildApp(config, { logger: false }), buildApp(config, { logger: false })]);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("60 jobs enqueued through both instances run exactly once each, spread over both", async () => {
    const runs = new Map<number, string[]>();
    const kinds = apps.map((app, index) =>
      app.appContext.jobs.define(
        "test-once",
        async ({ n }) => {
          runs.set(n, [...(runs.get(n) ?? []), `app${index}`]);
          // Long enough that both instances hold jobs at the same time.
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
        { payload: z.object({ n: z.number().int() }), concurrency: 3 },
      ),
    );
    await Promise.all(
      Array.from({ length: 60 }, (_, n) => {
        const [app, kind] = [apps[n % 2], kinds[n % 2]];
        if (!app || !kind) throw new Error("two apps expected");
        return app.appContext.jobs.enqueue(kind, { n });
      }),
    );
    await Promise.all(apps.map((app) => app.appContext.jobs.idle(60_000)));

    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    expect([...runs.values()].filter((by) => by.length !== 1)).toEqual([]);
    const byApp = new Set([...runs.values()].flat());
    expect(byApp).toEqual(new Set(["app0", "app1"]));
  });
});
