import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../platform/feature.ts";
import { registerSeoRoutes } from "./routes.ts";

// Search engines: robots.txt and the sitemap of public boards, pins and profiles (D-028).
export { registerSeoRoutes } from "./routes.ts";

/** Registers /robots.txt and /sitemap.xml. */
export function register(app: FastifyInstance, { context }: FeatureDeps): void {
  registerSeoRoutes(app, context);
}
