import { normalizeMfaCode, validateLoginIdentifier, validateMfaCode } from "@corkboard/core/auth";
import type { EndpointQuery, sessionCreateEndpoint } from "@corkboard/core/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { authCall, authHeaders, cookiePairs } from "../platform/auth/http.ts";
import type { AppContext } from "../platform/context.ts";
import { AppError } from "../platform/http/app-error.ts";
import { accountKey, ipKey } from "../platform/rate-limit/index.ts";
import { authError, ruleError } from "./failures.ts";
import { passwordlessProviders } from "./linked-only-repo.ts";
import { resolveLoginEmail } from "./repo.ts";

type LoginQuery = EndpointQuery<typeof sessionCreateEndpoint>;

/** What a login step came to: a signed-in user, or a code mailed again. */
export type LoginOutcome = { kind: "signedIn"; userId: string } | { kind: "codeResent" };

const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/**
 * Session create (AUTH-220, AUTH-073/074): a password login, or the continuation of one
 * with a second-factor code (mfa_token) or a request for a new emailed code (mfa_resend).
 * The continuation is bound to the signed two_factor challenge cookie the password step
 * set, not to the credentials sent again with it.
 */
export async function logIn(
  context: AppContext,
  query: LoginQuery,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<LoginOutcome> {
  const api = context.auth.api;
  const call = { headers: authHeaders(request), returnHeaders: true } as const;
  // Both default to "" (an SSO login sends neither, D-044); the rules below refuse "".
  const usernameOrEmail = query.username_or_email ?? "";

  if (query.mfa_resend) {
    const resend = await context.authLimits.mfaResendPerAccount.consume(
      `resend:${usernameOrEmail.trim().toLowerCase()}`,
    );
    if (!resend.allowed)
      throw authError("LOGIN_RATE_LIMITED", { retry_after_seconds: resend.retryAfterSeconds });
    await authCall(reply, () => api.sendTwoFactorOTP({ body: {}, ...call }));
    return { kind: "codeResent" };
  }

  if (query.mfa_token !== undefined) {
    const code = normalizeMfaCode(query.mfa_token);
    if (BACKUP_CODE.test(code)) {
      const { response } = await authCall(reply, () => api.verifyBackupCode({ body: { code }, ...call }));
      return { kind: "signedIn", userId: response.user.id };
    }
    const failure = validateMfaCode(code);
    if (failure) throw ruleError(failure);
    const { response } =
      query.mfa_method === "email"
        ? await authCall(reply, () => api.verifyTwoFactorOTP({ body: { code }, ...call }))
        : await authCall(reply, () => api.verifyTOTP({ body: { code }, ...call }));
    return { kind: "signedIn", userId: response.user.id };
  }

  const identifierFailure = validateLoginIdentifier(usernameOrEmail);
  if (identifierFailure) throw ruleError(identifierFailure);
  const email = await resolveLoginEmail(context.db, usernameOrEmail);
  await requireHumanWhenTooFast(context, query, request, email);

  const { response, setCookies } = await authCall(reply, () =>
    api.signInEmail({ body: { email, password: query.password ?? "" }, ...call }),
  ).catch(async (error: unknown) => {
    throw await explainedFailure(context, email, error);
  });
  if ("twoFactorRedirect" in response) {
    const offered = (response as unknown as { twoFactorMethods?: string[] }).twoFactorMethods ?? [];
    const methods = offered.includes("totp") ? (["totp", "email"] as const) : (["email"] as const);
    // No authenticator app: mail the code at once, with the challenge cookie just minted.
    if (!offered.includes("totp")) {
      await authCall(reply, () =>
        api.sendTwoFactorOTP({
          body: {},
          headers: authHeaders(request, cookiePairs(setCookies)),
          returnHeaders: true,
        }),
      );
    }
    throw authError("MFA_REQUIRED", {
      mfa_methods: [...methods],
      phone_number_end: null,
      email_hint: maskEmail(email),
    });
  }
  return { kind: "signedIn", userId: response.user.id };
}

/**
 * A refused password for an account that has none: an account linked only to Apple is told
 * the Apple option works only in the mobile app and a password must be set (AUTH-160/161,
 * D-043). Any other failure stays as it was.
 */
async function explainedFailure(context: AppContext, email: string, error: unknown): Promise<unknown> {
  if (!(error instanceof AppError) || error.code !== "WRONG_PASSWORD") return error;
  const providers = await passwordlessProviders(context.db, email);
  if (providers?.length === 1 && providers[0] === "apple") return authError("APPLE_ONLY_ACCOUNT");
  return error;
}

/**
 * "Too fast" (AUTH-117…121): past the per-address allowance, or once the account has had 10
 * failures from anywhere (D-041), a login needs a solved human check — ALTCHA's payload in
 * bot_check, or a reCAPTCHA v2 token — else 429 LOGIN_TOO_FAST, which the web answers with
 * the check. With reCAPTCHA configured, every login also carries an invisible v3 token.
 */
async function requireHumanWhenTooFast(
  context: AppContext,
  query: LoginQuery,
  request: FastifyRequest,
  email: string,
) {
  const check = context.botCheck;
  if (check.kind === "recaptcha" && query.recaptchaV2Token === undefined) {
    const v3 = await check.verify(query.recaptchaV3Token, { action: "web_login", remoteIp: request.ip });
    if (!v3.ok && v3.reason !== "unavailable") throw authError("LOGIN_TOO_FAST");
  }
  const allowance = await context.authLimits.loginHumanCheckPerIp.consume(ipKey(request.ip));
  const account = await context.authLimits.loginFailuresPerAccount.check(accountKey(email));
  if (allowance.allowed && account.allowed) return;
  const token = check.kind === "altcha" ? query.bot_check : query.recaptchaV2Token;
  const verdict = await check.verify(token, { action: "web_login", remoteIp: request.ip, version: "v2" });
  if (!verdict.ok) throw authError("LOGIN_TOO_FAST");
}

/** "jane@example.com" → "j•••@example.com": enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.indexOf("@");
  if (at <= 0) return email;
  return `${email[0]}•••${email.slice(at)}`;
}
