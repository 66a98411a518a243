import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import * as schema from "./schema/index.ts";

/** The Drizzle handle every repository takes: the same type on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories accept either. */
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;
/** A database or a transaction. */
export type Executor = Database | Transaction;

/** Where the data lives. */
export type DatabaseConfig =
  | { kind: "pglite"; dataDir: string | null }
  | { kind: "postgres"; url: string; poolSize: number };

/** An open database with its driver-level close. */
export interface OpenDatabase {
  db: Database;
  kind: DatabaseConfig["kind"];
  /** Runs `select 1`; used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = new URL("../../../drizzle", import.meta.url).pathname;
// Any constant works; it only has to be the same in every process.
const MIGRATION_LOCK_KEY = 727_244_110;

/**
 * Opens the database and applies the committed migrations. PGlite keeps its files in
 * `dataDir` (in memory when null); PostgreSQL migrations run under an advisory lock so N
 * processes starting together apply them once.
 */
export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  return config.kind === "pglite" ? openPglite(config.dataDir) : openPostgres(config.url, config.poolSize);
}

async function openPglite(dataDir: string | null): Promise<OpenDatabase> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  // Search needs pg_trgm and unaccent (migration 0010, D-032); PGlite ships them as contrib.
  const [{ pg_trgm }, { unaccent }] = await Promise.all([
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/unaccent"),
  ]);
  const extensions = { pg_trgm, unaccent };
  const client = dataDir === null ? new PGlite({ extensions }) : new PGlite(dataDir, { extensions });
  await client.waitReady;
  const db = drizzle({ client, schema, casing: "snake_case" });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<OpenDatabase> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // JIT off for this app's sessions (D-033): every statement here is a short indexed read
  // or write, and PostgreSQL's cost model turned JIT on for the fan-out reads (the followed
  // feed's estimate passes jit_above_cost), compiling on each execution: 16 ms of JIT for
  // a 36 ms query in the follow-feed bench.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: "-c jit=off" });
  // An idle client whose server connection drops (PostgreSQL restart, failover) is
  // discarded by the pool, which then emits "error"; unhandled, that would crash the
  // process. The next query opens a fresh connection and /readyz reports real outages.
  pool.on("error", () => {});
  const db = drizzle({ client: pool, schema, casing: "snake_case" });
  // The lock is held on a connection of its own: taken from the pool, it would leave a pool
  // of one nothing to migrate with, and the start would wait forever.
  const lockClient = new pg.Client({ connectionString: url });
  await lockClient.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await lockClient.end().catch(() => {});
  }
  return {
    db: db as unknown as Database,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}
