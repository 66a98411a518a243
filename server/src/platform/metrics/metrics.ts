import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { PoolStats } from "../db/database.ts";
import type { Jobs } from "../jobs/index.ts";

/** What the metrics read from the rest of the process when scraped. */
export interface MetricSources {
  /** The PostgreSQL pool's state; null on the embedded database. */
  poolStats(): PoolStats | null;
  /** The job queue (D-048): jobs waiting by kind, and outcomes as they happen. */
  jobs?: Pick<Jobs, "queued" | "onOutcome">;
}

/** Latency buckets in seconds: fine below 100 ms, where a page's reads should sit. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One app's Prometheus registry (prom-client): its own, not prom-client's global one, so
 * several apps in one process (the tests) never share counts.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: "corkboard_http_requests_total",
    help: "Requests answered, by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: "corkboard_http_request_duration_seconds",
    help: "Time to answer a request, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly errors = new Counter({
    name: "corkboard_api_errors_total",
    help: "Failure answers, by stable error code (INVALID_INPUT, UNAVAILABLE, INTERNAL …).",
    labelNames: ["code"] as const,
    registers: [this.registry],
  });

  constructor(sources: MetricSources) {
    collectDefaultMetrics({ register: this.registry, prefix: "corkboard_" });
    if (sources.jobs) this.#jobMetrics(sources.jobs);
    // The embedded database has no pool: no pool series at all, rather than zeros.
    if (sources.poolStats() === null) return;
    const pool = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name: `corkboard_db_pool_${name}`,
        help,
        registers: [this.registry],
        collect() {
          const stats = sources.poolStats();
          if (stats) this.set(read(stats));
        },
      });
    pool("max", "Connections the PostgreSQL pool may open.", (s) => s.max);
    pool("connections", "Connections the PostgreSQL pool holds.", (s) => s.total);
    pool("idle", "Pooled connections not in use.", (s) => s.idle);
    pool("waiting", "Queries waiting for a pooled connection.", (s) => s.waiting);
  }

  #jobMetrics(jobs: NonNullable<MetricSources["jobs"]>): void {
    const completed = new Counter({
      name: "corkboard_jobs_completed_total",
      help: "Job attempts this process ran to success, by kind of job.",
      labelNames: ["name"] as const,
      registers: [this.registry],
    });
    const failed = new Counter({
      name: "corkboard_jobs_failed_total",
      help: "Jobs this process failed for good (out of retries, now in `jobs failed`), by kind.",
      labelNames: ["name"] as const,
      registers: [this.registry],
    });
    jobs.onOutcome((name, outcome) => (outcome === "completed" ? completed : failed).inc({ name }));
    new Gauge({
      name: "corkboard_jobs_queued",
      help: "Jobs waiting to run, retries included, by kind (the whole database, not this process).",
      labelNames: ["name"] as const,
      registers: [this.registry],
      async collect() {
        for (const [name, count] of await jobs.queued()) this.set({ name }, count);
      },
    });
  }
}
