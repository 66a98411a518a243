import { searchAutocompleteEndpoint } from "@corkboard/core/contract";
import { fetchEndpoint } from "../platform/api/fetch-endpoint.ts";

/** Search box suggestions for what is typed (SEARCH-011): at most 5, with pin counts. */
export function fetchSuggestions(q: string, signal: AbortSignal) {
  return fetchEndpoint(searchAutocompleteEndpoint, { q, show_pin_count: "true" }, { signal });
}
