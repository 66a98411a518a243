// AUTH SPIKE — rough code that proves the design in docs/auth-design.md. Not for merging.
import { hash, verify } from "@node-rs/argon2";
import { betterAuth, generateId } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Database } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { type CorkboardAuthDeps, corkboardAuth } from "./corkboard-plugin.ts";

/** Mail the spike captures instead of sending. */
export interface SentMail {
  kind: "verify-email" | "reset-password" | "mfa-code";
  to: string;
  link?: string;
  code?: string;
  /** What better-auth itself proposed (built from its baseURL + basePath): never mailed. */
  betterAuthUrl?: string;
}

export interface SpikeAuthOptions extends Omit<CorkboardAuthDeps, "publicOrigin"> {
  db: Database;
  /** PUBLIC_ORIGIN: every link and the trusted origin; never the request's Host. */
  publicOrigin: string;
  secret: string;
  outbox: SentMail[];
  /** Turn our MFA-on-every-path guard off to show the gap it closes. */
  mfaGuard?: boolean;
  autoSignInAfterVerification?: boolean;
  joins?: boolean;
  /** The Drizzle handle better-auth queries through (a logging one, in the query-count test). */
  queryDb?: Database;
}

// OWASP's argon2id minimum (m=19 MiB, t=2, p=1) — also @node-rs/argon2's defaults, whose
// default algorithm is argon2id. Stated anyway so a library default change cannot weaken it.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/** The better-auth instance as the real module would build it. */
export function createSpikeAuth(options: SpikeAuthOptions) {
  const { db, publicOrigin, secret, outbox } = options;
  return betterAuth({
    appName: "Corkboard",
    baseURL: publicOrigin,
    // Never mounted (our Fastify routes call auth.api.*); kept off every real path.
    basePath: "/api/_auth",
    secret,
    trustedOrigins: [publicOrigin],
    telemetry: { enabled: false },
    // better-auth's limiter only runs inside its own HTTP handler, which we do not mount:
    // rate-limiter-flexible (platform/rate-limit) does all limiting, in our plugin.
    rateLimit: { enabled: false },
    // One transaction per better-auth operation (sign-up: user + credential account together).
    database: drizzleAdapter(options.queryDb ?? db, {
      provider: "pg",
      schema,
      usePlural: true,
      transaction: true,
    }),
    advanced: {
      // users.id comes from next_id(); every other better-auth table gets its random text id.
      database: {
        generateId: ({ model }) => (model === "user" ? false : generateId(32)),
        // Off (the default) on purpose: joined reads go through Drizzle's relational
        // queries, which carry the joined users.id through JSON as a number and corrupt
        // 64-bit ids (spike test "joins"). Two indexed lookups per getSession instead.
        joins: options.joins ?? false,
      },
      cookiePrefix: "cb",
      useSecureCookies: publicOrigin.startsWith("https://"),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true, path: "/" },
      // Our Fastify route overwrites this header with request.ip (trustProxy-aware), so
      // session rows record the real client and no client can spoof it.
      ipAddress: { ipAddressHeaders: ["x-corkboard-client-ip"] },
    },
    user: {
      fields: { name: "fullName", image: "imageUrl" },
      additionalFields: {
        username: { type: "string", required: false, input: false },
        state: { type: "string", required: false, input: false, defaultValue: "active" },
        // Sign-up fields of ours that ride along in signUpEmail's body (input: true).
        country: { type: "string", required: false, input: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // Off on purpose: a cached session outlives "log out everywhere" by cookieCache.maxAge.
      cookieCache: { enabled: false },
    },
    account: { accountLinking: { enabled: false } },
    verification: { storeIdentifier: "hashed" },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Seed: unverified users may log in and see "Verify your email" (AUTH-155).
      requireEmailVerification: false,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: {
        hash: (password) => hash(password, ARGON2),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      sendResetPassword: async ({ user, url, token }) => {
        outbox.push({
          kind: "reset-password",
          to: user.email,
          link: `${publicOrigin}/password/reset/?token=${encodeURIComponent(token)}`,
          betterAuthUrl: url,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 60 * 60 * 24,
      autoSignInAfterVerification: options.autoSignInAfterVerification ?? false,
      sendVerificationEmail: async ({ user, url, token }) => {
        outbox.push({
          kind: "verify-email",
          to: user.email,
          link: `${publicOrigin}/email/verify/?token=${encodeURIComponent(token)}`,
          betterAuthUrl: url,
        });
      },
    },
    plugins: [
      twoFactor({
        issuer: "Corkboard",
        otpOptions: {
          storeOTP: "hashed",
          period: 10, // minutes
          sendOTP: async ({ user, otp }) => {
            outbox.push({ kind: "mfa-code", to: user.email, code: otp });
          },
        },
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 30 * 60 },
      }),
      // Last, so its after-hooks see what twoFactor left (newSession null on a challenge).
      corkboardAuth({
        limits: options.limits,
        publicOrigin,
        pickUsername: options.pickUsername,
        usedTotpCodes: options.usedTotpCodes,
        enforceMfaEverywhere: options.mfaGuard ?? true,
      }),
    ],
  });
}

export type SpikeAuth = ReturnType<typeof createSpikeAuth>;
