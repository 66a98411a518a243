import {
  APP_TYPE,
  isEmailFormat,
  LOGIN_METHOD,
  normalizeEmail,
  validateSignupEmail,
} from "@corkboard/core/auth";
import {
  botCheckChallengeEndpoint,
  emailTwoFactorEnableEndpoint,
  emailValidationEndpoint,
  forgotPasswordEndpoint,
  loginEndpoint,
  logoutEndpoint,
  passwordChangeEndpoint,
  passwordResetEndpoint,
  registerExistsEndpoint,
  resendVerificationEndpoint,
  revokeOtherSessionsEndpoint,
  type SessionResult,
  sessionCreateEndpoint,
  sessionListEndpoint,
  totpConfirmEndpoint,
  totpEnrollEndpoint,
  twoFactorDisableEndpoint,
  twoFactorStatusEndpoint,
  userRegisterEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { appendSetCookie, authCall, authHeaders } from "../platform/auth/http.ts";
import { setViewer } from "../platform/auth/viewer.ts";
import { clientContextFor } from "../platform/bootstrap/client-context.ts";
import type { AppContext } from "../platform/context.ts";
import { AppError, registerEndpoint } from "../platform/http/index.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import * as security from "./account-security.ts";
import { beginAddAccount, finishAddAccount, keepCurrentAccount } from "./accounts/remembered-accounts.ts";
import { authError } from "./failures.ts";
import { logIn } from "./login.ts";
import { toViewerUser } from "./presenter.ts";
import {
  accountExists,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from "./recovery.ts";
import { rememberedCookie } from "./remembered.ts";
import { findViewerRow } from "./repo.ts";
import { registerWithEmail } from "./signup.ts";
import { registerWithSocial } from "./social/social-signup.ts";
import { logInWithSso } from "./sso/sso-login.ts";
import { registerWithSso } from "./sso/sso-signup.ts";

/** The sign-up, log-in, recovery and account-security routes (seed 000 §7). */
export function registerAuthRoutes(app: FastifyInstance, context: AppContext, urls: ImageUrls): void {
  const secure = context.config.publicOrigin.startsWith("https://");

  /** The answer of a login or sign-up: the viewer record and where they are. */
  async function signedIn(
    userId: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<SessionResult> {
    const row = await findViewerRow(context.db, userId);
    if (!row) throw authError("LOGIN_FAILED");
    const user = toViewerUser(row, urls);
    setViewer(request, { id: user.id, user });
    appendSetCookie(reply, [rememberedCookie(context.config.authSecret, user.id, secure)]);
    return {
      user,
      client_context: clientContextFor(request, {
        accountCountry: user.country,
        countryHeader: context.config.countryHeader,
      }),
    };
  }

  registerEndpoint(app, registerExistsEndpoint, async ({ email }) =>
    isEmailFormat(normalizeEmail(email)) ? accountExists(context, email) : false,
  );

  registerEndpoint(app, emailValidationEndpoint, async ({ email }) => ({
    is_valid: validateSignupEmail(normalizeEmail(email)) === null,
  }));

  registerEndpoint(app, userRegisterEndpoint, async (query, { request, reply }) => {
    // AUTH-221: every attempt is logged with its context (type, container, source) and outcome.
    const surface = "container" in query ? { container: query.container, source: query.signup_source } : {};
    const attempt = (outcome: string, viewerId: string | null) =>
      context.analytics.record({
        name: "signup_attempt",
        viewerId,
        path: request.url.split("?")[0] ?? null,
        payload: {
          type: query.type,
          outcome,
          ...(surface.container ? { container: surface.container } : {}),
          ...(surface.source ? { signup_source: surface.source } : {}),
        },
      });
    const userId = await (query.type === "email"
      ? registerWithEmail(context, query, request, reply)
      : query.type === "sso"
        ? registerWithSso(context, query, request, reply)
        : registerWithSocial(context, query, request, reply)
    ).catch((error: unknown) => {
      attempt(error instanceof AppError ? error.code : "INTERNAL", null);
      throw error;
    });
    attempt("registered", userId);
    return signedIn(userId, request, reply);
  });

  const createSession = async (
    query: Parameters<typeof logIn>[1],
    { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  ) => {
    // Account-switch mode (AUTH-223, ACCT-005): the new account signs in beside this one.
    const adding = query.account_switch
      ? await beginAddAccount(
          context,
          request,
          query.mfa_token === undefined ? (query.username_or_email ?? null) : null,
        )
      : null;
    // A code step (mfa_token, mfa_resend) continues whatever login opened it, SSO's too.
    const sso = query.sso_id_token !== undefined && query.mfa_token === undefined && !query.mfa_resend;
    const outcome = await (sso
      ? logInWithSso(context, query.sso_id_token ?? "", request, reply)
      : logIn(context, query, request, reply)
    ).catch((error: unknown) => {
      if (adding) keepCurrentAccount(context, reply, adding);
      throw error;
    });
    if (outcome.kind === "signedIn") {
      if (adding) await finishAddAccount(context, adding, outcome.userId, reply);
      // The log-in with its method (AUTH-083): switch 7, SSO 9, else email 1 (a code step
      // finishes an email or SSO log-in; the method recorded is the one that opened it).
      context.analytics.record({
        name: "login",
        viewerId: outcome.userId,
        loginMethod: adding ? LOGIN_METHOD.switchAccount : sso ? LOGIN_METHOD.sso : LOGIN_METHOD.email,
        devicePlatform: query.app_type_from_client === APP_TYPE.mobileWeb ? "web_mobile" : "web",
      });
      return signedIn(outcome.userId, request, reply);
    }
    if (adding) keepCurrentAccount(context, reply, adding);
    return {
      user: null,
      client_context: clientContextFor(request, {
        accountCountry: null,
        countryHeader: context.config.countryHeader,
      }),
    };
  };
  registerEndpoint(app, sessionCreateEndpoint, createSession);
  registerEndpoint(app, loginEndpoint, createSession);

  registerEndpoint(app, logoutEndpoint, async (_query, { request, reply }) => {
    await authCall(reply, () =>
      context.auth.api.signOut({ headers: authHeaders(request), returnHeaders: true }),
    ).catch(() => undefined);
    return true;
  });

  registerEndpoint(app, forgotPasswordEndpoint, async ({ username_or_email }, { request }) => {
    await requestPasswordReset(context, username_or_email, request);
    return true;
  });

  registerEndpoint(app, passwordResetEndpoint, async ({ token, new_password }, { reply }) => {
    await resetPassword(context, token, new_password, reply);
    return true;
  });

  registerEndpoint(app, resendVerificationEndpoint, async (_query, { viewer, request }) => {
    await resendVerification(context, viewer, request);
    return true;
  });

  // The link in the verification mail (IMPL-012): a page visit, so it answers a redirect.
  app.get(
    "/email/verify/",
    { schema: { hide: true, querystring: z.object({ token: z.string().max(4096).default("") }) } },
    async (request, reply) => {
      const { token } = request.query as { token: string };
      const verified = token !== "" && (await verifyEmail(context, token));
      return reply.redirect(verified ? "/?email_verified=1" : "/email_verification_error/", 303);
    },
  );

  registerEndpoint(app, botCheckChallengeEndpoint, async () => {
    const challenge = await context.botCheck.challenge();
    return challenge.kind === "altcha"
      ? { kind: "altcha" as const, challenge: challenge.challenge as unknown as Record<string, unknown> }
      : { kind: "recaptcha" as const, v3_site_key: challenge.v3SiteKey, v2_site_key: challenge.v2SiteKey };
  });

  registerEndpoint(app, twoFactorStatusEndpoint, async (_query, { viewer }) =>
    security.twoFactorStatus(context, viewer),
  );
  registerEndpoint(app, totpEnrollEndpoint, async ({ password }, { request, reply }) =>
    security.enrollTotp(context, password, request, reply),
  );
  registerEndpoint(app, totpConfirmEndpoint, async ({ code }, { request, reply }) =>
    security.confirmTotp(context, code, request, reply),
  );
  registerEndpoint(app, emailTwoFactorEnableEndpoint, async ({ password }, { request, reply }) =>
    security.enableEmailTwoFactor(context, password, request, reply),
  );
  registerEndpoint(app, twoFactorDisableEndpoint, async ({ password }, { request, reply }) =>
    security.disableTwoFactor(context, password, request, reply),
  );
  registerEndpoint(
    app,
    passwordChangeEndpoint,
    async ({ current_password, new_password }, { viewer, request, reply }) => {
      await security.changePassword(context, viewer, current_password, new_password, request, reply);
      return true;
    },
  );
  registerEndpoint(app, sessionListEndpoint, async (_query, { request }) =>
    security.listSessions(context, request),
  );
  registerEndpoint(app, revokeOtherSessionsEndpoint, async (_query, { request }) => {
    await security.revokeOtherSessions(context, request);
    return true;
  });
}
