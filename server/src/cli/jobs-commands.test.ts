import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { OpenDatabase } from "../platform/db/index.ts";
import { type Jobs, startPgBossJobs } from "../platform/jobs/index.ts";
import { openTestDatabase } from "../test/test-database.ts";
import { runJobsCommand } from "./jobs-commands.ts";

// D-048: an operator lists the jobs that ran out of retries and queues them again.
describe("npm run admin -- jobs failed | retry (D-048)", () => {
  let database: OpenDatabase;
  let jobs: Jobs;
  beforeAll(async () => {
    database = await openTestDatabase();
    jobs = await startPgBossJobs(database.queueConnection, {
      log: { warn() {}, error() {} },
      pollSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  const run = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runJobsCommand(
      jobs,
      args,
      (line) => out.push(line),
      (line) => err.push(line),
    );
    return { code, out, err };
  };

  it("lists failed jobs with their last error, replays one by id and the rest with --all", async () => {
    let down = true;
    const done: number[] = [];
    const kind = jobs.define(
      "test-relay",
      async ({ n }) => {
        if (down) throw new Error(`relay down\nfor ${n}`);
        done.push(n);
      },
      { payload: z.object({ n: z.number() }), retryLimit: 0 },
    );
    await jobs.enqueue(kind, { n: 1 });
    await jobs.enqueue(kind, { n: 2 });
    await jobs.idle();

    const listed = await run("failed");
    expect(listed.code).toBe(0);
    expect(listed.out.at(-1)).toBe("2 failed job(s)");
    const rows = listed.out.slice(0, -1).map((line) => line.split("\t"));
    expect(rows.map((row) => [row[1], row[3]])).toEqual([
      ["test-relay", "0 retries"],
      ["test-relay", "0 retries"],
    ]);
    expect(rows.map((row) => row[4]).sort()).toEqual(["relay down for 1", "relay down for 2"]);

    down = false;
    const firstId = rows[0]?.[0] ?? "";
    expect(await run("retry", firstId, "no-such-id")).toMatchObject({
      code: 1,
      out: ["1 job(s) queued again"],
      err: ["1 id(s) not in the failed list"],
    });
    await jobs.idle();
    expect(done).toHaveLength(1);
    expect(await run("retry", "--all")).toMatchObject({ code: 0, out: ["1 job(s) queued again"] });
    await jobs.idle();
    expect(done.sort()).toEqual([1, 2]);
    expect((await run("failed")).out).toEqual(["0 failed job(s)"]);
  });

  it("answers usage for a command it does not know", async () => {
    expect((await run("retry")).code).toBe(2);
    expect((await run("failed", "--limit", "x")).code).toBe(2);
    expect((await run("purge")).err[0]).toContain("jobs retry --all");
  });
});
