import { fromPglite, PgBoss } from "pg-boss";
import type { z } from "zod";
import type { QueueConnection } from "../db/database.ts";
import type { EnqueueOptions, FailedJob, JobKind, JobOptions, JobOutcome, JobRun, Jobs } from "./jobs.ts";

/** Where the queue says what went wrong in the background. */
export interface JobsLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How the queue runs, beside the database it lives in. */
export interface JobsSettings {
  /** False in processes that only enqueue or administer (the admin CLI): no workers, no cron. */
  work?: boolean;
  /**
   * Seconds between a worker's checks for due retries and delayed jobs (new jobs wake it at
   * once through LISTEN/NOTIFY). Default 2; tests use 0.5.
   */
  pollSeconds?: number;
  log: JobsLog;
}

/** A failed job's copy waits in `<kind>__failed` until replayed or expired. */
const DEAD_SUFFIX = "__failed";
/** Failed jobs are kept this long for an operator to replay (pg-boss deletes them after). */
const FAILED_KEPT_SECONDS = 30 * 24 * 60 * 60;
/** Sockets of the queue's own pool on PostgreSQL (one of them LISTENs). */
const POSTGRES_QUEUE_POOL = 3;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULTS = { retryLimit: 3, delaySeconds: 5, maxDelaySeconds: 600, timeoutMs: 60_000, concurrency: 1 };

interface Definition {
  handler: (payload: unknown, run: JobRun) => Promise<void>;
  payload: z.ZodType;
  ready: Promise<void>;
}

/**
 * Jobs on pg-boss (D-048), in the app's own database: pg-boss's PGlite adapter on the
 * embedded default (the one connection is shared with the app), its own small pool on
 * PostgreSQL. Each kind is a pg-boss queue with a dead letter queue `<kind>__failed`.
 */
export async function startPgBossJobs(connection: QueueConnection, settings: JobsSettings): Promise<Jobs> {
  const boss =
    connection.kind === "pglite"
      ? new PgBoss({
          db: fromPglite(connection.client),
          backend: "pglite",
          useListenNotify: true,
          schedule: settings.work !== false,
          supervise: settings.work !== false,
        })
      : new PgBoss({
          connectionString: connection.url,
          max: POSTGRES_QUEUE_POOL,
          useListenNotify: true,
          schedule: settings.work !== false,
          supervise: settings.work !== false,
        });
  boss.on("error", (error) => settings.log.error({ err: error }, "job queue error"));
  boss.on("warning", (warning) => settings.log.warn({ warning }, "job queue warning"));
  await boss.start();
  return new PgBossJobs(boss, settings);
}

class PgBossJobs implements Jobs {
  readonly #boss: PgBoss;
  readonly #settings: JobsSettings;
  readonly #definitions = new Map<string, Definition>();
  readonly #listeners: ((name: string, outcome: JobOutcome) => void)[] = [];
  #running = 0;
  #stopped: Promise<void> | null = null;

  constructor(boss: PgBoss, settings: JobsSettings) {
    this.#boss = boss;
    this.#settings = settings;
  }

  define<Payload extends z.ZodType>(
    name: string,
    handler: (payload: z.output<Payload>, run: JobRun) => Promise<void>,
    options: JobOptions<Payload>,
  ): JobKind<z.input<Payload>> {
    if (this.#definitions.has(name)) throw new Error(`job ${name} is defined twice`);
    const ready = this.#createQueue(name, options);
    // A queue that cannot be created is said at its first enqueue; never an unhandled rejection.
    ready.catch(() => {});
    this.#definitions.set(name, {
      handler: handler as Definition["handler"],
      payload: options.payload,
      ready,
    });
    return { name };
  }

  async #createQueue(name: string, options: JobOptions<z.ZodType>): Promise<void> {
    const dead = `${name}${DEAD_SUFFIX}`;
    await this.#boss.createQueue(dead, { retentionSeconds: FAILED_KEPT_SECONDS, notify: false });
    const backoff = options.backoff ?? DEFAULTS;
    await this.#boss.createQueue(name, {
      retryLimit: options.retryLimit ?? DEFAULTS.retryLimit,
      retryDelay: backoff.delaySeconds,
      retryBackoff: true,
      retryDelayMax: backoff.maxDelaySeconds ?? DEFAULTS.maxDelaySeconds,
      expireInSeconds: Math.max(1, Math.ceil((options.timeoutMs ?? DEFAULTS.timeoutMs) / 1000)),
      deleteAfterSeconds: options.keepCompletedSeconds ?? 3600,
      deadLetter: dead,
      notify: true,
      policy: options.oneQueuedPerKey ? "short" : "standard",
    });
    if (this.#settings.work === false) return;
    // One pg-boss worker per slot, each woken again as soon as its job ends: pg-boss otherwise
    // waits out the poll interval after every job, and a backlog drains one job per poll.
    for (let slot = 0; slot < (options.concurrency ?? DEFAULTS.concurrency); slot++) {
      let workerId = "";
      workerId = await this.#boss.work(
        name,
        {
          localConcurrency: 1,
          pollingIntervalSeconds: 0.5,
          notifyPollingIntervalSeconds: this.#settings.pollSeconds ?? 2,
          includeMetadata: true,
        },
        async ([job]) => {
          if (!job) return;
          try {
            await this.#run(name, job);
          } finally {
            this.#boss.notifyWorker(workerId);
          }
        },
      );
    }
  }

  async #run(
    name: string,
    job: { id: string; data: unknown; retryCount: number; retryLimit: number; signal: AbortSignal },
  ) {
    this.#running++;
    try {
      const definition = this.#definitions.get(name);
      if (!definition) throw new Error(`job ${name} has no handler`);
      const payload = definition.payload.parse(job.data);
      await definition.handler(payload, { id: job.id, retryCount: job.retryCount, signal: job.signal });
      this.#emit(name, "completed");
    } catch (error) {
      if (job.retryCount >= job.retryLimit) {
        this.#emit(name, "failed");
        this.#settings.log.error({ err: error, job_id: job.id, job: name }, "job failed for good");
      } else {
        this.#settings.log.warn(
          { err: error instanceof Error ? error.message : String(error), job_id: job.id, job: name },
          "job attempt failed; retrying",
        );
      }
      throw error;
    } finally {
      this.#running--;
    }
  }

  #emit(name: string, outcome: JobOutcome): void {
    for (const listener of this.#listeners) listener(name, outcome);
  }

  async enqueue<Input>(kind: JobKind<Input>, payload: Input, options: EnqueueOptions = {}) {
    const definition = this.#definitions.get(kind.name);
    if (!definition) throw new Error(`job ${kind.name} is not defined`);
    await definition.ready;
    const data = definition.payload.parse(payload) as object;
    return this.#boss.send(kind.name, data, {
      ...(options.singletonKey === undefined ? {} : { singletonKey: options.singletonKey }),
      ...(options.startAfter === undefined ? {} : { startAfter: options.startAfter }),
    });
  }

  async schedule(kind: JobKind<Record<string, never>>, cron: string): Promise<void> {
    await this.#definitions.get(kind.name)?.ready;
    await this.#boss.schedule(kind.name, cron, {}, { tz: "UTC" });
  }

  async idle(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.#running === 0 && (await this.#unfinished()) === 0) return;
      if (Date.now() > deadline) throw new Error("jobs still queued or running");
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Jobs of the defined kinds waiting, due for a retry or running (here or elsewhere). */
  async #unfinished(): Promise<number> {
    await Promise.all([...this.#definitions.values()].map((definition) => definition.ready));
    const { rows } = await this.#boss
      .getDb()
      .executeSql("select count(*)::int as n from pgboss.job where state < 'completed' and name = any($1)", [
        [...this.#definitions.keys()],
      ]);
    return (rows[0] as { n: number } | undefined)?.n ?? 0;
  }

  async #deadQueues(): Promise<string[]> {
    const queues = await this.#boss.getQueues();
    return queues.map((queue) => queue.name).filter((name) => name.endsWith(DEAD_SUFFIX));
  }

  async failed(limit = 1000): Promise<FailedJob[]> {
    const failed: FailedJob[] = [];
    for (const dead of await this.#deadQueues()) {
      for (const job of await this.#boss.findJobs(dead, { queued: true, limit })) {
        failed.push({
          id: job.id,
          name: job.sourceName ?? dead.slice(0, -DEAD_SUFFIX.length),
          failedAt: job.createdOn,
          error: describeOutput(job.sourceOutput),
          retryCount: job.sourceRetryCount ?? 0,
        });
      }
    }
    return failed.sort((a, b) => a.failedAt.getTime() - b.failedAt.getTime()).slice(0, limit);
  }

  async retry(ids?: readonly string[]): Promise<number> {
    // Job ids are UUIDs; anything else names no job (and would be a database error).
    const known = ids?.filter((id) => UUID.test(id));
    let moved = 0;
    for (const dead of await this.#deadQueues()) {
      if (ids === undefined) {
        for (let batch = await this.#boss.redrive(dead); batch > 0; batch = await this.#boss.redrive(dead))
          moved += batch;
      } else if (known && known.length > 0) {
        moved += await this.#boss.redrive(dead, { ids: known });
      }
    }
    return moved;
  }

  async queued(): Promise<Map<string, number>> {
    // Counted live: pg-boss's own per-queue counts are refreshed by its monitor once a minute.
    const { rows } = await this.#boss
      .getDb()
      .executeSql(
        "select name, count(*)::int as n from pgboss.job where state < 'active' and name = any($1) group by name",
        [[...this.#definitions.keys()]],
      );
    const counts = new Map<string, number>([...this.#definitions.keys()].map((name) => [name, 0]));
    for (const row of rows as { name: string; n: number }[]) counts.set(row.name, row.n);
    return counts;
  }

  onOutcome(listener: (name: string, outcome: JobOutcome) => void): void {
    this.#listeners.push(listener);
  }

  stop(timeoutMs = 10_000): Promise<void> {
    this.#stopped ??= (async () => {
      await Promise.allSettled([...this.#definitions.values()].map((definition) => definition.ready));
      await this.#boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    })();
    return this.#stopped;
  }
}

/** The error a failed attempt left (pg-boss stores what the handler threw as its output). */
function describeOutput(output: unknown): string {
  if (output && typeof output === "object" && "message" in output) return String(output.message);
  return output === null || output === undefined ? "" : JSON.stringify(output);
}
