import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/support/free-port.ts";
import { createScratchDatabase } from "./cluster-harness.ts";
import type { ServerProcess } from "./server-process.ts";
import { killNineDuringWrites } from "./write-load.ts";

// Issue 18 "Durability", on PostgreSQL (D-052): kill -9 of the server during a write load
// loses no acknowledged write, and the server starts again cleanly on the same database.
// (*.postgres.test.ts: the PostgreSQL pass; durability.test.ts is the same on PGlite.)
describe("kill -9 under a write load on PostgreSQL (D-052)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "corkboard-durable-pg-"));
  const running: ServerProcess[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop("SIGKILL")));
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("loses no acknowledged write and restarts cleanly", { timeout: 120_000 }, async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? "");
    drop = scratch.drop;
    const port = await freePort();
    const env = {
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      WEB_DIST: path.join(dataDir, "no-web-build"),
    };
    const acknowledged = await killNineDuringWrites(port, env, (server) => running.push(server));
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from boards where id = any($1::bigint[])",
        [acknowledged],
      );
      expect(rows[0]?.n).toBe(acknowledged.length);
    } finally {
      await client.end();
    }
  });
});
