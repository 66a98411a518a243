import { betterAuth, generateId } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Database } from "../db/index.ts";
import { schema } from "../db/index.ts";
import { mailLocale } from "../i18n/request-locale.ts";
import { emailVerificationMail, type Mailer, mfaCodeMail, passwordResetMail } from "../mail/index.ts";
import type { AuthRateLimits } from "../rate-limit/index.ts";
import { corkboardAuth } from "./corkboard-plugin.ts";
import { CLIENT_IP_HEADER } from "./http.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { corkboardSocialSessions } from "./social-session.ts";

/** What the auth instance is built from. */
export interface AuthDeps {
  db: Database;
  /** PUBLIC_ORIGIN: every link and the trusted origin; never the request's Host. */
  publicOrigin: string;
  secret: string;
  mailer: Mailer;
  limits: AuthRateLimits;
  /** Mails sent without waiting report failures here (the request has already answered). */
  onMailError: (error: unknown) => void;
}

/** Lifetimes (seconds). */
export const AUTH_LIFETIMES = {
  session: 60 * 60 * 24 * 30,
  sessionRefresh: 60 * 60 * 24,
  resetLink: 60 * 60,
  verificationLink: 60 * 60 * 24,
  mfaCodeMinutes: 10,
} as const;

/** Paths of the links we mail (ours, built from the token; better-auth's `url` is ignored). */
export const AUTH_LINK_PATHS = {
  reset: (token: string) => `/password/reset/?token=${encodeURIComponent(token)}`,
  verify: (token: string) => `/email/verify/?token=${encodeURIComponent(token)}`,
} as const;

/**
 * The single better-auth instance (docs/auth-design.md). It is a library we call through
 * auth.api from our own routes; its HTTP handler is never mounted, so its CSRF checks and
 * rate limiter never run — ours do (platform/auth/csrf.ts, platform/rate-limit).
 */
export function createAuth(deps: AuthDeps) {
  const { publicOrigin, mailer } = deps;
  // Sent without awaiting so an unknown email (no mail) and a known one answer alike.
  const sendLater = (mail: Parameters<Mailer["send"]>[0]) => {
    mailer.send(mail).catch(deps.onMailError);
  };
  return betterAuth({
    appName: "Corkboard",
    baseURL: publicOrigin,
    basePath: "/api/_auth",
    secret: deps.secret,
    trustedOrigins: [publicOrigin],
    // BETTER_AUTH_TELEMETRY in the environment would override this; create-context clears it.
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    database: drizzleAdapter(deps.db, { provider: "pg", schema, usePlural: true, transaction: true }),
    advanced: {
      database: {
        // users.id comes from next_id(); the other tables keep better-auth's random text ids.
        generateId: ({ model }) => (model === "user" ? false : generateId(32)),
        // Off on purpose: joined reads carry users.id through JSON as a number and corrupt
        // 64-bit ids. Two indexed lookups per getSession instead.
        joins: false,
      },
      cookiePrefix: "cb",
      useSecureCookies: publicOrigin.startsWith("https://"),
      // Lax, not Strict: a link from a mail must land signed in.
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true, path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    user: {
      fields: { name: "fullName", image: "imageUrl" },
      additionalFields: {
        // Chosen by our sign-up route before the call (pickUsername): a lookup from inside
        // better-auth's transaction would deadlock PGlite's single connection. better-auth's
        // HTTP handler is never mounted, so no client can send this field.
        username: { type: "string", required: true, input: true },
        state: { type: "string", required: false, input: false, defaultValue: "active" },
        deactivationReason: { type: "string", required: false, input: false },
        country: { type: "string", required: false, input: true },
        birthday: { type: "string", required: false, input: true },
        // Written by the settings endpoint only (users/service.ts); read here for mails.
        locale: { type: "string", required: false, input: false },
      },
    },
    session: {
      expiresIn: AUTH_LIFETIMES.session,
      updateAge: AUTH_LIFETIMES.sessionRefresh,
      // Off: a cached session would outlive "log out on all devices" by its maxAge.
      cookieCache: { enabled: false },
    },
    account: { accountLinking: { enabled: false } },
    verification: { storeIdentifier: "hashed" },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Unverified users may log in and see "Verify your email" (AUTH-155).
      requireEmailVerification: false,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: AUTH_LIFETIMES.resetLink,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      sendResetPassword: async ({ user, token }) => {
        sendLater(
          passwordResetMail({
            to: user.email,
            locale: localeOfOwnMail(user),
            origin: publicOrigin,
            firstName: user.name,
            path: AUTH_LINK_PATHS.reset(token),
            expiresInMinutes: AUTH_LIFETIMES.resetLink / 60,
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: AUTH_LIFETIMES.verificationLink,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, token }) => {
        sendLater(
          emailVerificationMail({
            to: user.email,
            locale: localeOfOwnMail(user),
            origin: publicOrigin,
            firstName: user.name,
            path: AUTH_LINK_PATHS.verify(token),
            expiresInMinutes: AUTH_LIFETIMES.verificationLink / 60,
          }),
        );
      },
    },
    plugins: [
      twoFactor({
        issuer: "Corkboard",
        otpOptions: {
          storeOTP: "hashed",
          period: AUTH_LIFETIMES.mfaCodeMinutes,
          sendOTP: async ({ user, otp }) => {
            await mailer.send(
              mfaCodeMail({
                to: user.email,
                locale: localeOfOwnMail(user),
                origin: publicOrigin,
                firstName: user.name,
                code: otp,
                expiresInMinutes: AUTH_LIFETIMES.mfaCodeMinutes,
              }),
            );
          },
        },
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 30 * 60 },
      }),
      corkboardSocialSessions(),
      corkboardAuth({ limits: deps.limits }),
    ],
  });
}

/**
 * The language of a mail better-auth sends a person at their own request (a reset link,
 * the verification link after sign-up, a sign-in code): their setting, else the request's.
 */
function localeOfOwnMail(user: object) {
  // better-auth types the callbacks' user without our additional fields; the row has them.
  const setting = "locale" in user && typeof user.locale === "string" ? user.locale : null;
  return mailLocale(setting, true);
}

/** The app's better-auth instance. */
export type Auth = ReturnType<typeof createAuth>;
