import {
  filtersEndpoint,
  hashtagTypeaheadEndpoint,
  interestsEndpoint,
  searchAutocompleteEndpoint,
  searchEndpoint,
  searchTypeaheadEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../platform/http/index.ts";
import type { FiltersService } from "./filters.ts";
import type { InterestsService } from "./interests.ts";
import type { SearchService } from "./search.ts";

/** Search (SEARCH-005), its shopping filters (SEARCH-017), the search box's autocomplete (SEARCH-011) and the typeahead (SEARCH-015). */
export function registerSearchRoutes(
  app: FastifyInstance,
  search: SearchService,
  interests: InterestsService,
  filters: FiltersService,
): void {
  registerEndpoint(app, searchEndpoint, (query, { viewer }) => search.search(viewer, query));
  registerEndpoint(app, filtersEndpoint, (query, { viewer }) => filters.filters(viewer, query));
  registerEndpoint(app, searchAutocompleteEndpoint, (query) => search.autocomplete(query));
  registerEndpoint(app, searchTypeaheadEndpoint, (query) => search.typeahead(query));
  registerEndpoint(app, interestsEndpoint, (query) => interests.list(query.view));
  // The hashtag flyout's first path, kept as an alias of the typeahead's '#' terms (D-032).
  registerEndpoint(app, hashtagTypeaheadEndpoint, (query) =>
    search.typeahead({ term: `#${query.q.trim().replace(/^#/, "")}`, pin_scope: "true", count: query.count }),
  );
}
