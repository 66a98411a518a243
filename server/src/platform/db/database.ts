import { readdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { Client } from "pg";
import { assertWritableDir } from "../config/writable-dir.ts";
import { isDatabaseUnavailable } from "./pg-errors.ts";
import { drizzleWithNamedStatements } from "./pglite-session.ts";
import { migratedTemplate } from "./pglite-template.ts";
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
  | {
      kind: "pglite";
      dataDir: string | null;
      /** Named queries as prepared statements of the backend (D-074); off only to measure without. */
      namedStatements?: boolean;
    }
  | { kind: "postgres"; url: string; poolSize: number };

/** An open database with its driver-level close. */
export interface OpenDatabase {
  db: Database;
  kind: DatabaseConfig["kind"];
  /** Runs `select 1`; used by /readyz. */
  ping(): Promise<void>;
  /** The connection pool's state for /metrics; null for the embedded database (no pool). */
  poolStats(): PoolStats | null;
  /** How the job queue reaches this same database (platform/jobs, D-048). */
  queueConnection: QueueConnection;
  close(): Promise<void>;
}

/**
 * The job queue's way into the database: the embedded instance itself (one connection,
 * shared), or the PostgreSQL URL (the queue keeps a small pool of its own, with the
 * LISTEN connection that wakes workers).
 */
export type QueueConnection = { kind: "pglite"; client: PGlite } | { kind: "postgres"; url: string };

/** How busy the PostgreSQL connection pool is. */
export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero, the pool is the bottleneck. */
  waiting: number;
}

/** The committed migrations (drizzle-kit output), applied at every open. */
export const MIGRATIONS_FOLDER = new URL("../../../drizzle", import.meta.url).pathname;
// Any constant works; it only has to be the same in every process.
const MIGRATION_LOCK_KEY = 727_244_110;

/** Where start-up says that it is waiting for the database. */
export interface StartLog {
  warn(details: object, message: string): void;
}

/** How long a start waits for PostgreSQL to become reachable before it gives up. */
export const DATABASE_START_TIMEOUT_MS = 120_000;
/** A pooled connection that cannot be made within this answers 503, never a hung request. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Opens the database and applies the committed migrations. PGlite keeps its files in
 * `dataDir` (in memory when null); PostgreSQL migrations run under an advisory lock so N
 * processes starting together apply them once. An unreachable PostgreSQL is retried, and
 * said so in `log`, for up to DATABASE_START_TIMEOUT_MS (issue 18).
 */
export async function openDatabase(config: DatabaseConfig, log?: StartLog): Promise<OpenDatabase> {
  return config.kind === "pglite"
    ? openPglite(config.dataDir, config.namedStatements ?? true)
    : openPostgres(config.url, config.poolSize, log);
}

/**
 * PostgreSQL settings inside the embedded database (D-064). Its memory is one WebAssembly
 * memory that grows and never shrinks, and PostgreSQL's default 128 MB of shared buffers is
 * touched at start: the largest single part of the server's resident memory. The data files
 * are ordinary files, so the operating system's page cache still holds what those buffers
 * would; 16 MB keeps the working set of a small instance.
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB"];

async function openPglite(dataDir: string | null, namedStatements: boolean): Promise<OpenDatabase> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // A data directory the embedded database cannot write is said in words, not PGlite's.
  if (dataDir !== null) assertWritableDir(dataDir);
  // Search needs pg_trgm and unaccent (migration 0010, D-032); PGlite ships them as contrib.
  const [{ pg_trgm }, { unaccent }] = await Promise.all([
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/unaccent"),
  ]);
  const extensions = { pg_trgm, unaccent };
  // A database that does not exist yet starts from the migrated template (D-059); the
  // migrator below then finds nothing to apply. An existing one opens as it is.
  const loadDataDir = isNewDatabase(dataDir)
    ? await migratedTemplate(MIGRATIONS_FOLDER, Object.keys(extensions), async () => {
        const fresh = new PGlite({ extensions });
        await migrate(drizzle({ client: fresh, schema, casing: "snake_case" }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
        const template = await fresh.dumpDataDir("none");
        await fresh.close();
        return template;
      })
    : undefined;
  const options = {
    extensions,
    loadDataDir,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  };
  const client = dataDir === null ? new PGlite(options) : new PGlite(dataDir, options);
  await client.waitReady;
  await migrate(drizzle({ client, schema, casing: "snake_case" }), { migrationsFolder: MIGRATIONS_FOLDER });
  // The app's handle runs named queries as prepared statements (D-074); Drizzle's own
  // driver runs every query unnamed, parsed and planned again each time.
  const db = namedStatements
    ? drizzleWithNamedStatements(client)
    : drizzle({ client, schema, casing: "snake_case" });
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    poolStats: () => null,
    queueConnection: { kind: "pglite", client },
    close: () => client.close(),
  };
}

/** In memory, or a data directory that is missing or empty: nothing to keep, so a template fits. */
function isNewDatabase(dataDir: string | null): boolean {
  if (dataDir === null) return true;
  try {
    return readdirSync(dataDir).length === 0;
  } catch {
    return true;
  }
}

/** Where a PostgreSQL URL points, without its credentials, for log lines. */
function describeServer(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "the configured server";
  }
}

/**
 * A connected client for the migration lock. While PostgreSQL cannot be reached (not up yet,
 * restarting), start-up waits and says so, with a growing pause, then gives up in words.
 */
async function connectWhenReachable(
  pg: typeof import("pg").default,
  url: string,
  log: StartLog | undefined,
): Promise<Client> {
  const started = Date.now();
  for (let attempt = 1, pauseMs = 500; ; attempt++, pauseMs = Math.min(pauseMs * 2, 5_000)) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      if (!isDatabaseUnavailable(error) || Date.now() - started + pauseMs > DATABASE_START_TIMEOUT_MS) {
        throw new Error(
          `PostgreSQL at ${describeServer(url)} could not be reached: ${(error as Error).message}`,
          {
            cause: error,
          },
        );
      }
      log?.warn(
        {
          attempt,
          retryInMs: pauseMs,
          reason: (error as { code?: string }).code ?? (error as Error).message,
        },
        `PostgreSQL at ${describeServer(url)} is not reachable yet; retrying`,
      );
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

async function openPostgres(url: string, poolSize: number, log?: StartLog): Promise<OpenDatabase> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // JIT off for this app's sessions (D-033): every statement here is a short indexed read
  // or write, and PostgreSQL's cost model turned JIT on for the fan-out reads (the followed
  // feed's estimate passes jit_above_cost), compiling on each execution: 16 ms of JIT for
  // a 36 ms query in the follow-feed bench.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: "-c jit=off",
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client whose server connection drops (PostgreSQL restart, failover) is
  // discarded by the pool, which then emits "error"; unhandled, that would crash the
  // process. The next query opens a fresh connection and /readyz reports real outages.
  pool.on("error", () => {});
  const db = drizzle({ client: pool, schema, casing: "snake_case" });
  // The lock is held on a connection of its own: taken from the pool, it would leave a pool
  // of one nothing to migrate with, and the start would wait forever.
  const lockClient = await connectWhenReachable(pg, url, log);
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
    poolStats: () => ({
      max: poolSize,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    queueConnection: { kind: "postgres", url },
    close: () => pool.end(),
  };
}
