import { paramsFromSelection, selectionFromParams } from "@corkboard/core/shopping";
import { useMemo } from "react";
import { useRawLocation } from "../../platform/navigation/navigation.ts";

/**
 * The applied filters of the search URL (the page's source of truth, so back and forward
 * restore them): as a selection, and as the search parameters the results query sends.
 */
export function useUrlFilters() {
  const location = useRawLocation();
  const urlParams = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const selection = useMemo(() => selectionFromParams((name) => urlParams.get(name)), [urlParams]);
  const params = useMemo(() => paramsFromSelection(selection), [selection]);
  return { pathname: location.pathname, urlParams, selection, params };
}
