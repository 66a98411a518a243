import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../platform/feature.ts";
import { FiltersService } from "./filters.ts";
import { InterestsService } from "./interests.ts";
import { registerSearchRoutes } from "./routes.ts";
import { type AdvisoryLookup, SearchService } from "./search.ts";

// The search feature's public face (DESIGN §2, D-032): its registration.

/** What the search feature is registered with. */
export interface SearchDeps extends FeatureDeps {
  /** The advisory a query raises (SEARCH-038, the labels feature's look-up). */
  advisoryFor: AdvisoryLookup;
}

/** Registers search, its shopping filters, the search box's autocomplete, the composer typeahead and the discovery interests. */
export function register(app: FastifyInstance, { context, urls, advisoryFor }: SearchDeps): void {
  registerSearchRoutes(
    app,
    new SearchService(context.db, urls, advisoryFor),
    new InterestsService(context.db, urls),
    new FiltersService(context.db),
  );
}
