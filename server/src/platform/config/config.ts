import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import type { DatabaseConfig } from "../db/database.ts";
import { configuredOrPersistedSecret } from "./secrets.ts";

/** Everything the server needs to know, read once at start (IMPL-010). */
export interface AppConfig {
  /** Public origin used in absolute links (Open Graph, mails); never taken from Host. */
  publicOrigin: string;
  /**
   * PUBLIC_ORIGIN was set. When it was not, publicOrigin is the default
   * http://localhost:$PORT and writes are also accepted from the other loopback names of
   * that port (auth/csrf.ts, D-029); when it was, from publicOrigin alone.
   */
  publicOriginExplicit: boolean;
  database: DatabaseConfig;
  /** Local directory for images when no S3 store is configured. */
  mediaDir: string;
  s3: S3Config | null;
  /** Built SPA (web/dist); null serves the API only (tests). */
  webDist: string | null;
  /** Seed demo content into an empty database on start. */
  seedDemo: boolean;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /**
   * SHUTDOWN_DELAY_MS: on SIGTERM, how long `/readyz` answers 503 while requests are still
   * served, before the server stops listening — long enough for a balancer's health check
   * to take the process out (D-052). 0 (the default) closes at once.
   */
  shutdownDelayMs: number;
  /** How long logged-out answers may be served from the public cache; 0 disables it. */
  publicCacheTtlMs: number;
  /**
   * HOME_FEED_MATERIALISED: the followed feed from per-viewer entries written on save (D-060);
   * false reads every page on the fly (D-033), for comparison. Absent: true.
   */
  homeFeedMaterialised?: boolean;
  /** Entries kept per viewer in the materialised feed (D-060); tests set it small. Absent: 1,000. */
  homeFeedCap?: number;
  /**
   * HOME_FEED_CELEBRITY_FOLLOWERS: a creator followed by more people than this is not fanned
   * out on write; their pins are merged into each follower's page when read (D-069). Absent: 10,000.
   */
  homeFeedCelebrityFollowers?: number;
  /** SMTP relay (smtp[s]://user:pass@host:port); null keeps mails in the dev outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Redis for rate limits when set; otherwise the database keeps them. */
  redisUrl: string | null;
  /** Experiments (IMPL-007): a JSON file and/or inline JSON. */
  experiments: { filePath: string | null; json: string | null };
  /** The offsite check's URL-safety lists (IMPL-042): a JSON file and/or inline JSON. */
  urlSafety: { filePath: string | null; json: string | null };
  botCheck: BotCheckConfig;
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy): false by default, so a
   * client cannot pick the address that per-IP limits count; `true`, or a comma-separated
   * list of proxy addresses/CIDRs behind a load balancer.
   */
  trustProxy: boolean | string;
  /** Header a trusted proxy sets to the visitor's country (e.g. CF-IPCountry); null = none. */
  countryHeader: string | null;
  /**
   * The bearer token /metrics asks for (METRICS_TOKEN, ≥ 16 characters). Absent: /metrics
   * answers only loopback peers, and only while no proxy is trusted (D-047).
   */
  metricsToken?: string;
  /** Minimum age to sign up (seed 000 §9: 18, configurable). */
  minimumAge: number;
  /**
   * Signs session cookies and encrypts two-factor secrets (AUTH_SECRET, ≥ 32 characters).
   * Embedded mode makes one on first start under DATA_DIR/secrets.
   */
  authSecret: string;
  /**
   * Private addresses the URL fetcher may reach (IMPL-031): true for all, or host names /
   * IPs (FETCH_ALLOW_PRIVATE=true or a comma list). Absent = none (production default).
   */
  fetchAllowPrivate?: boolean | string[];
  /** The largest import file accepted, in bytes (issue 20, IMPORT_MAX_BYTES); absent = 100 MiB. */
  importMaxBytes?: number;
  /** Countries where "Promote your Pin" is offered (PIN-072, PROMOTE_COUNTRIES); absent = the ads default list. */
  promoteCountries?: string[];
  /** How old an account must be to promote (PIN-073, PROMOTE_MIN_ACCOUNT_AGE_DAYS); absent = 7 days. */
  promoteMinAccountAgeDays?: number;
  /** Sign-in providers that are configured (D-039); a provider absent here offers no button. */
  socialProviders?: SocialProvidersConfig;
}

/** An OpenID Connect provider: its issuer (discovery at /.well-known/openid-configuration) and our client. */
export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Facebook's OAuth 2 endpoints (not OpenID Connect: no discovery) and our app. */
export interface FacebookProviderConfig {
  authorizeUrl: string;
  tokenUrl: string;
  /** The Graph API root: /me and /debug_token below it. */
  graphUrl: string;
  clientId: string;
  clientSecret: string;
}

/** The configured social sign-in providers (GOOGLE_*, FACEBOOK_*, LINE_*). */
export interface SocialProvidersConfig {
  google?: OidcProviderConfig;
  facebook?: FacebookProviderConfig;
  /** LINE Login (D-042): OpenID Connect like Google. */
  line?: OidcProviderConfig;
}

/** The human check (seed 000 §4): ALTCHA by default, reCAPTCHA by configuration. */
export type BotCheckConfig =
  | { kind: "altcha"; hmacKey: string }
  | {
      kind: "recaptcha";
      v3: { siteKey: string; secret: string };
      v2: { siteKey: string; secret: string } | null;
      scoreThreshold: number;
    };

/** An S3-compatible object store. */
export interface S3Config {
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL the browser loads images from; null = served through the app. */
  publicUrl: string | null;
}

/**
 * Connections per process: 2 × cores + 1, the usual starting point for a pool. A bigger
 * pool does not make PostgreSQL faster, it makes it juggle more backends: on a 2-core host
 * saves cost PostgreSQL about 30 % more CPU each with 20 connections than with 5 and ran
 * 15–25 % slower; a mix of saves and feed reads ran a little faster with 20
 * (bench/README.md). Waiting for a connection costs little in Node.
 */
const DEFAULT_POOL_SIZE = 2 * availableParallelism() + 1;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_ORIGIN: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(DEFAULT_POOL_SIZE),
  DATA_DIR: z.string().default("data"),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  SEED_DEMO: z.enum(["true", "false"]).optional(),
  HOME_FEED_MATERIALISED: z.enum(["true", "false"]).optional(),
  HOME_FEED_CELEBRITY_FOLLOWERS: z.coerce.number().int().min(1).max(100_000_000).optional(),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Corkboard <no-reply@localhost>"),
  REDIS_URL: z.string().optional(),
  EXPERIMENTS_FILE: z.string().optional(),
  EXPERIMENTS_JSON: z.string().optional(),
  BOT_CHECK: z.enum(["altcha", "recaptcha"]).default("altcha"),
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  RECAPTCHA_V3_SITE_KEY: z.string().optional(),
  RECAPTCHA_V3_SECRET: z.string().optional(),
  RECAPTCHA_V2_SITE_KEY: z.string().optional(),
  RECAPTCHA_V2_SECRET: z.string().optional(),
  RECAPTCHA_SCORE_THRESHOLD: z.coerce.number().min(0).max(1).default(0.5),
  TRUST_PROXY: z.string().default("false"),
  METRICS_TOKEN: z.string().min(16).optional(),
  COUNTRY_HEADER: z.string().optional(),
  MINIMUM_AGE: z.coerce.number().int().min(13).max(21).default(18),
  AUTH_SECRET: z.string().min(32).optional(),
  FETCH_ALLOW_PRIVATE: z.string().optional(),
  IMPORT_MAX_BYTES: z.coerce.number().int().min(1024).optional(),
  PROMOTE_COUNTRIES: z
    .string()
    .regex(/^\s*[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*\s*$/, "comma-separated two-letter country codes")
    .optional(),
  PROMOTE_MIN_ACCOUNT_AGE_DAYS: z.coerce.number().int().min(0).optional(),
  URL_SAFETY_FILE: z.string().optional(),
  URL_SAFETY_JSON: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTHORIZE_URL: z.url().default("https://www.facebook.com/v21.0/dialog/oauth"),
  FACEBOOK_TOKEN_URL: z.url().default("https://graph.facebook.com/v21.0/oauth/access_token"),
  FACEBOOK_GRAPH_URL: z.url().default("https://graph.facebook.com/v21.0"),
  LINE_CLIENT_ID: z.string().optional(),
  LINE_CLIENT_SECRET: z.string().optional(),
  LINE_ISSUER: z.url().default("https://access.line.me"),
});

// What `npm start` (scripts/start.ts) reads before the server starts; kept here so the list
// below is every variable a Corkboard process reads.
const startEnvSchema = z.object({
  SKIP_WEB_BUILD: z.string().optional(),
});

/**
 * Every environment variable Corkboard reads, taken from the schemas above, so adding one
 * there adds it here; README.md's Configuration table is held to this list by a test
 * (readme-env.test.ts).
 */
export const CONFIG_VARIABLES: readonly string[] = [
  ...Object.keys(envSchema.shape),
  ...Object.keys(startEnvSchema.shape),
];

/** What `npm start` needs to know before it starts the server. */
export function loadStartOptions(env: NodeJS.ProcessEnv = process.env): { skipWebBuild: boolean } {
  return { skipWebBuild: startEnvSchema.parse(env).SKIP_WEB_BUILD === "true" };
}

/** Where the server listens. */
export interface ListenConfig {
  port: number;
  host: string;
}

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

/** Reads the configuration from the environment; throws a readable error when it is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig & { listen: ListenConfig } {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  return {
    listen: { port: e.PORT, host: e.HOST },
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`,
    publicOriginExplicit: e.PUBLIC_ORIGIN !== undefined,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: "pglite", dataDir: path.join(dataDir, "pglite") },
    mediaDir: path.join(dataDir, "media"),
    s3: readS3(e),
    webDist: path.resolve(repoRoot, e.WEB_DIST ?? "web/dist"),
    seedDemo: e.SEED_DEMO !== "false",
    logLevel: e.LOG_LEVEL,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    publicCacheTtlMs: e.PUBLIC_CACHE_TTL_MS,
    homeFeedMaterialised: e.HOME_FEED_MATERIALISED !== "false",
    ...(e.HOME_FEED_CELEBRITY_FOLLOWERS !== undefined
      ? { homeFeedCelebrityFollowers: e.HOME_FEED_CELEBRITY_FOLLOWERS }
      : {}),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL ?? null,
    experiments: { filePath: e.EXPERIMENTS_FILE ?? null, json: e.EXPERIMENTS_JSON ?? null },
    urlSafety: { filePath: e.URL_SAFETY_FILE ?? null, json: e.URL_SAFETY_JSON ?? null },
    botCheck: readBotCheck(e, path.join(dataDir, "secrets")),
    trustProxy: readTrustProxy(e.TRUST_PROXY),
    countryHeader: e.COUNTRY_HEADER ?? null,
    ...(e.METRICS_TOKEN ? { metricsToken: e.METRICS_TOKEN } : {}),
    minimumAge: e.MINIMUM_AGE,
    authSecret: configuredOrPersistedSecret(e.AUTH_SECRET, path.join(dataDir, "secrets"), "auth"),
    fetchAllowPrivate: readFetchAllowPrivate(e.FETCH_ALLOW_PRIVATE),
    ...(e.IMPORT_MAX_BYTES === undefined ? {} : { importMaxBytes: e.IMPORT_MAX_BYTES }),
    ...(e.PROMOTE_COUNTRIES
      ? { promoteCountries: commaList(e.PROMOTE_COUNTRIES).map((c) => c.toUpperCase()) }
      : {}),
    ...(e.PROMOTE_MIN_ACCOUNT_AGE_DAYS === undefined
      ? {}
      : { promoteMinAccountAgeDays: e.PROMOTE_MIN_ACCOUNT_AGE_DAYS }),
    socialProviders: readSocialProviders(e),
  };
}

function readSocialProviders(e: z.infer<typeof envSchema>): SocialProvidersConfig {
  const google = clientOf("GOOGLE", e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET);
  const facebook = clientOf("FACEBOOK", e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET);
  const line = clientOf("LINE", e.LINE_CLIENT_ID, e.LINE_CLIENT_SECRET);
  return {
    ...(google ? { google: { issuer: e.GOOGLE_ISSUER, ...google } } : {}),
    ...(line ? { line: { issuer: e.LINE_ISSUER, ...line } } : {}),
    ...(facebook
      ? {
          facebook: {
            authorizeUrl: e.FACEBOOK_AUTHORIZE_URL,
            tokenUrl: e.FACEBOOK_TOKEN_URL,
            graphUrl: e.FACEBOOK_GRAPH_URL,
            ...facebook,
          },
        }
      : {}),
  };
}

/** A provider's OAuth client: both id and secret, or neither (the provider is then off). */
function clientOf(
  prefix: string,
  clientId: string | undefined,
  clientSecret: string | undefined,
): { clientId: string; clientSecret: string } | null {
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    throw new Error(`Invalid configuration: ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET go together`);
  }
  return { clientId, clientSecret };
}

function commaList(value: string): string[] {
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

function readFetchAllowPrivate(value: string | undefined): boolean | string[] {
  if (value === undefined || value === "false") return false;
  return value === "true" ? true : commaList(value);
}

function readTrustProxy(value: string): boolean | string {
  return value === "true" || value === "false" ? value === "true" : value;
}

function readBotCheck(e: z.infer<typeof envSchema>, secretsDir: string): BotCheckConfig {
  if (e.BOT_CHECK === "altcha") {
    return { kind: "altcha", hmacKey: configuredOrPersistedSecret(e.ALTCHA_HMAC_KEY, secretsDir, "altcha") };
  }
  if (!e.RECAPTCHA_V3_SITE_KEY || !e.RECAPTCHA_V3_SECRET) {
    throw new Error(
      "Invalid configuration: BOT_CHECK=recaptcha needs RECAPTCHA_V3_SITE_KEY and RECAPTCHA_V3_SECRET",
    );
  }
  return {
    kind: "recaptcha",
    v3: { siteKey: e.RECAPTCHA_V3_SITE_KEY, secret: e.RECAPTCHA_V3_SECRET },
    v2:
      e.RECAPTCHA_V2_SITE_KEY && e.RECAPTCHA_V2_SECRET
        ? { siteKey: e.RECAPTCHA_V2_SITE_KEY, secret: e.RECAPTCHA_V2_SECRET }
        : null,
    scoreThreshold: e.RECAPTCHA_SCORE_THRESHOLD,
  };
}

function readS3(e: z.infer<typeof envSchema>): S3Config | null {
  if (!e.S3_BUCKET) return null;
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error("Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  return {
    endpoint: e.S3_ENDPOINT ?? null,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    publicUrl: e.S3_PUBLIC_URL ?? null,
  };
}
