import { randomBytes } from "node:crypto";
import pg from "pg";
import { MIGRATIONS_FOLDER, type OpenDatabase, openDatabase } from "../platform/db/index.ts";
import { templateKey } from "../platform/db/pglite-template.ts";

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
    const template = await migratedPostgresTemplate(admin, url);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(url, name), poolSize });
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

/** The same server's URL with another database name. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// Any constant works; it only has to be the same in every test worker.
const TEMPLATE_LOCK_KEY = 727_244_111;

/**
 * The name of a database holding every committed migration, made once per migration set
 * (D-059): a test database copied from it skips the ~3 s of migrations each test file
 * would otherwise run. Workers starting together wait on one advisory lock, so it is built
 * once; its builder disconnects before anyone copies it (PostgreSQL copies only a template
 * nobody is connected to). Templates of other migration sets are left alone: another
 * checkout (a branch with one more migration) may be using its own on the same server.
 */
async function migratedPostgresTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const name = `corkboard_template_${templateKey(MIGRATIONS_FOLDER, ["pg_trgm", "unaccent"])}`;
  await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
  try {
    const { rows } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (rows.length > 0) return name;
    // Built under a temporary name and renamed when complete, so a worker that dies midway
    // leaves nothing that looks finished.
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const database = await openDatabase({
      kind: "postgres",
      url: databaseUrl(serverUrl, building),
      poolSize: 1,
    });
    await database.close();
    await waitForDisconnects(admin, building);
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY]);
  }
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
