import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../platform/feature.ts";
import { registerSearchRoutes } from "./routes.ts";
import { SearchService } from "./search.ts";

// The search feature's public face (DESIGN §2, D-032): its registration.

/** Registers search, the search box's autocomplete and the composer typeahead. */
export function register(app: FastifyInstance, { context, urls }: FeatureDeps): void {
  registerSearchRoutes(app, new SearchService(context.db, urls));
}
