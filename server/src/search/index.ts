import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../platform/feature.ts";
import { FiltersService } from "./filters.ts";
import { InterestsService } from "./interests.ts";
import { registerSearchRoutes } from "./routes.ts";
import { SearchService } from "./search.ts";

// The search feature's public face (DESIGN §2, D-032): its registration.

/** Registers search, its shopping filters, the search box's autocomplete, the composer typeahead and the discovery interests. */
export function register(app: FastifyInstance, { context, urls }: FeatureDeps): void {
  registerSearchRoutes(
    app,
    new SearchService(context.db, urls),
    new InterestsService(context.db, urls),
    new FiltersService(context.db),
  );
}
