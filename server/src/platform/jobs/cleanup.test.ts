import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBoard, buildUser } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { schema } from "../db/index.ts";
import { queryRows } from "../db/raw.ts";
import { CLEANUP_CRON } from "./cleanup.ts";

const DAY = 24 * 60 * 60 * 1000;

/** One series of Prometheus' text format, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

// D-048: the periodic clean-up job deletes what has expired, and the job metrics count it.
describe("the clean-up job and the job metrics (D-048)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("is kept on an hourly cron in the database, for whichever process is up", async () => {
    const rows = await queryRows<{ name: string; cron: string; timezone: string }>(
      t.database.db,
      sql`select name, cron, timezone from pgboss.schedule`,
    );
    expect(rows).toEqual([{ name: "cleanup-expired", cron: CLEANUP_CRON, timezone: "UTC" }]);
  });

  it("deletes sessions and tokens a week past expiry and lapsed bulk-action locks, keeps the rest", async () => {
    const { db } = t.database;
    const user = await buildUser(db);
    const board = await buildBoard(db, user.id);
    const spare = await buildBoard(db, user.id);
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    await db.insert(schema.sessions).values([
      { id: "s-old", userId: user.id, token: "t-old", expiresAt: ago(8) },
      { id: "s-recent", userId: user.id, token: "t-recent", expiresAt: ago(1) },
      { id: "s-live", userId: user.id, token: "t-live", expiresAt: ago(-30) },
    ]);
    await db.insert(schema.verifications).values([
      { id: "v-old", identifier: "reset-password:x", value: "u", expiresAt: ago(8) },
      { id: "v-recent", identifier: "reset-password:y", value: "u", expiresAt: ago(1) },
    ]);
    await db.insert(schema.boardActionLocks).values([
      { boardId: board.id, action: "archive", expiresAt: ago(0.001) },
      { boardId: spare.id, action: "archive", expiresAt: ago(-0.01) },
    ]);

    const jobs = t.app.appContext.jobs;
    await jobs.enqueue({ name: "cleanup-expired" }, {});
    await jobs.idle();

    expect(
      (await db.select({ id: schema.sessions.id }).from(schema.sessions)).map((r) => r.id).sort(),
    ).toEqual(["s-live", "s-recent"]);
    expect(
      (await db.select({ id: schema.verifications.id }).from(schema.verifications)).map((r) => r.id),
    ).toEqual(["v-recent"]);
    expect((await db.select().from(schema.boardActionLocks)).map((r) => r.boardId)).toEqual([spare.id]);

    const metrics = (await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "127.0.0.1" })).body;
    expect(sample(metrics, 'corkboard_jobs_completed_total{name="cleanup-expired"}')).toBe(1);
    expect(sample(metrics, 'corkboard_jobs_queued{name="cleanup-expired"}')).toBe(0);
    expect(sample(metrics, 'corkboard_jobs_failed_total{name="cleanup-expired"}')).toBeUndefined();
  });
});
