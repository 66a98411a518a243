import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../platform/feature.ts";
import { registerHealthRoutes } from "./routes.ts";

/** Registers liveness and readiness. */
export function register(app: FastifyInstance, { context }: FeatureDeps): void {
  registerHealthRoutes(app, context);
}
