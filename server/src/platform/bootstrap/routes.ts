import { bootstrapEndpoint } from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { registerEndpoint } from "../http/index.ts";
import { buildBootstrap, type RememberedLookup } from "./bootstrap.ts";

/** The bootstrap as JSON, for the web to refresh after the first load (never cached). */
export function registerBootstrapRoutes(
  app: FastifyInstance,
  context: AppContext,
  remembered: RememberedLookup,
): void {
  registerEndpoint(app, bootstrapEndpoint, async (_query, { request, reply }) =>
    buildBootstrap(request, reply, context, remembered),
  );
}
