import { t } from "@corkboard/core/messages";
import { RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "../http/app-error.ts";
import { hashLimitKey } from "./limit-keys.ts";

/** One named limit: `points` actions per `durationSeconds` window. */
export interface LimitRule {
  /** Stable, short, snake_case: part of every stored key. */
  name: string;
  points: number;
  durationSeconds: number;
  /**
   * When > 0, reaching `points` locks the key for this long, counted from the action that
   * reached it (the login lockout, AUTH-145). When 0 the key frees up as the window ends.
   */
  blockSeconds: number;
  /**
   * What happens while the shared store (Redis) cannot be reached (D-061):
   * - "fall-back" (the default): counting goes on in the database — still shared by every
   *   process — or, when the database is the store itself, in this process's memory;
   * - "fail-closed": the call answers 503 UNAVAILABLE with Retry-After. For the limits that
   *   guard a password, a second factor or a single-use code, where counting per process
   *   would multiply an attacker's guesses by the number of processes and forget the locks
   *   already in force.
   */
  whenStoreDown?: "fall-back" | "fail-closed";
}

/** The answer of a check or a consume. */
export interface LimitResult {
  /** For consume: this action was within the limit. For check: one more action would be. */
  allowed: boolean;
  /** Actions left before the limit answers no. */
  remaining: number;
  /** When `remaining` is 0: seconds until the key frees up (the Retry-After value); else 0. */
  retryAfterSeconds: number;
}

/** The subset of rate-limiter-flexible's limiter API this layer uses. */
export interface LimiterBackend {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  get(key: string): Promise<RateLimiterRes | null>;
  reward(key: string, points?: number): Promise<RateLimiterRes>;
  block(key: string, seconds: number): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
}

/** One limit applied to keys (an account, an IP, an account + IP, a challenge id). */
export interface Limiter {
  readonly rule: LimitRule;
  /** Reads the key's state without spending anything. */
  check(key: string): Promise<LimitResult>;
  /** Spends one action (or `points`); reaching the limit starts the block, if the rule has one. */
  consume(key: string, points?: number): Promise<LimitResult>;
  /** Gives back points, e.g. when the action turned out not to count. */
  reward(key: string, points?: number): Promise<void>;
  /** Forgets the key: a successful login clears its failures. */
  reset(key: string): Promise<void>;
}

/** Wraps a rate-limiter-flexible limiter built for `rule` in the check/consume/reset API. */
export function createLimiter(rule: LimitRule, backend: LimiterBackend): Limiter {
  const blockedOrWindow = (res: RateLimiterRes): number => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

  return {
    rule,
    async check(key) {
      const res = await guard(rule, () => backend.get(hashLimitKey(key)));
      if (!res) return { allowed: true, remaining: rule.points, retryAfterSeconds: 0 };
      const remaining = Math.max(rule.points - res.consumedPoints, 0);
      return {
        allowed: remaining > 0,
        remaining,
        retryAfterSeconds: remaining > 0 ? 0 : blockedOrWindow(res),
      };
    },
    async consume(key, points = 1) {
      const stored = hashLimitKey(key);
      let res: RateLimiterRes;
      try {
        res = await guard(rule, () => backend.consume(stored, points));
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return { allowed: false, remaining: 0, retryAfterSeconds: blockedOrWindow(error) };
        }
        throw error;
      }
      if (res.remainingPoints > 0)
        return { allowed: true, remaining: res.remainingPoints, retryAfterSeconds: 0 };
      // Resolved with nothing left: this action reached the limit. Only this caller sees
      // exactly `points` consumed (later ones are rejected), so the block starts once.
      if (rule.blockSeconds > 0) {
        await guard(rule, () => backend.block(stored, rule.blockSeconds));
        return { allowed: true, remaining: 0, retryAfterSeconds: rule.blockSeconds };
      }
      return { allowed: true, remaining: 0, retryAfterSeconds: blockedOrWindow(res) };
    },
    async reward(key, points = 1) {
      await guard(rule, () => backend.reward(hashLimitKey(key), points));
    },
    async reset(key) {
      await guard(rule, () => backend.delete(hashLimitKey(key)));
    },
  };
}

// rate-limiter-flexible rejects with a RateLimiterRes for "over the limit" (passed through)
// and with an Error when the store fails even after the in-memory insurance (wrapped).
async function guard<T>(rule: LimitRule, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RateLimiterRes) throw error;
    throw new AppError("UNAVAILABLE", t("error.UNAVAILABLE"), {
      detail: `limit ${rule.name}`,
      cause: error,
    });
  }
}
