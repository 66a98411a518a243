import { normalizeEmail, validateSignupPassword } from "@corkboard/core/auth";
import type { FastifyReply, FastifyRequest } from "fastify";
import { authCall, authHeaders } from "../platform/auth/http.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { AppContext } from "../platform/context.ts";
import { accountKey, compositeKey, ipKey } from "../platform/rate-limit/index.ts";
import { authError, ruleError } from "./failures.ts";
import { findUserIdByEmail, findViewerRow, liftSoftBan, resolveLoginEmail } from "./repo.ts";

/**
 * Forgot password (AUTH-213): always the same answer, whether an account exists or not —
 * better-auth hashes nothing here, and our mail goes out without being awaited, so both
 * paths also take the same time. Limits count the address asked for, not the account.
 */
export async function requestPasswordReset(
  context: AppContext,
  usernameOrEmail: string,
  request: FastifyRequest,
): Promise<void> {
  const email = await resolveLoginEmail(context.db, usernameOrEmail);
  const key = accountKey(email);
  const [perIp, perAccount] = await Promise.all([
    context.authLimits.forgotPasswordPerAccountIp.consume(compositeKey(key, ipKey(request.ip))),
    context.authLimits.forgotPasswordPerAccount.consume(key),
  ]);
  // Over the limit the answer stays "sent": a limit must not reveal that the account exists.
  if (!perIp.allowed || !perAccount.allowed) return;
  await context.auth.api.requestPasswordReset({ body: { email } }).catch(() => undefined);
}

/**
 * Sets a new password with a reset link's token (IMPL-011). The token is single-use and
 * expires in an hour; every session of the account ends (revokeSessionsOnPasswordReset),
 * and a soft-banned account is active again (AUTH-148).
 */
export async function resetPassword(
  context: AppContext,
  token: string,
  newPassword: string,
  reply: FastifyReply,
): Promise<void> {
  const internal = (await context.auth.$context).internalAdapter;
  const pending = await internal.findVerificationValue(`reset-password:${token}`);
  // better-auth checks only the length: the new password meets the sign-up rules too
  // (blocklist, strength, AUTH-193…198). Only for a live link, so a dead one still answers
  // RESET_TOKEN_INVALID whatever password came with it.
  if (pending?.value && new Date(pending.expiresAt) > new Date()) {
    const owner = await findViewerRow(context.db, pending.value);
    const failure = validateSignupPassword(newPassword, {
      email: owner?.email ?? undefined,
      username: owner?.username,
    });
    if (failure) throw ruleError(failure);
  }
  await authCall(reply, async () => ({
    headers: new Headers(),
    response: await context.auth.api.resetPassword({ body: { token, newPassword } }),
  }));
  if (pending?.value) await liftSoftBan(context.db, pending.value);
}

/** Mails the viewer's verification link again (AUTH-214). */
export async function resendVerification(
  context: AppContext,
  viewer: Viewer,
  request: FastifyRequest,
): Promise<void> {
  const email = viewer.user?.email;
  if (!email || viewer.user?.email_verified) return;
  const limit = await context.authLimits.verificationResendPerAccount.consume(accountKey(viewer.id));
  if (!limit.allowed) throw authError("RATE_LIMITED", { retry_after_seconds: limit.retryAfterSeconds });
  await context.auth.api.sendVerificationEmail({ body: { email }, headers: authHeaders(request) });
}

/** The verification link (IMPL-012): true when the email is now verified. */
export async function verifyEmail(context: AppContext, token: string): Promise<boolean> {
  try {
    await context.auth.api.verifyEmail({ query: { token } });
    return true;
  } catch {
    return false;
  }
}

/** Whether an account uses this email (AUTH-210). */
export async function accountExists(context: AppContext, email: string): Promise<boolean> {
  return (await findUserIdByEmail(context.db, normalizeEmail(email))) !== undefined;
}
