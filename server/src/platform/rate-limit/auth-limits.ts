import { AUTH_TIMING } from "@corkboard/core/auth";
import type { Limiter, LimitRule } from "./limiter.ts";
import type { LimiterStore } from "./limiter-store.ts";

/**
 * The limits of the sign-up and log-in area (IMPL-006). Keys: `accountKey(email)` for
 * accounts (counted whether the account exists or not, so lockouts reveal nothing),
 * `ipKey(request.ip)` for clients, `compositeKey(...)` for both. The rules that guard a
 * password, a second factor or a single-use code fail closed while Redis is away; the mail
 * and sign-up limits count on in the database (`whenStoreDown`, D-061).
 */
export const AUTH_RATE_LIMIT_RULES = {
  /**
   * AUTH-145, AUTH-146 DECISION, per account and source (D-041): 10 failed logins to one
   * account from one address within 15 minutes lock that address out of it for 30 minutes,
   * even with the right password. Keyed `compositeKey(accountKey, ipKey)`. Check before
   * verifying, consume on each failure, reset on success.
   */
  loginFailuresPerAccountSource: {
    name: "login_fail_acct_ip",
    points: AUTH_TIMING.lockoutAttempts,
    durationSeconds: AUTH_TIMING.lockoutWindowMs / 1000,
    blockSeconds: AUTH_TIMING.lockoutMs / 1000,
    whenStoreDown: "fail-closed",
  },
  /**
   * The account's failures from anywhere (D-041): past 10 within 15 minutes, every login to
   * it needs a solved human check (LOGIN_TOO_FAST) — each further guess costs the guesser a
   * proof of work, while the owner, with the right password and a check, still signs in
   * (the lock-out-anyone-by-email denial of service the adversary found, issue 18 item 3).
   */
  loginFailuresPerAccount: {
    name: "login_fail_acct",
    points: AUTH_TIMING.lockoutAttempts,
    durationSeconds: AUTH_TIMING.lockoutWindowMs / 1000,
    blockSeconds: 0,
    whenStoreDown: "fail-closed",
  },
  /**
   * AUTH-146 "plus a per-IP limit": 100 login attempts per client address per 15 minutes,
   * then 30 minutes blocked. Consume on every attempt. 100 lets an office or campus behind
   * one NAT log in on a Monday morning; a credential-stuffing run from one address (or one
   * IPv6 /64) gets at most 100 guesses per 45 minutes across all accounts.
   */
  loginAttemptsPerIp: {
    name: "login_ip",
    points: 100,
    durationSeconds: 15 * 60,
    blockSeconds: 30 * 60,
    whenStoreDown: "fail-closed",
  },
  /** 20 sign-ups per client address per hour: a family or classroom fits, a bot farm does not. */
  signupPerIp: { name: "signup_ip", points: 20, durationSeconds: 60 * 60, blockSeconds: 0 },
  /** 5 reset mails per account and address per hour (IMPL-011): enough to retry a lost mail. */
  forgotPasswordPerAccountIp: {
    name: "forgot_acct_ip",
    points: 5,
    durationSeconds: 60 * 60,
    blockSeconds: 0,
  },
  /** 10 reset mails per account per day from anywhere: rotating addresses cannot mail-bomb. */
  forgotPasswordPerAccount: {
    name: "forgot_acct",
    points: 10,
    durationSeconds: 24 * 60 * 60,
    blockSeconds: 0,
  },
  /**
   * 5 wrong codes per MFA challenge: a six-digit code then has a 5-in-a-million chance;
   * the challenge stays dead for 15 minutes, so the login must start over.
   */
  mfaCodeAttemptsPerChallenge: {
    name: "mfa_code",
    points: 5,
    durationSeconds: 15 * 60,
    blockSeconds: 15 * 60,
    whenStoreDown: "fail-closed",
  },
  /** 5 code resends (AUTH-130) per account per 15 minutes: each one sends a mail or SMS. */
  mfaResendPerAccount: { name: "mfa_resend", points: 5, durationSeconds: 15 * 60, blockSeconds: 0 },
  /**
   * A TOTP code signs in once (RFC 6238 §5.2): (user, code) is burnt for 120 s, longer than
   * the ±1-step window better-auth accepts it in.
   */
  totpCodeUsed: {
    name: "totp_used",
    points: 1,
    durationSeconds: 120,
    blockSeconds: 0,
    whenStoreDown: "fail-closed",
  },
  /**
   * "Too fast" (AUTH-117, AUTH-121): past 10 login attempts from one address in 10
   * minutes, each further attempt needs a solved human check (LOGIN_TOO_FAST otherwise).
   */
  loginHumanCheckPerIp: {
    name: "login_human",
    points: 10,
    durationSeconds: 10 * 60,
    blockSeconds: 0,
    whenStoreDown: "fail-closed",
  },
  /** 5 verification mails (AUTH-214) per account per hour. */
  verificationResendPerAccount: {
    name: "verify_resend",
    points: 5,
    durationSeconds: 60 * 60,
    blockSeconds: 0,
  },
} as const satisfies Record<string, LimitRule>;

/** The auth limiters by purpose. */
export type AuthRateLimits = { [K in keyof typeof AUTH_RATE_LIMIT_RULES]: Limiter };

/** Builds every auth limiter on one store. */
export function createAuthRateLimits(store: LimiterStore): AuthRateLimits {
  return limitersFor(store, AUTH_RATE_LIMIT_RULES);
}

/** One limiter per named rule, all on one store. */
export function limitersFor<Rules extends Record<string, LimitRule>>(
  store: LimiterStore,
  rules: Rules,
): { [K in keyof Rules]: Limiter } {
  const entries = Object.entries(rules).map(([purpose, rule]) => [purpose, store.limiter(rule)]);
  return Object.fromEntries(entries) as { [K in keyof Rules]: Limiter };
}
