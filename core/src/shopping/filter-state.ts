/**
 * The shopping filter state of a search page (seed 001 §4, seed 002 §4: SEARCH-022…030), a
 * pure reducer like the save state: the page dispatches, the reducer decides. The models
 * come from GET /v3/filters/; the state holds what the viewer has picked (`filters`), what
 * the results on screen were searched with (`applied`), the status the seed names and a
 * loading flag.
 */

/** The statuses of seed 001 §4, exactly (SEARCH-028). */
export const FILTER_STATUSES = ["applied", "cleared", "modified", "submitted", "failed"] as const;
/** Where the filters stand against the results on screen (SEARCH-028). */
export type FilterStatus = (typeof FILTER_STATUSES)[number];

/** The part of a filter option the state needs (SEARCH-018). */
export interface FilterOptionShape {
  id: string;
  /** What selecting the option does to other filters (SEARCH-029): "hide" names the ones it hides. */
  rules?: readonly { action: string; filter_ids: readonly string[] }[];
}

/** The part of a filter model the state needs (SEARCH-018). */
export interface FilterModelShape {
  id: string;
  filter_component_type: number;
  product_filter_type: number;
  filter_options: readonly FilterOptionShape[];
}

/** Where a filter was last changed from (SEARCH-022): the bar, the "all filters" panel, the URL. */
export type FilterLocation = "bar" | "panel" | "url";

/** An applied filter (SEARCH-022): single, multi or range, each with its id and location. */
export type AppliedFilter =
  | { kind: "single"; id: string; selectedOptionId: string | null; lastChangedLocation: FilterLocation }
  | { kind: "multi"; id: string; selectedOptionIds: readonly string[]; lastChangedLocation: FilterLocation }
  | {
      kind: "range";
      id: string;
      min: number | null;
      max: number | null;
      lastChangedLocation: FilterLocation;
    };

/** Filters by filter id. */
export type FilterSelection = Readonly<Record<string, AppliedFilter>>;

export interface FilterState {
  models: readonly FilterModelShape[];
  /** What the viewer has picked, submitted or not. */
  filters: FilterSelection;
  /** What the results on screen were searched with. */
  applied: FilterSelection;
  status: FilterStatus;
  /** True while the models or a submitted search load (SEARCH-027). */
  loading: boolean;
}

/** The actions of seed 001 §4, exactly: reset, update, submit, submit failed, submit complete, clear, loading. */
export type FilterAction =
  | { type: "reset"; models: readonly FilterModelShape[]; initial: FilterSelection }
  | { type: "update"; filter: AppliedFilter }
  | { type: "submit" }
  | { type: "submit_failed" }
  | { type: "submit_complete" }
  | { type: "clear" }
  | { type: "loading"; loading: boolean };

export const INITIAL_FILTER_STATE: FilterState = {
  models: [],
  filters: {},
  applied: {},
  status: "cleared",
  loading: false,
};

/** True when a filter selects nothing (an empty range is neither min nor max: SEARCH-031). */
export function isEmptyFilter(filter: AppliedFilter): boolean {
  switch (filter.kind) {
    case "single":
      return filter.selectedOptionId === null;
    case "multi":
      return filter.selectedOptionIds.length === 0;
    case "range":
      return filter.min === null && filter.max === null;
  }
}

/** The non-empty filters only, so "picked nothing" and "absent" compare equal. */
function nonEmpty(selection: FilterSelection): FilterSelection {
  return Object.fromEntries(Object.entries(selection).filter(([, filter]) => !isEmptyFilter(filter)));
}

/** The same selections, ignoring where each was last changed and the order of a multi-select. */
export function sameSelection(a: FilterSelection, b: FilterSelection): boolean {
  const left = nonEmpty(a);
  const right = nonEmpty(b);
  const ids = Object.keys(left);
  if (ids.length !== Object.keys(right).length) return false;
  return ids.every((id) => {
    const x = left[id];
    const y = right[id];
    if (x === undefined || y === undefined || x.kind !== y.kind) return false;
    if (x.kind === "single" && y.kind === "single") return x.selectedOptionId === y.selectedOptionId;
    if (x.kind === "range" && y.kind === "range") return x.min === y.min && x.max === y.max;
    if (x.kind === "multi" && y.kind === "multi") {
      const picked = new Set(x.selectedOptionIds);
      return (
        picked.size === new Set(y.selectedOptionIds).size && y.selectedOptionIds.every((o) => picked.has(o))
      );
    }
    return false;
  });
}

/**
 * The status after the picks change (SEARCH-024): "cleared" when nothing is picked (whatever
 * was applied: the seed lists it before equality, and "you cleared everything" is what the
 * bar must say), otherwise "applied" when they equal the applied filters, otherwise "modified".
 */
function statusOf(filters: FilterSelection, applied: FilterSelection): FilterStatus {
  if (Object.keys(nonEmpty(filters)).length === 0) return "cleared";
  return sameSelection(filters, applied) ? "applied" : "modified";
}

/** A filter with its pick removed, kept as an empty filter of its kind. */
function emptied(filter: AppliedFilter): AppliedFilter {
  if (filter.kind === "single") return { ...filter, selectedOptionId: null };
  if (filter.kind === "multi") return { ...filter, selectedOptionIds: [] };
  return { ...filter, min: null, max: null };
}

/** The selection with every pick removed (SEARCH-026), each filter kept as empty. */
function cleared(filters: FilterSelection): FilterSelection {
  return Object.fromEntries(Object.entries(filters).map(([id, filter]) => [id, emptied(filter)]));
}

/** Moves the filter state by one action (SEARCH-023…027). */
export function filterStateReducer(state: FilterState, action: FilterAction): FilterState {
  switch (action.type) {
    case "reset":
      // The page's URL is the source of the initial filters, and the results on screen were
      // searched with them: they are the applied filters too.
      return {
        models: action.models,
        filters: action.initial,
        applied: action.initial,
        status: statusOf(action.initial, action.initial),
        loading: false,
      };
    case "update": {
      const filters = { ...state.filters, [action.filter.id]: action.filter };
      return { ...state, filters, status: statusOf(filters, state.applied) };
    }
    case "submit":
      return { ...state, status: "submitted" };
    case "submit_failed":
      return { ...state, status: "failed" };
    case "submit_complete":
      return { ...state, applied: state.filters, status: statusOf(state.filters, state.filters) };
    case "clear": {
      const filters = cleared(state.filters);
      return { ...state, filters, status: statusOf(filters, state.applied) };
    }
    case "loading":
      return state.loading === action.loading ? state : { ...state, loading: action.loading };
  }
}

/** The option ids a filter selects. */
function selectedOptionIds(filter: AppliedFilter | undefined): readonly string[] {
  if (filter === undefined) return [];
  if (filter.kind === "multi") return filter.selectedOptionIds;
  if (filter.kind === "single") return filter.selectedOptionId === null ? [] : [filter.selectedOptionId];
  return [];
}

/**
 * The filters hidden by the selected options' rules (SEARCH-029). Derived from the picks, so a
 * hidden filter reappears as soon as the option that hid it is deselected or another option
 * is selected in its place (SEARCH-030); its own picks are kept meanwhile but not applied.
 */
export function hiddenFilterIds(state: Pick<FilterState, "models" | "filters">): ReadonlySet<string> {
  const hidden = new Set<string>();
  for (const model of state.models) {
    const picked = new Set(selectedOptionIds(state.filters[model.id]));
    for (const option of model.filter_options) {
      if (!picked.has(option.id)) continue;
      for (const rule of option.rules ?? []) {
        if (rule.action !== "hide") continue;
        for (const id of rule.filter_ids) if (id !== model.id) hidden.add(id);
      }
    }
  }
  return hidden;
}

/** The models the bar shows: those no selected option hides (SEARCH-029). */
export function visibleModels<M extends FilterModelShape>(state: {
  models: readonly M[];
  filters: FilterSelection;
}): M[] {
  const hidden = hiddenFilterIds(state);
  return state.models.filter((model) => !hidden.has(model.id));
}
