import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/support/free-port.ts";
import { openDatabase, schema } from "../platform/db/index.ts";
import type { ServerProcess } from "./server-process.ts";
import { killNineDuringWrites } from "./write-load.ts";

// Issue 18 "Durability", on the embedded default (D-052): kill -9 of the server during a
// write load loses no acknowledged write, and PGlite's data directory opens again cleanly.
// (durability.postgres.test.ts is the same on PostgreSQL.)
describe("kill -9 under a write load on PGlite (D-052)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "corkboard-durable-"));
  const running: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop("SIGKILL")));
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Two starts of the embedded database (the first migrates a fresh directory) and the load.
  it("loses no acknowledged write and restarts cleanly", { timeout: 120_000 }, async () => {
    const port = await freePort();
    const env = {
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      WEB_DIST: path.join(dataDir, "no-web-build"),
    };
    const acknowledged = await killNineDuringWrites(port, env, (server) => running.push(server));
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    try {
      const rows = await database.db
        .select({ id: schema.boards.id })
        .from(schema.boards)
        .where(inArray(schema.boards.id, acknowledged));
      expect(rows.length).toBe(acknowledged.length);
    } finally {
      await database.close();
    }
  });
});
