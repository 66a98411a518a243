import {
  decodeFilterBookmark,
  type EndpointData,
  encodeFilterBookmark,
  type FilterModel,
  type FilterOption,
  type FilterOptionsPosition,
  type filtersEndpoint,
} from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { STRICT_ENOUGH, searchTerms, strictTerms } from "@corkboard/core/search";
import {
  type ColorName,
  DEFAULT_PRICE_RANGE,
  FILTER_IDS,
  FILTER_MODELS,
  FILTER_OPTIONS_PAGE_SIZE,
  type FilterId,
} from "@corkboard/core/shopping";
import type { z } from "zod";
import { searchingViewerId, type Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { AppError } from "../platform/http/app-error.ts";
import { FILTER_CURRENCY } from "./filter-conditions-repo.ts";
import { countFacets, type FacetRow } from "./filters-repo.ts";
import { readShoppingFilters, type ShoppingFilters } from "./shopping-filters.ts";

type FiltersQuery = z.output<(typeof filtersEndpoint)["query"]>;
type FiltersAnswer = EndpointData<typeof filtersEndpoint>;

const option = (
  fields: Partial<FilterOption> & Pick<FilterOption, "id" | "label" | "count">,
): FilterOption => ({
  image_url: null,
  is_verified: false,
  numeric_value: null,
  string_value: null,
  unit: null,
  search_type: null,
  rules: [],
  aux_data: { module_id: null },
  ...fields,
});

/**
 * The shopping filters of a search (SEARCH-017…021, SEARCH-036/037, D-034): the filter models
 * of the pins the query finds, each option counted over those results under the other
 * models' applied filters, 50 options a page. The terms are read strict first, as the
 * search's first page reads them (D-038, judged on the words without the filters, D-066),
 * and counted over the search's bounded candidates (D-066): a sample of the results shown.
 */
export class FiltersService {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** GET /v3/filters/: the models with options, or one model's next page (`bookmark_string`). */
  async filters(viewer: Viewer | null, query: FiltersQuery): Promise<FiltersAnswer> {
    const after = query.bookmark_string === undefined ? null : decodeFilterBookmark(query.bookmark_string);
    if (query.bookmark_string !== undefined && after === null) {
      throw new AppError("INVALID_INPUT", t("error.INVALID_INPUT"), { detail: "bookmark_string is invalid" });
    }
    const filters = readShoppingFilters(query);
    const terms = searchTerms(query.q);
    // Boards and people have no shopping filters; nothing to look for has no results.
    if (query.scope !== "pins" || terms === null) return { filters: [] };
    const viewerId = searchingViewerId(viewer);
    const page = { limit: FILTER_OPTIONS_PAGE_SIZE, after };
    let rows: FacetRow[] | null = null;
    if (terms.hashtag === null) {
      rows = await countFacets(this.#db, strictTerms(terms), viewerId, filters, page);
      // The matches anyone may see, without the filters: whether the words find enough.
      const total = rows.find((row) => row.filter === "_total")?.count ?? 0;
      // A later page of one model came from a first page that chose already: keep it strict
      // when strict terms have its rows (the choice is not in the bookmark).
      if (after === null ? total < STRICT_ENOUGH : rows.length === 0) rows = null;
    }
    rows ??= await countFacets(this.#db, terms, viewerId, filters, page);
    const models = FILTER_IDS.filter((id) => after === null || after.filter === id)
      .map((id) =>
        model(
          id,
          rows.filter((row) => row.filter === id),
          filters,
        ),
      )
      .filter((found): found is FilterModel => found !== null);
    return { filters: models };
  }
}

function model(id: FilterId, rows: FacetRow[], filters: ShoppingFilters): FilterModel | null {
  const definition = FILTER_MODELS[id];
  const base = {
    id,
    filter_component_type: definition.component,
    product_filter_type: definition.type,
    title: t(`filters.title.${id}`),
  };
  if (id === "price") {
    const [row] = rows;
    const applied = filters.priceMin !== null || filters.priceMax !== null;
    if (!applied && (row === undefined || row.count === 0)) return null;
    const low = filters.priceMin ?? (row?.low == null ? DEFAULT_PRICE_RANGE.min : Math.floor(row.low / 100));
    const high =
      filters.priceMax ?? (row?.high == null ? DEFAULT_PRICE_RANGE.max : Math.ceil(row.high / 100));
    const bound = (which: "min" | "max", value: number) =>
      option({
        id: which,
        label: t(which === "min" ? "filters.priceMin" : "filters.priceMax", { unit: FILTER_CURRENCY }),
        count: row?.count ?? 0,
        numeric_value: value,
        unit: FILTER_CURRENCY,
      });
    // SEARCH-032: the two options are the min bound and the max bound.
    return { ...base, filter_options: [bound("min", low), bound("max", high)], bookmark_string: null };
  }
  if (rows.length === 0) return null;
  const shown = rows.slice(0, FILTER_OPTIONS_PAGE_SIZE);
  const last = shown.at(-1);
  const position: FilterOptionsPosition | null =
    rows.length > FILTER_OPTIONS_PAGE_SIZE && last
      ? { filter: id, count: last.count, value: last.value ?? "" }
      : null;
  return {
    ...base,
    filter_options: shown.map((row) => optionOf(id, row)),
    bookmark_string: position === null ? null : encodeFilterBookmark(position),
  };
}

/** A counted group as an option: its id is the value its URL parameter carries. */
function optionOf(id: FilterId, row: FacetRow): FilterOption {
  const label = row.label ?? row.value ?? "";
  switch (id) {
    case "colors":
      return option({
        id: label,
        label: t(`filters.color.${label as ColorName}`),
        count: row.count,
        string_value: label,
      });
    case "on_sale":
      return option({
        id: label,
        label: t(label === "true" ? "filters.onSale.yes" : "filters.onSale.no"),
        count: row.count,
        string_value: label,
      });
    default:
      return option({ id: label, label, count: row.count, string_value: label, is_verified: row.verified });
  }
}
