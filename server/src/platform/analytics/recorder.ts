import type { AnalyticsEventName } from "@corkboard/core/contract";
import type { Executor } from "../db/database.ts";
import { insertEvents, type StoredEvent } from "./analytics-repo.ts";

/** An event as a feature records it; the recorder stamps the time when none is given. */
export interface AnalyticsEvent {
  name: AnalyticsEventName;
  at?: Date;
  viewerId?: string | null;
  path?: string | null;
  trafficSource?: string | null;
  devicePlatform?: string | null;
  loginMethod?: number | null;
  payload?: Record<string, string | number | boolean>;
}

/** Where the recorder says that a batch could not be written. */
export interface AnalyticsLog {
  warn(details: object, message: string): void;
}

/** A batch is written when this many events wait… */
const BATCH_SIZE = 100;
/** …or this long after the first of them arrived. */
const FLUSH_MS = 2_000;
/** Beyond this many waiting (the database away), new events are dropped and counted. */
const MAX_WAITING = 10_000;

/**
 * Records analytics events without slowing the request that makes them (D-053): `record`
 * only appends to memory; batches go to the database in one insert when 100 wait or two
 * seconds after the first. A batch that cannot be written is dropped with a warning:
 * analytics never fails or delays what a person does. `close` writes what waits.
 */
export class AnalyticsRecorder {
  readonly #db: Executor;
  readonly #log: AnalyticsLog;
  #waiting: StoredEvent[] = [];
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();
  /** Events dropped because too many were waiting. */
  dropped = 0;

  constructor(db: Executor, log: AnalyticsLog) {
    this.#db = db;
    this.#log = log;
  }

  record(event: AnalyticsEvent): void {
    if (this.#waiting.length >= MAX_WAITING) {
      this.dropped++;
      return;
    }
    this.#waiting.push({
      name: event.name,
      occurredAt: event.at ?? new Date(),
      viewerId: event.viewerId ?? null,
      path: event.path ?? null,
      trafficSource: event.trafficSource ?? null,
      devicePlatform: event.devicePlatform ?? null,
      loginMethod: event.loginMethod ?? null,
      payload: event.payload ?? {},
    });
    if (this.#waiting.length >= BATCH_SIZE) void this.flush();
    else this.#timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes every waiting event now (tests, shutdown); resolves when they are stored. */
  flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const batch = this.#waiting;
    this.#waiting = [];
    // One batch at a time, in order: a slow insert never runs beside the next one.
    this.#writing = this.#writing.then(() =>
      insertEvents(this.#db, batch).catch((error: unknown) => {
        this.#log.warn({ err: error, events: batch.length }, "analytics batch not written; dropped");
      }),
    );
    return this.#writing;
  }
}
