import { registerAllMessages } from "@corkboard/core/messages/register-all";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { seedDemoIfEmpty } from "./demo/index.ts";
import { registerFeatures } from "./features.ts";
import type { AppConfig } from "./platform/config/index.ts";
import { createContext } from "./platform/create-context.ts";
import { type OpenDatabase, openDatabase } from "./platform/db/index.ts";
import { answerClientError } from "./platform/http/client-error.ts";
import { trackInFlight } from "./platform/http/in-flight.ts";
import { answerFrameworkError, envelopePlugin } from "./platform/http/index.ts";
import { requestForLog } from "./platform/http/log-redaction.ts";
import { registerNulGuard } from "./platform/http/nul-guard.ts";
import { registerRequestIdHeader, requestIdGenerator } from "./platform/http/request-id.ts";
import { registerRequestLanguages } from "./platform/i18n/request-locale.ts";
import { AppMetrics } from "./platform/metrics/metrics.ts";
import { registerMetrics } from "./platform/metrics/routes.ts";
import { registerOpenApi } from "./platform/openapi/openapi.ts";

/** Options for building the app; tests pass an in-memory database and no SPA. */
export interface BuildAppOptions {
  logger?: FastifyServerOptions["logger"];
  /** Use this already-open database instead of opening one from the config. */
  database?: OpenDatabase;
}

// The server may say anything: every feature catalogue of messages is known to it.
registerAllMessages();

/**
 * Builds the whole server without listening (DESIGN §2): tests drive it with
 * `app.inject()`, `main.ts` listens. Closing the app closes the database.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Secret query values (the seed's GET login-data lookups carry provider tokens) are
    // redacted from the request log line (D-043).
    logger: options.logger ?? { level: config.logLevel, serializers: { req: requestForLog } },
    // Long enough for a 200 MiB upload on a slow link; API reads finish far sooner.
    requestTimeout: 120_000,
    // Only a configured proxy may set the client address: per-IP limits depend on it.
    trustProxy: config.trustProxy,
    // One id per request in every log line, the X-Request-Id header and error answers.
    genReqId: requestIdGenerator(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    // The router's refusals answer in the v5 shape under /v5/ (D-058).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: (error, socket) => {
      answerClientError(app.log, error, socket);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config.database, app.log));
  const context = await createContext(config, database, undefined, { log: app.log });
  app.decorate("appContext", context);
  const requests = trackInFlight(app);
  app.addHook("onClose", async () => {
    // Handlers still running get to finish before their database goes away; then the jobs
    // (context.close stops them, running ones within a bound) before the database closes.
    await requests.drained(10_000);
    await context.close();
    if (!options.database) await database.close();
  });

  // First start of an empty database: demo content, before the first request is served.
  await seedDemoIfEmpty(context, app.log);

  registerRequestIdHeader(app);
  registerMetrics(app, new AppMetrics({ poolStats: () => database.poolStats(), jobs: context.jobs }), {
    token: config.metricsToken,
    trustProxy: config.trustProxy,
  });
  await app.register(fastifyCookie);
  await app.register(envelopePlugin);
  await registerOpenApi(app);
  // Before any route: a string with U+0000 is refused wherever it is (PostgreSQL cannot store it).
  registerNulGuard(app);
  // Mails sent from inside a handler speak the language the request asks for (D-036).
  registerRequestLanguages(app);
  await registerFeatures(app, context);
  return app;
}
