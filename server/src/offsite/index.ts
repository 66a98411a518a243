import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../platform/feature.ts";
import { registerOffsiteRoutes } from "./routes.ts";
import { loadUrlSafetyRules } from "./url-safety.ts";

// The offsite link check and signed redirect (ADS-071…074).
export { loadUrlSafetyRules } from "./url-safety.ts";

/** Registers the offsite routes with the URL-safety lists of the environment. */
export function register(app: FastifyInstance, { context }: FeatureDeps): void {
  registerOffsiteRoutes(app, context, { rules: loadUrlSafetyRules() });
}
