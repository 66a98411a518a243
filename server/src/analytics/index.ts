import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../platform/feature.ts";
import { registerAnalyticsRoutes } from "./routes.ts";

/** The analytics intake (CONST-013/014, D-053); the recorder itself is the context's. */
export function register(app: FastifyInstance, { context }: FeatureDeps): void {
  registerAnalyticsRoutes(app, context.analytics);
}
