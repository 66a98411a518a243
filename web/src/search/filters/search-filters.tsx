import { FilterBar } from "./filter-bar.tsx";
import { type ResultsStatus, useSearchFilters } from "./use-search-filters.ts";

/**
 * The shopping filters of a pins search (SEARCH-017…037): their state and their bar. The
 * search page loads this module beside its results (not in its first load, D-073): the bar
 * shows nothing before `/v3/filters/` answers anyway, and the results depend only on the
 * URL's filters (use-url-filters.ts), which the page reads itself.
 */
export function SearchFilters({ query, resultsStatus }: { query: string; resultsStatus: ResultsStatus }) {
  const filters = useSearchFilters(query, resultsStatus);
  return (
    <FilterBar
      state={filters.state}
      visible={filters.visible}
      update={filters.update}
      submit={filters.submit}
      clearAll={filters.clearAll}
    />
  );
}
