import type { z } from "zod";

/** How a kind of job is retried and run (D-048). */
export interface JobOptions<Payload extends z.ZodType> {
  /** The payload's schema: checked when enqueued and again when run. */
  payload: Payload;
  /** Retries after the first attempt before the job is failed (dead-lettered). Default 3. */
  retryLimit?: number;
  /**
   * Pause before a retry: `delaySeconds · 2^retry` (with jitter) up to `maxDelaySeconds`.
   * Default 5 s doubling up to 10 minutes.
   */
  backoff?: { delaySeconds: number; maxDelaySeconds?: number };
  /** An attempt running longer than this is abandoned and retried. Default 60 s (whole seconds). */
  timeoutMs?: number;
  /** Attempts run at once in this process. Default 1. */
  concurrency?: number;
  /**
   * At most one job of this kind waits per `singletonKey` (a second enqueue answers null);
   * every enqueue then gives a key. Default false: jobs are never merged.
   */
  oneQueuedPerKey?: boolean;
  /** Seconds a completed job is kept (mail bodies hold links: short). Default 1 hour. */
  keepCompletedSeconds?: number;
}

/** What a handler knows about the attempt it runs. */
export interface JobRun {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** Aborted when the attempt timed out or the process stops. */
  signal: AbortSignal;
}

/** A kind of job, as `define` returns it: what `enqueue` takes, typed by its payload. */
export interface JobKind<Input> {
  readonly name: string;
  /** Only here for the type; never read. */
  readonly __input?: Input;
}

/** Options of one enqueued job. */
export interface EnqueueOptions {
  /** With `oneQueuedPerKey`: a second job with this key while one waits is dropped (null id). */
  singletonKey?: string;
  /** Not before this time, or this many seconds from now. */
  startAfter?: Date | number;
}

/** A job that ran out of retries, as `jobs failed` lists it. */
export interface FailedJob {
  /** The id `jobs retry <id>` takes. */
  id: string;
  name: string;
  failedAt: Date;
  /** What the last attempt threw. */
  error: string;
  retryCount: number;
}

/** Jobs run to an end in this process, for the metrics. */
export type JobOutcome = "completed" | "failed";

/**
 * Background work (D-048): kinds of job defined by the features, enqueued with a typed
 * payload, run with retries and exponential backoff, failed ones kept for an operator to
 * list and replay. pg-boss on the app's database, PGlite and PostgreSQL alike: a job
 * survives a restart, and processes sharing a PostgreSQL database run each job once.
 */
export interface Jobs {
  define<Payload extends z.ZodType>(
    name: string,
    handler: (payload: z.output<Payload>, run: JobRun) => Promise<void>,
    options: JobOptions<Payload>,
  ): JobKind<z.input<Payload>>;
  /** Stores the job; resolves with its id (null when a singleton is already queued). */
  enqueue<Input>(kind: JobKind<Input>, payload: Input, options?: EnqueueOptions): Promise<string | null>;
  /** Enqueues a payload-less job of `kind` on a cron (UTC), once per tick across processes. */
  schedule(kind: JobKind<Record<string, never>>, cron: string): Promise<void>;
  /** Resolves when no job of a defined kind waits (retries included) or runs. */
  idle(timeoutMs?: number): Promise<void>;
  /** Jobs that ran out of retries, oldest first. */
  failed(limit?: number): Promise<FailedJob[]>;
  /** Queues failed jobs again (all of them without ids); answers how many. */
  retry(ids?: readonly string[]): Promise<number>;
  /** Jobs waiting (retries included) by kind, for the metrics. */
  queued(): Promise<Map<string, number>>;
  /** Calls `listener` whenever an attempt completes or a job fails for good. */
  onOutcome(listener: (name: string, outcome: JobOutcome) => void): void;
  /** Stops taking jobs; running attempts get `timeoutMs` to finish. */
  stop(timeoutMs?: number): Promise<void>;
}
