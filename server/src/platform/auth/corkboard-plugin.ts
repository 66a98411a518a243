import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { type AuthRateLimits, accountKey, compositeKey, ipKey } from "../rate-limit/index.ts";
import { CLIENT_IP_HEADER } from "./http.ts";
import { softBannedWayBack } from "./soft-ban-way-back.ts";

/** What our plugin needs from the app. */
export interface CorkboardAuthDeps {
  limits: AuthRateLimits;
}

// Sign-in paths whose second factor the twoFactor plugin already demands, and the paths
// that complete a second factor.
const TWO_FACTOR_PLUGIN_PATHS = new Set(["/sign-in/email", "/sign-in/username", "/sign-in/phone-number"]);
const SECOND_FACTOR_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-otp",
  "/two-factor/verify-backup-code",
]);
const STATE_CODES: Readonly<Record<string, string>> = {
  suspended: "ACCOUNT_SUSPENDED",
  soft_banned: "ACCOUNT_SOFT_BANNED",
  deactivated: "ACCOUNT_DEACTIVATED",
};
// The challenge lives as long as twoFactor's own (10 minutes).
const CHALLENGE_SECONDS = 600;

type Middleware = Parameters<typeof createAuthMiddleware>[0];
type AuthContext = Parameters<Middleware>[0];

interface StoredUser {
  id: string;
  state?: string;
  deactivationReason?: string | null;
}

/**
 * Our rules around better-auth, as one better-auth plugin (DESIGN §3, docs/auth-design.md):
 * account states checked wherever a session is minted; the login
 * lockout and per-IP limit; a TOTP code accepted once; and a second factor on *every* path
 * that signs a two-factor user in, not only the password paths twoFactor guards.
 * It must come last in `plugins`, so its after-hooks see what twoFactor left.
 */
export function corkboardAuth(deps: CorkboardAuthDeps) {
  return {
    id: "corkboard",
    init() {
      return {
        options: {
          databaseHooks: {
            session: {
              create: {
                // Every path that mints a session passes here, after the password (or other
                // proof) was checked: so state codes never leak to someone without it.
                before: async (session: { userId: string }, ctx) => {
                  const user = (await ctx?.context.internalAdapter.findUserById(session.userId)) as
                    | StoredUser
                    | null
                    | undefined;
                  if (!user?.state || user.state === "active") return;
                  if (user.state === "deactivated" && user.deactivationReason === "user_request") {
                    // AUTH-151 "Log in to reactivate it". Through better-auth's adapter: on
                    // PGlite's one connection a query of ours could wait on its transaction.
                    await ctx?.context.internalAdapter.updateUser(user.id, {
                      state: "active",
                      deactivationReason: null,
                    });
                    return;
                  }
                  let code = STATE_CODES[user.state] ?? "LOGIN_FAILED";
                  if (user.state === "soft_banned" && ctx) {
                    const refusal = await softBannedWayBack(ctx.context.internalAdapter, user.id, ctx.path);
                    if (!refusal) return;
                    code = refusal;
                  }
                  throw new APIError("FORBIDDEN", {
                    code,
                    message: code,
                    ...(user.deactivationReason ? { deactivationReason: user.deactivationReason } : {}),
                  });
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
            // The per-address limit (AUTH-146) is the login endpoints' declared policy; the
            // account-wide count asks for a human check before this (auth/login.ts, D-041).
            const source = await deps.limits.loginFailuresPerAccountSource.check(sourceKey(ctx));
            if (!source.allowed) throw tooMany(source.retryAfterSeconds);
          }),
        },
        {
          // better-auth accepts a TOTP code again within its ±1-step window; RFC 6238 §5.2
          // and NIST 800-63B want it accepted once. Burn (user, code) first — atomically, so
          // two racing requests cannot both pass — and give it back if the code was wrong.
          matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const key = await totpKey(ctx);
            if (!key) return;
            const burned = await deps.limits.totpCodeUsed.consume(key);
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
            const key = await totpKey(ctx).catch(() => null);
            if (key) await deps.limits.totpCodeUsed.reward(key);
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/sign-in/email",
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            const account = accountKey(emailOf(ctx));
            const source = sourceKey(ctx);
            if (isAPIError(returned)) {
              if (returned.body?.code === "INVALID_EMAIL_OR_PASSWORD") {
                await deps.limits.loginFailuresPerAccountSource.consume(source);
                await deps.limits.loginFailuresPerAccount.consume(account);
              }
              return;
            }
            // The password was right (a session, or a second-factor challenge): start over.
            await deps.limits.loginFailuresPerAccountSource.reset(source);
            await deps.limits.loginFailuresPerAccount.reset(account);
          }),
        },
        {
          matcher: (ctx) =>
            !TWO_FACTOR_PLUGIN_PATHS.has(ctx.path ?? "") && !SECOND_FACTOR_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(requireSecondFactorEverywhere),
        },
      ],
    },
    $ERROR_CODES: {
      LOGIN_RATE_LIMITED: { code: "LOGIN_RATE_LIMITED", message: "LOGIN_RATE_LIMITED" },
      TOTP_CODE_REUSED: { code: "TOTP_CODE_REUSED", message: "TOTP_CODE_REUSED" },
    },
  } satisfies BetterAuthPlugin;
}

/**
 * Any path other than the password sign-ins that just signed a two-factor user in (email
 * verification, later social callbacks, one-tap…): undo it and open a second-factor
 * challenge exactly as twoFactor does for /sign-in/email (same cookie, same rows). This
 * reuses twoFactor internals; the pinned version and its test are the tripwire on upgrade.
 */
async function requireSecondFactorEverywhere(ctx: AuthContext) {
  const minted = ctx.context.newSession as {
    session: { token: string };
    user: { id: string; twoFactorEnabled?: boolean };
  } | null;
  if (!minted?.user.twoFactorEnabled) return;
  // Rotating a session the same user already holds (2FA enable/disable) is not a sign-in.
  if (ctx.context.session?.user.id === minted.user.id) return;
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(minted.session.token);
  ctx.context.setNewSession(null);
  const cookie = ctx.context.createAuthCookie("two_factor", { maxAge: CHALLENGE_SECONDS });
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
  await ctx.context.internalAdapter.createVerificationValue({ value: minted.user.id, identifier, expiresAt });
  await ctx.context.internalAdapter.createVerificationValue({
    value: "0",
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ["otp"] });
}

function emailOf(ctx: AuthContext): string {
  return String((ctx.body as { email?: unknown } | undefined)?.email ?? "");
}

/** The login's account and client address: the lockout's key (AUTH-145, D-041). */
function sourceKey(ctx: AuthContext): string {
  return compositeKey(accountKey(emailOf(ctx)), ipKey(ctx.headers?.get(CLIENT_IP_HEADER) ?? ""));
}

// The user a TOTP code is for: the sign-in challenge's (two_factor cookie → verification
// row) or, during enrolment, the session's.
async function totpKey(ctx: AuthContext): Promise<string | null> {
  const code = String((ctx.body as { code?: unknown } | undefined)?.code ?? "");
  const cookie = ctx.context.createAuthCookie("two_factor");
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  const userId = challenge
    ? (await ctx.context.internalAdapter.findVerificationValue(challenge))?.value
    : (await getSessionFromCtx(ctx))?.user.id;
  return userId ? `totp:${userId}:${code}` : null;
}

function tooMany(retryAfterSeconds: number): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { code: "LOGIN_RATE_LIMITED", message: "LOGIN_RATE_LIMITED", retryAfterSeconds },
    { "Retry-After": String(retryAfterSeconds) },
  );
}
