import { randomBytes } from "node:crypto";
import pg from "pg";
import { type OpenDatabase, openDatabase } from "../platform/db/index.ts";

/**
 * A fresh, migrated database for one test file: PGlite in memory always; a new PostgreSQL
 * database (created and dropped here) when DATABASE_URL is set, so files run in parallel
 * without seeing each other's rows.
 */
export async function openTestDatabase({ poolSize = 5 }: { poolSize?: number } = {}): Promise<OpenDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ kind: "pglite", dataDir: null });
  const name = `corkboard_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: testUrl.toString(), poolSize });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      try {
        await waitForDisconnects(dropper, name);
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * pg-pool's end() resolves once its clients are *asked* to end, not once they have
 * closed. Dropping WITH (FORCE) in that window kills a closing client that no longer has
 * an error listener, which surfaces as an uncaught "terminating connection due to
 * administrator command". So wait (briefly) for the backends to go first.
 */
async function waitForDisconnects(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1",
      [database],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
