/** What a SQL-only loop measured. */
export interface SqlLoopResult {
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
}

/**
 * Runs `once` from `concurrency` loops at once for `durationSeconds`: a page's own
 * statements without HTTP, the server's limit for that page on this host, measured in the
 * same run as the page itself.
 */
export async function sqlLoop(
  concurrency: number,
  durationSeconds: number,
  once: () => Promise<void>,
): Promise<SqlLoopResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const ends = started + durationSeconds * 1000;
  const worker = async () => {
    while (performance.now() < ends) {
      const t0 = performance.now();
      try {
        await once();
        latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.floor(q * (latencies.length - 1))] ?? 0) * 10) / 10;
  return {
    perSecond: Math.round(latencies.length / seconds),
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    errors,
  };
}
