import type { AnalyticsRecorder } from "./analytics/recorder.ts";
import type { Auth } from "./auth/index.ts";
import type { BotCheck } from "./captcha/index.ts";
import type { AppConfig } from "./config/index.ts";
import type { Database, OpenDatabase } from "./db/index.ts";
import type { Experiments } from "./flags/index.ts";
import type { PublicCache } from "./http/public-cache.ts";
import type { Jobs } from "./jobs/index.ts";
import type { ConfiguredMailer } from "./mail/index.ts";
import type { AuthRateLimits, EndpointRateLimits, MailRateLimits } from "./rate-limit/index.ts";
import type { ObjectStorage } from "./storage/index.ts";

/** What every feature's routes and services are built from; one per app instance. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  database: OpenDatabase;
  storage: ObjectStorage;
  /** Serialized answers for logged-out reads, kept for `config.publicCacheTtlMs`. */
  publicCache: PublicCache;
  mailer: ConfiguredMailer;
  experiments: Experiments;
  /** Named limits of the sign-in area (lockout, per-IP, signup, reset, MFA). */
  authLimits: AuthRateLimits;
  /** The request-level limits endpoints name in their declaration (`rateLimit`). */
  endpointLimits: EndpointRateLimits;
  /** Limits on mail people make us send to others (board invites). */
  mailLimits: MailRateLimits;
  /** better-auth, called through auth.api from our routes (platform/auth). */
  auth: Auth;
  botCheck: BotCheck;
  /** Background work (D-048): kinds of job are defined at start, then enqueued. */
  jobs: Jobs;
  /** Analytics events, written in batches off the request (D-053). */
  analytics: AnalyticsRecorder;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The app's context, for scripts and tests that need the database or storage. */
    appContext: AppContext;
  }
}
