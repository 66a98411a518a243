import type { CachedBody } from "./cached-body.ts";

/**
 * A short-lived, in-process cache of serialized answers for logged-out reads (home feed,
 * pin pages): the same bytes for everyone, so N concurrent visitors cost one query per
 * key per TTL. Concurrent misses of one key share a single computation (no stampede).
 * Each server process keeps its own; the TTL bounds how stale any of them can be.
 */
export interface PublicCache {
  /** The cached value for `key`, computing (once, even under concurrency) when absent. */
  get(key: string, compute: () => Promise<CachedBody>): Promise<{ value: CachedBody; hit: boolean }>;
  /** The fresh cached value for `key`, if any, without computing. */
  peek(key: string): CachedBody | undefined;
  readonly enabled: boolean;
}

interface Entry {
  value: CachedBody;
  expiresAt: number;
}

/** Creates a cache; a TTL of 0 disables it (every call computes). */
export function createPublicCache(options: { ttlMs: number; maxEntries: number }): PublicCache {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<CachedBody>>();
  const enabled = options.ttlMs > 0;

  function remember(key: string, value: CachedBody): void {
    entries.delete(key);
    entries.set(key, { value, expiresAt: Date.now() + options.ttlMs });
    // Map keeps insertion order: the first key is the least recently stored.
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  function peek(key: string): CachedBody | undefined {
    const entry = entries.get(key);
    return entry && entry.expiresAt > Date.now() ? entry.value : undefined;
  }

  return {
    enabled,
    peek,
    async get(key, compute) {
      if (!enabled) return { value: await compute(), hit: false };
      const cached = peek(key);
      if (cached) return { value: cached, hit: true };
      let pending = inFlight.get(key);
      if (!pending) {
        pending = compute().finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
        // Failures are not cached: the next request tries again.
        pending.then((value) => remember(key, value)).catch(() => {});
      }
      return { value: await pending, hit: false };
    },
  };
}
