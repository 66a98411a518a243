import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildTestApp } from "../../test/test-app.ts";

// D-048, issue 18 (graceful shutdown): closing the app lets a running job finish its work
// in the database before the database closes.
describe("closing the app finishes running jobs first (D-048)", () => {
  it("a job still running when the app closes completes its database write", async () => {
    const t = await buildTestApp();
    const { jobs } = t.app.appContext;
    let started = false;
    const steps: string[] = [];
    const slow = jobs.define(
      "test-slow",
      async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 300));
        // The database is still open: this answers.
        const result = (await t.database.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
        steps.push(`wrote ${result.rows.length}`);
      },
      { payload: z.object({}) },
    );
    jobs.onOutcome((name, outcome) => steps.push(`${name}:${outcome}`));
    await jobs.enqueue(slow, {});
    await expect.poll(() => started, { timeout: 10_000 }).toBe(true);
    await t.close();
    expect(steps).toEqual(["wrote 1", "test-slow:completed"]);
  });
});
