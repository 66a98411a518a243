import { Redis } from "ioredis";
import {
  type IRateLimiterOptions,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
} from "rate-limiter-flexible";
import type { Database } from "../db/database.ts";
import { AppError } from "../http/app-error.ts";
import { createLimiter, type Limiter, type LimiterBackend, type LimitRule } from "./limiter.ts";
import { drizzleQueryClient, type PgQueryClient } from "./postgres-client.ts";

/**
 * Where counters live (DESIGN §1, IMPL-006):
 * - memory: this process only — tests, or a single process that accepts losing lockouts on restart;
 * - postgres: the app's database through its Drizzle handle, PostgreSQL or embedded PGlite
 *   alike (one table, created if missing) — the default, shared by every process;
 * - redis: REDIS_URL, for many processes without the extra database writes.
 *
 * While the store cannot be reached, each rule does what its `whenStoreDown` says (D-061):
 * fail closed (503 UNAVAILABLE), or count on in the fall-back — the database under Redis,
 * shared by every process like Redis was; memory under the database, whose outage stops
 * nearly every request anyway.
 */
export type LimiterStoreOptions =
  | { kind: "memory"; namespace?: string }
  | { kind: "postgres"; db: Database; namespace?: string }
  | {
      kind: "redis";
      url: string;
      namespace?: string;
      commandTimeoutMs?: number;
      /** Where fall-back rules count while Redis is away; memory when not given (tests). */
      fallbackDb?: Database;
      /** Where a start without Redis is said. */
      log?: { warn(details: object, message: string): void };
    };

/** A place to keep counters, and the factory of limiters on it. */
export interface LimiterStore {
  readonly kind: LimiterStoreOptions["kind"];
  /** A limiter for one rule; its keys are namespaced by the rule's name. */
  limiter(rule: LimitRule): Limiter;
  /** Closes the Redis connection or stops the table clean-up; the database stays open. */
  close(): Promise<void>;
}

const DEFAULT_NAMESPACE = "rl";
// Created by migration 0004 (db/schema/rate-limits.ts).
const RATE_LIMIT_TABLE = "rate_limits";
const CLEANUP_EVERY_MS = 5 * 60_000;

/**
 * Opens the store; for PostgreSQL it checks the table answers. Redis is connected to once; a
 * Redis that does not answer is said in the log and the process starts anyway, its rules
 * doing what they do in an outage until ioredis's reconnection finds it (D-061).
 */
export async function createLimiterStore(options: LimiterStoreOptions): Promise<LimiterStore> {
  const namespace = options.namespace ?? DEFAULT_NAMESPACE;
  switch (options.kind) {
    case "memory":
      return {
        kind: "memory",
        limiter: (rule) => createLimiter(rule, new RateLimiterMemory(baseOptions(namespace, rule))),
        close: async () => {},
      };
    case "postgres":
      return openPostgresStore(options.db, RATE_LIMIT_TABLE, namespace);
    case "redis":
      return openRedisStore(options, namespace);
  }
}

function baseOptions(namespace: string, rule: LimitRule): IRateLimiterOptions {
  // Blocking is done by createLimiter (from the action that reaches the limit), not by the
  // library's blockDuration (from the action after it).
  return { keyPrefix: `${namespace}:${rule.name}`, points: rule.points, duration: rule.durationSeconds };
}

// If the shared store fails mid-request, a fall-back rule counts on per process rather than
// failing every request that names it; a fail-closed rule has no insurance, so the store's
// error reaches createLimiter's guard and the request answers 503 (D-061).
function memoryInsurance(namespace: string, rule: LimitRule): RateLimiterMemory | undefined {
  return failsClosed(rule) ? undefined : new RateLimiterMemory(baseOptions(namespace, rule));
}

function failsClosed(rule: LimitRule): boolean {
  return rule.whenStoreDown === "fail-closed";
}

/** The database store, which can also stand in for Redis while Redis is away. */
interface PostgresStore extends LimiterStore {
  /** A bare limiter for `rule` on the table, to be Redis's insurance. */
  insuranceFor(rule: LimitRule): LimiterBackend;
}

async function openPostgresStore(db: Database, tableName: string, namespace: string): Promise<PostgresStore> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(tableName)) {
    throw new AppError("INTERNAL", `Invalid rate-limit table name ${JSON.stringify(tableName)}`);
  }
  const client = drizzleQueryClient(db);
  const postgresLimiter = (rule: LimitRule) =>
    new RateLimiterPostgres(postgresOptions(rule)) as unknown as LimiterBackend;
  const postgresOptions = (rule: LimitRule) => ({
    ...baseOptions(namespace, rule),
    storeClient: client,
    storeType: "client",
    tableName,
    tableCreated: true,
    // One clean-up timer for the whole table (below) instead of one per limiter.
    clearExpiredByTimeout: false,
    insuranceLimiter: memoryInsurance(namespace, rule),
  });
  // The table comes from the migrations (schema/rate-limits.ts); only check it answers.
  await client.query({ text: `SELECT 1 FROM "${tableName}" LIMIT 1` }).catch((error: unknown) => {
    throw unavailable("PostgreSQL", error);
  });
  const cleanup = setInterval(() => void deleteExpired(client, tableName), CLEANUP_EVERY_MS);
  cleanup.unref();
  return {
    kind: "postgres",
    limiter: (rule) => createLimiter(rule, postgresLimiter(rule)),
    close: async () => clearInterval(cleanup),
    insuranceFor: (rule) => postgresLimiter(rule),
  };
}

async function deleteExpired(client: PgQueryClient, tableName: string): Promise<void> {
  // An hour of slack, as the library does: never race a key that is being extended.
  await client
    .query({ text: `DELETE FROM "${tableName}" WHERE expire < $1`, values: [Date.now() - 3_600_000] })
    .catch(() => {});
}

async function openRedisStore(
  options: Extract<LimiterStoreOptions, { kind: "redis" }>,
  namespace: string,
): Promise<LimiterStore> {
  const { url, commandTimeoutMs = 2000 } = options;
  // The database store the fall-back rules count in while Redis is away.
  const fallback = options.fallbackDb
    ? await openPostgresStore(options.fallbackDb, RATE_LIMIT_TABLE, namespace)
    : null;
  const insurance = (rule: LimitRule) =>
    failsClosed(rule) ? undefined : (fallback?.insuranceFor(rule) ?? memoryInsurance(namespace, rule));
  const redis = new Redis(url, {
    lazyConnect: true,
    // Fail fast — into the fall-back, or a 503 — instead of queueing logins behind a dead Redis.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
  });
  // ioredis reconnects by itself; without a listener an outage would crash the process.
  redis.on("error", () => {});
  await redis.connect().catch((error: unknown) => {
    // ioredis goes on reconnecting in the background (status "reconnecting").
    options.log?.warn(
      { err: error },
      `Redis at ${describeRedis(url)} is not reachable; sign-in fails closed and the other limits count in ${fallback ? "the database" : "memory"} until it is`,
    );
  });
  return {
    kind: "redis",
    limiter: (rule) =>
      createLimiter(
        rule,
        new RateLimiterRedis({
          ...baseOptions(namespace, rule),
          storeClient: redis,
          insuranceLimiter: insurance(rule) as RateLimiterMemory | undefined,
        }) as unknown as LimiterBackend,
      ),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
      await fallback?.close();
    },
  };
}

/** Where a Redis URL points, without its credentials, for log lines. */
function describeRedis(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "6379"}`;
  } catch {
    return "the configured server";
  }
}

function unavailable(what: string, cause: unknown): AppError {
  return new AppError("UNAVAILABLE", `The rate-limit store (${what}) is unavailable`, { cause });
}
