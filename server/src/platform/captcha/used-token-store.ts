import type { LimitRule } from "../rate-limit/limiter.ts";
import type { LimiterStore } from "../rate-limit/limiter-store.ts";

/**
 * Remembers solved bot-check payloads so each works once (replay protection). One process
 * can use the in-memory store; several processes must share one (Redis or PostgreSQL via
 * `usedTokenStoreOnLimiters`), or a payload could be spent once per process.
 */
export interface UsedTokenStore {
  /** Records `id` for `ttlSeconds`; false when it was already recorded. Atomic per id. */
  markUsed(id: string, ttlSeconds: number): Promise<boolean>;
}

/** How many ids the in-memory store keeps at most. */
export const USED_TOKENS_MAX_ENTRIES = 100_000;

/**
 * In-memory store, bounded. Entries leave when they expire (a challenge is worthless after
 * its own expiry) or, when full, oldest first: evicting an id to replay it takes solving
 * 100 000 fresh challenges, which costs the attacker more than solving one.
 */
export function createMemoryUsedTokenStore(options: { maxEntries?: number } = {}): UsedTokenStore {
  const maxEntries = options.maxEntries ?? USED_TOKENS_MAX_ENTRIES;
  const expiries = new Map<string, number>();

  function prune(now: number): void {
    // Insertion order is close to expiry order (one TTL for all), so expired ids sit in front.
    for (const [id, expiresAt] of expiries) {
      if (expiresAt > now && expiries.size < maxEntries) break;
      expiries.delete(id);
    }
  }

  return {
    async markUsed(id, ttlSeconds) {
      const now = Date.now();
      const known = expiries.get(id);
      if (known !== undefined && known > now) return false;
      expiries.delete(id);
      prune(now);
      expiries.set(id, now + ttlSeconds * 1000);
      return true;
    },
  };
}

/**
 * The one-point rule behind the shared store. While Redis is away it counts on in the
 * database like the other fall-back rules (D-061): the human check is a cost put on a
 * guesser, not a secret, and the login limits it backs fail closed themselves.
 */
export function usedTokenRule(maxTtlSeconds: number): LimitRule {
  return {
    name: "bot_check_used",
    points: 1,
    durationSeconds: Math.max(1, Math.ceil(maxTtlSeconds)),
    blockSeconds: 0,
  };
}

/**
 * A shared store on the rate-limit store (PostgreSQL or Redis): a one-point limiter per id,
 * so "consume succeeded" means "first use". Every id is kept for `maxTtlSeconds`, the
 * longest life of a challenge, whatever `ttlSeconds` a call passes.
 */
export function usedTokenStoreOnLimiters(store: LimiterStore, maxTtlSeconds: number): UsedTokenStore {
  const limiter = store.limiter(usedTokenRule(maxTtlSeconds));
  return {
    async markUsed(id) {
      return (await limiter.consume(id)).allowed;
    },
  };
}
