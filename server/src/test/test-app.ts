import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { buildApp } from "../app.ts";
import type { AppConfig } from "../platform/config/index.ts";
import type { OpenDatabase } from "../platform/db/index.ts";
import { openTestDatabase } from "./test-database.ts";

/** An app under test with its own database and media directory. */
export interface TestApp {
  app: FastifyInstance;
  database: OpenDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/** The configuration tests run with: no SPA, no demo seed, quiet logs, temp media dir. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const mediaDir = mkdtempSync(path.join(tmpdir(), "corkboard-media-"));
  return {
    publicOrigin: "http://corkboard.test",
    publicOriginExplicit: true,
    database: { kind: "pglite", dataDir: null },
    mediaDir,
    s3: null,
    webDist: null,
    seedDemo: false,
    logLevel: "silent",
    shutdownDelayMs: 0,
    // Tests read their own writes at once; the cache has tests of its own.
    publicCacheTtlMs: 0,
    smtpUrl: null,
    mailFrom: "Corkboard <no-reply@corkboard.test>",
    redisUrl: null,
    experiments: { filePath: null, json: null },
    urlSafety: { filePath: null, json: null },
    botCheck: { kind: "altcha", hmacKey: "test-altcha-key-that-is-long-enough-000" },
    trustProxy: false,
    countryHeader: null,
    minimumAge: 18,
    authSecret: "test-auth-secret-that-is-at-least-32-characters",
    ...overrides,
  };
}

/** Builds the app on a fresh test database (see openTestDatabase); quiet unless given a logger. */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: { logger?: FastifyServerOptions["logger"] } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await openTestDatabase();
  const app = await buildApp(config, { database, logger: options.logger ?? false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(config.mediaDir, { recursive: true, force: true });
    },
  };
}
