import { validateMfaCode, validateSignupPassword } from "@corkboard/core/auth";
import type { EndpointData, sessionListEndpoint, twoFactorStatusEndpoint } from "@corkboard/core/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { renderSVG } from "uqr";
import { authCall, authHeaders } from "../platform/auth/http.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { AppContext } from "../platform/context.ts";
import { ruleError } from "./failures.ts";
import { hasVerifiedAuthenticator } from "./repo.ts";

type TwoFactorStatus = EndpointData<typeof twoFactorStatusEndpoint>;

/** The viewer's second-factor settings. The calls below act on the session the request carries. */
export async function twoFactorStatus(context: AppContext, viewer: Viewer): Promise<TwoFactorStatus> {
  if (!viewer.user?.two_factor_enabled) return { enabled: false, methods: [] };
  // An enrolled (verified) app offers both; otherwise codes come by email only.
  return (await hasVerifiedAuthenticator(context.db, viewer.id))
    ? { enabled: true, methods: ["totp", "email"] }
    : { enabled: true, methods: ["email"] };
}

/** Starts authenticator enrolment (IMPL-013): the otpauth URI, its QR code, backup codes. */
export async function enrollTotp(
  context: AppContext,
  password: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { response } = await authCall(reply, () =>
    context.auth.api.enableTwoFactor({
      body: { password },
      headers: authHeaders(request),
      returnHeaders: true,
    }),
  );
  // Without `method` the answer is always the app's: the URI and the backup codes.
  if (!("totpURI" in response)) throw new Error("enableTwoFactor answered without a TOTP URI");
  return {
    totp_uri: response.totpURI,
    qr_svg: renderSVG(response.totpURI, { border: 2 }),
    backup_codes: response.backupCodes,
  };
}

/** The first code from the app turns two-factor on. */
export async function confirmTotp(
  context: AppContext,
  code: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TwoFactorStatus> {
  const failure = validateMfaCode(code);
  if (failure) throw ruleError(failure);
  await authCall(reply, () =>
    context.auth.api.verifyTOTP({ body: { code }, headers: authHeaders(request), returnHeaders: true }),
  );
  return { enabled: true, methods: ["totp", "email"] };
}

/** Codes by email as the only second factor. */
export async function enableEmailTwoFactor(
  context: AppContext,
  password: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TwoFactorStatus> {
  await authCall(reply, () =>
    context.auth.api.enableTwoFactor({
      body: { password, method: "otp" } as never,
      headers: authHeaders(request),
      returnHeaders: true,
    }),
  );
  return { enabled: true, methods: ["email"] };
}

/** Turns two-factor off. */
export async function disableTwoFactor(
  context: AppContext,
  password: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TwoFactorStatus> {
  await authCall(reply, () =>
    context.auth.api.disableTwoFactor({
      body: { password },
      headers: authHeaders(request),
      returnHeaders: true,
    }),
  );
  return { enabled: false, methods: [] };
}

/** Changes the password; every other session ends and this one is rotated. */
export async function changePassword(
  context: AppContext,
  viewer: Viewer,
  currentPassword: string,
  newPassword: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const failure = validateSignupPassword(newPassword, {
    email: viewer.user?.email ?? undefined,
    username: viewer.user?.username,
  });
  if (failure) throw ruleError(failure);
  await authCall(reply, () =>
    context.auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: authHeaders(request),
      returnHeaders: true,
    }),
  );
}

/** Where the viewer is signed in. */
export async function listSessions(
  context: AppContext,
  request: FastifyRequest,
): Promise<EndpointData<typeof sessionListEndpoint>> {
  const headers = authHeaders(request);
  const [sessions, current] = await Promise.all([
    context.auth.api.listSessions({ headers }),
    context.auth.api.getSession({ headers }),
  ]);
  return sessions.map((session) => ({
    id: session.id,
    created_at: new Date(session.createdAt).toISOString(),
    user_agent: session.userAgent ?? null,
    ip_address: session.ipAddress ?? null,
    is_current: session.id === current?.session.id,
  }));
}

/** "Log out on all other devices" (IMPL-004). */
export async function revokeOtherSessions(context: AppContext, request: FastifyRequest): Promise<void> {
  await context.auth.api.revokeOtherSessions({ headers: authHeaders(request) });
}
