import { AnalyticsRecorder } from "./analytics/recorder.ts";
import { createAuth } from "./auth/index.ts";
import { createAltchaBotCheck, createRecaptchaBotCheck, usedTokenStoreOnLimiters } from "./captcha/index.ts";
import type { AppConfig } from "./config/index.ts";
import type { AppContext } from "./context.ts";
import type { OpenDatabase } from "./db/index.ts";
import { createExperiments, loadExperimentsConfig } from "./flags/index.ts";
import { createPublicCache } from "./http/public-cache.ts";
import { boundSharpMemory } from "./images/index.ts";
import { CLEANUP_CRON, defineCleanup, type JobsLog, startPgBossJobs } from "./jobs/index.ts";
import { createMailer, queuedMailer } from "./mail/index.ts";
import {
  createAuthRateLimits,
  createEndpointRateLimits,
  createLimiterStore,
  createMailRateLimits,
} from "./rate-limit/index.ts";
import { createStorage } from "./storage/index.ts";

// A solved ALTCHA challenge stays spendable until it expires; remember it a little longer.
const ALTCHA_EXPIRES_SECONDS = 600;
/** Running jobs get this long to finish when the app closes; the rest are retried later. */
const JOBS_STOP_MS = 10_000;

/** Where background work logs, and whether this process runs jobs (the admin CLI does not). */
export interface BackgroundOptions {
  log: JobsLog & { info(details: object, message: string): void };
  /** False: jobs are stored for the servers to run, none run here, no schedule is kept. */
  work?: boolean;
}

const SILENT: BackgroundOptions["log"] = { info() {}, warn() {}, error() {} };

/** The app context with what must be released when the app closes. */
export interface OwnedContext extends AppContext {
  close(): Promise<void>;
}

/**
 * Builds every platform service from the configuration: storage, the public cache, mail,
 * experiments, rate limits (Redis when configured, else the database — PGlite included)
 * and the bot check (ALTCHA, whose spent payloads are shared through the limiter store).
 */
export async function createContext(
  config: AppConfig,
  database: OpenDatabase,
  onBackgroundError: (error: unknown) => void = () => {},
  background: BackgroundOptions = { log: SILENT },
): Promise<OwnedContext> {
  boundSharpMemory();
  // The queue first: the mailer and the features define their kinds of job on it (D-048).
  const jobs = await startPgBossJobs(database.queueConnection, background);
  const limiterStore = await createLimiterStore(
    config.redisUrl
      ? { kind: "redis", url: config.redisUrl, fallbackDb: database.db, log: background.log }
      : { kind: "postgres", db: database.db },
  );
  const transport = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  // SMTP mail goes through the queue, so a relay outage delays mail instead of losing it; the
  // dev outbox cannot fail and lives in this process's memory, so it is written at once.
  const mailer = transport.kind === "smtp" ? queuedMailer(transport, jobs) : transport;
  const storage = createStorage(config);
  const cleanup = defineCleanup(jobs, database.db, background.log, storage);
  if (background.work !== false) await jobs.schedule(cleanup, CLEANUP_CRON);
  const botCheck =
    config.botCheck.kind === "altcha"
      ? createAltchaBotCheck({
          hmacKey: config.botCheck.hmacKey,
          expiresInSeconds: ALTCHA_EXPIRES_SECONDS,
          usedTokens: usedTokenStoreOnLimiters(limiterStore, ALTCHA_EXPIRES_SECONDS + 60),
        })
      : createRecaptchaBotCheck({
          v3: config.botCheck.v3,
          v2: config.botCheck.v2,
          scoreThreshold: config.botCheck.scoreThreshold,
        });
  const authLimits = createAuthRateLimits(limiterStore);
  // better-auth lets this variable switch telemetry on whatever the options say.
  delete process.env.BETTER_AUTH_TELEMETRY;
  const auth = createAuth({
    db: database.db,
    publicOrigin: config.publicOrigin,
    secret: config.authSecret,
    mailer,
    limits: authLimits,
    onMailError: onBackgroundError,
  });
  const analytics = new AnalyticsRecorder(database.db, background.log);
  return {
    config,
    db: database.db,
    database,
    storage,
    publicCache: createPublicCache({ ttlMs: config.publicCacheTtlMs, maxEntries: 5000 }),
    mailer,
    experiments: createExperiments(loadExperimentsConfig(config.experiments)),
    authLimits,
    endpointLimits: createEndpointRateLimits(limiterStore),
    mailLimits: createMailRateLimits(limiterStore),
    auth,
    botCheck,
    jobs,
    analytics,
    async close() {
      // Running jobs finish (within the bound) while the database and the relay are still there.
      await jobs.stop(JOBS_STOP_MS);
      // Waiting events are written before the database closes.
      await analytics.flush();
      await Promise.allSettled([limiterStore.close(), mailer.close()]);
    },
  };
}
