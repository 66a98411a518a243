// AUTH SPIKE — "our contract in one plugin" (DESIGN §3): lockout, account state, and
// MFA on every path that mints a session. Rough; see docs/auth-design.md.
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { type AuthRateLimits, accountKey, ipKey, type Limiter } from "../platform/rate-limit/index.ts";

export interface CorkboardAuthDeps {
  limits: AuthRateLimits;
  publicOrigin: string;
  /** Picks a free username for a new user (users.username is NOT NULL, unique). */
  pickUsername: (email: string) => Promise<string>;
  enforceMfaEverywhere?: boolean;
  /** points 1 per (user, code) for 120 s: a TOTP code is good for one sign-in only. */
  usedTotpCodes: Limiter;
}

/** Header our Fastify route sets from request.ip (never from the client). */
export const CLIENT_IP_HEADER = "x-corkboard-client-ip";

// Sign-in paths whose second factor the twoFactor plugin already demands (its own after
// hook, trust-device cookie included), and the paths that complete a second factor.
const TWO_FACTOR_PLUGIN_PATHS = new Set(["/sign-in/email", "/sign-in/username", "/sign-in/phone-number"]);
const SECOND_FACTOR_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-otp",
  "/two-factor/verify-backup-code",
]);
const STATE_CODES: Record<string, string> = {
  suspended: "ACCOUNT_SUSPENDED",
  soft_banned: "ACCOUNT_SOFT_BANNED",
  deactivated: "ACCOUNT_DEACTIVATED",
};

/** Our rules around better-auth, as a better-auth plugin. */
export function corkboardAuth(deps: CorkboardAuthDeps) {
  const enforceMfa = deps.enforceMfaEverywhere ?? true;
  return {
    id: "corkboard",
    init() {
      return {
        options: {
          databaseHooks: {
            user: {
              create: {
                // better-auth knows nothing of usernames; fill the NOT NULL column here.
                before: async (user: { email: string }) => ({
                  data: { username: await deps.pickUsername(user.email) },
                }),
              },
            },
            session: {
              create: {
                // Every path that mints a session (password, 2FA verify, social, email
                // verification auto-sign-in, …) goes through here: the one place that
                // refuses suspended, soft-banned and deactivated accounts.
                before: async (session: { userId: string }, ctx) => {
                  const user = (await ctx?.context.internalAdapter.findUserById(session.userId)) as
                    | { state?: string }
                    | null
                    | undefined;
                  const code = user?.state ? STATE_CODES[user.state] : undefined;
                  if (code) throw new APIError("FORBIDDEN", { code, message: code });
                },
              },
            },
          },
        },
      };
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/sign-in/email",
          handler: createAuthMiddleware(async (ctx) => {
            const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? "");
            const ip = ctx.headers?.get(CLIENT_IP_HEADER);
            if (ip) {
              const perIp = await deps.limits.loginAttemptsPerIp.consume(ipKey(ip));
              if (!perIp.allowed) throw tooMany(perIp.retryAfterSeconds);
            }
            const account = await deps.limits.loginFailuresPerAccount.check(accountKey(email));
            if (!account.allowed) throw tooMany(account.retryAfterSeconds);
          }),
        },
        {
          // better-auth accepts a TOTP code as often as it likes within its ±1 step window;
          // RFC 6238 §5.2 and NIST 800-63B want it accepted once. Burn (user, code) first —
          // atomic, so two racing requests cannot both pass — and give it back on failure.
          matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const key = await totpKey(ctx);
            if (!key) return;
            const burned = await deps.usedTotpCodes.consume(key);
            if (!burned.allowed) {
              throw new APIError("UNAUTHORIZED", { code: "TOTP_CODE_REUSED", message: "TOTP_CODE_REUSED" });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!isAPIError(returned) || returned.body?.code === "TOTP_CODE_REUSED") return;
            // A wrong code burned nothing worth keeping; the challenge cookie is still there
            // (better-auth only consumes it on success).
            const key = await totpKey(ctx).catch(() => null);
            if (key) await deps.usedTotpCodes.reward(key);
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/sign-in/email",
          handler: createAuthMiddleware(async (ctx) => {
            const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? "");
            const returned = ctx.context.returned;
            if (isAPIError(returned)) {
              if (returned.body?.code === "INVALID_EMAIL_OR_PASSWORD") {
                await deps.limits.loginFailuresPerAccount.consume(accountKey(email));
              }
              return;
            }
            // The password was right (a session, or a 2FA challenge): failures start over.
            await deps.limits.loginFailuresPerAccount.reset(accountKey(email));
          }),
        },
        {
          matcher: (ctx) =>
            enforceMfa &&
            !TWO_FACTOR_PLUGIN_PATHS.has(ctx.path ?? "") &&
            !SECOND_FACTOR_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const minted = ctx.context.newSession as {
              session: { token: string };
              user: { id: string; twoFactorEnabled?: boolean };
            } | null;
            if (!minted?.user.twoFactorEnabled) return;
            // Rotation of a session the same user already holds (enable/disable 2FA, TOTP
            // enrolment) is not a sign-in.
            if (ctx.context.session?.user.id === minted.user.id) return;
            // Anything else that signed a 2FA user in (email-verification auto sign-in,
            // social callback, one-tap…): undo it and open a challenge, exactly as the
            // twoFactor plugin does for /sign-in/email (same cookie, same verification rows).
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(minted.session.token);
            ctx.context.setNewSession(null);
            const maxAge = 600;
            const cookie = ctx.context.createAuthCookie("two_factor", { maxAge });
            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + maxAge * 1000);
            await ctx.context.internalAdapter.createVerificationValue({
              value: minted.user.id,
              identifier,
              expiresAt,
            });
            await ctx.context.internalAdapter.createVerificationValue({
              value: "0",
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
            return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ["otp"] });
          }),
        },
      ],
    },
    $ERROR_CODES: {
      LOGIN_RATE_LIMITED: { code: "LOGIN_RATE_LIMITED", message: "LOGIN_RATE_LIMITED" },
      TOTP_CODE_REUSED: { code: "TOTP_CODE_REUSED", message: "TOTP_CODE_REUSED" },
    },
  } satisfies BetterAuthPlugin;
}

// The user a TOTP code is for: the sign-in challenge's (two_factor cookie → verification
// row) or, during enrolment, the session's.
async function totpKey(
  ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0],
): Promise<string | null> {
  const code = String((ctx.body as { code?: unknown } | undefined)?.code ?? "");
  const cookie = ctx.context.createAuthCookie("two_factor");
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  let userId: string | undefined;
  if (challenge) userId = (await ctx.context.internalAdapter.findVerificationValue(challenge))?.value;
  else userId = (await getSessionFromCtx(ctx))?.user.id;
  return userId ? `totp:${userId}:${code}` : null;
}

function tooMany(retryAfterSeconds: number): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { code: "LOGIN_RATE_LIMITED", message: "LOGIN_RATE_LIMITED", retryAfterSeconds },
    { "Retry-After": String(retryAfterSeconds) },
  );
}
