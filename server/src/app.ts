import { registerAllMessages } from "@corkboard/core/messages";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { promoteSettings, registerAdvertiserRoutes } from "./advertisers/index.ts";
import { registerCsrfProtection } from "./auth/csrf.ts";
import { registerAuthRoutes } from "./auth/routes.ts";
import { registerSessionHook } from "./auth/session-hook.ts";
import { registerBoardRoutes } from "./boards/routes.ts";
import { registerBusinessRoutes } from "./business/index.ts";
import { seedDemoIfEmpty } from "./demo/index.ts";
import { registerHealthRoutes } from "./health/routes.ts";
import { loadUrlSafetyRules, registerOffsiteRoutes } from "./offsite/index.ts";
import { registerPinRoutes } from "./pins/routes.ts";
import { registerBootstrapRoutes } from "./platform/bootstrap/index.ts";
import type { AppConfig } from "./platform/config/index.ts";
import { createContext } from "./platform/create-context.ts";
import { type OpenDatabase, openDatabase } from "./platform/db/index.ts";
import { trackInFlight } from "./platform/http/in-flight.ts";
import { envelopePlugin } from "./platform/http/index.ts";
import { registerNulGuard } from "./platform/http/nul-guard.ts";
import { registerMediaRoutes } from "./platform/images/routes.ts";
import { registerDevOutboxRoutes } from "./platform/mail/index.ts";
import { registerOpenApi } from "./platform/openapi/openapi.ts";
import { createServices } from "./platform/services.ts";
import { registerSeoRoutes } from "./seo/index.ts";
import { registerSpa } from "./spa/spa.ts";
import { registerUserRoutes } from "./users/routes.ts";

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
    logger: options.logger ?? { level: config.logLevel },
    // Long enough for a 200 MiB upload on a slow link; API reads finish far sooner.
    requestTimeout: 120_000,
    // Only a configured proxy may set the client address: per-IP limits depend on it.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config.database));
  const context = await createContext(config, database);
  app.decorate("appContext", context);
  const requests = trackInFlight(app);
  app.addHook("onClose", async () => {
    // Handlers still running get to finish before their database goes away.
    await requests.drained(10_000);
    await context.close();
    if (!options.database) await database.close();
  });

  // First start of an empty database: demo content, before the first request is served.
  await seedDemoIfEmpty(context, app.log);

  await app.register(fastifyCookie);
  await app.register(envelopePlugin);
  await registerOpenApi(app);
  registerHealthRoutes(app, context);
  const services = createServices(context);
  // Before any route: who is asking (the session), and whether a write may come from them.
  registerCsrfProtection(app, config.publicOrigin);
  registerNulGuard(app);
  registerSessionHook(app, context, services.urls);
  registerBootstrapRoutes(app, context, services.remembered);
  registerAuthRoutes(app, context, services.urls);
  registerPinRoutes(app, services);
  registerBoardRoutes(app, services);
  registerUserRoutes(app, services);
  // The business side (seed 002): promote settings and the URL-safety list come from env.
  registerBusinessRoutes(app, context, services.urls);
  registerAdvertiserRoutes(app, context, { promote: promoteSettings(config) });
  registerOffsiteRoutes(app, context, { rules: loadUrlSafetyRules() });
  registerMediaRoutes(app, context);
  registerSeoRoutes(app, context);
  // Without SMTP, mails wait in the dev outbox (IMPL-012); the page answers loopback only.
  if (context.mailer.outbox) registerDevOutboxRoutes(app, context.mailer.outbox);
  await registerSpa(app, context, services);
  return app;
}
