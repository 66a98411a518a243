import { type EndpointQuery, filtersEndpoint } from "@corkboard/core/contract";
import {
  type AppliedFilter,
  FILTER_URL_PARAMS,
  type FilterSelection,
  filterStateReducer,
  hiddenFilterIds,
  INITIAL_FILTER_STATE,
  paramsFromSelection,
  visibleModels,
} from "@corkboard/core/shopping";
import { useCallback, useEffect, useReducer } from "react";
import { useLocation } from "wouter";
import { useEndpoint } from "../../platform/api/index.ts";
import { useUrlFilters } from "./use-url-filters.ts";

/** Where the results the filters narrow stand: the search page's results query. */
export type ResultsStatus = "pending" | "success" | "error";

/** The search URL with `picks` in place of the filters it holds: a list of new parameters. */
function urlWith(
  pathname: string,
  urlParams: URLSearchParams,
  picks: FilterSelection,
  hidden: ReadonlySet<string>,
) {
  const next = new URLSearchParams(urlParams);
  for (const name of FILTER_URL_PARAMS) next.delete(name);
  for (const [name, value] of Object.entries(paramsFromSelection(picks, hidden))) next.set(name, value);
  return `${pathname}?${next}`;
}

/**
 * The shopping filters of a pins search (SEARCH-017…030): `/v3/filters/` answers the models
 * with counts over the results the URL's filters leave, and core's reducer keeps the picks,
 * the status and the loading flag. Submitting writes the picks to the URL as a new history
 * entry; the page's results query, keyed by that URL, settles the submit (`resultsStatus`).
 */
export function useSearchFilters(query: string, resultsStatus: ResultsStatus) {
  const url = useUrlFilters();
  const modelsQuery = { q: query, scope: "pins", ...url.params } as EndpointQuery<typeof filtersEndpoint>;
  const models = useEndpoint(filtersEndpoint, modelsQuery, { enabled: query !== "" });
  const [state, dispatch] = useReducer(filterStateReducer, INITIAL_FILTER_STATE);
  const [, navigate] = useLocation();

  const modelsPending = models.isFetching;
  useEffect(() => dispatch({ type: "loading", loading: modelsPending }), [modelsPending]);

  // The URL changed (a submit, or back and forward) or the models arrived: the state starts
  // again from the URL (SEARCH-023), except while a submit waits for its results.
  const submitted = state.status === "submitted";
  const loadedModels = models.data?.filters;
  useEffect(() => {
    if (submitted || loadedModels === undefined) return;
    dispatch({ type: "reset", models: loadedModels, initial: url.selection });
  }, [loadedModels, url.selection, submitted]);

  // SEARCH-025: the results of the submitted URL settle it.
  useEffect(() => {
    if (!submitted || resultsStatus === "pending") return;
    dispatch({ type: resultsStatus === "success" ? "submit_complete" : "submit_failed" });
  }, [submitted, resultsStatus]);

  const update = useCallback((filter: AppliedFilter) => dispatch({ type: "update", filter }), []);

  /** Searches with `picks` (the current picks by default): a new URL and history entry. */
  const submit = useCallback(
    (picks: FilterSelection) => {
      const next = urlWith(
        url.pathname,
        url.urlParams,
        picks,
        hiddenFilterIds({ models: state.models, filters: picks }),
      );
      if (next === `${url.pathname}?${url.urlParams}`) return;
      dispatch({ type: "submit" });
      navigate(next);
    },
    [url, state.models, navigate],
  );

  /** SEARCH-026: every pick removed, and the search run again without them. */
  const clearAll = useCallback(() => {
    dispatch({ type: "clear" });
    submit({});
  }, [submit]);

  return {
    state,
    /** The models the bar shows: none a picked option hides (SEARCH-029, SEARCH-030). */
    visible: visibleModels({ models: loadedModels ?? [], filters: state.filters }),
    modelsError: models.isError ? models.error : null,
    update,
    submit,
    clearAll,
  };
}
