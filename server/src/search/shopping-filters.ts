import { type searchEndpoint, shoppingFilterParams } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { type ColorName, type FilterParamName, parseFiltersParam } from "@corkboard/core/shopping";
import type { z } from "zod";
import { AppError } from "../platform/http/app-error.ts";

/** The shopping filter parameters of a search or filters query, as validated by the contract. */
type FilterQuery = Pick<z.output<(typeof searchEndpoint)["query"]>, FilterParamName | "filters">;

/**
 * The shopping filters a search applies (SEARCH-031…035, D-034). Lists are empty and single
 * values null when not given; a price bound is in USD major units, null when open.
 */
export interface ShoppingFilters {
  domains: string[];
  brands: string[];
  colors: ColorName[];
  priceMin: number | null;
  priceMax: number | null;
  onSale: boolean | null;
  style: string | null;
  brandValue: string | null;
}

/** True when any filter narrows the results. */
export function anyFilter(filters: ShoppingFilters): boolean {
  return (
    filters.domains.length + filters.brands.length + filters.colors.length > 0 ||
    filters.priceMin !== null ||
    filters.priceMax !== null ||
    filters.onSale !== null ||
    filters.style !== null ||
    filters.brandValue !== null
  );
}

function invalid(field: string, message: string): AppError {
  return new AppError("INVALID_INPUT", t("error.INVALID_INPUT"), {
    detail: `${field} ${message}`,
    fields: [{ field, message }],
  });
}

/**
 * The compact `filters` parameter's named parameters, validated as if they had come named:
 * an unknown filter type (SEARCH-035) or a bad value is INVALID_INPUT naming `filters`.
 */
function compactParams(text: string | undefined): Partial<FilterQuery> {
  if (text === undefined || text.trim() === "") return {};
  const parsed = parseFiltersParam(text);
  if (!parsed.ok) throw invalid("filters", parsed.error);
  const params: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(parsed.params) as [FilterParamName, string][]) {
    const result = shoppingFilterParams[name].safeParse(raw);
    if (!result.success)
      throw invalid("filters", `${name} ${result.error.issues[0]?.message ?? "is invalid"}`);
    params[name] = result.data;
  }
  return params as Partial<FilterQuery>;
}

/**
 * Reads the filters of a query: the named parameters, and the compact `filters` form for
 * those not named (a named parameter wins, as the web's URL reading does). A price range
 * applies only when a bound is given, and its minimum may not exceed its maximum (SEARCH-031).
 */
export function readShoppingFilters(query: FilterQuery): ShoppingFilters {
  const compact = compactParams(query.filters);
  const pick = <K extends FilterParamName>(name: K): FilterQuery[K] => query[name] ?? compact[name];
  const priceMin = pick("price_min") ?? null;
  const priceMax = pick("price_max") ?? null;
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) {
    throw invalid("price_min", "is more than price_max");
  }
  const onSale = pick("on_sale");
  return {
    domains: (pick("domains") ?? [])
      .map((domain) => domain.toLowerCase().replace(/^www\./, ""))
      .filter((domain) => /^[a-z0-9.-]{1,253}$/.test(domain)),
    brands: pick("brands") ?? [],
    colors: pick("colors") ?? [],
    priceMin,
    priceMax,
    onSale: onSale === undefined ? null : onSale === "true" || onSale === "1",
    style: pick("style") ?? null,
    brandValue: pick("brand_value") ?? null,
  };
}

/** No filter at all: an unfiltered search. */
export const NO_FILTERS: ShoppingFilters = {
  domains: [],
  brands: [],
  colors: [],
  priceMin: null,
  priceMax: null,
  onSale: null,
  style: null,
  brandValue: null,
};
