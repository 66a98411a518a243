import { limitersFor } from "./auth-limits.ts";
import type { Limiter, LimitRule } from "./limiter.ts";
import type { LimiterStore } from "./limiter-store.ts";

/**
 * Limits on mail that people make the server send to others. The sign-in area's own mails
 * (reset, verification, codes) are limited in auth-limits.ts.
 */
export const MAIL_RATE_LIMIT_RULES = {
  /**
   * 100 board-invite mails per inviting account per day: inviting a class or a team fits,
   * using our mail server to spam strangers does not.
   */
  boardInviteMailsPerAccount: {
    name: "invite_mail_acct",
    points: 100,
    durationSeconds: 24 * 60 * 60,
    blockSeconds: 0,
  },
} as const satisfies Record<string, LimitRule>;

/** The mail limiters by purpose. */
export type MailRateLimits = { [K in keyof typeof MAIL_RATE_LIMIT_RULES]: Limiter };

/** Builds every mail limiter on one store. */
export function createMailRateLimits(store: LimiterStore): MailRateLimits {
  return limitersFor(store, MAIL_RATE_LIMIT_RULES);
}
