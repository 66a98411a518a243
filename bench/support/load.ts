import autocannon from "autocannon";

/** What one load run measured. */
export interface LoadResult {
  name: string;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  /** Requests completed over the whole run. */
  requests: number;
  p50Ms: number;
  /** From every response's time (autocannon's histogram has no 95th percentile). */
  p95Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Answers by HTTP status, to say what the non-2xx were. */
  statuses: Record<string, number>;
}

/**
 * Drives `paths` (round robin) on `baseUrl` with autocannon for `durationSeconds`. Loopback
 * only; the run is bounded in time and stops by itself.
 */
export async function runLoad(
  name: string,
  baseUrl: string,
  paths: string[],
  options: {
    connections: number;
    durationSeconds: number;
    headers?: Record<string, string>;
    /** Full requests (method, body, headers) instead of GETs of `paths`. */
    requests?: autocannon.Request[];
  },
): Promise<LoadResult> {
  const headers = options.headers ?? {};
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: options.connections,
        duration: options.durationSeconds,
        requests: options.requests ?? paths.map((path) => ({ method: "GET", path, headers })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p95Ms: Math.round((latencies[Math.floor(0.95 * (latencies.length - 1))] ?? 0) * 10) / 10,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
}
