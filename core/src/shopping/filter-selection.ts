import type { AppliedFilter, FilterSelection } from "./filter-state.ts";
import { FILTER_COMPONENT_TYPE, FILTER_IDS, FILTER_MODELS, type FilterId } from "./filter-types.ts";
import { parseFiltersParam } from "./filters-param.ts";

/** The search URL's parameters a price range is written to (SEARCH-031, SEARCH-032). */
const PRICE_PARAMS = { min: "price_min", max: "price_max" } as const;

/** A search URL's parameter, or null when absent. */
type ParamReader = (name: string) => string | null;

function priceBound(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === "") return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

function splitList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/**
 * The filters a search URL holds (the page's source of truth: back and forward restore them),
 * as applied filters changed from the URL. A filter option's id is the value its URL
 * parameter carries (core/src/contract/filters.ts), so no model is needed to read them. The
 * compact `filters` parameter, when readable, stands for the named ones it encodes.
 */
export function selectionFromParams(read: ParamReader): FilterSelection {
  const compact = read("filters");
  const parsed = compact === null ? null : parseFiltersParam(compact);
  const get = (name: string): string | null => {
    const named = read(name);
    if (named !== null) return named;
    return parsed?.ok ? ((parsed.params as Record<string, string | undefined>)[name] ?? null) : null;
  };
  const selection: Record<string, AppliedFilter> = {};
  for (const id of FILTER_IDS) {
    const filter = filterFromParams(id, get);
    if (filter !== null) selection[id] = filter;
  }
  return selection;
}

function filterFromParams(id: FilterId, get: ParamReader): AppliedFilter | null {
  const model = FILTER_MODELS[id];
  if (model.param === null) {
    const min = priceBound(get(PRICE_PARAMS.min));
    const max = priceBound(get(PRICE_PARAMS.max));
    return min === null && max === null ? null : { kind: "range", id, min, max, lastChangedLocation: "url" };
  }
  const text = get(model.param);
  if (text === null || text.trim() === "") return null;
  if (model.component === FILTER_COMPONENT_TYPE.MULTI_SELECT) {
    return { kind: "multi", id, selectedOptionIds: splitList(text), lastChangedLocation: "url" };
  }
  return { kind: "single", id, selectedOptionId: text.trim(), lastChangedLocation: "url" };
}

/**
 * The search URL parameters of a selection: list filters comma-separated (SEARCH-033), the
 * price range as `price_min`/`price_max` when a bound is given (SEARCH-031), single filters
 * as their option's value. Filters in `hidden` (SEARCH-029) and empty ones are left out.
 */
export function paramsFromSelection(
  selection: FilterSelection,
  hidden: ReadonlySet<string> = new Set(),
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const id of FILTER_IDS) {
    const filter = selection[id];
    if (filter === undefined || hidden.has(id)) continue;
    const param = FILTER_MODELS[id].param;
    if (filter.kind === "range") {
      if (filter.min !== null) params[PRICE_PARAMS.min] = String(filter.min);
      if (filter.max !== null) params[PRICE_PARAMS.max] = String(filter.max);
    } else if (param !== null && filter.kind === "multi" && filter.selectedOptionIds.length > 0) {
      params[param] = filter.selectedOptionIds.join(",");
    } else if (param !== null && filter.kind === "single" && filter.selectedOptionId !== null) {
      params[param] = filter.selectedOptionId;
    }
  }
  return params;
}

/** Every URL parameter a filter may be written to, so a new selection replaces them all. */
export const FILTER_URL_PARAMS: readonly string[] = [
  "filters",
  PRICE_PARAMS.min,
  PRICE_PARAMS.max,
  ...FILTER_IDS.flatMap((id) => {
    const param = FILTER_MODELS[id].param;
    return param === null ? [] : [param];
  }),
];
